import { assertFinite, assertPeriod, lastOf, type IndicatorSeries } from "./series";

/** The weight of the newest value: 2 / (period + 1), the usual convention. */
export function emaWeight(period: number): number {
  assertPeriod(period);
  return 2 / (period + 1);
}

/**
 * Exponential moving average with weight k = 2 / (period + 1).
 *
 * Seeding: entry period - 1 is the simple mean of the first `period` values, and from there
 * ema[i] = ema[i - 1] + k * (values[i] - ema[i - 1]); entries before period - 1 are null.
 * This is the seeding of technicalindicators (and of most charting packages), so the two agree
 * to the last bits; seeding with the first value instead would differ for a few dozen days.
 */
export function ema(values: readonly number[], period: number): IndicatorSeries {
  const k = emaWeight(period);
  assertFinite(values, "values");
  const out: IndicatorSeries = new Array<number | null>(values.length).fill(null);
  if (values.length < period) return out;
  let seed = 0;
  for (let i = 0; i < period; i++) seed += values[i] as number;
  let previous = seed / period;
  out[period - 1] = previous;
  for (let i = period; i < values.length; i++) {
    // Written as (x - prev) * k + prev, the order of technicalindicators, to round alike.
    previous = ((values[i] as number) - previous) * k + previous;
    out[i] = previous;
  }
  return out;
}

/** The last exponential moving average, or null with fewer than `period` values. */
export function latestEma(values: readonly number[], period: number): number | null {
  return lastOf(ema(values, period));
}
