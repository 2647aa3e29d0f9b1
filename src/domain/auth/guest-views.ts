import { GUEST_VIEW_LIMIT } from "./constants";

// The registration wall's counter (spec 3, 4 and 9): a guest's views of lockable pages, kept in
// two browser storage keys, the count and the time of the first view, both reset when a new
// calendar month begins. Pure: the browser passes what it stored and the clock.

export const GUEST_VIEWS_KEY = "oz_guest_page_views";
export const GUEST_FIRST_VIEW_KEY = "oz_guest_first_view_at";

export interface GuestViews {
  views: number;
  /** Milliseconds since the epoch of the first counted view this month. */
  firstViewAt: number;
}

function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** Reads what storage held; anything unreadable counts as no views yet. */
export function readGuestViews(views: string | null, firstViewAt: string | null): GuestViews | null {
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
  return { views: count, firstViewAt: first };
}

/** One more view of a lockable page at `now`; a stored count from an earlier month starts over. */
export function countGuestView(stored: GuestViews | null, now: Date): GuestViews {
  if (!stored || !sameMonth(new Date(stored.firstViewAt), now)) return { views: 1, firstViewAt: now.getTime() };
  return { views: stored.views + 1, firstViewAt: stored.firstViewAt };
}

/** Spec 4: a page is locked when the views exceed 5. */
export function isWallUp(views: GuestViews | null): boolean {
  return views !== null && views.views > GUEST_VIEW_LIMIT;
}
