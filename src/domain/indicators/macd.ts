import { ema } from "./ema";
import { alignRight, assertPeriod, definedTail, type IndicatorSeries } from "./series";

/** MACD periods of spec section 9, in days. */
export const MACD_FAST_PERIOD = 12;
export const MACD_SLOW_PERIOD = 26;
export const MACD_SIGNAL_PERIOD = 9;

export interface MacdOptions {
  fastPeriod?: number;
  slowPeriod?: number;
  signalPeriod?: number;
}

/** Three series aligned to the closes (see series.ts). */
export interface MacdSeries {
  /** EMA(fast) - EMA(slow) of the closes; from index slowPeriod - 1 (25 by default). */
  macd: IndicatorSeries;
  /** EMA(signalPeriod) of the MACD line, seeded like every EMA here with the mean of its
   *  first signalPeriod values; from index slowPeriod + signalPeriod - 2 (33 by default). */
  signal: IndicatorSeries;
  /** macd - signal; from the same index as the signal. */
  histogram: IndicatorSeries;
}

export interface MacdValue {
  macd: number;
  signal: number | null;
  histogram: number | null;
}

/**
 * Moving average convergence divergence (Appel): both EMAs of the closes are seeded with the
 * simple mean of their first `period` closes (ema.ts), and the signal line starts where the
 * MACD line has signalPeriod values, as in technicalindicators with SimpleMAOscillator and
 * SimpleMASignal set to false.
 */
export function macd(closes: readonly number[], options: MacdOptions = {}): MacdSeries {
  const fastPeriod = options.fastPeriod ?? MACD_FAST_PERIOD;
  const slowPeriod = options.slowPeriod ?? MACD_SLOW_PERIOD;
  const signalPeriod = options.signalPeriod ?? MACD_SIGNAL_PERIOD;
  assertPeriod(fastPeriod, "fastPeriod");
  assertPeriod(slowPeriod, "slowPeriod");
  assertPeriod(signalPeriod, "signalPeriod");
  if (fastPeriod >= slowPeriod) {
    throw new RangeError(`fastPeriod (${fastPeriod}) must be shorter than slowPeriod (${slowPeriod})`);
  }
  const fast = ema(closes, fastPeriod);
  const slow = ema(closes, slowPeriod);
  const line: IndicatorSeries = closes.map((_, i) => {
    const f = fast[i];
    const s = slow[i];
    return f === undefined || f === null || s === undefined || s === null ? null : f - s;
  });
  // The MACD line has no gaps once it starts, so its EMA can run on the defined part alone.
  const signal = alignRight(ema(definedTail(line), signalPeriod), closes.length);
  const histogram: IndicatorSeries = line.map((m, i) => {
    const s = signal[i];
    return m === null || s === undefined || s === null ? null : m - s;
  });
  return { macd: line, signal, histogram };
}

/** The last MACD line, signal and histogram; null until the MACD line starts. */
export function latestMacd(closes: readonly number[], options: MacdOptions = {}): MacdValue | null {
  const series = macd(closes, options);
  const last = closes.length - 1;
  const m = series.macd[last];
  if (m === undefined || m === null) return null;
  return { macd: m, signal: series.signal[last] ?? null, histogram: series.histogram[last] ?? null };
}
