import { addMonths, dayOf, isoOf } from "../../domain/analysts/dates";
import { CURRENT_RATING_MONTHS } from "../../domain/analysts/method";

// Which of an analyst's calls a visitor may see tied to the analyst (decision 042). The top
// analysts' consensus, count and upside are Premium, and they are nothing but the top analysts'
// current calls grouped by company; the ranking that says who is top is public. So without Premium
// a call is shown with who made it only once it is older than every current call (12 months before
// the ranking's date): it then counts toward no figure anyone pays for, and its outcome is known,
// so what a free visitor sees of an analyst is the measured record. Calls of the last 12 months
// are shown without who made them (a company's recent ratings) or only counted. Every analyst is
// treated alike: hiding only the top analysts' calls would let the public all-analyst consensus,
// less everyone else's calls, give the top analysts' away.

export interface AnalystCallAccess {
  /** Calls made on or after this day are shown only without who made them; null: every call is shown. */
  premiumFrom: string | null;
}

/** Every call shown as it is: Premium members. */
export const ALL_CALLS: AnalystCallAccess = { premiumFrom: null };

/**
 * The access of a session, given the day the current calls start (`currentCallsFrom`). A session
 * that does not say `lockAnalyst` is treated as locked.
 */
export function analystCallAccess(session: { lockAnalyst?: boolean }, currentFrom: string): AnalystCallAccess {
  return session.lockAnalyst === false ? ALL_CALLS : { premiumFrom: currentFrom };
}

/**
 * The first day of the current calls: 12 months before the earlier of the ranking's date and the
 * market's date (the ranking's figures count calls from the ranking's date back; a later market
 * date makes no older call current). Without either date every call counts as current.
 */
export function currentCallsFrom(dates: { rankingAsOf: string | null; marketAsOf: string | null }): string {
  const known = [dates.rankingAsOf, dates.marketAsOf].filter((d): d is string => d !== null).sort();
  const reference = known[0];
  return reference === undefined ? "0000-01-01" : isoOf(addMonths(dayOf(reference), -CURRENT_RATING_MONTHS));
}

/** Whether a call made on `ratedOn` may be shown with who made it. */
export function showsWhoCalled(access: AnalystCallAccess, ratedOn: string): boolean {
  return access.premiumFrom === null || ratedOn < access.premiumFrom;
}
