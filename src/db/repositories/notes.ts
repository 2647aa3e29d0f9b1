import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../schema";

// A member's notes on companies (migration 0092). Every query names the owner: another member's
// note is found through nobody, so it reads as absent.

// The advisory lock space of a member's notes (billing's are 7_140_101 and 7_140_102).
const NOTES_LOCK_SPACE = 7_140_201;

export type Executor = Kysely<DB> | Transaction<DB>;

export interface NoteRecord {
  id: number;
  companyId: number;
  ticker: string;
  exchange: string;
  companyName: string;
  markdown: string;
  updatedAt: Date;
}

/** Which of the member's notes: one company's, those of a portfolio's or a watchlist's companies. */
export type NoteScope =
  | { kind: "all" }
  | { kind: "company"; companyId: number }
  | { kind: "portfolio"; portfolioId: number }
  | { kind: "watchlist"; watchlistId: number };

function noteQuery(db: Executor, userId: number) {
  return db
    .selectFrom("company_notes as n")
    .innerJoin("companies as c", "c.id", "n.company_id")
    .select([
      "n.id",
      "n.company_id as companyId",
      "c.ticker",
      "c.exchange",
      "c.name as companyName",
      "n.markdown",
      "n.updated_at as updatedAt",
    ])
    .where("n.user_id", "=", userId);
}

export async function listNotes(db: Executor, userId: number, scope: NoteScope): Promise<NoteRecord[]> {
  let query = noteQuery(db, userId);
  if (scope.kind === "company") query = query.where("n.company_id", "=", scope.companyId);
  if (scope.kind === "portfolio")
    query = query.where("n.company_id", "in", (eb) =>
      eb
        .selectFrom("portfolio_transactions")
        .select("company_id")
        .where("portfolio_id", "=", scope.portfolioId)
        .where("company_id", "is not", null)
        .$narrowType<{ company_id: number }>(),
    );
  if (scope.kind === "watchlist")
    query = query.where("n.company_id", "in", (eb) =>
      eb.selectFrom("watchlist_companies").select("company_id").where("watchlist_id", "=", scope.watchlistId),
    );
  return query.orderBy("c.ticker").orderBy("n.id").execute();
}

export function findNote(db: Executor, userId: number, id: number): Promise<NoteRecord | undefined> {
  return noteQuery(db, userId).where("n.id", "=", id).executeTakeFirst();
}

/** Locks the member's notes (their number is a limit) for the rest of the transaction. */
export async function lockUserNotes(trx: Transaction<DB>, userId: number): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(${NOTES_LOCK_SPACE}, ${userId}::int)`.execute(trx);
  const row = await trx
    .selectFrom("company_notes")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Writes the member's note on the company; true when it is new. */
export async function upsertNote(db: Executor, userId: number, companyId: number, markdown: string): Promise<boolean> {
  const row = await db
    .insertInto("company_notes")
    .values({ user_id: userId, company_id: companyId, markdown })
    .onConflict((oc) => oc.columns(["user_id", "company_id"]).doUpdateSet({ markdown, updated_at: sql`now()` }))
    .returning(sql<boolean>`(xmax = 0)`.as("inserted"))
    .executeTakeFirstOrThrow();
  return row.inserted;
}

export async function deleteNote(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("company_notes")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
