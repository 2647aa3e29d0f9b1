import { api } from "../../../../domain/paths";
import type { Watchlist, WatchlistFrequency, WatchlistTable } from "../../../../domain/contracts/watchlists";
import { apiCall, apiSend, schemaOf } from "../../../lib/api-client";

// The watchlist calls of spec 7 and decision 023, each answer parsed by the contract (loaded
// with the first answer, decision 041). Spec 5: a read or update without a watchlist id is
// refused here, before anything is sent.

const contract = () => import("../../../../domain/contracts/watchlists");
const oneSchema = schemaOf(contract, (c) => c.watchlistAnswerSchema);
const manySchema = schemaOf(contract, (c) => c.watchlistsAnswerSchema);
const userSchema = schemaOf(contract, (c) => c.updateUserAnswerSchema);
const tableSchema = schemaOf(contract, (c) => c.watchlistTableSchema);

export const NO_WATCHLIST_ID = "No watchlist id given.";

function requireId(id: number | null | undefined): number {
  if (id === null || id === undefined || !Number.isInteger(id) || id <= 0) throw new Error(NO_WATCHLIST_ID);
  return id;
}

const one = (answer: { watchlist?: Watchlist } | null): Watchlist => {
  if (!answer?.watchlist) throw new Error("No watchlist found!");
  return answer.watchlist;
};

/** GET /api/users/watchlists/{id}: the table, or null when the watchlist is empty (204). */
export async function getWatchlist(id: number | null | undefined): Promise<WatchlistTable | null> {
  return apiCall(api.watchlist(requireId(id)), tableSchema);
}

export async function createWatchlist(name: string): Promise<Watchlist> {
  return one(await apiCall(api.watchlists(), oneSchema, { method: "POST", json: { watchlist: { name } } }));
}

export async function updateWatchlist(
  id: number | null | undefined,
  changes: { company_ids?: number[]; name?: string; hidden?: boolean },
): Promise<Watchlist> {
  return one(await apiCall(api.watchlist(requireId(id)), oneSchema, { method: "PATCH", json: { watchlist: changes } }));
}

export async function deleteWatchlist(id: number): Promise<void> {
  await apiSend(api.watchlist(requireId(id)), { method: "DELETE" });
}

export async function addCompany(watchlistId: number, companyId: number): Promise<Watchlist> {
  return one(
    await apiCall(api.watchlistsCompanies(), oneSchema, {
      method: "POST",
      json: { watchlist_company: { watchlist_id: requireId(watchlistId), company_id: companyId } },
    }),
  );
}

export async function removeCompany(watchlistId: number, companyId: number): Promise<Watchlist> {
  return one(
    await apiCall(api.watchlistsCompanies(), oneSchema, {
      method: "DELETE",
      json: { watchlist_company: { watchlist_id: requireId(watchlistId), company_id: companyId } },
    }),
  );
}

export async function removeCompanies(watchlistId: number, companyIds: number[]): Promise<Watchlist> {
  return one(
    await apiCall(api.watchlistsCompanies(), oneSchema, {
      method: "DELETE",
      json: { watchlist_company: { watchlist_id: requireId(watchlistId), company_ids: companyIds } },
    }),
  );
}

export async function setNote(watchlistId: number, companyId: number, note: string): Promise<void> {
  await apiSend(api.watchlistsCompanyNote(), {
    method: "PATCH",
    json: { watchlist_company: { watchlist_id: requireId(watchlistId), company_id: companyId, note } },
  });
}

export async function updateSubscriptions(
  entries: { id: number; subscribed: boolean; subscriptionFrequency?: WatchlistFrequency }[],
): Promise<Watchlist[]> {
  // Spec 5: the subscriptions update rejects an empty list.
  if (entries.length === 0) throw new Error("No watchlists found for updating!");
  const answer = await apiCall(api.watchlistSubscriptions(), manySchema, {
    method: "PATCH",
    json: { watchlists: entries },
  });
  return answer?.watchlists ?? [];
}

export async function reorderWatchlists(ids: number[]): Promise<Watchlist[]> {
  const answer = await apiCall(api.user(), userSchema, { method: "PATCH", json: { user: { watchlist_ids: ids } } });
  return answer?.watchlists ?? [];
}
