import type { SplitRow, StatementRow } from "./company-data";
import { splitFactorAfter } from "./split-adjustment";

// Trailing figures from filed statements. Flows (revenue, income, cash flow) over a trailing
// period are the sum of its four latest quarters when they are there, otherwise the annual
// report; stocks (assets, debt, equity) come from the latest balance sheet of the period.

export interface Period {
  /** The statement whose balance sheet the period ends with. */
  end: StatementRow;
  revenue: number | null;
  ebit: number | null;
  interestExpense: number | null;
  netIncome: number | null;
  operatingCashFlow: number | null;
  freeCashFlow: number | null;
  dividendsPaid: number | null;
  /** Earnings per share in today's shares (adjusted for later splits). */
  eps: number | null;
}

const FLOWS = [
  "revenue",
  "ebit",
  "interestExpense",
  "netIncome",
  "operatingCashFlow",
  "freeCashFlow",
  "dividendsPaid",
] as const;

function sum(rows: readonly StatementRow[], key: (typeof FLOWS)[number] | "eps"): number | null {
  let total = 0;
  for (const row of rows) {
    const v = row[key];
    if (v === null || !Number.isFinite(v)) return null;
    total += v;
  }
  return total;
}

/** Four quarters in a row, ending with `rows[end]`, or null when there is a gap. */
function fourQuarters(quarters: readonly StatementRow[], end: number): StatementRow[] | null {
  if (end < 3) return null;
  const four = quarters.slice(end - 3, end + 1);
  for (let i = 1; i < 4; i++) {
    const prev = four[i - 1]!;
    const cur = four[i]!;
    const expected =
      prev.fiscalQuarter === 4 ? { y: prev.fiscalYear + 1, q: 1 } : { y: prev.fiscalYear, q: prev.fiscalQuarter + 1 };
    if (cur.fiscalYear !== expected.y || cur.fiscalQuarter !== expected.q) return null;
  }
  return four;
}

const DAY = 86_400_000;
/** An annual report stands for "N years ago" when it ends within this many days of that date. */
const ANNUAL_MATCH_DAYS = 120;

function periodFromQuarters(four: StatementRow[], splits: readonly SplitRow[]): Period {
  const eps = four.every((q) => q.eps !== null)
    ? four.reduce((t, q) => t + q.eps! / splitFactorAfter(splits, q.filedOn), 0)
    : null;
  return { end: four[3]!, ...Object.fromEntries(FLOWS.map((k) => [k, sum(four, k)])), eps } as Period;
}

function periodFromYear(year: StatementRow, splits: readonly SplitRow[]): Period {
  return {
    end: year,
    ...Object.fromEntries(FLOWS.map((k) => [k, year[k]])),
    eps: year.eps === null ? null : year.eps / splitFactorAfter(splits, year.filedOn),
  } as Period;
}

/**
 * The trailing twelve months ending `yearsAgo` years before the latest statement: from four
 * consecutive quarters when they are there, otherwise from the annual report that ends about
 * that many years before (within four months), so that "a year ago" means the same span of
 * time whichever kind of statement the latest figures come from.
 */
export function trailingPeriod(
  statements: readonly StatementRow[],
  splits: readonly SplitRow[],
  yearsAgo = 0,
): Period | null {
  const quarters = statements.filter((s) => s.period === "Q");
  const years = statements.filter((s) => s.period === "A");
  const lastFour = fourQuarters(quarters, quarters.length - 1);
  const lastYear = years[years.length - 1];
  // Quarters win unless an annual report is newer than the last of the four quarters.
  const latest =
    lastFour && (!lastYear || lastFour[3]!.periodEnd >= lastYear.periodEnd)
      ? periodFromQuarters(lastFour, splits)
      : lastYear
        ? periodFromYear(lastYear, splits)
        : null;
  if (!latest || yearsAgo === 0) return latest;

  const target = Date.parse(latest.end.periodEnd) - yearsAgo * 365.25 * DAY;
  const qEnd = quarters.length - 1 - 4 * yearsAgo;
  const four = latest.end.period === "Q" ? fourQuarters(quarters, qEnd) : null;
  if (four && Math.abs(Date.parse(four[3]!.periodEnd) - target) <= ANNUAL_MATCH_DAYS * DAY)
    return periodFromQuarters(four, splits);
  let best: StatementRow | undefined;
  for (const y of years) {
    const distance = Math.abs(Date.parse(y.periodEnd) - target);
    if (distance <= ANNUAL_MATCH_DAYS * DAY && (!best || distance < Math.abs(Date.parse(best.periodEnd) - target)))
      best = y;
  }
  return best ? periodFromYear(best, splits) : null;
}

/** Annual reports, oldest first, with EPS in today's shares. */
export function annualSeries(
  statements: readonly StatementRow[],
  splits: readonly SplitRow[],
): { fiscalYear: number; eps: number | null; revenue: number | null; netIncome: number | null; row: StatementRow }[] {
  return statements
    .filter((s) => s.period === "A")
    .map((row) => ({
      fiscalYear: row.fiscalYear,
      eps: row.eps === null ? null : row.eps / splitFactorAfter(splits, row.filedOn),
      revenue: row.revenue,
      netIncome: row.netIncome,
      row,
    }));
}

/** Growth from `from` to `to` over `years` years, per year; null unless both are positive. */
export function compoundGrowth(
  from: number | null | undefined,
  to: number | null | undefined,
  years: number,
): number | null {
  if (from === null || from === undefined || to === null || to === undefined) return null;
  if (!(from > 0) || !(to > 0) || !(years > 0)) return null;
  return (to / from) ** (1 / years) - 1;
}

export function ratioOf(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null;
  const r = a / b;
  return Number.isFinite(r) ? r : null;
}
