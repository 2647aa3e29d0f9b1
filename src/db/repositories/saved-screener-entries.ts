import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";

// saved_screener_entries (migration 0015): what a saved screen matched at a market date and
// which of those companies it had not matched at the record before (decision 025).

export interface ScreenEntriesRecord {
  savedScreenerId: number;
  filters: string;
  asOf: string;
  companyIds: number[];
  /** The market date of the record before; null on a screen's first record. */
  since: string | null;
  entered: number[];
}

export async function readScreenEntries(db: Kysely<DB>, savedScreenerIds: number[]): Promise<ScreenEntriesRecord[]> {
  if (!savedScreenerIds.length) return [];
  const r = await sql<ScreenEntriesRecord>`
    SELECT saved_screener_id AS "savedScreenerId", filters, as_of::text AS "asOf", company_ids AS "companyIds",
      since::text AS since, entered
    FROM saved_screener_entries WHERE saved_screener_id = ANY(${savedScreenerIds}::int[])`.execute(db);
  return r.rows;
}

/** Writes a screen's record; a record already at this market date is kept (two reads at once agree). */
export async function writeScreenEntries(db: Kysely<DB>, record: ScreenEntriesRecord): Promise<void> {
  await sql`
    INSERT INTO saved_screener_entries (saved_screener_id, filters, as_of, company_ids, since, entered)
    VALUES (${record.savedScreenerId}, ${record.filters}, ${record.asOf}::date, ${record.companyIds}::int[],
      ${record.since}::date, ${record.entered}::int[])
    ON CONFLICT (saved_screener_id) DO UPDATE SET filters = EXCLUDED.filters, as_of = EXCLUDED.as_of,
      company_ids = EXCLUDED.company_ids, since = EXCLUDED.since, entered = EXCLUDED.entered
    WHERE saved_screener_entries.as_of <> EXCLUDED.as_of OR saved_screener_entries.filters <> EXCLUDED.filters`.execute(
    db,
  );
}
