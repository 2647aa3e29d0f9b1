// The prices a backtest reads: one trading calendar and each company's closes on it. A company's
// series starts on its first trading day and ends on its last: after that (a delisting) it is
// worth its last price, which is what a holder was left with, until the strategy sells it.

export interface PriceSeries {
  /** Day index (in the tape's dates) of closes[0]. */
  first: number;
  /** Closes adjusted for splits and dividends, one a trading day, no gaps. */
  closes: Float64Array;
}

export interface Tape {
  /** Trading days, ascending, as YYYY-MM-DD. */
  dates: readonly string[];
  prices: ReadonlyMap<number, PriceSeries>;
  /** The market's level on each day (the whole market cap-weighted, or SPY on imported data). */
  market: Float64Array;
}

/** The close a company traded at on day d, or NaN when it did not trade that day. */
export function tradedAt(series: PriceSeries | undefined, d: number): number {
  if (series === undefined) return Number.NaN;
  const i = d - series.first;
  return i >= 0 && i < series.closes.length ? series.closes[i]! : Number.NaN;
}

/** What a holding is worth on day d: its close, or after its last day its last price. */
export function heldAt(series: PriceSeries | undefined, d: number): number {
  if (series === undefined) return Number.NaN;
  const i = d - series.first;
  if (i < 0) return Number.NaN;
  return series.closes[Math.min(i, series.closes.length - 1)]!;
}
