import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, buildDemoMarket } from "../../../test/support/database";
import { paths } from "../../domain/paths";
import { notifyMarketChanged } from "../../market/market-events";
import { bumpMarketVersion, readMarketVersion } from "../../market/market-version";
import { eventually } from "../../../test/support/eventually";
import { serverOnDatabase } from "../../../test/support/app";

// Two processes of one server (web workers) on one database and one DATA_DIR share the pages
// and price answers they keep through files (decision 030, third pass), under the market
// version: what one rendered the other serves without rendering it again, and nothing kept
// under one market version is served under the next.

type Server = Awaited<ReturnType<typeof serverOnDatabase>>;

/** Whole files kept under `kind` (pages or prices), in every version's folder. */
async function keptFiles(dataDir: string, kind: string): Promise<number> {
  const root = path.join(dataDir, "page-cache", kind);
  const versions = await readdir(root).catch(() => [] as string[]);
  let n = 0;
  for (const v of versions) n += (await readdir(path.join(root, v))).filter((f) => !f.endsWith(".tmp")).length;
  return n;
}

describe("kept answers shared by a server's processes", () => {
  let t: TestDatabase;
  let dataDir: string;
  let a: Server;
  let b: Server;
  let company: { id: number; exchange: string; ticker: string; name: string };

  const server = () => serverOnDatabase(t.url, { PAGE_CACHE_MB: "8", PAGE_CACHE_DISK_MB: "64", DATA_DIR: dataDir });

  beforeAll(async () => {
    t = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "oz-shared-"));
    await buildDemoMarket(t.url, { companies: 12, seed: "shared-pages", asOf: "2006-06-30" });
    company = await t.db
      .selectFrom("companies")
      .select(["id", "exchange", "ticker", "name"])
      .where("delisted_on", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    a = await server();
    b = await server();
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("versions the market with every pipeline run that changed it", async () => {
    const version = await readMarketVersion(t.db);
    expect(version).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.app.screener.marketVersion).toBe(version);
    expect(b.app.screener.marketVersion).toBe(version);
  });

  it("serves on one process the page another rendered, until the market version changes", async () => {
    const url = paths.company(company);
    const first = await a.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(company.name);
    // Written after the answer went out.
    await eventually(async () => (await keptFiles(dataDir, "pages")) > 0, "the page kept");

    // Changed behind the servers' backs, without a new market version: B has never rendered the
    // page, so what it answers is A's kept page.
    const renamed = `${company.name} Renamed`;
    await t.db.updateTable("companies").set({ name: renamed }).where("id", "=", company.id).execute();
    const fromB = await b.app.inject({ method: "GET", url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.body).not.toContain(renamed);
    expect(fromB.headers.etag).toBe(first.headers.etag);

    // A market pipeline run's ending: a new version, then the NOTIFY that reloads both.
    await bumpMarketVersion(t.pool);
    await notifyMarketChanged(t.pool);
    for (const s of [a, b])
      await eventually(
        async () => (await s.app.inject({ method: "GET", url })).body.includes(renamed),
        "the page under the new market version",
      );
  });

  it("shares a company's price answer the same way", async () => {
    const url = `/api/companies/${company.id}/prices`;
    const closes = async (s: Server) =>
      (
        (await s.app.inject({ method: "GET", url })).json() as {
          close: number[];
        }
      ).close;
    const before = await closes(a);
    expect(before.length).toBeGreaterThan(0);
    await eventually(async () => (await keptFiles(dataDir, "prices")) > 0, "the answer kept");
    // The history removed behind the servers' backs: B still answers the one A kept.
    await t.db.deleteFrom("price_years").where("company_id", "=", company.id).execute();
    expect(await closes(b)).toEqual(before);

    await bumpMarketVersion(t.pool);
    await notifyMarketChanged(t.pool);
    await eventually(async () => (await closes(b)).length === 0, "prices under the new market version");
  });
});
