import type { RecentPrices, SplitRow } from "./company-data";
import { splitFactorAfter } from "./split-adjustment";

// Figures from recent daily prices: the quote, the 52-week range, average volume and beta.

export const TRADING_DAYS_A_YEAR = 252;
/** Average volume over this many days (the usual 3-month figure). */
export const AVERAGE_VOLUME_DAYS = 63;
/** Beta needs at least this many daily returns (about six months). */
export const MIN_BETA_RETURNS = 120;

export interface PriceFigures {
  date: string;
  price: number;
  previousClose: number | null;
  change: number | null;
  changePercent: number | null;
  high52Week: number;
  low52Week: number;
  volume: number;
  averageVolume: number;
}

export function priceFigures(prices: RecentPrices, splits: readonly SplitRow[]): PriceFigures | null {
  const n = prices.dates.length;
  if (n === 0) return null;
  const price = prices.close[n - 1]!;
  const prev = n > 1 ? prices.close[n - 2]! : null;
  // The range of the last year in today's shares: highs and lows restated for later splits.
  let high = -Infinity;
  let low = Infinity;
  const lastDate = prices.dates[n - 1]!;
  const yearAgo = `${Number(lastDate.slice(0, 4)) - 1}${lastDate.slice(4)}`;
  let volumeSum = 0;
  let volumeDays = 0;
  for (let i = n - 1; i >= 0 && prices.dates[i]! > yearAgo; i--) {
    const factor = splitFactorAfter(splits, prices.dates[i]!);
    high = Math.max(high, prices.high[i]! / factor);
    low = Math.min(low, prices.low[i]! / factor);
    if (volumeDays < AVERAGE_VOLUME_DAYS) {
      volumeSum += prices.volume[i]!;
      volumeDays++;
    }
  }
  // The day's return from the adjusted closes, so that a split or an ex-dividend day is no fall.
  const dayReturn = n > 1 && prices.adjClose[n - 2]! > 0 ? prices.adjClose[n - 1]! / prices.adjClose[n - 2]! - 1 : null;
  const change = dayReturn === null ? null : price - price / (1 + dayReturn);
  return {
    date: lastDate,
    price,
    previousClose: prev,
    change,
    changePercent: dayReturn,
    high52Week: high,
    low52Week: low,
    volume: prices.volume[n - 1]!,
    averageVolume: volumeSum / Math.max(1, volumeDays),
  };
}

/** Daily returns of the adjusted close, keyed by date (the return earned on that day). */
export function dailyReturns(prices: RecentPrices): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 1; i < prices.dates.length; i++) {
    const before = prices.adjClose[i - 1]!;
    if (before > 0) out.set(prices.dates[i]!, prices.adjClose[i]! / before - 1);
  }
  return out;
}

/**
 * The market's daily return: the average return of the companies that traded that day (an
 * equal-weighted index of the universe, the only index the data holds).
 */
export function marketReturns(all: readonly Map<string, number>[]): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const returns of all) {
    for (const [date, r] of returns) {
      const s = sums.get(date);
      if (s) {
        s.total += r;
        s.count++;
      } else sums.set(date, { total: r, count: 1 });
    }
  }
  const out = new Map<string, number>();
  for (const [date, s] of sums) out.set(date, s.total / s.count);
  return out;
}

/** Beta over the last year: covariance with the market over the market's variance. */
export function beta(
  returns: Map<string, number>,
  market: Map<string, number>,
  days = TRADING_DAYS_A_YEAR,
): number | null {
  const pairs: [number, number][] = [];
  const dates = [...returns.keys()].sort().slice(-days);
  for (const d of dates) {
    const m = market.get(d);
    if (m !== undefined) pairs.push([returns.get(d)!, m]);
  }
  if (pairs.length < MIN_BETA_RETURNS) return null;
  const meanR = pairs.reduce((t, p) => t + p[0], 0) / pairs.length;
  const meanM = pairs.reduce((t, p) => t + p[1], 0) / pairs.length;
  let cov = 0;
  let varM = 0;
  for (const [r, m] of pairs) {
    cov += (r - meanR) * (m - meanM);
    varM += (m - meanM) ** 2;
  }
  return varM > 0 ? cov / varM : null;
}
