import { dayOf } from "../rating/day-numbers";
import { lastIndexAtOrBefore } from "../rating/sorted-days";

// The trailing-twelve-month dividend and the forward rate, defined once for every consumer (the
// company pages, the dividend checks, the screener's yield columns and filters, the High
// Dividend idea, the Zen Rating's factors), so that no two pages disagree.
//
// - The window: ex-dates in the 365 days up to the as-of date, (asOf - 365 days, asOf].
// - Within it, at most one year's cadence of payments counts, the latest ones: a quarterly
//   payer whose ex-dates drift by a few days (a report a week later one year, a week earlier the
//   next) can have five ex-dates within 365 days, and counting all five overstated its yield by
//   a quarter (COU in the demo market: 7.22 % against about 5.98 % from its quarterly rate).
// - The cadence (payments per year) is read from the spacing of the latest ex-dates: the median
//   of up to four gaps, about a month (12), a quarter (4), half a year (2) or a year (1).
// - The forward rate: the latest payment in the window times the payments per year.

export const TRAILING_DIVIDEND_DAYS = 365;

/** Payments per year from the median of up to four gaps before ex-date `last`; null with one payment. */
export function paymentsPerYear(days: ArrayLike<number>, last: number): number | null {
  if (last < 1) return null;
  const gaps: number[] = [];
  for (let i = last; i >= 1 && gaps.length < 4; i--) gaps.push(days[i]! - days[i - 1]!);
  gaps.sort((a, b) => a - b);
  const median = gaps.length % 2 ? gaps[gaps.length >> 1]! : (gaps[gaps.length / 2 - 1]! + gaps[gaps.length / 2]!) / 2;
  if (median < 60) return 12;
  if (median < 135) return 4;
  if (median < 270) return 2;
  return 1;
}

export interface TrailingDividend {
  /** The payments counted, per share. */
  total: number;
  /** How many were counted. */
  count: number;
  /** Null when the company paid at most once so far. */
  paymentsPerYear: number | null;
  /** The latest payment in the window times the payments per year; null without either. */
  forwardAnnual: number | null;
}

const NONE: TrailingDividend = { total: 0, count: 0, paymentsPerYear: null, forwardAnnual: null };

/**
 * The trailing dividend at many dates of one company: `days` are the ex-dates as day numbers
 * (ascending), `amounts` the payments (in whatever shares the caller compares them).
 */
export function trailingDividendsOf(
  days: ArrayLike<number>,
  amounts: ArrayLike<number>,
): (asOfDay: number) => TrailingDividend {
  return (asOfDay) => {
    const last = lastIndexAtOrBefore(days, asOfDay);
    const before = lastIndexAtOrBefore(days, asOfDay - TRAILING_DIVIDEND_DAYS);
    const inWindow = last - before;
    if (last < 0 || inWindow <= 0) return NONE;
    const perYear = paymentsPerYear(days, last);
    const count = perYear === null ? inWindow : Math.min(inWindow, perYear);
    // Summed over the window itself (a year holds a handful of payments): a running total from
    // the first payment would round differently depending on how much history was loaded, so
    // a day's update and a full run would disagree in the last bit.
    let total = 0;
    for (let i = last + 1 - count; i <= last; i++) total += amounts[i]!;
    return {
      total,
      count,
      paymentsPerYear: perYear,
      forwardAnnual: perYear === null ? null : amounts[last]! * perYear,
    };
  };
}

/** The same for one as-of date, from payments with ISO ex-dates (any order). */
export function trailingDividends(
  payments: readonly { exDate: string; amount: number }[],
  asOf: string,
): TrailingDividend {
  const sorted = payments
    .filter((p) => p.amount > 0)
    .sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  return trailingDividendsOf(
    Int32Array.from(sorted, (p) => dayOf(p.exDate)),
    Float64Array.from(sorted, (p) => p.amount),
  )(dayOf(asOf));
}
