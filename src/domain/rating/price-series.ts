import { macd } from "../indicators/macd";
import { rsi } from "../indicators/rsi";
import { lastIndexAtOrBefore } from "./sorted-days";
import { latestStochastic, STOCHASTIC_K_SMOOTHING, STOCHASTIC_PERIOD } from "../indicators/stochastic";

// One company's daily prices prepared for the rating: prefix sums make every windowed figure
// (averages, volatility, up days, volume) O(1) at any day, and the indicators run once over
// the whole history. Windows are in trading days: a month is 21, a year 252.

export const DAYS = {
  month: 21,
  quarter: 63,
  half: 126,
  nine: 189,
  year: 252,
  twoYears: 504,
  threeYears: 756,
} as const;

export interface DailyPrices {
  /** Days since 1970-01-01, ascending. */
  day: Int32Array;
  close: Float64Array;
  /** Adjusted for splits and dividends (total return). */
  adj: Float64Array;
  high: Float64Array;
  low: Float64Array;
  volume: Float64Array;
}

export interface PriceSeries {
  prices: DailyPrices;
  length: number;
  /** Prefix sums: sum of adj[0..i-1] etc. */
  adjSum: Float64Array;
  retSum: Float64Array;
  retSq: Float64Array;
  upDays: Float64Array;
  volumeSum: Float64Array;
  rsi: (number | null)[];
  macdHistogram: (number | null)[];
}

export function preparePrices(prices: DailyPrices): PriceSeries {
  const n = prices.day.length;
  const adjSum = new Float64Array(n + 1);
  const retSum = new Float64Array(n + 1);
  const retSq = new Float64Array(n + 1);
  const upDays = new Float64Array(n + 1);
  const volumeSum = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const r = i > 0 && prices.adj[i - 1]! > 0 ? prices.adj[i]! / prices.adj[i - 1]! - 1 : 0;
    adjSum[i + 1] = adjSum[i]! + prices.adj[i]!;
    retSum[i + 1] = retSum[i]! + r;
    retSq[i + 1] = retSq[i]! + r * r;
    upDays[i + 1] = upDays[i]! + (r > 0 ? 1 : 0);
    volumeSum[i + 1] = volumeSum[i]! + prices.volume[i]! * prices.close[i]!;
  }
  const adj = Array.from(prices.adj);
  return {
    prices,
    length: n,
    adjSum,
    retSum,
    retSq,
    upDays,
    volumeSum,
    rsi: n > 15 ? rsi(adj) : [],
    macdHistogram: n > 35 ? macd(adj).histogram : [],
  };
}

/** Bars the slow %K of one day reads: the 14-day window of each of the 3 days it averages. */
const STOCHASTIC_BARS = STOCHASTIC_PERIOD + STOCHASTIC_K_SMOOTHING - 1;

/**
 * Slow stochastic %K at bar i: only the last 16 bars matter, so it is computed on them rather
 * than over the whole history (which costs more than every other price figure together).
 */
export function stochasticKAt(s: PriceSeries, i: number): number | null {
  if (i + 1 < STOCHASTIC_BARS) return null;
  const from = i + 1 - STOCHASTIC_BARS;
  const slice = (a: Float64Array) => Array.from(a.subarray(from, i + 1));
  return (
    latestStochastic({ highs: slice(s.prices.high), lows: slice(s.prices.low), closes: slice(s.prices.close) })?.k ??
    null
  );
}

/** Return over `days` trading days ending at bar i; null without that much history. */
export function trailingReturn(s: PriceSeries, i: number, days: number, skip = 0): number | null {
  const end = i - skip;
  const start = i - days;
  if (start < 0 || end < 0) return null;
  const a = s.prices.adj[start]!;
  return a > 0 ? s.prices.adj[end]! / a - 1 : null;
}

export function movingAverage(s: PriceSeries, i: number, days: number): number | null {
  if (i + 1 < days) return null;
  return (s.adjSum[i + 1]! - s.adjSum[i + 1 - days]!) / days;
}

/** Standard deviation of daily returns over the window, annualised. */
export function volatility(s: PriceSeries, i: number, days: number): number | null {
  if (i < days) return null;
  const sum = s.retSum[i + 1]! - s.retSum[i + 1 - days]!;
  const sq = s.retSq[i + 1]! - s.retSq[i + 1 - days]!;
  const variance = Math.max(0, sq / days - (sum / days) ** 2);
  return Math.sqrt(variance * DAYS.year);
}

export function upDayShare(s: PriceSeries, i: number, days: number): number | null {
  if (i < days) return null;
  return (s.upDays[i + 1]! - s.upDays[i + 1 - days]!) / days;
}

/** Average daily dollar volume over the window. */
export function dollarVolume(s: PriceSeries, i: number, days: number): number | null {
  if (i + 1 < days) return null;
  return (s.volumeSum[i + 1]! - s.volumeSum[i + 1 - days]!) / days;
}

/** Price against the highest and lowest adjusted close of the window (1 = at the high). */
export function rangePosition(s: PriceSeries, i: number, days: number): { fromHigh: number; fromLow: number } | null {
  if (i + 1 < days) return null;
  let hi = -Infinity;
  let lo = Infinity;
  for (let k = i + 1 - days; k <= i; k++) {
    const v = s.prices.adj[k]!;
    if (v > hi) hi = v;
    if (v < lo) lo = v;
  }
  const p = s.prices.adj[i]!;
  return hi > 0 && lo > 0 ? { fromHigh: p / hi, fromLow: p / lo } : null;
}

/** Worst fall from a running peak within the window (negative or zero). */
export function maxDrawdown(s: PriceSeries, i: number, days: number): number | null {
  if (i + 1 < days) return null;
  let peak = -Infinity;
  let worst = 0;
  for (let k = i + 1 - days; k <= i; k++) {
    const v = s.prices.adj[k]!;
    if (v > peak) peak = v;
    else if (peak > 0) worst = Math.min(worst, v / peak - 1);
  }
  return worst;
}

/** The last bar on or before `day`, if it is recent (within 10 calendar days); else -1. */
export function barAtOrBefore(s: PriceSeries, day: number, from = 0): number {
  const i = lastIndexAtOrBefore(s.prices.day, day, from);
  return i >= 0 && day - s.prices.day[i]! <= 10 ? i : -1;
}
