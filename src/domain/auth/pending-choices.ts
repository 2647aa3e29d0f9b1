// Spec 3 and 4: a guest who tries to watch a company or follow an analyst is asked to sign up;
// the choice waits in the browser (companies in local storage, analyst ids in a cookie) and is
// applied once signed in. The watchlist and analyst features read them with these functions.

export const COMPANIES_TO_WATCH_KEY = "oz_companies_to_watch";
export const ANALYSTS_TO_FOLLOW_COOKIE = "oz_analysts_to_follow";
/** Plenty to survive a sign-up, including the trip through a mailbox. */
export const ANALYSTS_COOKIE_MAX_AGE_SECONDS = 24 * 3600;
const MAX_WAITING = 50;

export interface CompanyToWatch {
  id: number;
  exchange: string;
  ticker: string;
}

// Checked by hand rather than with zod: the root layout reads this on every page, and zod would
// then be part of every page's first-load JavaScript (decision 041).
function isCompanyToWatch(value: unknown): value is CompanyToWatch {
  if (typeof value !== "object" || value === null) return false;
  const { id, exchange, ticker } = value as Record<string, unknown>;
  return (
    typeof id === "number" &&
    Number.isInteger(id) &&
    id > 0 &&
    typeof exchange === "string" &&
    exchange.length <= 10 &&
    typeof ticker === "string" &&
    ticker.length <= 10
  );
}

/** The stored list plus one company (spec 3: two references match by id, else exchange and ticker). */
export function addCompanyToWatch(stored: string | null, company: CompanyToWatch): string {
  const list = readCompaniesToWatch(stored);
  const same = (c: CompanyToWatch) =>
    c.id === company.id || (c.exchange === company.exchange && c.ticker === company.ticker);
  if (!list.some(same)) list.push(company);
  return JSON.stringify(list.slice(-MAX_WAITING));
}

export function readCompaniesToWatch(stored: string | null): CompanyToWatch[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) && parsed.every(isCompanyToWatch)
      ? parsed.map(({ id, exchange, ticker }) => ({ id, exchange, ticker }))
      : [];
  } catch {
    return [];
  }
}

/** The cookie's value plus one analyst id (comma-joined ids). */
export function addAnalystToFollow(cookie: string | undefined, analystId: number): string {
  const ids = readAnalystsToFollow(cookie);
  if (!ids.includes(analystId)) ids.push(analystId);
  return ids.slice(-MAX_WAITING).join(",");
}

export function readAnalystsToFollow(cookie: string | undefined): number[] {
  if (!cookie) return [];
  let value: string;
  try {
    value = decodeURIComponent(cookie);
  } catch {
    // A malformed escape (anyone can write a cookie): read it as it is.
    value = cookie;
  }
  return value
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}
