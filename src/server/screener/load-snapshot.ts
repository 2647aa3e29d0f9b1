import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { NUMERIC_FIELDS } from "../../domain/screener/filter-fields";
import { ScreenerSnapshot, type SnapshotCompany } from "../../domain/screener/snapshot";

// Reads screener_snapshot (written by src/market/screener) with each company's own fields into
// the engine's columnar form. One query; about 6,000 rows.

interface Row {
  company_id: number;
  as_of: string;
  consensus: string | null;
  top_consensus: string | null;
  vals: Record<string, number>;
  exchange: string;
  ticker: string;
  name: string;
  sector_id: number | null;
  industry_id: number | null;
  country: string;
  sector: string | null;
  industry: string | null;
}

/** The stored rows as the engine's companies, with the market date of the snapshot. */
export async function loadSnapshotCompanies(
  db: Kysely<DB>,
): Promise<{ companies: SnapshotCompany[]; asOf: string | null }> {
  const { rows } = await sql<Row>`
    SELECT s.company_id, s.as_of::text AS as_of, s.consensus, s.top_consensus, s.vals,
           c.exchange, c.ticker, c.name, c.sector_id, c.industry_id, c.country, se.name AS sector, i.name AS industry
    FROM screener_snapshot s
    JOIN companies c ON c.id = s.company_id
    LEFT JOIN sectors se ON se.id = c.sector_id
    LEFT JOIN industries i ON i.id = c.industry_id`.execute(db);
  const companies: SnapshotCompany[] = rows.map((r) => ({
    id: r.company_id,
    exchange: r.exchange,
    ticker: r.ticker,
    name: r.name,
    sectorId: r.sector_id,
    industryId: r.industry_id,
    sector: r.sector,
    industry: r.industry,
    country: r.country,
    consensus: r.consensus,
    topConsensus: r.top_consensus,
    values: r.vals,
  }));
  return { companies, asOf: rows[0]?.as_of ?? null };
}

export async function loadScreenerSnapshot(db: Kysely<DB>): Promise<ScreenerSnapshot> {
  const { companies, asOf } = await loadSnapshotCompanies(db);
  return new ScreenerSnapshot(companies, NUMERIC_FIELDS, asOf);
}
