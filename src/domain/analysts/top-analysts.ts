import type { AnalystRatingValue } from "../contracts/company";
import { ratingForScore } from "../research/summaries";
import { addMonths } from "./dates";
import { CURRENT_RATING_MONTHS } from "./method";

// A company's top analysts (decision 026): the current ratings of the analysts in the top
// quarter, their consensus, count and average target upside against the latest close.

const RATING_SCORE: Record<AnalystRatingValue, number> = { strong_buy: 5, buy: 4, hold: 3, sell: 2, strong_sell: 1 };

export interface RatingRow {
  analystId: number;
  companyId: number;
  day: number;
  rating: AnalystRatingValue;
  priceTarget: number | null;
  /** Tells apart two ratings of one analyst on one day: the higher is the later. */
  id: number;
}

export interface CompanyTopAnalysts {
  companyId: number;
  analysts: number;
  consensus: AnalystRatingValue;
  consensusScore: number;
  priceTarget: number | null;
  upside: number | null;
  latestClose: number | null;
}

/**
 * Every company with a current rating by a top analyst: each top analyst's latest rating on
 * the company issued on or before `asOf` and no more than 12 months before it.
 */
export function topAnalystsByCompany(
  ratings: Iterable<RatingRow>,
  isTop: (analystId: number) => boolean,
  latestClose: (companyId: number) => number | null,
  asOf: number,
): CompanyTopAnalysts[] {
  const oldest = addMonths(asOf, -CURRENT_RATING_MONTHS);
  const latest = new Map<string, RatingRow>();
  for (const r of ratings) {
    if (r.day > asOf || !isTop(r.analystId)) continue;
    const key = `${r.companyId}:${r.analystId}`;
    const seen = latest.get(key);
    if (!seen || r.day > seen.day || (r.day === seen.day && r.id > seen.id)) latest.set(key, r);
  }
  const byCompany = new Map<number, RatingRow[]>();
  for (const r of latest.values()) {
    if (r.day < oldest) continue;
    const list = byCompany.get(r.companyId);
    if (list) list.push(r);
    else byCompany.set(r.companyId, [r]);
  }
  const out: CompanyTopAnalysts[] = [];
  for (const [companyId, list] of byCompany) {
    const score = list.reduce((s, r) => s + RATING_SCORE[r.rating], 0) / list.length;
    const targets = list.map((r) => r.priceTarget).filter((t): t is number => t !== null && t > 0);
    const priceTarget = targets.length > 0 ? targets.reduce((a, b) => a + b, 0) / targets.length : null;
    const close = latestClose(companyId);
    out.push({
      companyId,
      analysts: list.length,
      consensus: ratingForScore(score),
      consensusScore: score,
      priceTarget,
      upside: priceTarget !== null && close !== null && close > 0 ? priceTarget / close - 1 : null,
      latestClose: close,
    });
  }
  return out.sort((a, b) => a.companyId - b.companyId);
}
