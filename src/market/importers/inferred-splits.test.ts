import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { StatementRow } from "../../domain/research/company-data";
import { inferSplits } from "../../domain/research/split-inference";
import { annualSeries, compoundGrowth } from "../../domain/research/statements";
import { parseFundamentalsCsv } from "./fundamentals-csv";

// Split events inferred from the real fundamentals file of ../shared/market-data, which has
// none: Apple's 7-for-1 of June 2014 and the other splits of its companies in
// 2013-2016, read where the share count jumps by a whole ratio while net income holds.

const FILE = path.resolve(import.meta.dirname, "../../../../shared/market-data/fundamentals/fundamentals.csv");
const present = existsSync(FILE);
if (!present) console.warn(`Skipping split inference on real statements: ${FILE} does not exist.`);

describe.skipIf(!present)("split inference on the real fundamentals file", () => {
  const { rows } = present ? parseFundamentalsCsv(readFileSync(FILE, "utf8")) : { rows: [] };
  const byTicker = new Map<string, typeof rows>();
  for (const r of rows) byTicker.set(r.ticker, [...(byTicker.get(r.ticker) ?? []), r]);
  const reportsOf = (ticker: string) =>
    (byTicker.get(ticker) ?? []).map((r) => ({
      periodEnd: String(r.period_end),
      filedOn: String(r.filed_on),
      shares: r.shares ?? null,
      netIncome: r.net_income ?? null,
      netIncomeCommon: r.net_income_common ?? null,
      eps: r.eps ?? null,
    }));

  it("reads Apple's 7-for-1 split between fiscal 2013 and 2014", () => {
    const splits = inferSplits(reportsOf("AAPL"));
    expect(splits.map((s) => s.ratio)).toEqual([7]);
    expect(splits[0]!.from.periodEnd).toBe("2013-09-28");
    expect(splits[0]!.to.periodEnd).toBe("2014-09-27");
  });

  it("makes Apple's EPS history smooth: fiscal 2014 grows with net income", () => {
    const aapl = byTicker.get("AAPL")!;
    const statements: StatementRow[] = aapl.map((r) => ({
      period: "A",
      fiscalYear: r.fiscal_year,
      fiscalQuarter: 0,
      periodEnd: String(r.period_end),
      filedOn: String(r.filed_on),
      revenue: r.revenue ?? null,
      ebit: null,
      interestExpense: null,
      netIncome: r.net_income ?? null,
      eps: r.eps ?? null,
      shares: r.shares ?? null,
      totalAssets: null,
      currentAssets: null,
      totalLiabilities: null,
      currentLiabilities: null,
      nonCurrentLiabilities: null,
      debt: null,
      equity: null,
      operatingCashFlow: null,
      freeCashFlow: null,
      dividendsPaid: null,
    }));
    const series = annualSeries(statements, inferSplits(reportsOf("AAPL")));
    const [y2013, y2014] = [series.find((y) => y.fiscalYear === 2013)!, series.find((y) => y.fiscalYear === 2014)!];
    // As filed: $40.03 then $6.49, an 84 % "fall"; restated, 2013 is $5.72 a share.
    expect(y2013.eps).toBeCloseTo(40.03 / 7, 9);
    const growth = compoundGrowth(y2013.eps, y2014.eps, 1)!;
    expect(growth).toBeGreaterThan(0);
    expect(Math.abs(growth - (y2014.netIncome! / y2013.netIncome! - 1))).toBeLessThan(0.1);
  });

  it("finds the splits these companies made in 2013-2016, and few else", () => {
    const all = [...byTicker.keys()].flatMap((t) => inferSplits(reportsOf(t)).map((s) => ({ t, ...s })));
    const found = new Map(all.map((s) => [s.t, s.ratio]));
    // Splits announced by these companies between their fiscal 2012 and 2016 reports.
    const real: Record<string, number> = {
      AAPL: 7,
      ALK: 2,
      APH: 2,
      CELG: 2,
      CL: 2,
      CRM: 4,
      CTSH: 2,
      DVA: 2,
      EOG: 2,
      FISV: 2,
      GPN: 2,
      HBI: 4,
      IDXX: 2,
      KR: 2,
      MPC: 2,
      NFLX: 7,
      ROST: 2,
      SBUX: 2,
      TSCO: 2,
      UA: 2,
      UNP: 2,
    };
    for (const [ticker, ratio] of Object.entries(real)) expect(found.get(ticker), ticker).toBe(ratio);
    // The rest are rows whose EPS the file got wrong (DISCA's 2014, MHK's 2015, DUK's 2012): at most a few.
    expect(all.filter((s) => !(s.t in real)).length).toBeLessThanOrEqual(3);
  });
});
