import { runMarketPipeline } from "../pipeline/market-pipeline";
import { demoBuild, demoUpdate } from "../pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { CHECKS } from "../../domain/checks/registry";
import { score } from "../../domain/checks/scoring";
import type { CheckInput, CheckResult } from "../../domain/checks/types";
import type { StoredScores } from "../../domain/research/research-record";
import { readPriceHistory } from "../price-store";
import { researchIsStale, runResearch } from "./pipeline";

// The research pipeline on a small demo market: one stored row per listed company, whose
// checks, scores and figures agree with each other and with the raw tables.

interface Row {
  company_id: number;
  as_of: Date;
  checks: CheckResult[];
  scores: StoredScores;
  check_input: CheckInput;
  overall_score: number;
}

describe("the research pipeline", () => {
  let t: TestDatabase;
  let rows: Row[];
  beforeAll(async () => {
    t = await createTestDatabase();
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 40, seed: "research", asOf: "2019-06-28" }),
      skip: ["rating"],
    });
    rows = (
      await t.pool.query<Row>(
        "SELECT company_id, as_of, checks, scores, check_input, overall_score FROM company_research ORDER BY company_id",
      )
    ).rows;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("runs as part of the build: one row for every listed company, as of the market's date", async () => {
    const listed = await t.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM companies WHERE delisted_on IS NULL OR delisted_on > '2019-06-28'",
    );
    expect(rows.length).toBe(listed.rows[0]!.n);
    expect(rows.every((r) => r.as_of.toISOString().startsWith("2019-06-28"))).toBe(true);
    expect(await researchIsStale(t.db)).toBe(false);
  });

  it("stores all 39 results in the spec's order with a sentence each", () => {
    for (const r of rows) {
      expect(r.checks.map((c) => c.type)).toEqual(CHECKS.map((c) => c.type));
      for (const c of r.checks) {
        expect(c.content.length).toBeGreaterThan(10);
        expect(c.status).toBe(c.passed === null ? "unavailable" : c.passed ? "passed" : "failed");
      }
    }
  });

  it("has the data for most checks on most companies (the demo market is complete)", () => {
    const available = rows.flatMap((r) => r.checks).filter((c) => c.passed !== null).length;
    const total = rows.length * CHECKS.length;
    expect(available / total).toBeGreaterThan(0.75);
    // Every check is decided for at least one company.
    for (const check of CHECKS)
      expect(
        rows.some((r) => r.checks.find((c) => c.type === check.type)!.passed !== null),
        check.type,
      ).toBe(true);
  });

  it("stores scores that agree with the stored checks", () => {
    for (const r of rows) {
      const expected = score(r.checks, r.scores.paidDividendInLast10Years);
      expect(r.scores.overall).toBeCloseTo(expected.overall, 6);
      expect(r.overall_score).toBeCloseTo(expected.overall, 3);
      expect(r.scores.checks).toBe(r.scores.paidDividendInLast10Years ? 38 : 33);
      for (const d of r.scores.dimensions) {
        expect(d.passed).toBe(r.checks.filter((c) => c.category === d.category && c.passed === true).length);
        expect(d.score).toBeCloseTo((d.passed / d.checks) * 100, 6);
      }
    }
  });

  it("uses the last close as the price and states it in the valuation sentences", async () => {
    for (const r of rows.slice(0, 8)) {
      const bars = await readPriceHistory(t.db, r.company_id, "2019-01-01", "2019-06-28");
      const close = bars[bars.length - 1]!.close;
      expect(r.check_input.price).toBeCloseTo(close, 4);
      const graham = r.checks.find((c) => c.type === "benjaminGrahamFormula")!;
      if (graham.passed !== null) expect(graham.content).toContain(`$${close.toFixed(2)}`);
    }
  });

  it("computes the P/E from the trailing four quarters that were filed by the as-of date", async () => {
    for (const r of rows.slice(0, 8)) {
      const q = await t.pool.query<{ eps: number }>(
        `SELECT eps FROM fundamentals WHERE company_id = $1 AND period = 'Q' AND filed_on <= '2019-06-28' ORDER BY period_end DESC LIMIT 4`,
        [r.company_id],
      );
      const splits = await t.pool.query("SELECT 1 FROM splits WHERE company_id = $1 AND ex_date > '2018-01-01'", [
        r.company_id,
      ]);
      if (splits.rows.length > 0) continue; // the split-adjusted case has its own unit test
      const eps = q.rows.reduce((s, x) => s + x.eps, 0);
      expect(r.check_input.earningsPerShare).toBeCloseTo(eps, 6);
      if (eps > 0) expect(r.check_input.priceEarningsRatio).toBeCloseTo(r.check_input.price! / eps, 6);
      else expect(r.check_input.priceEarningsRatio).toBeNull();
    }
  });

  it("compares with the industry and market medians of the same run", () => {
    const pes = rows
      .map((r) => r.check_input.priceEarningsRatio)
      .filter((x): x is number => x !== null && x !== undefined)
      .sort((a, b) => a - b);
    const mid = (pes.length - 1) / 2;
    const median = (pes[Math.floor(mid)]! + pes[Math.ceil(mid)]!) / 2;
    expect(rows[0]!.check_input.marketPriceEarningsRatio).toBeCloseTo(median, 6);
  });

  it("refreshes after an update, and the research moves to the new date", async () => {
    await runMarketPipeline(t.pool, { data: demoUpdate("2019-07-31"), skip: ["rating"] });
    const after = await t.pool.query<{ as_of: Date }>("SELECT DISTINCT as_of FROM company_research");
    expect(after.rows.map((r) => r.as_of.toISOString().slice(0, 10))).toEqual(["2019-07-31"]);
    const again = await runResearch(t.db);
    expect(again?.asOf).toBe("2019-07-31");
  });
});
