import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/database";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { companyPagesReader } from "./company-pages";

// Story: a company of a small demo market split its shares mid-history. Its stored
// figures are as reported: EPS, estimates and dividends of before the split are in the old
// shares. The pages show every per-share figure in today's shares, so its EPS history runs
// smooth across the split, the year of the split grows with net income, an estimate made before
// the split compares with the actual reported after it, and the dividend is no cut.

const AS_OF = "2016-12-30";
let t: TestDatabase;
let split: { exchange: string; ticker: string; exDate: string; ratio: number; companyId: number };

beforeAll(async () => {
  t = await createTestDatabase();
  await runMarketPipeline(t.pool, {
    data: demoBuild({ companies: 40, seed: "splits-38", asOf: AS_OF }),
    skip: ["rating"],
  });
  // A dividend payer's split (2 for 1 or more) inside the twelve quarters the earnings page lists.
  const { rows } = await t.pool.query(
    `SELECT c.id AS "companyId", c.exchange, c.ticker, s.ex_date::text AS "exDate", s.ratio
     FROM splits s JOIN companies c ON c.id = s.company_id
     WHERE s.ratio >= 2 AND s.ex_date BETWEEN '2014-10-01' AND '2016-09-30'
       AND NOT EXISTS (SELECT 1 FROM splits o WHERE o.company_id = s.company_id AND o.ex_date > s.ex_date)
       AND EXISTS (SELECT 1 FROM dividends d WHERE d.company_id = c.id AND d.ex_date < s.ex_date)
     ORDER BY abs(s.ex_date - '2015-10-01'::date) LIMIT 1`,
  );
  split = rows[0];
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const reader = () => companyPagesReader(t.db, { lockCompanies: false });

/** The product of the company's split ratios after `column`, in SQL (an independent reckoning). */
const SINCE = (column: string) =>
  `(SELECT coalesce(exp(sum(ln(s.ratio))), 1) FROM splits s WHERE s.company_id = $1 AND s.ex_date > ${column})`;

describe("a company that split its shares", () => {
  it("exists in the built market", () => {
    expect(split).toBeDefined();
  });

  it("shows quarterly EPS in today's shares: EPS over net income the same either side of the split", async () => {
    const { rows } = await t.pool.query(
      `SELECT fiscal_year AS "fiscalYear", fiscal_quarter AS "fiscalQuarter", filed_on::text AS reported, eps,
         eps / ${SINCE("filed_on")} AS adjusted, net_income AS "netIncome"
       FROM fundamentals WHERE company_id = $1 AND period = 'Q' ORDER BY period_end DESC LIMIT 12`,
      [split.companyId],
    );
    const page = (await reader().earnings(split.exchange, split.ticker))!;
    expect(page.quarters.map((q) => [q.fiscalYear, q.fiscalQuarter])).toEqual(
      rows.map((r) => [r.fiscalYear, r.fiscalQuarter]),
    );
    page.quarters.forEach((q, k) => expect(q.eps).toBeCloseTo(rows[k]!.adjusted, 9));

    // As stored, EPS per dollar of net income falls by the split ratio; as shown, it does not.
    const lastBefore = rows.findIndex((r) => r.reported < split.exDate);
    const firstAfter = lastBefore - 1;
    expect(firstAfter).toBeGreaterThanOrEqual(0);
    const perIncome = (eps: number, r: { netIncome: number }) => eps / r.netIncome;
    const [b, a] = [rows[lastBefore]!, rows[firstAfter]!];
    expect(perIncome(b.eps, b) / perIncome(a.eps, a)).toBeGreaterThan(split.ratio * 0.8);
    const shown = perIncome(page.quarters[lastBefore]!.eps!, b) / perIncome(page.quarters[firstAfter]!.eps!, a);
    expect(Math.abs(shown - 1)).toBeLessThan(0.15);
  });

  it("grows annual EPS with net income through the year of the split", async () => {
    const page = (await reader().earnings(split.exchange, split.ticker))!;
    const splitYear = Number(split.exDate.slice(0, 4));
    const years = page.annual.filter((a) => a.fiscalYear >= splitYear - 1 && a.fiscalYear <= splitYear + 1);
    expect(years.length).toBeGreaterThan(0);
    for (const a of years) {
      const prior = page.annual.find((p) => p.fiscalYear === a.fiscalYear - 1);
      if (!prior || a.epsGrowth === null || !(prior.netIncome! > 0) || !(a.netIncome! > 0)) continue;
      const incomeGrowth = a.netIncome! / prior.netIncome! - 1;
      // Shares change a little from year to year (buybacks, issues); a split would halve EPS.
      expect(Math.abs((1 + a.epsGrowth) / (1 + incomeGrowth) - 1)).toBeLessThan(0.15);
    }
  });

  it("measures a surprise against the estimate in the same shares", async () => {
    const page = (await reader().earnings(split.exchange, split.ticker))!;
    const { rows: actuals } = await t.pool.query(
      `SELECT a.fiscal_year AS "fiscalYear", a.eps / ${SINCE("a.filed_on")} AS eps FROM fundamentals a
       WHERE a.company_id = $1 AND a.period = 'A'`,
      [split.companyId],
    );
    const { rows: estimates } = await t.pool.query(
      `SELECT e.forecast_year AS "fiscalYear", e.as_of::text AS "asOf", e.eps / ${SINCE("e.as_of")} AS eps
       FROM analyst_estimates e WHERE e.company_id = $1`,
      [split.companyId],
    );
    expect(page.surprises.length).toBeGreaterThan(0);
    for (const s of page.surprises) {
      const filed = actuals.find((r) => r.fiscalYear === s.fiscalYear)!;
      const made = estimates.find((r) => r.fiscalYear === s.fiscalYear && r.asOf === s.estimateAsOf)!;
      // Both in today's shares, so they differ by what analysts missed, never by the split.
      expect(s.actual).toBeCloseTo(filed.eps, 9);
      expect(s.estimate).toBeCloseTo(made.eps, 9);
      expect(s.surprise).toBeCloseTo((filed.eps - made.eps) / Math.abs(made.eps), 9);
    }
  });

  it("lists dividends per today's share: the split is no cut", async () => {
    const page = (await reader().dividends(split.exchange, split.ticker))!;
    const { rows } = await t.pool.query(
      `SELECT ex_date::text AS "exDate", amount / ${SINCE("d.ex_date")} AS amount FROM dividends d
       WHERE company_id = $1 ORDER BY ex_date DESC LIMIT 40`,
      [split.companyId],
    );
    expect(page.history.map((h) => h.exDate)).toEqual(rows.map((r) => r.exDate));
    page.history.forEach((h, k) => expect(h.amount).toBeCloseTo(rows[k]!.amount, 9));
    const lastBefore = page.history.find((h) => h.exDate < split.exDate);
    const firstAfter = [...page.history].reverse().find((h) => h.exDate >= split.exDate);
    if (lastBefore && firstAfter) expect(firstAfter.amount / lastBefore.amount).toBeGreaterThan(0.6);
  });
});
