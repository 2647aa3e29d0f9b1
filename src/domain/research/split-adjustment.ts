import type { SplitRow } from "./company-data";

// The one rule for per-share figures across splits (decision 031). Stored figures stay as
// reported: an EPS, estimate, dividend, price target or share count is in the shares of the day
// it was reported. Anything that compares them across time restates them into one basis: today's
// shares (every split known), or, point in time, the shares of an as-of date (only the splits
// with ex-dates up to then). A figure reported on a split's ex-date is already in the new shares.

/**
 * How many shares of the basis one share of `date` became: the product of the ratios of the
 * splits with ex-dates after `date` and, when `asOf` is given, on or before `asOf`.
 */
export function splitFactorAfter(splits: readonly SplitRow[], date: string, asOf?: string): number {
  let factor = 1;
  for (const s of splits) if (s.exDate > date && (asOf === undefined || s.exDate <= asOf)) factor *= s.ratio;
  return factor;
}

/** A per-share figure (EPS, dividend, estimate, price target) reported on `date`, in the basis. */
export function perShareInBasis(value: number, date: string, splits: readonly SplitRow[], asOf?: string): number {
  return value / splitFactorAfter(splits, date, asOf);
}

/** A share count reported on `date`, in the basis. */
export function sharesInBasis(value: number, date: string, splits: readonly SplitRow[], asOf?: string): number {
  return value * splitFactorAfter(splits, date, asOf);
}
