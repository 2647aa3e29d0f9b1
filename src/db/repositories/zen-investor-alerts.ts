import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";
import type { AlertBody, FillBody, LedgerEntry } from "../../domain/zen-investor/ledger";

// The ledger as the pages, the download, the subscribers' dashboard and the alert mails read it:
// the whole chain up to a date, the newest few alerts, or those dated in a stretch.

type Row = {
  seq: number;
  phase: LedgerEntry["phase"];
  kind: LedgerEntry["kind"];
  date: string;
  side: LedgerEntry["side"];
  company_id: number;
  body: unknown;
  prev_hash: string;
  hash: string;
};

const columns = [
  "seq",
  "phase",
  "kind",
  sql<string>`entry_date::text`.as("date"),
  "side",
  "company_id",
  "body",
  "prev_hash",
  "hash",
] as const;

const entryOf = (r: Row): LedgerEntry => ({
  seq: r.seq,
  phase: r.phase,
  kind: r.kind,
  date: r.date,
  side: r.side,
  companyId: r.company_id,
  body: r.body as AlertBody | FillBody,
  prevHash: r.prev_hash,
  hash: r.hash,
});

/** The newest `limit` alerts, newest first. */
export async function latestAlerts(db: Kysely<DB>, limit: number): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom("zen_investor_ledger")
    .select(columns)
    .where("kind", "=", "alert")
    .orderBy("seq", "desc")
    .limit(limit)
    .execute();
  return rows.map(entryOf);
}

/** The alerts dated after `after` up to `through` (inclusive), in ledger order. */
export async function alertsBetween(db: Kysely<DB>, after: string, through: string): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom("zen_investor_ledger")
    .select(columns)
    .where("kind", "=", "alert")
    .where(sql<string>`entry_date::text`, ">", after)
    .where(sql<string>`entry_date::text`, "<=", through)
    .orderBy("seq")
    .execute();
  return rows.map(entryOf);
}

/** The alerts and fills of these companies written after the entry `afterSeq`, in ledger order. */
export async function entriesOf(db: Kysely<DB>, companyIds: readonly number[], afterSeq = 0): Promise<LedgerEntry[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectFrom("zen_investor_ledger")
    .select(columns)
    .where("company_id", "in", [...new Set(companyIds)])
    .where("seq", ">", afterSeq)
    .orderBy("seq")
    .execute();
  return rows.map(entryOf);
}

/** The ledger in order, up to (not including) entries dated `before` when given. */
export async function ledgerEntries(db: Kysely<DB>, before?: string): Promise<LedgerEntry[]> {
  let q = db.selectFrom("zen_investor_ledger").select(columns).orderBy("seq");
  if (before !== undefined) q = q.where(sql<string>`entry_date::text`, "<", before);
  return (await q.execute()).map(entryOf);
}

/** One entry by its number. */
export async function ledgerEntry(db: Kysely<DB>, seq: number): Promise<LedgerEntry | null> {
  const row = await db.selectFrom("zen_investor_ledger").select(columns).where("seq", "=", seq).executeTakeFirst();
  return row ? entryOf(row) : null;
}

/** The fill of an alert: the first fill after it of the same side and company. */
export async function fillOf(db: Kysely<DB>, alert: LedgerEntry): Promise<LedgerEntry | null> {
  const row = await db
    .selectFrom("zen_investor_ledger")
    .select(columns)
    .where("kind", "=", "fill")
    .where("side", "=", alert.side)
    .where("company_id", "=", alert.companyId)
    .where("seq", ">", alert.seq)
    .orderBy("seq")
    .limit(1)
    .executeTakeFirst();
  return row ? entryOf(row) : null;
}

/** How many entries the ledger holds before `before` (all when not given), and the last one's hash and date. */
export async function ledgerHead(
  db: Kysely<DB>,
  before?: string,
): Promise<{ entries: number; lastHash: string | null; lastDate: string | null }> {
  let q = db.selectFrom("zen_investor_ledger").select(columns).orderBy("seq", "desc").limit(1);
  if (before !== undefined) q = q.where(sql<string>`entry_date::text`, "<", before);
  const last = await q.executeTakeFirst();
  return { entries: last?.seq ?? 0, lastHash: last?.hash ?? null, lastDate: last?.date ?? null };
}
