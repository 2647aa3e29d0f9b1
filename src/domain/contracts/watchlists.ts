import { z } from "zod";
import type { MarketEvent } from "./market-events";
import { WATCHLIST_FREQUENCIES, WATCHLIST_LIMITS } from "../watchlists/limits";

// Watchlists (spec sections 3, 5 and 7): the bodies the browser sends and the answers
// it reads, written once for the server's routes and the web client.

export { WATCHLIST_FREQUENCIES, WATCHLIST_LIMITS, type WatchlistFrequency } from "../watchlists/limits";

export const DEFAULT_WATCHLIST_NAME = "My Watchlist";

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const companyId = z.number().int().positive().max(2_147_483_647);
const name = z.string().trim().min(1).max(WATCHLIST_LIMITS.nameLength);

/** Spec 3: id, name, url, companies (company ids), subscribed, subscriptionFrequency; plus hidden. */
export const watchlistSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    companies: z.array(z.number()),
    subscribed: z.boolean(),
    subscriptionFrequency: z.enum(WATCHLIST_FREQUENCIES),
    hidden: z.boolean(),
  })
  .meta({ id: "Watchlist" });
export type Watchlist = z.infer<typeof watchlistSchema>;

export const watchlistsAnswerSchema = z.object({ watchlists: z.array(watchlistSchema) });
export const watchlistAnswerSchema = z.object({ watchlist: watchlistSchema });

export const createWatchlistBodySchema = z.object({ watchlist: z.object({ name }) });
export type CreateWatchlistBody = z.infer<typeof createWatchlistBodySchema>;

/** Spec 7 replaces the companies with watchlist{company_ids}; a rename or hide goes the same way. */
export const updateWatchlistBodySchema = z.object({
  watchlist: z
    .object({
      company_ids: z.array(companyId).max(WATCHLIST_LIMITS.companiesPerWatchlist).optional(),
      name: name.optional(),
      hidden: z.boolean().optional(),
    })
    .refine((w) => w.company_ids !== undefined || w.name !== undefined || w.hidden !== undefined, {
      message: "Send company_ids, name or hidden.",
    }),
});
export type UpdateWatchlistBody = z.infer<typeof updateWatchlistBodySchema>;

/** Spec 5: the list may not be empty (the service answers that with its own code). */
export const subscriptionsBodySchema = z.object({
  watchlists: z
    .array(
      z.object({
        id,
        subscribed: z.boolean(),
        subscriptionFrequency: z.enum(WATCHLIST_FREQUENCIES).optional(),
      }),
    )
    .max(WATCHLIST_LIMITS.watchlistsPerUser),
});
export type SubscriptionsBody = z.infer<typeof subscriptionsBodySchema>;

export const addCompanyBodySchema = z.object({
  watchlist_company: z.object({ watchlist_id: id, company_id: companyId }),
});
export type AddCompanyBody = z.infer<typeof addCompanyBodySchema>;

/** One company (company_id) or many (company_ids), as spec 7's two DELETE bodies. */
export const removeCompaniesBodySchema = z.object({
  watchlist_company: z.union([
    z.object({ watchlist_id: id, company_id: companyId }).strict(),
    z
      .object({ watchlist_id: id, company_ids: z.array(companyId).min(1).max(WATCHLIST_LIMITS.companiesPerWatchlist) })
      .strict(),
  ]),
});
export type RemoveCompaniesBody = z.infer<typeof removeCompaniesBodySchema>;

export const noteBodySchema = z.object({
  watchlist_company: z.object({
    watchlist_id: id,
    company_id: companyId,
    note: z.string().max(WATCHLIST_LIMITS.noteLength),
  }),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

/** PATCH /api/users with user{watchlist_ids}: the new order of every one of the user's watchlists. */
/**
 * PATCH /api/users (spec 7): user{watchlist_ids} reorders the watchlists, and
 * user{subscribed_to_followed_analysts} turns the followed analysts' digest on or off (decision 027).
 */
export const reorderBodySchema = z.object({
  user: z
    .object({
      watchlist_ids: z.array(id).max(WATCHLIST_LIMITS.watchlistsPerUser).optional(),
      subscribed_to_followed_analysts: z.boolean().optional(),
    })
    .refine((u) => u.watchlist_ids !== undefined || u.subscribed_to_followed_analysts !== undefined, {
      message: "Send watchlist_ids or subscribed_to_followed_analysts.",
    }),
});

export const updateUserAnswerSchema = z.object({
  watchlists: z.array(watchlistSchema).optional(),
  user: z.object({ subscribedToFollowedAnalysts: z.boolean() }).optional(),
});
export type ReorderBody = z.infer<typeof reorderBodySchema>;

/** A cell of the watchlist table: a figure, a date or text, a grade letter, a yes/no; null when absent. */
export const watchlistCellSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const watchlistColumnSchema = z.object({
  key: z.string(),
  name: z.string(),
  shortName: z.string().optional(),
  type: z.string(),
  /** Premium or locked for this user: the server sends no value for it. */
  locked: z.boolean(),
});
export type WatchlistColumn = z.infer<typeof watchlistColumnSchema>;

export const watchlistRowSchema = z.object({
  id: z.number(),
  ticker: z.string(),
  exchange: z.string(),
  name: z.string(),
  url: z.string(),
  note: z.string().nullable(),
  addedAt: z.string(),
  cells: z.record(z.string(), watchlistCellSchema),
});
export type WatchlistRow = z.infer<typeof watchlistRowSchema>;

export const watchlistColumnSetSchema = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(z.string()),
});
export type WatchlistColumnSet = z.infer<typeof watchlistColumnSetSchema>;

/** GET /api/users/watchlists/{id} when it holds companies (204 when empty). */
export const watchlistTableSchema = z
  .object({
    watchlist: watchlistSchema,
    columns: z.array(watchlistColumnSchema),
    columnSets: z.array(watchlistColumnSetSchema),
    rows: z.array(watchlistRowSchema),
    /** The screener's address for exactly these companies (its company filter, spec 2.3). */
    screenerUrl: z.string(),
  })
  .meta({ id: "WatchlistTable" });
export type WatchlistTable = z.infer<typeof watchlistTableSchema>;

/** The watchlist page's data: the watchlist, and its table unless it holds no company. */
export interface WatchlistPage {
  watchlist: Watchlist;
  table: WatchlistTable | null;
  /** The latest market events of its companies, newest first (decision 024). */
  events: MarketEvent[];
}

/** What the watchlist pages read on the server, for this request's user; undefined: not theirs. */
export type WatchlistPagesReader = (id: number, set: string | undefined) => Promise<WatchlistPage | undefined>;
