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
import { compactSavedBody, savedBodyQuery, type SavedScreenerBody } from "../../../domain/screener/saved";
import { AppError } from "../../errors";
import type { ScreenerAccess } from "../../policies/screener";
import { assertScreenAllowed } from "../../screener/resolve-screen";

// A user's saved screeners (spec sections 3, 5 and 7). The owner is always the signed-in
// user: anyone else's screener is as absent as an id that does not exist.

/** The body's fields to store, or the client error that says what is wrong. */
function fieldsOf(body: SavedScreenerBody, access: ScreenerAccess): SavedScreenerFields {
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
  assertScreenAllowed(screen, access);
  return {
    name: kept.name ?? null,
    description: kept.description ?? null,
    filters: encodeFilters(screen.filters),
    tab: kept.t === undefined ? null : screen.tab,
    sortColumn: screen.sort?.column ?? null,
    sortDirection: screen.sort?.direction ?? null,
  };
}

export function listScreeners(db: Kysely<DB>, ownerId: number): Promise<SavedScreenerRow[]> {
  return listSavedScreeners(db, ownerId);
}

export function saveScreener(
  db: Kysely<DB>,
  owner: { id: number; access: ScreenerAccess },
  body: SavedScreenerBody,
): Promise<SavedScreenerRow> {
  return createSavedScreener(db, owner.id, fieldsOf(body, owner.access));
}

export async function replaceScreener(
  db: Kysely<DB>,
  owner: { id: number; access: ScreenerAccess },
  id: number,
  body: SavedScreenerBody,
): Promise<SavedScreenerRow> {
  const row = await updateSavedScreener(db, owner.id, id, fieldsOf(body, owner.access));
  if (!row) throw new AppError("SAVED_SCREENER_NOT_FOUND");
  return row;
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
