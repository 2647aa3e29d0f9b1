import type { AnalystRatingValue } from "../contracts/company";
import { addMonths } from "./dates";
import { DIRECTION, HORIZON_MONTHS, TARGET_WINDOW_MONTHS } from "./method";

// How one analyst call turned out, from the stock's prices alone (decision 026). Days are day
// numbers (days since 1970-01-01). Point in time: nothing dated after `asOf` is read, and an
// outcome whose horizon ends after `asOf` is unknown (null), however many prices the series
// holds beyond it.

/** A stock's daily prices, ascending by day. */
export interface PriceSeries {
  day: Int32Array;
  /** The close as it traded. */
  close: Float64Array;
  /** The close adjusted for splits alone (any share basis): the price a target is compared with. */
  split: Float64Array;
  /** The close adjusted for dividends and splits (a total-return index, any scale). */
  total: Float64Array;
}

export interface Call {
  /** The day the rating was issued. */
  day: number;
  rating: AnalystRatingValue;
  priceTarget: number | null;
}

export interface CallOutcome {
  /** The trading day the call is measured from: the last one on or before the call (null: no price yet). */
  startDay: number | null;
  /** The close on startDay. */
  priceAtCall: number | null;
  /** The calendar day each horizon ends (3, 6, 12 months after the call). */
  endDays: [number, number, number];
  /** The stock's total return to each horizon's end; null until it has ended (or without a price). */
  returns: [number | null, number | null, number | null];
  /** true once the close met the target, false once the window ended without it, null before (or without a target). */
  targetHit: boolean | null;
  targetHitOn: number | null;
}

/** The index of the last day <= `day` among the first `n` days, or -1. */
export function lastIndexOnOrBefore(days: Int32Array, day: number, n = days.length): number {
  let lo = 0;
  let hi = n - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export const directionOf = (rating: AnalystRatingValue): -1 | 0 | 1 => DIRECTION[rating];

export function callOutcome(series: PriceSeries, call: Call, asOf: number): CallOutcome {
  const endDays = HORIZON_MONTHS.map((m) => addMonths(call.day, m)) as [number, number, number];
  const unknown: CallOutcome = {
    startDay: null,
    priceAtCall: null,
    endDays,
    returns: [null, null, null],
    targetHit: null,
    targetHitOn: null,
  };
  if (call.day > asOf) return unknown;
  // Prices known on the as-of date.
  const n = lastIndexOnOrBefore(series.day, asOf) + 1;
  const c = lastIndexOnOrBefore(series.day, call.day, n);
  if (c < 0 || !(series.total[c]! > 0) || !(series.split[c]! > 0)) return unknown;
  const returns = endDays.map((end) => {
    if (end > asOf) return null;
    // A stock delisted before the horizon ended keeps its last price (the holder's outcome).
    const e = lastIndexOnOrBefore(series.day, end, n);
    return series.total[e]! / series.total[c]! - 1;
  }) as CallOutcome["returns"];

  let targetHit: boolean | null = null;
  let targetHitOn: number | null = null;
  const target = call.priceTarget;
  if (target !== null && target > 0) {
    const windowEnd = addMonths(call.day, TARGET_WINDOW_MONTHS);
    // The target in the split basis of the series: a 2:1 split halves the price and the target.
    const scaled = (target * series.split[c]!) / series.close[c]!;
    const above = target >= series.close[c]!;
    for (let i = c; i < n && series.day[i]! <= windowEnd; i++) {
      const p = series.split[i]!;
      if (above ? p >= scaled : p <= scaled) {
        targetHit = true;
        targetHitOn = series.day[i]!;
        break;
      }
    }
    if (targetHit === null && windowEnd <= asOf) targetHit = false;
  }
  return {
    startDay: series.day[c]!,
    priceAtCall: series.close[c]!,
    endDays,
    returns,
    targetHit,
    targetHitOn,
  };
}
