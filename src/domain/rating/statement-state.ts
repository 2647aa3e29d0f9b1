import type { SplitRow, StatementRow } from "../research/company-data";
import { splitFactorAfter } from "../research/split-adjustment";
import { latestVersions } from "../research/statement-versions";
import { trailingPeriod } from "../research/statements";
import type { RatingInputs } from "./inputs";
import { dayOf } from "./day-numbers";
import { lastIndexAtOrBefore } from "./sorted-days";

// What one company's statements say on a date, point in time: a statement counts from its
// filing date, not from the end of its period. Per-share figures (EPS, shares) are in the
// shares of the filing's own day restated for every split up to the date asked about.

/** Annual reports' EPS and revenue of the last six years: how many of five year-on-year changes rose. */
function risingYears(
  years: readonly StatementRow[],
  key: "eps" | "revenue",
  splits: readonly SplitRow[],
): number | null {
  const last = years.slice(-6);
  if (last.length < 6) return null;
  let rising = 0;
  for (let i = 1; i < last.length; i++) {
    const a = last[i - 1]![key];
    const b = last[i]![key];
    if (a === null || b === null) return null;
    const fa = key === "eps" ? a / splitFactorAfter(splits, last[i - 1]!.filedOn) : a;
    const fb = key === "eps" ? b / splitFactorAfter(splits, last[i]!.filedOn) : b;
    if (fb > fa) rising++;
  }
  return rising;
}

function epsVariability(quarters: readonly StatementRow[], splits: readonly SplitRow[]): number | null {
  const last = quarters.slice(-8);
  if (last.length < 8 || last.some((q) => q.eps === null)) return null;
  const eps = last.map((q) => q.eps! / splitFactorAfter(splits, q.filedOn));
  const mean = eps.reduce((a, b) => a + b, 0) / eps.length;
  const meanAbs = eps.reduce((a, b) => a + Math.abs(b), 0) / eps.length;
  if (meanAbs === 0) return null;
  const sd = Math.sqrt(eps.reduce((a, b) => a + (b - mean) ** 2, 0) / eps.length);
  return sd / meanAbs;
}

/** What the statements filed by a date say. */
export type StatementFields = Pick<
  RatingInputs,
  | "revenue"
  | "grossProfit"
  | "ebit"
  | "interestExpense"
  | "netIncome"
  | "eps"
  | "operatingCashFlow"
  | "freeCashFlow"
  | "dividendsPaid"
  | "assets"
  | "currentAssets"
  | "currentLiabilities"
  | "liabilities"
  | "debt"
  | "equity"
  | "cash"
  | "shares"
  | "revenue1y"
  | "grossProfit1y"
  | "ebit1y"
  | "netIncome1y"
  | "eps1y"
  | "operatingCashFlow1y"
  | "freeCashFlow1y"
  | "assets1y"
  | "equity1y"
  | "shares1y"
  | "currentAssets1y"
  | "currentLiabilities1y"
  | "debt1y"
  | "eps3y"
  | "revenue3y"
  | "freeCashFlow3y"
  | "equity3y"
  | "eps4y"
  | "revenue4y"
  | "eps5y"
  | "revenue5y"
  | "quarterEps"
  | "quarterEpsYearAgo"
  | "quarterRevenue"
  | "quarterRevenueYearAgo"
  | "epsRisingYears"
  | "revenueRisingYears"
  | "epsVariability"
>;

/** Gross profit is not a stored flow: revenue less cost of revenue, summed like the period's flows. */
function grossProfit(p: ReturnType<typeof trailingPeriod>, rows: readonly StatementRow[]): number | null {
  if (!p) return null;
  const end = p.end;
  const same = rows.filter((r) => r.period === end.period);
  const idx = same.indexOf(end);
  const span = end.period === "Q" ? same.slice(Math.max(0, idx - 3), idx + 1) : [end];
  let total = 0;
  for (const r of span) {
    const cost = r.costOfRevenue;
    if (r.revenue === null || cost === null || cost === undefined) return null;
    total += r.revenue - cost;
  }
  return total;
}

function splitAdjusted(st: StatementRow | undefined, v: number | null, splits: readonly SplitRow[]): number | null {
  return st && v !== null ? v / splitFactorAfter(splits, st.filedOn) : null;
}

function sharesToday(st: StatementRow | undefined, splits: readonly SplitRow[]): number | null {
  return st && st.shares !== null ? st.shares * splitFactorAfter(splits, st.filedOn) : null;
}

