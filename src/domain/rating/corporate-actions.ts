import type { DividendRow, SplitRow } from "../research/company-data";
import { splitFactorAfter } from "../research/split-adjustment";
import { trailingDividendsOf } from "../research/trailing-dividends";
import { dayOf } from "./day-numbers";

// Splits and dividends of one company, by day number: how many of a later day's shares one
// share of a day was, and the trailing dividend in the shares of today.

/**
 * The product of the split ratios after `day`: a figure of that day times it is in today's shares
 * (split-adjustment.ts's rule, by day number for the rating's daily walk).
 */
export function splitsAfterDay(splits: readonly SplitRow[]): (day: number) => number {
  const splitDays = Int32Array.from(splits, (x) => dayOf(x.exDate));
  return (day) => {
    let f = 1;
    for (let k = 0; k < splitDays.length; k++) if (splitDays[k]! > day) f *= splits[k]!.ratio;
    return f;
  };
}

/** The trailing-twelve-month dividend per today's share at a day (research/trailing-dividends.ts). */
export function trailingDividendAt(
  dividends: readonly DividendRow[],
  splits: readonly SplitRow[],
): (day: number) => number {
  const positive = dividends.filter((d) => d.amount > 0);
  const trailing = trailingDividendsOf(
    Int32Array.from(positive, (d) => dayOf(d.exDate)),
    Float64Array.from(positive, (d) => d.amount / splitFactorAfter(splits, d.exDate)),
  );
  return (day) => trailing(day).total;
}
