import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import type { Exchange } from "./values";
import type { RowErrors } from "./row-errors";

// Finding and creating the companies that imported rows belong to.
//
// Matching: by (exchange, ticker) when the file knows the exchange, otherwise (or when that
// finds nothing) by ticker alone, since a US ticker belongs to one listing at a time.
//
// Merging: an import fills in what is unknown and never overwrites a value that is already
// known, so importing the same files again, in any order, changes nothing. Unknown means null,
// a name equal to the ticker (the placeholder of a company first seen in a price file) and, for
// country, the default. The one exception is the exchange: the SEC ticker file is the registry
// of listings, so it corrects the exchange of a company matched by ticker alone (the company
// moved, or its exchange was only the default of a file that names none). Other files set the
// exchange only of the companies they create; if they also corrected it, two files that
// disagree (a 2023 universe list and a 2025 SEC file) would flip it on every import.

/** A file of companies read: the companies, and the rows read, left out and refused. */
export interface ParsedCompanies {
  facts: CompanyFacts[];
  rowsRead: number;
  rowsSkipped: number;
  errors: RowErrors;
}

export interface CompanyFacts {
  ticker: string;
  exchange?: Exchange | null;
  name?: string | null;
  sectorId?: number | null;
  industryId?: number | null;
  cik?: number | null;
  description?: string | null;
  country?: string | null;
}

interface StoredCompany {
  id: number;
  exchange: Exchange;
  ticker: string;
  name: string;
  sector_id: number | null;
  industry_id: number | null;
  cik: number | null;
  description: string | null;
  country: string;
}

export interface UpsertOptions {
  /** The exchange of a company created from a fact without one. */
  defaultExchange: Exchange;
  /** Whether the facts' exchanges correct those of companies matched by ticker alone. */
  correctsExchange?: boolean;
}

export interface CompanyUpsert {
  /** Company id by ticker, for every fact given. */
  ids: Map<string, number>;
  created: number;
  updated: number;
}

const DEFAULT_COUNTRY = "United States";
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function pick(candidates: readonly StoredCompany[], exchange: Exchange | null | undefined): StoredCompany | undefined {
  const same = exchange ? candidates.find((c) => c.exchange === exchange) : undefined;
  // Several listings of one ticker are rare; the oldest row is the stable choice.
  return same ?? [...candidates].sort((a, b) => a.id - b.id)[0];
}

function merged(stored: StoredCompany, facts: CompanyFacts): StoredCompany {
  const next = { ...stored };
  if (facts.exchange && facts.exchange !== stored.exchange) next.exchange = facts.exchange;
  if (facts.name && stored.name === stored.ticker) next.name = facts.name;
  if (facts.sectorId != null && stored.sector_id == null) {
    next.sector_id = facts.sectorId;
    next.industry_id = facts.industryId ?? null;
  } else if (facts.industryId != null && stored.industry_id == null && stored.sector_id === facts.sectorId) {
    next.industry_id = facts.industryId;
  }
  if (facts.cik != null && stored.cik == null) next.cik = facts.cik;
  if (facts.description && stored.description == null) next.description = facts.description;
  if (facts.country && stored.country === DEFAULT_COUNTRY) next.country = facts.country;
  return next;
}

function differs(a: StoredCompany, b: StoredCompany): boolean {
  return (
    a.exchange !== b.exchange ||
    a.name !== b.name ||
    a.sector_id !== b.sector_id ||
    a.industry_id !== b.industry_id ||
    a.cik !== b.cik ||
    a.description !== b.description ||
    a.country !== b.country
  );
}

/** Creates or completes the companies of `facts` (one entry per ticker) and answers their ids. */
export async function upsertCompanies(
  trx: Transaction<DB>,
  facts: readonly CompanyFacts[],
  options: UpsertOptions,
): Promise<CompanyUpsert> {
  const byTicker = new Map<string, StoredCompany[]>();
  for (const part of chunks([...new Set(facts.map((f) => f.ticker))], 5000)) {
    const rows = await trx
      .selectFrom("companies")
      .select(["id", "exchange", "ticker", "name", "sector_id", "industry_id", "cik", "description", "country"])
      .where("ticker", "in", part)
      .execute();
    for (const row of rows) {
      const list = byTicker.get(row.ticker) ?? [];
      list.push(row);
      byTicker.set(row.ticker, list);
    }
  }

  const ids = new Map<string, number>();
  const changed: StoredCompany[] = [];
  const missing: CompanyFacts[] = [];
  for (const f of facts) {
    const found = pick(byTicker.get(f.ticker) ?? [], f.exchange);
    if (!found) {
      missing.push(f);
      continue;
    }
    ids.set(f.ticker, found.id);
    const next = merged(found, options.correctsExchange ? f : { ...f, exchange: null });
    if (differs(found, next)) changed.push(next);
  }

  for (const part of chunks(changed)) {
    // One statement per thousand companies instead of one per company.
    const values = part.map(
      (c) =>
        sql`(${c.id}::int, ${c.exchange}::text, ${c.name}::text, ${c.sector_id}::smallint, ${c.industry_id}::smallint, ${c.cik}::int, ${c.description}::text, ${c.country}::text)`,
    );
    await sql`
      UPDATE companies AS c
      SET exchange = v.exchange, name = v.name, sector_id = v.sector_id, industry_id = v.industry_id,
          cik = v.cik, description = v.description, country = v.country
      FROM (VALUES ${sql.join(values)}) AS v (id, exchange, name, sector_id, industry_id, cik, description, country)
      WHERE c.id = v.id`.execute(trx);
  }

  for (const part of chunks(missing)) {
    const rows = await trx
      .insertInto("companies")
      .values(
        part.map((f) => ({
          exchange: f.exchange ?? options.defaultExchange,
          ticker: f.ticker,
          name: f.name ?? f.ticker,
          sector_id: f.sectorId ?? null,
          industry_id: f.sectorId != null ? (f.industryId ?? null) : null,
          cik: f.cik ?? null,
          description: f.description ?? null,
          country: f.country ?? DEFAULT_COUNTRY,
          source: "import" as const,
        })),
      )
      .returning(["id", "ticker"])
      .execute();
    for (const row of rows) ids.set(row.ticker, row.id);
  }

  return { ids, created: missing.length, updated: changed.length };
}
