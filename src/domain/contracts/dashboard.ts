import type { MarketEvent } from "./market-events";
import type { Watchlist } from "./watchlists";

// /users/dashboard, the signed-in home: each watchlist with its companies' day moves,
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
  /** The screen's filters in words ("Market Cap from $2B"), in its order. */
  filterWords: string[];
  /** The companies in today's result that were not in it at the record before; null without one (or without a count). */
  entries: DashboardScreenEntries | null;
}

export interface DashboardEntry {
  id: number;
  ticker: string;
  name: string;
  url: string;
}

/** A saved screen's recent entries: in its result at `asOf`, not in it at `since`. */
export interface DashboardScreenEntries {
  since: string;
  asOf: string;
  /** The largest first (market cap), at most DASHBOARD_ENTRIES. */
  companies: DashboardEntry[];
  /** How many entered in all. */
  total: number;
}

/** A dated event ahead for a watched company, as the screener's columns hold it. */
export interface DashboardUpcomingEvent {
  companyId: number;
  ticker: string;
  name: string;
  url: string;
  /** "earnings": the next earnings date (column ned); "ex_dividend": the next ex-dividend date (exd). */
  kind: "earnings" | "ex_dividend";
  date: string;
}

/** The next events of the companies on the member's visible watchlists. */
export interface DashboardEvents {
  /** Soonest first, from the market date on. */
  upcoming: DashboardUpcomingEvent[];
  /** The latest market events, newest first (grade changes only for Premium). */
  latest: MarketEvent[];
}

export interface Dashboard {
  watchlists: DashboardWatchlist[];
  savedScreeners: DashboardSavedScreener[];
  events: DashboardEvents;
  hasPremium: boolean;
  /** Companies across all watchlists: none leads to onboarding. */
  companyCount: number;
}

/** How many movers each watchlist shows on the dashboard. */
export const DASHBOARD_MOVES = 8;

/** How many upcoming dates and latest market events the dashboard shows. */
/** How many recent entries each saved screen shows. */
export const DASHBOARD_ENTRIES = 5;

export const DASHBOARD_EVENTS = { upcoming: 10, latest: 10 } as const;
