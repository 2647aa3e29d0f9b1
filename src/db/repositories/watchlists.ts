import { sql, type Kysely, type Transaction } from "kysely";
import type { DB, WatchlistFrequency } from "../schema";

// A user's watchlists and the companies they hold (migration 0012). Every query names the
// owner: a watchlist is found only through its user, so another user's id reads as absent.

export type Executor = Kysely<DB> | Transaction<DB>;

export interface WatchlistSummary {
  id: number;
  name: string;
}

export interface WatchlistRecord {
  id: number;
  name: string;
  position: number;
  subscribed: boolean;
  subscriptionFrequency: WatchlistFrequency;
  hidden: boolean;
  /** Company ids in the watchlist's order. */
  companyIds: number[];
}

export interface WatchlistCompanyRecord {
  companyId: number;
  ticker: string;
  exchange: string;
  name: string;
  note: string | null;
  addedAt: Date;
}

/** A user's watchlists in the order they arranged them. */
export async function listWatchlistSummaries(db: Executor, userId: number): Promise<WatchlistSummary[]> {
  return db
    .selectFrom("watchlists")
    .select(["id", "name"])
    .where("user_id", "=", userId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

function records(db: Executor, userId: number) {
  return db
    .selectFrom("watchlists as w")
    .select((eb) => [
      "w.id",
      "w.name",
      "w.position",
      "w.subscribed",
      "w.subscription_frequency as subscriptionFrequency",
      "w.hidden",
      eb
        .fn<number[]>("coalesce", [
          eb
            .selectFrom("watchlist_companies as wc")
            .select(sql<number[]>`array_agg(wc.company_id ORDER BY wc.position, wc.added_at, wc.company_id)`.as("ids"))
            .whereRef("wc.watchlist_id", "=", "w.id"),
          sql<number[]>`'{}'::int[]`,
        ])
        .as("companyIds"),
    ])
    .where("w.user_id", "=", userId);
}

/** A user's watchlists with their company ids, in the user's order. */
export async function listWatchlists(db: Executor, userId: number): Promise<WatchlistRecord[]> {
  return records(db, userId).orderBy("w.position").orderBy("w.id").execute();
}

export async function findWatchlist(db: Executor, userId: number, id: number): Promise<WatchlistRecord | undefined> {
  return records(db, userId).where("w.id", "=", id).executeTakeFirst();
}

/**
 * Locks the user's watchlist row for the rest of the transaction (so two additions cannot both
 * pass the size limit) and says whether it is theirs.
 */
export async function lockWatchlist(trx: Transaction<DB>, userId: number, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom("watchlists")
    .select("id")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks the user's row: creating and reordering watchlists take turns per user. */
export async function lockUserWatchlists(trx: Transaction<DB>, userId: number): Promise<number[]> {
  await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
  const rows = await trx.selectFrom("watchlists").select("id").where("user_id", "=", userId).execute();
  return rows.map((r) => r.id);
}

export async function insertWatchlist(db: Executor, userId: number, name: string): Promise<number> {
  const row = await db
    .insertInto("watchlists")
    .values((eb) => ({
      user_id: userId,
      name,
      position: eb
        .selectFrom("watchlists")
        .select(sql<number>`coalesce(max(position) + 1, 0)`.as("next"))
        .where("user_id", "=", userId),
    }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives the user the named watchlist unless they have one already (any). */
export async function ensureWatchlist(db: Executor, userId: number, name: string): Promise<void> {
  await sql`
    INSERT INTO watchlists (user_id, name, position)
    SELECT ${userId}, ${name}, 0
    WHERE NOT EXISTS (SELECT 1 FROM watchlists WHERE user_id = ${userId})`.execute(db);
}

export interface WatchlistChanges {
  name?: string;
  hidden?: boolean;
  subscribed?: boolean;
  subscriptionFrequency?: WatchlistFrequency;
}

/** Applies the changes to the user's watchlist; false when it is not theirs. */
export async function updateWatchlist(
  db: Executor,
  userId: number,
  id: number,
  changes: WatchlistChanges,
): Promise<boolean> {
  const result = await db
    .updateTable("watchlists")
    .set({
      updated_at: new Date(),
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.hidden === undefined ? {} : { hidden: changes.hidden }),
      ...(changes.subscribed === undefined ? {} : { subscribed: changes.subscribed }),
      ...(changes.subscriptionFrequency === undefined ? {} : { subscription_frequency: changes.subscriptionFrequency }),
    })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteWatchlist(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("watchlists")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Writes the positions in the given order (the caller checked the ids are exactly the user's). */
export async function setWatchlistOrder(trx: Transaction<DB>, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    UPDATE watchlists w SET position = o.position, updated_at = now()
    FROM unnest(${ids}::bigint[]) WITH ORDINALITY AS o(id, position)
    WHERE w.id = o.id AND w.user_id = ${userId}`.execute(trx);
}

/** The ids among these that are companies. */
export async function existingCompanyIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("companies")
    .select("id")
    .where("id", "in", [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function countCompanies(db: Executor, watchlistId: number): Promise<number> {
  const row = await db
    .selectFrom("watchlist_companies")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("watchlist_id", "=", watchlistId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds the company at the end; a company already there keeps its place and note. */
export async function addCompany(db: Executor, watchlistId: number, companyId: number): Promise<void> {
  await sql`
    INSERT INTO watchlist_companies (watchlist_id, company_id, position)
    SELECT ${watchlistId}, ${companyId}, coalesce(max(position) + 1, 0)
    FROM watchlist_companies WHERE watchlist_id = ${watchlistId}
    ON CONFLICT (watchlist_id, company_id) DO NOTHING`.execute(db);
}

export async function removeCompanies(db: Executor, watchlistId: number, companyIds: readonly number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await db
    .deleteFrom("watchlist_companies")
    .where("watchlist_id", "=", watchlistId)
    .where("company_id", "in", [...companyIds])
    .execute();
}

/** Replaces the companies with these, in this order; companies that stay keep their notes. */
export async function replaceCompanies(trx: Transaction<DB>, watchlistId: number, companyIds: number[]): Promise<void> {
  await trx
    .deleteFrom("watchlist_companies")
    .where("watchlist_id", "=", watchlistId)
    .$if(companyIds.length > 0, (q) => q.where("company_id", "not in", companyIds))
    .execute();
  if (companyIds.length === 0) return;
  await sql`
    INSERT INTO watchlist_companies (watchlist_id, company_id, position)
    SELECT ${watchlistId}, o.id, o.position FROM unnest(${companyIds}::int[]) WITH ORDINALITY AS o(id, position)
    ON CONFLICT (watchlist_id, company_id) DO UPDATE SET position = EXCLUDED.position`.execute(trx);
}

/** Sets the note of a company the watchlist holds; false when it does not hold it. */
export async function setNote(
  db: Executor,
  watchlistId: number,
  companyId: number,
  note: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("watchlist_companies")
    .set({ note })
    .where("watchlist_id", "=", watchlistId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The watchlist's companies with their names and notes, in the watchlist's order. */
export async function listWatchlistCompanies(db: Executor, watchlistId: number): Promise<WatchlistCompanyRecord[]> {
  return db
    .selectFrom("watchlist_companies as wc")
    .innerJoin("companies as c", "c.id", "wc.company_id")
    .select(["wc.company_id as companyId", "c.ticker", "c.exchange", "c.name", "wc.note", "wc.added_at as addedAt"])
    .where("wc.watchlist_id", "=", watchlistId)
    .orderBy("wc.position")
    .orderBy("wc.added_at")
    .orderBy("wc.company_id")
    .execute();
}
