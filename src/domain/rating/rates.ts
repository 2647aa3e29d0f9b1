import type { RatesAt } from "./company-history";

// Interest rates on any day: the last value published on or before it.

export interface RateSeries {
  days: Int32Array;
  values: Float64Array;
}

function at(s: RateSeries, day: number): number | null {
  let lo = 0;
  let hi = s.days.length - 1;
  if (hi < 0 || s.days[0]! > day) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s.days[mid]! <= day) lo = mid;
    else hi = mid - 1;
  }
  return s.values[lo]!;
}

export function ratesLookup(
  treasury10Year: RateSeries,
  aaBond: RateSeries,
): RatesAt {
  return (day) => ({
    treasury10Year: at(treasury10Year, day),
    aaBond: at(aaBond, day),
  });
}
