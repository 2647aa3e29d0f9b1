import type { AnalystRatingRow } from "../research/company-data";
import { lastIndexAtOrBefore } from "./sorted-days";

// What analysts said of one company by a date: the consensus of each analyst's latest rating
// in a window, and the upgrades and downgrades of the last 90 days. A rating counts from its
// own date.

export const RATING_SCORE = {
  strong_buy: 5,
  buy: 4,
  hold: 3,
  sell: 2,
  strong_sell: 1,
} as const;

export interface RatingState {
  consensus: number;
  coverage: number;
  buyShare: number;
  target: number | null;
}

/** Consensus, coverage, buy share and average target of each analyst's latest rating in (from, to]. */
export function ratingState(
  ratings: readonly AnalystRatingRow[],
  ratingDays: Int32Array,
  from: number,
  to: number,
): RatingState | null {
  const latest = new Map<number, AnalystRatingRow>();
  const end = lastIndexAtOrBefore(ratingDays, to);
  for (let k = end; k >= 0 && ratingDays[k]! > from; k--) {
    const r = ratings[k]!;
    if (!latest.has(r.analystId)) latest.set(r.analystId, r);
  }
  if (latest.size === 0) return null;
  let score = 0;
  let buys = 0;
  let targets = 0;
  let targetCount = 0;
  for (const r of latest.values()) {
    score += RATING_SCORE[r.rating];
    if (r.rating === "buy" || r.rating === "strong_buy") buys++;
    if (r.priceTarget !== null && r.priceTarget > 0) {
      targets += r.priceTarget;
      targetCount++;
    }
  }
  return {
    consensus: score / latest.size,
    coverage: latest.size,
    buyShare: buys / latest.size,
    target: targetCount > 0 ? targets / targetCount : null,
  };
}

/** Each rating against the same analyst's previous one on this company: +1 upgrade, -1 downgrade, 0 else. */
export function ratingMoves(ratings: readonly AnalystRatingRow[]): Int8Array {
  const moves = new Int8Array(ratings.length);
  const previousScore = new Map<number, number>();
  ratings.forEach((r, k) => {
    const before = previousScore.get(r.analystId);
    if (before !== undefined) moves[k] = Math.sign(RATING_SCORE[r.rating] - before);
    previousScore.set(r.analystId, RATING_SCORE[r.rating]);
  });
  return moves;
}

/** Ratings in the 90 days to `day`, and their upgrades less downgrades. */
export function recentMoves(
  ratingDays: Int32Array,
  moves: Int8Array,
  day: number,
): { ratings90: number; upgrades: number } {
  let upgrades = 0;
  let ratings90 = 0;
  for (let k = lastIndexAtOrBefore(ratingDays, day); k >= 0 && ratingDays[k]! > day - 90; k--) {
    ratings90++;
    upgrades += moves[k]!;
  }
  return { ratings90, upgrades };
}
