import { GUEST_VIEW_LIMIT } from "./constants";

// The registration wall's counter (spec 3, 4 and 9): a guest's views of lockable pages, kept in
// browser storage, the count and the time of the first view, both reset when a new calendar
// month begins. Pure: the browser passes what it stored and the clock.
//
// A view is a company, counted once a month whichever of its pages (overview,
// forecast, earnings, dividends, ownership) are opened; five tabs of one company used to spend
// the whole month. So a third key keeps the companies counted this month (decision 039); the
// spec's two keys and its limit are unchanged.

export const GUEST_VIEWS_KEY = "oz_guest_page_views";
export const GUEST_FIRST_VIEW_KEY = "oz_guest_first_view_at";
export const GUEST_COMPANIES_KEY = "oz_guest_companies_viewed";

/**
 * At most this many companies are remembered. Past the limit the wall is up for every lockable
 * page, so only the first GUEST_VIEW_LIMIT + 1 matter; the bound keeps the key small whatever
 * a tampered or ancient value held.
 */
export const GUEST_COMPANIES_MAX = 20;
const SUBJECT_MAX_LENGTH = 40;

export interface GuestViews {
  views: number;
  /** Milliseconds since the epoch of the first counted view this month. */
  firstViewAt: number;
  /** The subjects (companies) counted this month, oldest first, at most GUEST_COMPANIES_MAX. */
  subjects: string[];
}

/** What the browser stores under the three keys. */
export interface StoredGuestViews {
  views: string;
  firstViewAt: string;
  subjects: string;
}

function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/**
 * What a lockable page counts as: its company ("NASDAQ:BEAI", whichever subpage), or, for a
 * lockable page that is not a company's, its path.
 */
export function guestViewSubject(params: { exchange?: string; ticker?: string }, pathname: string): string {
  if (params.exchange && params.ticker) return `${params.exchange}:${params.ticker}`.toUpperCase();
  return pathname.toLowerCase().replace(/\/+$/, "") || "/";
}

function readSubjects(raw: string | null): string[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const subjects: string[] = [];
  for (const s of parsed) {
    if (typeof s === "string" && s.length > 0 && s.length <= SUBJECT_MAX_LENGTH && !subjects.includes(s))
      subjects.push(s);
  }
  return subjects.slice(-GUEST_COMPANIES_MAX);
}

/**
 * Reads what storage held; an unreadable count or time counts as no views yet. An unreadable
 * or missing list of companies (a count stored before companies were remembered) is an empty list: the count
 * stands, and companies are remembered from now on.
 */
export function readGuestViews(
  views: string | null,
  firstViewAt: string | null,
  subjects: string | null = null,
): GuestViews | null {
  const count = Number(views);
  const first = Number(firstViewAt);
  if (
    views === null ||
    firstViewAt === null ||
    !Number.isInteger(count) ||
    count < 0 ||
    !Number.isFinite(first) ||
    first <= 0
  )
    return null;
  return { views: count, firstViewAt: first, subjects: readSubjects(subjects) };
}

/** The strings to store under the three keys. */
export function storedGuestViews(views: GuestViews): StoredGuestViews {
  return {
    views: String(views.views),
    firstViewAt: String(views.firstViewAt),
    subjects: JSON.stringify(views.subjects),
  };
}

/**
 * A view of a lockable page at `now`: counted when its subject is new this month (a stored
 * count from an earlier month starts over), unchanged when the subject was counted already.
 */
export function countGuestView(stored: GuestViews | null, subject: string, now: Date): GuestViews {
  const key = subject.slice(0, SUBJECT_MAX_LENGTH);
  if (!stored || !sameMonth(new Date(stored.firstViewAt), now))
    return { views: 1, firstViewAt: now.getTime(), subjects: [key] };
  if (stored.subjects.includes(key)) return stored;
  return {
    views: stored.views + 1,
    firstViewAt: stored.firstViewAt,
    subjects: [...stored.subjects, key].slice(-GUEST_COMPANIES_MAX),
  };
}

/** Spec 4: a page is locked when the views exceed 5. */
export function isWallUp(views: GuestViews | null): boolean {
  return views !== null && views.views > GUEST_VIEW_LIMIT;
}