function statementFields(known: readonly StatementRow[], splits: readonly SplitRow[]): StatementFields {
  const now = trailingPeriod(known, splits, 0);
  const y1 = trailingPeriod(known, splits, 1);
  const y3 = trailingPeriod(known, splits, 3);
  const y4 = trailingPeriod(known, splits, 4);
  const y5 = trailingPeriod(known, splits, 5);
  const quarters = known.filter((st) => st.period === "Q");
  const years = known.filter((st) => st.period === "A");
  const lastQ = quarters[quarters.length - 1];
  const sameQ = lastQ
    ? quarters.find((q) => q.fiscalYear === lastQ.fiscalYear - 1 && q.fiscalQuarter === lastQ.fiscalQuarter)
    : undefined;
  return {
    revenue: now?.revenue ?? null,
    grossProfit: grossProfit(now, known),
    ebit: now?.ebit ?? null,
    interestExpense: now?.interestExpense ?? null,
    netIncome: now?.netIncome ?? null,
    eps: now?.eps ?? null,
    operatingCashFlow: now?.operatingCashFlow ?? null,
    freeCashFlow: now?.freeCashFlow ?? null,
    dividendsPaid: now?.dividendsPaid ?? null,
    assets: now?.end.totalAssets ?? null,
    currentAssets: now?.end.currentAssets ?? null,
    currentLiabilities: now?.end.currentLiabilities ?? null,
    liabilities: now?.end.totalLiabilities ?? null,
    debt: now?.end.debt ?? null,
    equity: now?.end.equity ?? null,
    cash: now?.end.cash ?? null,
    shares: sharesToday(now?.end, splits),
    revenue1y: y1?.revenue ?? null,
    grossProfit1y: grossProfit(y1, known),
    ebit1y: y1?.ebit ?? null,
    netIncome1y: y1?.netIncome ?? null,
    eps1y: y1?.eps ?? null,
    operatingCashFlow1y: y1?.operatingCashFlow ?? null,
    freeCashFlow1y: y1?.freeCashFlow ?? null,
    assets1y: y1?.end.totalAssets ?? null,
    equity1y: y1?.end.equity ?? null,
    shares1y: sharesToday(y1?.end, splits),
    currentAssets1y: y1?.end.currentAssets ?? null,
    currentLiabilities1y: y1?.end.currentLiabilities ?? null,
    debt1y: y1?.end.debt ?? null,
    eps3y: y3?.eps ?? null,
    revenue3y: y3?.revenue ?? null,
    freeCashFlow3y: y3?.freeCashFlow ?? null,
    equity3y: y3?.end.equity ?? null,
    eps4y: y4?.eps ?? null,
    revenue4y: y4?.revenue ?? null,
    eps5y: y5?.eps ?? null,
    revenue5y: y5?.revenue ?? null,
    quarterEps: splitAdjusted(lastQ, lastQ?.eps ?? null, splits),
    quarterEpsYearAgo: splitAdjusted(sameQ, sameQ?.eps ?? null, splits),
    quarterRevenue: lastQ?.revenue ?? null,
    quarterRevenueYearAgo: sameQ?.revenue ?? null,
    epsRisingYears: risingYears(years, "eps", splits),
    revenueRisingYears: risingYears(years, "revenue", splits),
    epsVariability: epsVariability(quarters, splits),
  };
}

/** The fields before the first filing. */
export const NO_STATEMENTS: StatementFields = {
  revenue: null,
  grossProfit: null,
  ebit: null,
  interestExpense: null,
  netIncome: null,
  eps: null,
  operatingCashFlow: null,
  freeCashFlow: null,
  dividendsPaid: null,
  assets: null,
  currentAssets: null,
  currentLiabilities: null,
  liabilities: null,
  debt: null,
  equity: null,
  cash: null,
  shares: null,
  revenue1y: null,
  grossProfit1y: null,
  ebit1y: null,
  netIncome1y: null,
  eps1y: null,
  operatingCashFlow1y: null,
  freeCashFlow1y: null,
  assets1y: null,
  equity1y: null,
  shares1y: null,
  currentAssets1y: null,
  currentLiabilities1y: null,
  debt1y: null,
  eps3y: null,
  revenue3y: null,
  freeCashFlow3y: null,
  equity3y: null,
  eps4y: null,
  revenue4y: null,
  eps5y: null,
  revenue5y: null,
  quarterEps: null,
  quarterEpsYearAgo: null,
  quarterRevenue: null,
  quarterRevenueYearAgo: null,
  epsRisingYears: null,
  revenueRisingYears: null,
  epsVariability: null,
};

/**
 * The statement fields as of any day, for days asked in ascending order: recomputed only when
 * a new filing has become visible since the day before, not on every rating date.
 */
export function statementsAsOf(
  statements: readonly StatementRow[],
  splits: readonly SplitRow[],
): (day: number) => StatementFields | null {
  const statementDays = Int32Array.from(statements, (s) => dayOf(s.filedOn));
  let known = -1;
  let fields: StatementFields | null = null;
  return (day) => {
    const filed = lastIndexAtOrBefore(statementDays, day);
    if (filed !== known) {
      known = filed;
      fields = filed >= 0 ? statementFields(latestVersions(statements.slice(0, filed + 1)), splits) : null;
    }
    return fields;
  };
}
