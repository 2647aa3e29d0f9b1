import type { Kysely } from "kysely";
import type { SessionUser } from "../../../db/repositories/sessions";
import type { DB } from "../../../db/schema";
import type { WatchlistPagesReader } from "../../../domain/contracts/watchlists";
import { AppError } from "../../errors";
import { entitlementsFor } from "../../policies/entitlements";
import { presentWatchlist, presentWatchlistTable } from "../../presenters/watchlists";
import type { LiveScreener } from "../../screener/live-screener";
import { readWatchlist } from "../../services/watchlists/watchlists";
import { presentMarketEvent } from "../../presenters/market-events";
import { watchlistEventsPage } from "../../services/watchlists/watchlist-events";

/** Events on the page's timeline; the API pages further back. */
const TIMELINE_EVENTS = 30;

/** /users/watchlists/{id}: the same service and presenter as the API's table, for the owner only. */
export function watchlistPagesReader(
  db: Kysely<DB>,
  screener: LiveScreener,
  user: SessionUser | undefined,
): WatchlistPagesReader {
  return async (id, set) => {
    if (!user || !Number.isSafeInteger(id) || id <= 0) return undefined;
    try {
      const { watchlist, companies } = await readWatchlist(db, user.userId, id);
      const access = entitlementsFor(user.planTypes, user.everPremium);
      const { events } = await watchlistEventsPage(db, user.userId, id, access, { limit: TIMELINE_EVENTS, page: 1 });
      return {
        events: events.map((e) => presentMarketEvent(e, access)),
        watchlist: presentWatchlist(watchlist),
        table: companies.length ? presentWatchlistTable(watchlist, companies, screener.snapshot, access, set) : null,
      };
    } catch (e) {
      if (e instanceof AppError && e.code === "WATCHLIST_NOT_FOUND") return undefined;
      throw e;
    }
  };
}
