import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import {
  addCompany,
  countCompanies,
  deleteWatchlist,
  ensureWatchlist,
  existingCompanyIds,
  findWatchlist,
  insertWatchlist,
  listWatchlistCompanies,
  listWatchlists,
  lockUserWatchlists,
  removeCompanies,
  replaceCompanies,
  setNote,
  setWatchlistOrder,
  updateWatchlist,
  type Executor,
  type WatchlistCompanyRecord,
  type WatchlistRecord,
} from "../../../db/repositories/watchlists";
import {
  DEFAULT_WATCHLIST_NAME,
  WATCHLIST_LIMITS,
  type AddCompanyBody,
  type NoteBody,
  type RemoveCompaniesBody,
  type SubscriptionsBody,
  type UpdateWatchlistBody,
} from "../../../domain/contracts/watchlists";
import { AppError } from "../../errors";
import { lockOwnWatchlist, ownWatchlist } from "../../policies/watchlists";

// What the watchlist calls do (spec 3, 4, 5, 7; decision 023). Every change runs in one
// transaction that first locks what it checks (the watchlist for its size, the user for the
// number and order of watchlists), so two tabs racing cannot pass a limit together.

/** Spec 7 names no code for an unknown company: it is a client error naming the ids. */
export async function assertCompaniesExist(db: Executor, ids: readonly number[]): Promise<void> {
  const known = await existingCompanyIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new AppError("COMPANY_NOT_FOUND", `There is no company with the id ${unknown.join(", ")}.`, {
      companyIds: unknown,
    });
}

/** A new member's first watchlist, inside the caller's transaction (sign-up, Google, sign-in). */
export function ensureDefaultWatchlist(db: Executor, userId: number): Promise<void> {
  return ensureWatchlist(db, userId, DEFAULT_WATCHLIST_NAME);
}

export function listOwnWatchlists(db: Executor, userId: number): Promise<WatchlistRecord[]> {
  return listWatchlists(db, userId);
}

export async function readWatchlist(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<{ watchlist: WatchlistRecord; companies: WatchlistCompanyRecord[] }> {
  const watchlist = await ownWatchlist(db, userId, id);
  const companies = watchlist.companyIds.length ? await listWatchlistCompanies(db, id) : [];
  return { watchlist, companies };
}

export async function createWatchlist(db: Kysely<DB>, userId: number, name: string): Promise<WatchlistRecord> {
  return db.transaction().execute(async (trx) => {
    const ids = await lockUserWatchlists(trx, userId);
    if (ids.length >= WATCHLIST_LIMITS.watchlistsPerUser) throw new AppError("WATCHLIST_LIMIT_REACHED");
    const id = await insertWatchlist(trx, userId, name);
    return (await findWatchlist(trx, userId, id))!;
  });
}

export async function changeWatchlist(
  db: Kysely<DB>,
  userId: number,
  id: number,
  body: UpdateWatchlistBody["watchlist"],
): Promise<WatchlistRecord> {
  return db.transaction().execute(async (trx) => {
    await lockOwnWatchlist(trx, userId, id);
    if (body.company_ids !== undefined) {
      const ids = [...new Set(body.company_ids)];
      await assertCompaniesExist(trx, ids);
      await replaceCompanies(trx, id, ids);
    }
    if (body.name !== undefined || body.hidden !== undefined)
      await updateWatchlist(trx, userId, id, { name: body.name, hidden: body.hidden });
    return (await findWatchlist(trx, userId, id))!;
  });
}

export async function removeWatchlist(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await lockUserWatchlists(trx, userId);
    if (!ids.includes(id)) throw new AppError("WATCHLIST_NOT_FOUND_FOR_UPDATE");
    if (ids.length === 1) throw new AppError("WATCHLIST_LAST_ONE");
    await deleteWatchlist(trx, userId, id);
  });
}

/**
 * Spec 7's subscriptions update. Entries for watchlists that are not the user's are skipped (a
 * stale tab may still list a deleted one); when none is the user's, nothing was updated.
 */
export async function updateSubscriptions(
  db: Kysely<DB>,
  userId: number,
  body: SubscriptionsBody,
): Promise<WatchlistRecord[]> {
  if (body.watchlists.length === 0) throw new AppError("WATCHLIST_SUBSCRIPTIONS_EMPTY");
  return db.transaction().execute(async (trx) => {
    let updated = 0;
    for (const entry of body.watchlists) {
      const changed = await updateWatchlist(trx, userId, entry.id, {
        subscribed: entry.subscribed,
        subscriptionFrequency: entry.subscriptionFrequency,
      });
      if (changed) updated += 1;
    }
    if (updated === 0) throw new AppError("WATCHLISTS_NOT_FOUND_FOR_UPDATE");
    const wanted = new Set(body.watchlists.map((w) => w.id));
    return (await listWatchlists(trx, userId)).filter((w) => wanted.has(w.id));
  });
}

export async function addCompanyToWatchlist(
  db: Kysely<DB>,
  userId: number,
  body: AddCompanyBody["watchlist_company"],
): Promise<WatchlistRecord> {
  return db.transaction().execute(async (trx) => {
    await lockOwnWatchlist(trx, userId, body.watchlist_id);
    await assertCompaniesExist(trx, [body.company_id]);
    const current = await findWatchlist(trx, userId, body.watchlist_id);
    if (current!.companyIds.includes(body.company_id)) return current!;
    if ((await countCompanies(trx, body.watchlist_id)) >= WATCHLIST_LIMITS.companiesPerWatchlist)
      throw new AppError("WATCHLIST_FULL");
    await addCompany(trx, body.watchlist_id, body.company_id);
    return (await findWatchlist(trx, userId, body.watchlist_id))!;
  });
}

export async function removeCompaniesFromWatchlist(
  db: Kysely<DB>,
  userId: number,
  body: RemoveCompaniesBody["watchlist_company"],
): Promise<WatchlistRecord> {
  const ids = "company_ids" in body ? body.company_ids : [body.company_id];
  return db.transaction().execute(async (trx) => {
    await lockOwnWatchlist(trx, userId, body.watchlist_id);
    await removeCompanies(trx, body.watchlist_id, ids);
    return (await findWatchlist(trx, userId, body.watchlist_id))!;
  });
}

export async function noteCompany(db: Kysely<DB>, userId: number, body: NoteBody["watchlist_company"]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwnWatchlist(trx, userId, body.watchlist_id);
    const note = body.note.trim() === "" ? null : body.note;
    if (!(await setNote(trx, body.watchlist_id, body.company_id, note)))
      throw new AppError("WATCHLIST_COMPANY_NOT_FOUND");
  });
}

/** PATCH /api/users with user{watchlist_ids}: a permutation of exactly the user's watchlists. */
export async function reorderWatchlists(db: Kysely<DB>, userId: number, order: number[]): Promise<WatchlistRecord[]> {
  return db.transaction().execute(async (trx) => {
    const ids = await lockUserWatchlists(trx, userId);
    const given = new Set(order);
    if (given.size !== order.length || given.size !== ids.length || !ids.every((id) => given.has(id)))
      throw new AppError("WATCHLIST_ORDER_INVALID", undefined, { expected: ids.length, received: order.length });
    await setWatchlistOrder(trx, userId, order);
    return listWatchlists(trx, userId);
  });
}
