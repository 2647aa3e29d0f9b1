import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import type { LedgerEntry } from "../../domain/zen-investor/ledger";

// The ledger table (migration 0083): read whole in order, appended to in one transaction so a
// night's entries are all there or none are. The first night writes the whole record from 2003,
// more rows than one statement's 65,535 parameters allow, so the rows go in batches.

export async function readLedger(pool: pg.Pool): Promise<LedgerEntry[]> {
  const { rows } = await pool.query<{
    seq: number;
    phase: LedgerEntry["phase"];
    kind: LedgerEntry["kind"];
    date: string;
    side: LedgerEntry["side"];
    company_id: number;
    body: LedgerEntry["body"];
    prev_hash: string;
    hash: string;
  }>(
    "SELECT seq, phase, kind, entry_date::text AS date, side, company_id, body, prev_hash, hash FROM zen_investor_ledger ORDER BY seq",
  );
  return rows.map((r) => ({
    seq: r.seq,
    phase: r.phase,
    kind: r.kind,
    date: r.date,
    side: r.side,
    companyId: r.company_id,
    body: r.body,
    prevHash: r.prev_hash,
    hash: r.hash,
  }));
}

/** Rows a statement: 9 parameters each, well under PostgreSQL's 65,535. */
const BATCH = 2000;

export async function appendLedger(db: Kysely<DB>, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < entries.length; i += BATCH) await insertRows(tx, entries.slice(i, i + BATCH));
  });
}

async function insertRows(db: Kysely<DB>, entries: readonly LedgerEntry[]): Promise<void> {
  await db
    .insertInto("zen_investor_ledger")
    .values(
      entries.map((e) => ({
        seq: e.seq,
        phase: e.phase,
        kind: e.kind,
        entry_date: e.date,
        side: e.side,
        company_id: e.companyId,
        body: JSON.stringify(e.body),
        prev_hash: e.prevHash,
        hash: e.hash,
      })),
    )
    .execute();
}
