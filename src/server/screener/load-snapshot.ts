import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { SNAPSHOT_FIELDS } from "../../domain/screener/filter-fields";
import { ScreenerSnapshot, type SnapshotCompany } from "../../domain/screener/snapshot";

// Reads screener_snapshot (written by src/market/screener, every field in vals, the company's own
// text fields included) into the engine's columnar form. One query; about 6,000 rows.

interface Row {
  company_id: number;
  as_of: string;
  vals: Record<string, number | string>;
}

/** The stored rows as the engine's companies, with the market date of the snapshot. */
export async function loadSnapshotCompanies(
  db: Kysely<DB>,
): Promise<{ companies: SnapshotCompany[]; asOf: string | null }> {
  const { rows } = await sql<Row>`SELECT company_id, as_of::text AS as_of, vals FROM screener_snapshot`.execute(db);
  const companies: SnapshotCompany[] = rows.map((r) => ({ id: r.company_id, values: r.vals }));
  return { companies, asOf: rows[0]?.as_of ?? null };
}

export async function loadScreenerSnapshot(db: Kysely<DB>): Promise<ScreenerSnapshot> {
  const { companies, asOf } = await loadSnapshotCompanies(db);
  return new ScreenerSnapshot(companies, SNAPSHOT_FIELDS, asOf);
}
