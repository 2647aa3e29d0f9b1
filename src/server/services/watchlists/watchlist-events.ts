import type { Kysely } from "kysely";
import { listEvents, listEventsPerCompany, type MarketEventRecord } from "../../../db/repositories/market-events";
import type { DB } from "../../../db/schema";
import { EVENT_PAGE, PREMIUM_EVENT_KINDS } from "../../../domain/contracts/market-events";
import type { Entitlements } from "../../policies/entitlements";
import { readWatchlist } from "./watchlists";

// A watchlist's market events (decision 024): only the owner's watchlist (anyone else's id is
// an unknown one), and Premium-only kinds removed here, on the server, for free members.

export function hiddenEventKinds(access: Pick<Entitlements, "hasPremium">) {
  return access.hasPremium ? [] : PREMIUM_EVENT_KINDS;
}

export async function watchlistEventsPage(
  db: Kysely<DB>,
  userId: number,
  watchlistId: number,
  access: Entitlements,
  page: { limit: number; page: number },
): Promise<{ events: MarketEventRecord[]; hasMore: boolean }> {
  const { watchlist } = await readWatchlist(db, userId, watchlistId);
  const rows = await listEvents(
    db,
    { companyIds: watchlist.companyIds, withoutKinds: hiddenEventKinds(access) },
    page.limit + 1,
    (page.page - 1) * page.limit,
  );
  return { events: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function watchlistEventsPerCompany(
  db: Kysely<DB>,
  userId: number,
  watchlistId: number,
  access: Entitlements,
): Promise<MarketEventRecord[]> {
  const { watchlist } = await readWatchlist(db, userId, watchlistId);
  return listEventsPerCompany(
    db,
    { companyIds: watchlist.companyIds, withoutKinds: hiddenEventKinds(access) },
    EVENT_PAGE.perCompany,
  );
}
