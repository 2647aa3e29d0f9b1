import type { DividendRow, SplitRow } from "./company-data";
import { splitFactorAfter } from "./split-adjustment";
import { trailingDividends } from "./trailing-dividends";

// Dividend figures for the checks and the dividends page. Amounts are restated in today's
// shares (divided by the splits after each ex-date), so that a 2-for-1 split is not a cut.

/** The checks look back this many complete calendar years (spec 5: years shown capped at 10). */
export const DIVIDEND_WINDOW_YEARS = 10;
/** A year-on-year fall of more than this fraction is a drop (spec 5). */
export const DIVIDEND_DROP = 0.1;

export interface DividendFigures {
  /** The trailing-twelve-month dividend per today's share (trailing-dividends.ts defines it). */
  trailingAnnual: number;
  /** The latest payment times the payments a year, per today's share; null when unknown. */
  forwardAnnual: number | null;
  /** Payments a year read from the ex-dates' spacing; null with at most one payment. */
  paymentsPerYear: number | null;
  /** Any dividend in the last ten years (decides 38 or 33 checks). */
  paidInLast10Years: boolean;
  /** Years from the first paying year of the window to the last complete year, at most 10; null when none paid. */
  dividendYears: number | null;
  /** Falls of more than 10% from one year's total to the next within those years. */
  dropCount: number | null;
  /** The annual dividend of the first of those years. */
  perShareStart: number | null;
  /** Compound annual growth of the annual total over up to 5 complete years. */
  growth5Year: number | null;
  /** Consecutive calendar years with a dividend, counting back from the last complete year. */
  yearsPaid: number;
  /** Calendar-year totals per today's share, oldest first, from the first paying year. */
  annual: { year: number; total: number }[];
}

function yearsBefore(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
}

export function dividendFigures(
  dividends: readonly DividendRow[],
  splits: readonly SplitRow[],
  asOf: string,
): DividendFigures {
  const adjusted = dividends
    .filter((d) => d.exDate <= asOf && d.amount > 0)
    .map((d) => ({ exDate: d.exDate, amount: d.amount / splitFactorAfter(splits, d.exDate) }));
  const trailing = trailingDividends(adjusted, asOf);
  const trailingAnnual = trailing.total;
  const tenAgo = yearsBefore(asOf, 10);
  const paidInLast10Years = adjusted.some((d) => d.exDate > tenAgo);

  const totals = new Map<number, number>();
  for (const d of adjusted) {
    const y = Number(d.exDate.slice(0, 4));
    totals.set(y, (totals.get(y) ?? 0) + d.amount);
  }
  const lastComplete = Number(asOf.slice(0, 4)) - 1;
  const firstPaid = Math.min(...totals.keys());
  const annual: DividendFigures["annual"] = [];
  if (totals.size > 0)
    for (let y = firstPaid; y <= lastComplete + 1; y++) annual.push({ year: y, total: totals.get(y) ?? 0 });

  let yearsPaid = 0;
  for (let y = lastComplete; (totals.get(y) ?? 0) > 0; y--) yearsPaid++;

  const windowStart = lastComplete - DIVIDEND_WINDOW_YEARS + 1;
  const start = Math.max(windowStart, firstPaid);
  let dividendYears: number | null = null;
  let dropCount: number | null = null;
  let perShareStart: number | null = null;
  if (totals.size > 0 && start <= lastComplete) {
    dividendYears = lastComplete - start + 1;
    perShareStart = totals.get(start) ?? 0;
    dropCount = 0;
    for (let y = start + 1; y <= lastComplete; y++) {
      const before = totals.get(y - 1) ?? 0;
      if (before > 0 && (totals.get(y) ?? 0) < before * (1 - DIVIDEND_DROP)) dropCount++;
    }
  }

  const five = totals.get(lastComplete - 5);
  const growth5Year =
    five && five > 0 && (totals.get(lastComplete) ?? 0) > 0
      ? ((totals.get(lastComplete) ?? 0) / five) ** (1 / 5) - 1
      : null;

  return {
    trailingAnnual,
    forwardAnnual: trailing.forwardAnnual,
    paymentsPerYear: trailing.paymentsPerYear,
    paidInLast10Years,
    dividendYears,
    dropCount,
    perShareStart,
    growth5Year,
    yearsPaid,
    annual,
  };
}
