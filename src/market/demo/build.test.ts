import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { readMarketState } from "../market-state";
import { readPriceHistory } from "../price-store";
import { buildDemoMarket } from "./build";
import { updateDemoMarket } from "./update";
import { demoUpdate } from "../pipeline/data-steps";
import { runMarketPipeline } from "../pipeline/market-pipeline";

// The demo market in PostgreSQL: a build, and an update that extends it to exactly what a
// build to the later date would have stored.

const TABLES = [
  "companies",
  "price_years",
  "fundamentals",
  "dividends",
  "splits",
  "earnings_dates",
  "analyst_estimates",
  "analyst_ratings",
  "insider_transactions",
  "macro_series",
  "analysts",
  "analyst_firms",
];

async function counts(db: TestDatabase): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES)
    out[t] = (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n;
  return out;
}

describe("building and updating the demo market", () => {
  let updated: TestDatabase;
  let direct: TestDatabase;
  beforeAll(async () => {
    [updated, direct] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await updated.close();
    await direct.close();
  });

  it("builds every table and records what it built", async () => {
    const summary = await buildDemoMarket(updated.pool, { companies: 25, seed: "t", asOf: "2008-06-30" });
    expect(summary.companies).toBeGreaterThanOrEqual(15);
    const c = await counts(updated);
    for (const t of TABLES.filter((t) => t !== "splits")) expect(c[t], t).toBeGreaterThan(0);
    expect(await readMarketState(updated.pool)).toEqual({
      source: "demo",
      asOf: "2008-06-30",
      seed: "t",
      companies: summary.companies,
    });
    const sectors = await updated.pool.query("SELECT count(*)::int AS n FROM sectors");
    expect(sectors.rows[0].n).toBe(11);
  });

  it("stores each company's daily history, readable in one call", async () => {
    const { rows } = await updated.pool.query<{ id: number; ipo_date: Date }>(
      "SELECT id, ipo_date FROM companies ORDER BY id LIMIT 1",
    );
    const bars = await readPriceHistory(updated.db, rows[0]!.id);
    expect(bars.length).toBeGreaterThan(1000);
    expect(bars[0]!.date >= "2003-01-02").toBe(true);
    expect(bars[bars.length - 1]!.date <= "2008-06-30").toBe(true);
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.date > bars[i - 1]!.date).toBe(true);
    expect(bars.every((b) => b.close > 0 && b.high >= b.low)).toBe(true);
  });

  it("updates to a later date exactly as a build to that date would", async () => {
    const result = await updateDemoMarket(updated.pool, "2009-06-30");
    expect(result.added).toBeGreaterThan(240);
    await buildDemoMarket(direct.pool, { companies: 25, seed: "t", asOf: "2009-06-30" });
    const [a, b] = [await counts(updated), await counts(direct)];
    // Ratings issued before the old date keep the view they were issued with, so only their
    // number is compared loosely; everything else matches row for row.
    expect({ ...a, analyst_ratings: 0 }).toEqual({ ...b, analyst_ratings: 0 });
    const ids = (await direct.pool.query<{ id: number }>("SELECT id FROM companies ORDER BY id")).rows.map((r) => r.id);
    for (const id of ids) {
      const [x, y] = await Promise.all([readPriceHistory(updated.db, id), readPriceHistory(direct.db, id)]);
      expect(x, `company ${id}`).toEqual(y);
    }
    const facts = "SELECT id, shares_outstanding, pays_dividends, delisted_on FROM companies ORDER BY id";
    expect((await updated.pool.query(facts)).rows).toEqual((await direct.pool.query(facts)).rows);
    expect((await readMarketState(updated.pool)).asOf).toBe("2009-06-30");
  });

  it("does nothing when run again for the same date", async () => {
    const before = await counts(updated);
    const again = await updateDemoMarket(updated.pool, "2009-06-30");
    expect(again.added).toBe(0);
    expect(again.message).toContain("already up to date");
    expect(await counts(updated)).toEqual(before);
  });

  it("announces an update to running servers with NOTIFY market_changed, once the pipeline is through", async () => {
    const listener = new pg.Client({ connectionString: updated.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (n) => heard.push(n.channel));
    await listener.query("LISTEN market_changed");
    await runMarketPipeline(updated.pool, { data: demoUpdate("2009-07-31"), skip: ["rating"] });
    await new Promise((r) => setTimeout(r, 100));
    await listener.end();
    expect(heard).toEqual(["market_changed"]);
  });

  it("refuses to update a database without a demo market", async () => {
    const empty = await createTestDatabase();
    await expect(updateDemoMarket(empty.pool, "2010-01-01")).rejects.toThrow(/no demo market/);
    await empty.close();
  });
});
