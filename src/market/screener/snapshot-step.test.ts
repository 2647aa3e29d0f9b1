import { runMarketPipeline } from "../pipeline/market-pipeline";
import { demoBuild } from "../pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import type { CheckResult } from "../../domain/checks/types";
import type { SplitRow } from "../../domain/research/company-data";
import { splitFactorAfter } from "../../domain/research/split-adjustment";
import { changeStarts, closeOnOrBefore, epochDay } from "../../domain/screener/values";
import { readPriceHistory } from "../price-store";
import { screenerIsStale, writeScreenerSnapshot } from "./snapshot-step";

// The screener step on a small demo market, run by the research pipeline of the build: one
// snapshot row per researched company, its values agreeing with the research and the prices.

interface Row {
  company_id: number;
  vals: Record<string, number | string>;
  checks: CheckResult[];
  overall_score: number;
  quote: { price: number } | null;
}

const AS_OF = "2019-06-28";

describe("the screener snapshot step", () => {
  let t: TestDatabase;
  let rows: Row[];
  beforeAll(async () => {
    t = await createTestDatabase();
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 30, seed: "screener", asOf: AS_OF }),
      skip: ["rating"],
    });
    rows = (
      await t.pool.query<Row>(
        `SELECT s.company_id, s.vals, r.checks, r.overall_score, r.quote
         FROM screener_snapshot s JOIN company_research r USING (company_id) ORDER BY company_id`,
      )
    ).rows;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes one row per researched company and records its date", async () => {
    const research = await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM company_research");
    expect(rows.length).toBe(research.rows[0]!.n);
    expect(rows.length).toBeGreaterThan(20);
    expect(await screenerIsStale(t.db)).toBeNull();
  });

  it("counts a snapshot written for other fields (a release that added a column) as stale", async () => {
    const before = await t.pool.query("SELECT value FROM market_meta WHERE key = 'screener_fields'");
    await t.pool.query(`UPDATE market_meta SET value = '"an older catalogue"' WHERE key = 'screener_fields'`);
    try {
      expect(await screenerIsStale(t.db)).toBe(AS_OF);
    } finally {
      await t.pool.query("UPDATE market_meta SET value = $1 WHERE key = 'screener_fields'", [
        JSON.stringify(before.rows[0]!.value),
      ]);
    }
    expect(await screenerIsStale(t.db)).toBeNull();
  });

  it("writes the company's own fields with its figures", async () => {
    const { rows: companies } = await t.pool.query<{ id: number; ticker: string; exchange: string; country: string }>(
      "SELECT id, ticker, exchange, country FROM companies",
    );
    const byId = new Map(companies.map((c) => [c.id, c]));
    for (const r of rows) {
      const c = byId.get(r.company_id)!;
      expect(r.vals).toMatchObject({ ticker: c.ticker, exchange: c.exchange, country: c.country });
    }
  });

  it("carries the research's score, price and check verdicts", () => {
    for (const r of rows) {
      expect(r.vals.dds).toBeCloseTo(r.overall_score, 4);
      if (r.quote) expect(r.vals.price).toBeCloseTo(r.quote.price, 6);
      for (const c of r.checks) {
        if (c.passed === null) expect(r.vals[c.type]).toBeUndefined();
        else expect(r.vals[c.type]).toBe(c.passed ? 1 : 0);
      }
    }
  });

  it("computes price changes and moving averages from split-restated closes", async () => {
    let checked = 0;
    for (const r of rows.slice(0, 8)) {
      const bars = (await readPriceHistory(t.db, r.company_id)).filter((b) => b.date <= AS_OF);
      if (bars.length < 300) continue;
      const splits = (
        await t.pool.query<SplitRow>(
          `SELECT ex_date::text AS "exDate", ratio FROM splits WHERE company_id = $1 AND ex_date <= $2`,
          [r.company_id, AS_OF],
        )
      ).rows;
      const restated = {
        days: bars.map((b) => epochDay(b.date)),
        close: bars.map((b) => b.close / splitFactorAfter(splits, b.date)),
      };
      const last = restated.close.at(-1)!;
      const starts = changeStarts(AS_OF);
      const yearAgo = closeOnOrBefore(restated, epochDay(starts.chg1y!))!;
      expect(r.vals.chg1y).toBeCloseTo((last / yearAgo - 1) * 100, 3);
      const threeYearsAgo = closeOnOrBefore(restated, epochDay(starts.chg3y!));
      if (threeYearsAgo !== null) expect(r.vals.chg3y).toBeCloseTo((last / threeYearsAgo - 1) * 100, 3);
      const last50 = restated.close.slice(-50);
      expect(r.vals.sma50).toBeCloseTo(last50.reduce((a, b) => a + b, 0) / 50, 3);
      expect(r.vals.rsi).toBeGreaterThanOrEqual(0);
      expect(r.vals.rsi).toBeLessThanOrEqual(100);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("leaves the Zen Rating family out until ratings exist", () => {
    for (const r of rows)
      for (const key of ["zr", "zrv", "zrg", "zrm", "zrs", "zrsf", "zrf", "zrai"]) expect(r.vals[key]).toBeUndefined();
  });

  it("counts every company's top analysts from the analyst ranking of its date", () => {
    for (const r of rows) expect(typeof r.vals.tan).toBe("number");
  });

  it("leaves the snapshot as it was when a write fails, and writes it whole the next time", async () => {
    const before = (await t.pool.query("SELECT company_id, vals FROM screener_snapshot ORDER BY company_id")).rows;
    const lastId = rows.at(-1)!.company_id;
    await t.pool.query(`CREATE FUNCTION refuse_snapshot_row() RETURNS trigger LANGUAGE plpgsql AS $$
                        BEGIN IF NEW.company_id = ${lastId} THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
    await t.pool.query(
      "CREATE TRIGGER refuse_snapshot_row BEFORE INSERT ON screener_snapshot FOR EACH ROW EXECUTE FUNCTION refuse_snapshot_row()",
    );
    await expect(writeScreenerSnapshot(t.db, AS_OF)).rejects.toThrow(/refused for the test/);
    expect((await t.pool.query("SELECT company_id, vals FROM screener_snapshot ORDER BY company_id")).rows).toEqual(
      before,
    );
    await t.pool.query("DROP TRIGGER refuse_snapshot_row ON screener_snapshot; DROP FUNCTION refuse_snapshot_row()");
    const summary = await writeScreenerSnapshot(t.db, AS_OF);
    expect(summary.companies).toBe(before.length);
    expect((await t.pool.query("SELECT company_id, vals FROM screener_snapshot ORDER BY company_id")).rows).toEqual(
      before,
    );
  });
});
