import { z } from "zod";
import { marketEventSchema } from "./market-events";
import { watchlistSchema } from "./watchlists";
import { savedScreenerSchema } from "../screener/saved";

// /users/dashboard, the signed-in home: each watchlist with its companies' day moves,
// saved screeners with their counts. Built on the server from the screener's snapshot under the
// entitlement policy; the browser only shows it. The page kept for a member's class reads it
// from GET /api/users/dashboard after hydration, parsed by these schemas.

const companyLink = { id: z.number(), ticker: z.string(), name: z.string(), url: z.string() };

export const dashboardMoveSchema = z.object({
  ...companyLink,
  price: z.number().nullable(),
  /** The day's change in percent, as the screener's chg1d holds it: 1.5 means +1.5%. */
  change: z.number().nullable(),
});
export type DashboardMove = z.infer<typeof dashboardMoveSchema>;

export const dashboardWatchlistSchema = z.object({
  watchlist: watchlistSchema,
  /** Biggest movers first (by the size of the day's change); companies without one last. */
  moves: z.array(dashboardMoveSchema),
  /** How many companies the watchlist holds (moves may show fewer). */
  size: z.number(),
  screenerUrl: z.string(),
});
export type DashboardWatchlist = z.infer<typeof dashboardWatchlistSchema>;

export const dashboardEntrySchema = z.object(companyLink);
export type DashboardEntry = z.infer<typeof dashboardEntrySchema>;

/** A saved screen's recent entries: in its result at `asOf`, not in it at `since`. */
export const dashboardScreenEntriesSchema = z.object({
  since: z.string(),
  asOf: z.string(),
  /** The largest first (market cap), at most DASHBOARD_ENTRIES. */
  companies: z.array(dashboardEntrySchema),
  /** How many entered in all. */
  total: z.number(),
});
export type DashboardScreenEntries = z.infer<typeof dashboardScreenEntriesSchema>;

export const dashboardSavedScreenerSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  url: z.string(),
  /** The member's own list the screen runs over (decision 072); its name is null once the list is deleted. */
  universe: savedScreenerSchema.shape.universe,
  /** Companies the screen's filters leave today; null when a filter needs Premium the member no longer has, or the screen's list is deleted. */
  count: z.number().nullable(),
  /** The screen's filters in words ("Market Cap from $2B"), in its order. */
  filterWords: z.array(z.string()),
  /** The companies in today's result that were not in it at the record before; null without one (or without a count). */
  entries: dashboardScreenEntriesSchema.nullable(),
});
export type DashboardSavedScreener = z.infer<typeof dashboardSavedScreenerSchema>;

/** A dated event ahead for a watched company, as the screener's columns hold it. */
export const dashboardUpcomingEventSchema = z.object({
  companyId: z.number(),
  ticker: z.string(),
  name: z.string(),
  url: z.string(),
  /** "earnings": the next earnings date (column ned); "ex_dividend": the next ex-dividend date (exd). */
  kind: z.enum(["earnings", "ex_dividend"]),
  date: z.string(),
});
export type DashboardUpcomingEvent = z.infer<typeof dashboardUpcomingEventSchema>;

/** The next events of the companies on the member's visible watchlists. */
export const dashboardEventsSchema = z.object({
  /** Soonest first, from the market date on. */
  upcoming: z.array(dashboardUpcomingEventSchema),
  /** The latest market events, newest first (grade changes only for Premium). */
  latest: z.array(marketEventSchema),
});
export type DashboardEvents = z.infer<typeof dashboardEventsSchema>;

export const dashboardSchema = z
  .object({
    watchlists: z.array(dashboardWatchlistSchema),
    savedScreeners: z.array(dashboardSavedScreenerSchema),
    events: dashboardEventsSchema,
    hasPremium: z.boolean(),
    /** Companies across all watchlists: none leads to onboarding. */
    companyCount: z.number(),
  })
  .meta({ id: "Dashboard" });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const DASHBOARD_URL = "/api/users/dashboard";

/** How many movers each watchlist shows on the dashboard. */
export const DASHBOARD_MOVES = 8;

/** How many upcoming dates and latest market events the dashboard shows. */
/** How many recent entries each saved screen shows. */
export const DASHBOARD_ENTRIES = 5;

export const DASHBOARD_EVENTS = { upcoming: 10, latest: 10 } as const;
