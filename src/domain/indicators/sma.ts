import { assertFinite, assertPeriod, lastOf, type IndicatorSeries } from "./series";

// The periods live apart, so that a page offering them (the price chart's choices) does not load
// the computation before it draws.
export { MOVING_AVERAGE_PERIODS } from "./periods";

/**
 * Simple moving average: entry i is the mean of values[i - period + 1 .. i]; null for
 * i < period - 1, so the first value is at index period - 1.
 */
export function sma(values: readonly number[], period: number): IndicatorSeries {
  assertPeriod(period);
  assertFinite(values, "values");
  const out: IndicatorSeries = new Array<number | null>(values.length).fill(null);
  // A window sum that is updated instead of re-added keeps the work linear in the number of
  // days; the Neumaier compensation stops the rounding of thousands of updates from drifting.
  let sum = 0;
  let compensation = 0;
  const add = (x: number) => {
    const t = sum + x;
    compensation += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
  };
  for (let i = 0; i < values.length; i++) {
    add(values[i] as number);
    if (i >= period) add(-(values[i - period] as number));
    if (i >= period - 1) out[i] = (sum + compensation) / period;
  }
  return out;
}

/** The last simple moving average of the series, or null with fewer than `period` values. */
export function latestSma(values: readonly number[], period: number): number | null {
  return lastOf(sma(values, period));
}
