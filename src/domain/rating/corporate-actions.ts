import type { DividendRow, SplitRow } from "../research/company-data";
import { splitFactorAfter } from "../research/statements";
import { dayOf } from "./day-numbers";
import { lastIndexAtOrBefore } from "./sorted-days";

// Splits and dividends of one company, by day number: how many of a later day's shares one
// share of a day was, and the dividends paid in a window in the shares of today.

/** The product of the split ratios after `day`: a figure of that day times it is in today's shares. */
export function splitsAfterDay(splits: readonly SplitRow[]): (day: number) => number {
  const splitDays = Int32Array.from(splits, (x) => dayOf(x.exDate));
  return (day) => {
    let f = 1;
    for (let k = 0; k < splitDays.length; k++) if (splitDays[k]! > day) f *= splits[k]!.ratio;
    return f;
  };
}

/** Dividends per today's share with their ex-date in (from, to]. */
export function dividendsBetween(
  dividends: readonly DividendRow[],
  splits: readonly SplitRow[],
): (from: number, to: number) => number {
  const dividendDays = Int32Array.from(dividends, (d) => dayOf(d.exDate));
  const amounts = Float64Array.from(dividends, (d) => d.amount / splitFactorAfter(splits, d.exDate));
  const prefix = new Float64Array(amounts.length + 1);
  for (let i = 0; i < amounts.length; i++) prefix[i + 1] = prefix[i]! + amounts[i]!;
  return (from, to) =>
    prefix[lastIndexAtOrBefore(dividendDays, to) + 1]! - prefix[lastIndexAtOrBefore(dividendDays, from) + 1]!;
}
