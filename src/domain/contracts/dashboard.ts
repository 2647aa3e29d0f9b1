import type { Watchlist } from "./watchlists";

// /users/dashboard, the signed-in home (issue 18): each watchlist with its companies' day moves,
// saved screeners with their counts. Built on the server from the screener's snapshot under the
// entitlement policy; the browser only shows it.

export interface DashboardMove {
  id: number;
  ticker: string;
  name: string;
  url: string;
  price: number | null;
  /** The day's change in percent, as the screener's chg1d holds it: 1.5 means +1.5%. */
  change: number | null;
}

export interface DashboardWatchlist {
  watchlist: Watchlist;
  /** Biggest movers first (by the size of the day's change); companies without one last. */
  moves: DashboardMove[];
  /** How many companies the watchlist holds (moves may show fewer). */
  size: number;
  screenerUrl: string;
}

export interface DashboardSavedScreener {
  id: number;
  name: string | null;
  url: string;
  /** Companies the screen's filters leave today; null when a filter needs Premium the member no longer has. */
  count: number | null;
}

export interface Dashboard {
  watchlists: DashboardWatchlist[];
  savedScreeners: DashboardSavedScreener[];
  hasPremium: boolean;
  /** Companies across all watchlists: none leads to onboarding. */
  companyCount: number;
}

/** How many movers each watchlist shows on the dashboard. */
export const DASHBOARD_MOVES = 8;
