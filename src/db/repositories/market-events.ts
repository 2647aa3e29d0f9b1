import { sql, type Kysely } from "kysely";
import type { MarketEventKind } from "../../domain/contracts/market-events";
import type { DB } from "../schema";

// Reads of market_events (written by src/market/company-events/events-step.ts) for a set of
// companies: newest first, paged, or the latest few per company.

export interface MarketEventRecord {
  id: number;
  date: string;
  kind: MarketEventKind;
  companyId: number;
  ticker: string;
  exchange: string;
  name: string;
  details: Record<string, unknown>;
}

export interface EventsFilter {
  companyIds: readonly number[];
  /** Kinds left out (Premium-only kinds for a free member). */
  withoutKinds: readonly MarketEventKind[];
  /** Only events dated after this day (a digest's "since the last one"), and up to `until`. */
  since?: string;
  until?: string;
}

function where(filter: EventsFilter) {
  return sql`e.company_id = ANY(${[...filter.companyIds]}::int[])
    ${filter.withoutKinds.length ? sql`AND e.kind <> ALL(${[...filter.withoutKinds]}::text[])` : sql``}
    ${filter.since ? sql`AND e.date > ${filter.since}::date` : sql``}
    ${filter.until ? sql`AND e.date <= ${filter.until}::date` : sql``}`;
}

const COLUMNS = sql`e.id, e.date::text AS date, e.kind, e.company_id AS "companyId", c.ticker, c.exchange, c.name, e.payload AS details`;

/** Newest first; one more than `limit` tells whether a next page exists. */
export async function listEvents(
  db: Kysely<DB>,
  filter: EventsFilter,
  limit: number,
  offset = 0,
): Promise<MarketEventRecord[]> {
  if (!filter.companyIds.length) return [];
  const r = await sql<MarketEventRecord>`
    SELECT ${COLUMNS} FROM market_events e JOIN companies c ON c.id = e.company_id
    WHERE ${where(filter)}
    ORDER BY e.date DESC, e.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return r.rows;
}

/** The latest `perCompany` events of each company, newest first within each. */
export async function listEventsPerCompany(
  db: Kysely<DB>,
  filter: EventsFilter,
  perCompany: number,
): Promise<MarketEventRecord[]> {
  if (!filter.companyIds.length) return [];
  const r = await sql<MarketEventRecord>`
    SELECT * FROM (
      SELECT ${COLUMNS}, row_number() OVER (PARTITION BY e.company_id ORDER BY e.date DESC, e.id DESC) AS n
      FROM market_events e JOIN companies c ON c.id = e.company_id
      WHERE ${where(filter)}) ranked
    WHERE n <= ${perCompany}
    ORDER BY "companyId", date DESC, id DESC`.execute(db);
  return r.rows.map(({ n: _n, ...row }: MarketEventRecord & { n?: unknown }) => row);
}
