import type { Kysely } from "kysely";
import type { DB, WatchlistFrequency } from "../../../db/schema";
import {
  createSavedScreener,
  deleteSavedScreener,
  listSavedScreeners,
  updateSavedScreener,
  type SavedScreenerFields,
  type SavedScreenerRow,
} from "../../../db/repositories/saved-screeners";
import { decodeScreen, encodeFilters } from "../../../domain/screener/codec";
import {
  compactSavedBody,
  savedBodyQuery,
  type SavedScreener,
  type SavedScreenerBody,
} from "../../../domain/screener/saved";
import { AppError } from "../../errors";
import type { ScreenerAccess } from "../../policies/screener";
import { presentSavedScreener, savedScreenLists } from "../../screener/present-saved";
import { assertScreenAllowed } from "../../screener/resolve-screen";
import { parseUniverse, readUniverse, type UniverseList } from "../../screener/universe";

// A user's saved screeners (spec sections 3, 5 and 7). The owner is always the signed-in
// user: anyone else's screener is as absent as an id that does not exist.

/** The body's fields to store and the list it runs over, or the client error that says what is wrong. */
async function fieldsOf(
  db: Kysely<DB>,
  owner: { id: number; access: ScreenerAccess },
  body: SavedScreenerBody,
): Promise<{ fields: SavedScreenerFields; list: UniverseList | null }> {
  const kept = compactSavedBody(body);
  if (!kept) throw new AppError("SAVED_SCREENER_EMPTY");
  const decoded = decodeScreen(savedBodyQuery(kept));
  if (!decoded.ok) {
    const { parameter, reason } = decoded.error;
    throw new AppError("SCREENER_QUERY_INVALID", `The field ${parameter} ${reason}.`, { parameter, reason });
  }
  const { screen } = decoded;
  // Refused now, not when the screen is run later: a free user would otherwise keep a screen
  // that can never open (and its saved count would answer a Premium question).
  assertScreenAllowed(screen, owner.access);
  // The member's own list (decision 072): someone else's or an unknown one answers 404 as the
  // screener does, and what is kept is the list, read again each time the screen runs.
  const list = kept.u === undefined ? null : await readUniverse(db, owner.id, parseUniverse(kept.u));
  const fields = {
    name: kept.name ?? null,
    description: kept.description ?? null,
    filters: encodeFilters(screen.filters),
    tab: kept.t === undefined ? null : screen.tab,
    sortColumn: screen.sort?.column ?? null,
    sortDirection: screen.sort?.direction ?? null,
    universe: list ? `${list.kind}:${list.id}` : null,
  };
  return { fields, list };
}

function presentWith(row: SavedScreenerRow, list: UniverseList | null): SavedScreener {
  return presentSavedScreener(row, new Map(list ? [[`${list.kind}:${list.id}`, list]] : []));
}

export async function listScreeners(db: Kysely<DB>, ownerId: number): Promise<SavedScreener[]> {
  const rows = await listSavedScreeners(db, ownerId);
  const lists = await savedScreenLists(db, ownerId, rows);
  return rows.map((row) => presentSavedScreener(row, lists));
}

export async function saveScreener(
  db: Kysely<DB>,
  owner: { id: number; access: ScreenerAccess },
  body: SavedScreenerBody,
): Promise<SavedScreener> {
  const { fields, list } = await fieldsOf(db, owner, body);
  return presentWith(await createSavedScreener(db, owner.id, fields), list);
}

export async function replaceScreener(
  db: Kysely<DB>,
  owner: { id: number; access: ScreenerAccess },
  id: number,
  body: SavedScreenerBody,
): Promise<SavedScreener> {
  const { fields, list } = await fieldsOf(db, owner, body);
  const row = await updateSavedScreener(db, owner.id, id, fields);
  if (!row) throw new AppError("SAVED_SCREENER_NOT_FOUND");
  return presentWith(row, list);
}

export async function removeScreener(db: Kysely<DB>, ownerId: number, id: number): Promise<void> {
  if (!(await deleteSavedScreener(db, ownerId, id))) throw new AppError("SAVED_SCREENER_NOT_FOUND");
}

/** Screen alerts (decision 024): subscribe a saved screen to a digest, or stop it. */
export async function subscribeScreener(
  db: Kysely<DB>,
  ownerId: number,
  id: number,
  change: { subscribed: boolean; subscriptionFrequency?: WatchlistFrequency | undefined },
): Promise<{ id: number; subscribed: boolean; subscriptionFrequency: WatchlistFrequency }> {
  const row = await db
    .updateTable("saved_screeners")
    .set({
      subscribed: change.subscribed,
      ...(change.subscriptionFrequency ? { subscription_frequency: change.subscriptionFrequency } : {}),
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .where("user_id", "=", ownerId)
    .returning(["id", "subscribed", "subscription_frequency"])
    .executeTakeFirst();
  if (!row) throw new AppError("SAVED_SCREENER_NOT_FOUND");
  return { id: row.id, subscribed: row.subscribed, subscriptionFrequency: row.subscription_frequency };
}
