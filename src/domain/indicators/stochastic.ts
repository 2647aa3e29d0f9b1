import { sma } from "./sma";
import { alignRight, assertFinite, assertPeriod, definedTail, lastOf, type IndicatorSeries } from "./series";

/** Stochastic periods of spec section 9 ("14 days with 3-day averaging"), in days. */
export const STOCHASTIC_PERIOD = 14;
export const STOCHASTIC_K_SMOOTHING = 3;
export const STOCHASTIC_D_PERIOD = 3;

/** %K when the highest high equals the lowest low over the look-back: the middle of a range
 *  of zero width, neither overbought nor oversold. */
export const STOCHASTIC_NO_RANGE = 50;

/** Daily bars, oldest first, all three arrays of the same length. */
export interface PriceBars {
  highs: readonly number[];
  lows: readonly number[];
  closes: readonly number[];
}

export interface StochasticOptions {
  period?: number;
  kSmoothing?: number;
  dPeriod?: number;
}

/** Three series aligned to the bars (see series.ts). */
export interface StochasticSeries {
  /** Raw (fast) %K; from index period - 1 (13 by default). */
  fastK: IndicatorSeries;
  /** Slow %K, the SMA(kSmoothing) of fast %K; from index period + kSmoothing - 2 (15). */
  k: IndicatorSeries;
  /** %D, the SMA(dPeriod) of slow %K; from index period + kSmoothing + dPeriod - 3 (17). */
  d: IndicatorSeries;
}

export interface StochasticValue {
  k: number;
  d: number | null;
}

/**
 * Slow stochastic oscillator (Lane), 14-3-3 by default.
 *
 * fast %K[i] = 100 * (close[i] - LL) / (HH - LL), where HH and LL are the highest high and the
 * lowest low of days i - period + 1 .. i (STOCHASTIC_NO_RANGE when HH = LL);
 * slow %K = SMA(kSmoothing) of fast %K; %D = SMA(dPeriod) of slow %K.
 *
 * The "3-day averaging" of the spec is read as the usual slow stochastic: charting sites show
 * slow %K and %D. technicalindicators' Stochastic is the fast one (its k is our fastK, its d
 * our k); the real-data test checks every series against it. It answers 0 where HH = LL.
 * Values stay within [0, 100] as long as every close lies within its day's low and high.
 */
export function stochastic(bars: PriceBars, options: StochasticOptions = {}): StochasticSeries {
  const period = options.period ?? STOCHASTIC_PERIOD;
  const kSmoothing = options.kSmoothing ?? STOCHASTIC_K_SMOOTHING;
  const dPeriod = options.dPeriod ?? STOCHASTIC_D_PERIOD;
  assertPeriod(period);
  assertPeriod(kSmoothing, "kSmoothing");
  assertPeriod(dPeriod, "dPeriod");
  const { highs, lows, closes } = bars;
  if (highs.length !== closes.length || lows.length !== closes.length) {
    throw new RangeError(`highs, lows and closes differ in length: ${highs.length}, ${lows.length}, ${closes.length}`);
  }
  assertFinite(highs, "highs");
  assertFinite(lows, "lows");
  assertFinite(closes, "closes");

  const fastK: IndicatorSeries = new Array<number | null>(closes.length).fill(null);
  // Scanning the window afresh each day is simpler than a monotonic deque and, over 14 days,
  // about as fast.
  for (let i = period - 1; i < closes.length; i++) {
    let highest = -Infinity;
    let lowest = Infinity;
    for (let j = i - period + 1; j <= i; j++) {
      highest = Math.max(highest, highs[j] as number);
      lowest = Math.min(lowest, lows[j] as number);
    }
    const range = highest - lowest;
    fastK[i] = range === 0 ? STOCHASTIC_NO_RANGE : (100 * ((closes[i] as number) - lowest)) / range;
  }
  const k = alignRight(sma(definedTail(fastK), kSmoothing), closes.length);
  const d = alignRight(sma(definedTail(k), dPeriod), closes.length);
  return { fastK, k, d };
}

/** The last slow %K and %D; null until slow %K starts. */
export function latestStochastic(bars: PriceBars, options: StochasticOptions = {}): StochasticValue | null {
  const series = stochastic(bars, options);
  const k = lastOf(series.k);
  return k === null ? null : { k, d: lastOf(series.d) };
}
