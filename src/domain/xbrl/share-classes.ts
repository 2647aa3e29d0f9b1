import type { StatementVersion } from "./statements-from-facts";

// Listings of one registrant (one CIK) share its filings, whose per-share figures (EPS,
// dividends per share) and share counts are in one unit. When the classes trade at par with
// each other (GOOGL and GOOG: the same EPS for each class) the figures hold for every listing
// as filed. When one class is worth a fixed multiple of another (a BRK-A share converts into
// 1,500 BRK-B shares, and Berkshire states EPS per Class A equivalent share), the filings' unit
// is the dearest class's, and a cheaper listing's figures are restated in its own shares: its
// per-share figures divided, its share counts multiplied, by the ratio of the prices. The
// SEC's company facts give the shares outstanding of each class without saying which class
// (dei:EntityCommonStockSharesOutstanding is one list of values), so the prices decide.

/** Below this price ratio the classes are taken to trade at par (voting rights, liquidity). */
const PAR_RATIO = 1.5;

/**
 * How many of a listing's shares make one share of the filings' unit, from its latest close and
 * the dearest listing's of the same registrant: 1 at par, else the ratio to two significant
 * digits (conversion ratios are round numbers, a day's prices are not).
 */
export function filingShares(close: number, dearestClose: number): number {
  if (!(close > 0) || !(dearestClose > 0)) return 1;
  const ratio = dearestClose / close;
  if (ratio < PAR_RATIO) return 1;
  const magnitude = 10 ** (Math.floor(Math.log10(ratio)) - 1);
  return Math.round(ratio / magnitude) * magnitude;
}

/** A statement version in a listing's own shares, `shares` of them to one share of the filings' unit. */
export function inListingShares<T extends Pick<StatementVersion, "eps" | "shares" | "dividendsPerShare">>(
  version: T,
  shares: number,
): T {
  if (shares === 1) return version;
  return {
    ...version,
    eps: version.eps === null ? null : version.eps / shares,
    dividendsPerShare: version.dividendsPerShare === null ? null : version.dividendsPerShare / shares,
    shares: version.shares === null ? null : version.shares * shares,
  };
}
