import type pg from "pg";
import type { LedgerEntry } from "../../domain/zen-investor/ledger";

// The ledger table (migration 0083): read whole in order, appended to in one transaction so a
// night's entries are all there or none are.

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

export async function appendLedger(pool: pg.Pool, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    for (const e of entries)
      await client.query(
        "INSERT INTO zen_investor_ledger (seq, phase, kind, entry_date, side, company_id, body, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        [e.seq, e.phase, e.kind, e.date, e.side, e.companyId, JSON.stringify(e.body), e.prevHash, e.hash],
      );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}
