import type { Kysely, Selectable } from "kysely";
import type { DB, SavedScreenersTable } from "../schema";

// Saved screens of signed-in users. Every query names the user: a row of someone else is as
// absent as a row that does not exist.

export type SavedScreenerRow = Selectable<SavedScreenersTable>;

export interface SavedScreenerFields {
  name: string | null;
  description: string | null;
  /** f[key]=value pairs joined by '&', in the screen's order. */
  filters: string;
  tab: number | null;
  sortColumn: string | null;
  sortDirection: "asc" | "desc" | null;
  /** The member's own list the screen runs over (portfolio:{id} or watchlist:{id}); absent or null: the whole market. */
  universe?: string | null;
}

function columns(f: SavedScreenerFields) {
  return {
    name: f.name,
    description: f.description,
    filters: f.filters,
    tab: f.tab,
    sort_column: f.sortColumn,
    sort_direction: f.sortDirection,
    universe: f.universe ?? null,
  };
}

export async function listSavedScreeners(db: Kysely<DB>, userId: number): Promise<SavedScreenerRow[]> {
  return db.selectFrom("saved_screeners").selectAll().where("user_id", "=", userId).orderBy("id").execute();
}

export async function createSavedScreener(
  db: Kysely<DB>,
  userId: number,
  fields: SavedScreenerFields,
): Promise<SavedScreenerRow> {
  return db
    .insertInto("saved_screeners")
    .values({ user_id: userId, ...columns(fields) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSavedScreener(
  db: Kysely<DB>,
  userId: number,
  id: number,
  fields: SavedScreenerFields,
): Promise<SavedScreenerRow | undefined> {
  return db
    .updateTable("saved_screeners")
    .set({ ...columns(fields), updated_at: new Date() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteSavedScreener(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("saved_screeners")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
