import type { AnalystRatingRow, InsiderRow } from "./company-data";
import { RATINGS, type AnalystRatingValue } from "../contracts/company";

// The analyst consensus, the price target range and the insiders' net trading over the last
// 12 months, as the forecast and ownership pages show them.

const RATING_SCORE: Record<AnalystRatingValue, number> = { strong_buy: 5, buy: 4, hold: 3, sell: 2, strong_sell: 1 };

/** The rating an average score rounds to: 4.5 and above strong buy, 3.5 buy, 2.5 hold, 1.5 sell. */
export function ratingForScore(score: number): AnalystRatingValue {
  if (score >= 4.5) return "strong_buy";
  if (score >= 3.5) return "buy";
  if (score >= 2.5) return "hold";
  if (score >= 1.5) return "sell";
  return "strong_sell";
}

/** Each analyst's latest rating: an analyst who rated the stock three times counts once. */
export function latestPerAnalyst(ratings: readonly AnalystRatingRow[]): AnalystRatingRow[] {
  const latest = new Map<number, AnalystRatingRow>();
  for (const r of ratings) {
    const seen = latest.get(r.analystId);
    if (!seen || r.ratedOn >= seen.ratedOn) latest.set(r.analystId, r);
  }
  return [...latest.values()];
}

export interface Consensus {
  counts: Record<AnalystRatingValue, number>;
  analysts: number;
  score: number;
  rating: AnalystRatingValue;
}

export function consensus(ratings: readonly AnalystRatingRow[]): Consensus | null {
  const latest = latestPerAnalyst(ratings);
  if (latest.length === 0) return null;
  const counts = Object.fromEntries(RATINGS.map((r) => [r, 0])) as Record<AnalystRatingValue, number>;
  let total = 0;
  for (const r of latest) {
    counts[r.rating]++;
    total += RATING_SCORE[r.rating];
  }
  const score = total / latest.length;
  return { counts, analysts: latest.length, score, rating: ratingForScore(score) };
}

export interface PriceTarget {
  low: number;
  average: number;
  high: number;
  upside: number;
  count: number;
}

export function priceTarget(ratings: readonly AnalystRatingRow[], price: number | null): PriceTarget | null {
  const targets = latestPerAnalyst(ratings)
    .map((r) => r.priceTarget)
    .filter((t): t is number => t !== null && t > 0);
  if (targets.length === 0 || price === null || !(price > 0)) return null;
  const average = targets.reduce((a, b) => a + b, 0) / targets.length;
  return {
    low: Math.min(...targets),
    average,
    high: Math.max(...targets),
    upside: average / price - 1,
    count: targets.length,
  };
}

export interface InsiderNet {
  sharesBought: number;
  sharesSold: number;
  netShares: number;
  netValue: number;
  direction: "buying" | "selling" | "none";
  transactions: number;
}

export function insiderNet(trades: readonly InsiderRow[]): InsiderNet {
  let bought = 0;
  let sold = 0;
  let value = 0;
  for (const t of trades) {
    if (t.shares > 0) bought += t.shares;
    else sold -= t.shares;
    value += t.shares * t.price;
  }
  const net = bought - sold;
  return {
    sharesBought: bought,
    sharesSold: sold,
    netShares: net,
    netValue: value,
    direction: net > 0 ? "buying" : net < 0 ? "selling" : "none",
    transactions: trades.length,
  };
}
