import type { RatesAt } from "./company-history";
import { lastIndexAtOrBefore } from "./sorted-days";

// Interest rates on any day: the last value published on or before it.

export interface RateSeries {
  days: Int32Array;
  values: Float64Array;
}

function at(s: RateSeries, day: number): number | null {
  const i = lastIndexAtOrBefore(s.days, day);
  return i < 0 ? null : s.values[i]!;
}

export function ratesLookup(treasury10Year: RateSeries, aaBond: RateSeries): RatesAt {
  return (day) => ({
    treasury10Year: at(treasury10Year, day),
    aaBond: at(aaBond, day),
  });
}
