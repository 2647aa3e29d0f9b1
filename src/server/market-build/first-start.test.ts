import { rm } from "node:fs/promises";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildDemoMarket, createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { eventually } from "../../../test/support/eventually";
import { freePort } from "../../../test/support/free-port";
import { builtServer, demoServerEnv, newDataDir, startProcess } from "../../../test/support/server-process";

// A first start as `npm start` runs it (the built server, two web workers, a fresh data
// directory) on a database whose market data is loaded but never researched or rated (a first
// build cut short after its data step, or an import): it answers at once, with the build's
// progress on every page and 503 MARKET_BUILDING on the APIs, then serves the real site once the
// market is built. The test holds the screener snapshot's table (writes wait, reads go on), so
// the build stops at its last step, where the pages must say so; then lets go and waits for the
// site. (The data step empties every market table, that one too: hence the data loaded first.
// main.test.ts starts on an empty data directory and waits through the whole build.)

describe("the first start", () => {
  let database: TestDatabase | undefined;
  let dataDir = "";
  afterAll(async () => {
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("answers with the build's progress while the market is built, then serves the site", async () => {
    database = await createTestDatabase();
    await buildDemoMarket(database.url, { companies: 12, seed: "first-start", asOf: "2005-06-30" }, [
      "research",
      "rating",
      "events",
      "analysts",
      "screener",
    ]);
    dataDir = await newDataDir("openzen-first-start-");
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE screener_snapshot IN EXCLUSIVE MODE");

    const port = await freePort();
    const { child, output, exited } = startProcess(process.execPath, [builtServer], {
      ...(await demoServerEnv(dataDir)),
      DATABASE_URL: database.url,
      PORT: String(port),
      WEB_CONCURRENCY: "2",
    });
    const url = (p: string) => `http://localhost:${port}${p}`;
    const page = (p: string) => fetch(url(p), { headers: { accept: "text/html" } });

    try {
      await eventually(() => output().includes("OpenZen is serving"), "the server to listen", 120_000);
      // The build runs on to the screener step and waits there for the table the test holds.
      await eventually(
        async () => (await (await page("/")).text()).includes("Step 6 of 7"),
        "the build to reach its last step",
        120_000,
      );
      // Every worker answers every page with the progress: a few requests reach both.
      for (let i = 0; i < 6; i++) {
        const building = await page(i % 2 ? "/screener" : "/");
        expect(building.status).toBe(503);
        expect(building.headers.get("retry-after")).toBe("5");
        const html = await building.text();
        expect(html).toContain("<h1>Building the market</h1>");
        expect(html).toContain("Step 6 of 7: Writing the screener snapshot.");
        expect(html).toContain("Market data (simulated demo market): done");
        expect(html).toContain("Zen Ratings and their history: done");
        expect(html).toContain("Screener values: under way");
        expect(html).toContain('<meta http-equiv="refresh" content="5">');
      }
      const api = await fetch(url("/api/screener/companies"));
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("5");
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe("MARKET_BUILDING");
      const ready = await fetch(url("/readyz"));
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: { code: string } }).error.code).toBe("MARKET_BUILDING");
      expect((await fetch(url("/healthz"))).status).toBe(200);

      await holder.query("ROLLBACK");
      // Ready once every worker has the built market: a run of answers from both.
      let readyInARow = 0;
      await eventually(
        async () => {
          readyInARow = (await fetch(url("/readyz"))).status === 200 ? readyInARow + 1 : 0;
          return readyInARow >= 6;
        },
        "the site to be ready",
        120_000,
      );
      const home = await page("/");
      expect(home.status).toBe(200);
      expect(await home.text()).not.toContain("Building the market");
      const screen = await fetch(url("/api/screener/companies"));
      expect(screen.status).toBe(200);
      expect(((await screen.json()) as { total: number }).total).toBeGreaterThan(0);
      expect(output()).toMatch(/Screener snapshot of \d+ companies written/);
    } catch (error) {
      // What the server said is what explains a failure here.
      const said = output()
        .split("\n")
        .filter((line) => !line.includes('"reqId"'));
      throw new Error(`${String(error)}\n--- server output ---\n${said.join("\n").slice(-6000)}`, { cause: error });
    } finally {
      await holder.end().catch(() => undefined);
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  }, 300_000);
});
