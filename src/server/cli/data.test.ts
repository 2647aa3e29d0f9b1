import { spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";

// `npm run data -- ...` as a person runs it, against a database of this file's own.

const root = path.resolve(import.meta.dirname, "../../..");

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["src/server/cli/data.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("npm run data", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("explains its usage when the command is missing or unknown", async () => {
    const res = await run(["frobnicate"], { DATABASE_URL: database.url });
    expect(res.code).toBe(2);
    expect(res.output).toContain("Usage: npm run data -- <command>");
  });

  it("imports good files, rejects a malformed one whole with its line, and exits non-zero", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "openzen-import-"));
    await writeFile(
      path.join(dir, "good.us.txt"),
      "Date,Open,High,Low,Close,Volume,OpenInt\n2017-01-03,10,11,9,10.5,1000,0\n2017-01-04,10.5,12,10,11.75,1200,0\n",
    );
    await writeFile(
      path.join(dir, "bad.us.txt"),
      "Date,Open,High,Low,Close,Volume,OpenInt\n2017-01-03,10,11,9,10.5,1000,0\n2017-01-04,10.5,12,10,abc,1200,0\n",
    );
    const res = await run(["import", dir], { DATABASE_URL: database.url });
    expect(res.code).toBe(1);
    expect(res.output).toMatch(/bad\.us\.txt line 3/);
    const tickers = (
      await database.pool.query<{ ticker: string }>("SELECT ticker FROM companies ORDER BY ticker")
    ).rows.map((r) => r.ticker);
    expect(tickers).toEqual(["GOOD"]);
    const again = await run(["import", path.join(dir, "good.us.txt")], { DATABASE_URL: database.url });
    expect(again.code).toBe(0);
  });

  it("imports the news of an RSS file, says what it skipped, and refuses a malformed one", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "openzen-news-"));
    const good = path.join(dir, "wire.xml");
    await writeFile(
      good,
      `<rss version="2.0"><channel><title>Wire</title>
<item><title>Good Corp rallies</title><link>https://wire.example/1</link><pubDate>Wed, 25 Nov 2026 15:00:00 GMT</pubDate>
  <description>Good (NYSE: GOOD) rose.</description></item>
<item><title>No link</title><pubDate>Wed, 25 Nov 2026 15:00:00 GMT</pubDate></item>
</channel></rss>`,
    );
    const res = await run(["import-news", good], { DATABASE_URL: database.url });
    expect(res.code).toBe(0);
    expect(res.output).toContain("(Wire): 1 stories imported, 0 already held, 1 skipped");
    expect(res.output).toContain("item 2 skipped: no http(s) link");
    const bad = path.join(dir, "bad.xml");
    await writeFile(bad, "<rss><channel><item><title>cut");
    const refused = await run(["import-news", bad], { DATABASE_URL: database.url });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Not an RSS or Atom feed");
    expect((await run(["import-news"], { DATABASE_URL: database.url })).code).toBe(2);
  });

  it("builds and updates the demo market", async () => {
    const build = await run(["build"], {
      DATABASE_URL: database.url,
      DEMO_COMPANIES: "10",
      DEMO_AS_OF: "2004-06-30",
      DEMO_SEED: "cli",
    });
    expect(build.code).toBe(0);
    expect(build.output).toMatch(/"companies": \d+/);
    // One runner: the build is followed by the research, the ratings, the analyst ranking and the snapshot, in order.
    const order = [
      "Demo market built in",
      "Research computed for",
      "Zen Ratings brought to",
      "ranked) scored on",
      "Screener snapshot of",
    ];
    const at = order.map((line) => build.output.indexOf(line));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const update = await run(["update"], {
      DATABASE_URL: database.url,
      DEMO_COMPANIES: "10",
      DEMO_AS_OF: "2004-09-30",
    });
    expect(update.code).toBe(0);
    expect(update.output).toMatch(/Added \d+ trading days \(2004-06-30 to 2004-09-30\)/);
    const again = await run(["update"], { DATABASE_URL: database.url, DEMO_AS_OF: "2004-09-30" });
    expect(again.output).toContain("already up to date");

    const refresh = await run(["refresh", "screener"], { DATABASE_URL: database.url });
    expect(refresh.code).toBe(0);
    expect(refresh.output).toContain("Writing the screener snapshot");
    expect(refresh.output).not.toContain("Computing the Zen Ratings");
    const upToDate = await run(["refresh"], { DATABASE_URL: database.url });
    expect(upToDate.output).toContain("Everything is up to date.");
    expect((await run(["refresh", "everything"], { DATABASE_URL: database.url })).code).toBe(2);
  }, 180_000);

  it("prints the built market's levels, and says when the real data is not there", async () => {
    const res = await run(["levels", path.join(os.tmpdir(), "no-market-data-here")], { DATABASE_URL: database.url });
    expect(res.code).toBe(0);
    expect(res.output).toContain("## Levels");
    expect(res.output).toMatch(/\| Largest market cap \| \$[\d.]+ [BT] \(/);
    expect(res.output).toContain("- Real: not measured");
  }, 60_000);
});
