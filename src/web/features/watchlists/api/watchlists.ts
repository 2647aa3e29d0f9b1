import { api } from "../../../../domain/paths";
import type { Watchlist, WatchlistFrequency, WatchlistTable } from "../../../../domain/contracts/watchlists";
import { apiCall } from "../../../lib/api-client";

// The watchlist calls of spec 7 and decision 023. Spec 5: a read or update without a watchlist
// id is refused here, before anything is sent.

export const NO_WATCHLIST_ID = "No watchlist id given.";

function requireId(id: number | null | undefined): number {
  if (id === null || id === undefined || !Number.isInteger(id) || id <= 0) throw new Error(NO_WATCHLIST_ID);
  return id;
}

type One = { watchlist?: Watchlist } | null;
type Many = { watchlists?: Watchlist[] } | null;

const one = (answer: One): Watchlist => {
  if (!answer?.watchlist) throw new Error("No watchlist found!");
  return answer.watchlist;
};

/** GET /api/users/watchlists/{id}: the table, or null when the watchlist is empty (204). */
export async function getWatchlist(id: number | null | undefined): Promise<WatchlistTable | null> {
  return apiCall<WatchlistTable>(api.watchlist(requireId(id)));
}

export async function createWatchlist(name: string): Promise<Watchlist> {
  return one(await apiCall<One>(api.watchlists(), { method: "POST", json: { watchlist: { name } } }));
}

export async function updateWatchlist(
  id: number | null | undefined,
  changes: { company_ids?: number[]; name?: string; hidden?: boolean },
): Promise<Watchlist> {
  return one(await apiCall<One>(api.watchlist(requireId(id)), { method: "PATCH", json: { watchlist: changes } }));
}

export async function deleteWatchlist(id: number): Promise<void> {
  await apiCall(api.watchlist(requireId(id)), { method: "DELETE" });
}

export async function addCompany(watchlistId: number, companyId: number): Promise<Watchlist> {
  return one(
    await apiCall<One>(api.watchlistsCompanies(), {
      method: "POST",
      json: { watchlist_company: { watchlist_id: requireId(watchlistId), company_id: companyId } },
    }),
  );
}

export async function removeCompany(watchlistId: number, companyId: number): Promise<Watchlist> {
  return one(
    await apiCall<One>(api.watchlistsCompanies(), {
      method: "DELETE",
      json: { watchlist_company: { watchlist_id: requireId(watchlistId), company_id: companyId } },
    }),
  );
}

export async function removeCompanies(watchlistId: number, companyIds: number[]): Promise<Watchlist> {
  return one(
    await apiCall<One>(api.watchlistsCompanies(), {
      method: "DELETE",
      json: { watchlist_company: { watchlist_id: requireId(watchlistId), company_ids: companyIds } },
    }),
  );
}

export async function setNote(watchlistId: number, companyId: number, note: string): Promise<void> {
  await apiCall(api.watchlistsCompanyNote(), {
    method: "PATCH",
    json: { watchlist_company: { watchlist_id: requireId(watchlistId), company_id: companyId, note } },
  });
}

export async function updateSubscriptions(
  entries: { id: number; subscribed: boolean; subscriptionFrequency?: WatchlistFrequency }[],
): Promise<Watchlist[]> {
  // Spec 5: the subscriptions update rejects an empty list.
  if (entries.length === 0) throw new Error("No watchlists found for updating!");
  const answer = await apiCall<Many>(api.watchlistSubscriptions(), { method: "PATCH", json: { watchlists: entries } });
  return answer?.watchlists ?? [];
}

export async function reorderWatchlists(ids: number[]): Promise<Watchlist[]> {
  const answer = await apiCall<Many>(api.user(), { method: "PATCH", json: { user: { watchlist_ids: ids } } });
  return answer?.watchlists ?? [];
}
