import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";
import type { AlertBody, FillBody, LedgerEntry } from "../../domain/zen-investor/ledger";

// The ledger's alerts and fills as the subscribers' dashboard and the alert mails read them: the
// newest few, or those dated in a stretch, never the whole chain.

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
