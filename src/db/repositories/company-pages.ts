import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";

// Reads behind the company pages: the company by its listing, its stored research row, and the
// short lists the subpages show. Each is one indexed query.

export interface CompanyRow {
  id: number;
  exchange: string;
  ticker: string;
  name: string;
  description: string | null;
  country: string;
  source: "demo" | "import";
  delistedOn: string | null;
  delistingReason: string | null;
  sectorName: string | null;
  sectorSlug: string | null;
  industryName: string | null;
  industrySlug: string | null;
  /** False when no price and no statement is held for the company (an SEC-file entry alone). */
  hasMarketData: boolean;
}

export async function findCompanyByListing(
  db: Kysely<DB>,
  exchange: string,
  ticker: string,
): Promise<CompanyRow | undefined> {
  const row = await db
    .selectFrom("companies as c")
    .leftJoin("sectors as s", "s.id", "c.sector_id")
    .leftJoin("industries as i", "i.id", "c.industry_id")
    .select([
      "c.id",
      "c.exchange",
      "c.ticker",
      "c.name",
      "c.description",
      "c.country",
      "c.source",
      sql<string | null>`c.delisted_on::text`.as("delistedOn"),
      "c.delisting_reason as delistingReason",
      "s.name as sectorName",
      "s.slug as sectorSlug",
      "i.name as industryName",
      "i.slug as industrySlug",
      sql<boolean>`(EXISTS (SELECT 1 FROM price_years p WHERE p.company_id = c.id)
                    OR EXISTS (SELECT 1 FROM fundamentals f WHERE f.company_id = c.id))`.as("hasMarketData"),
    ])
    .where(sql<string>`c.exchange`, "=", exchange.toUpperCase())
    .where("c.ticker", "=", ticker.toUpperCase())
    .executeTakeFirst();
  return row;
}

export interface ResearchRow {
  asOf: string;
  quote: unknown;
  statistics: unknown;
  checks: unknown;
  scores: unknown;
  valuation: unknown;
  forecast: unknown;
  dividends: unknown;
  ownership: unknown;
}

export async function findResearch(db: Kysely<DB>, companyId: number): Promise<ResearchRow | undefined> {
  return db
    .selectFrom("company_research")
    .select([
      sql<string>`as_of::text`.as("asOf"),
      "quote",
      "statistics",
      "checks",
      "scores",
      "valuation",
      "forecast",
      "dividends",
      "ownership",
    ])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

/** The quote alone, for subpages (the header's price), from the stored research. */
export async function findQuote(db: Kysely<DB>, companyId: number): Promise<unknown> {
  const row = await db
    .selectFrom("company_research")
    .select("quote")
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return row?.quote ?? null;
}

export async function latestEstimates(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom("analyst_estimates")
    .select([
      "forecast_year as fiscalYear",
      sql<string>`as_of::text`.as("asOf"),
      "eps",
      "revenue",
      "eps_growth as epsGrowth",
      "revenue_growth as revenueGrowth",
      "return_on_equity as returnOnEquity",
      "return_on_assets as returnOnAssets",
    ])
    .where("company_id", "=", companyId)
    .where("as_of", "=", (eb) =>
      eb
        .selectFrom("analyst_estimates")
        .select((e) => e.fn.max("as_of").as("m"))
        .where("company_id", "=", companyId),
    )
    .orderBy("forecast_year")
    .execute();
}

export async function recentRatings(db: Kysely<DB>, companyId: number, limit: number) {
  return db
    .selectFrom("analyst_ratings as r")
    .innerJoin("analysts as a", "a.id", "r.analyst_id")
    .innerJoin("analyst_firms as f", "f.id", "a.firm_id")
    .select([
      sql<string>`r.rated_on::text`.as("date"),
      "a.name as analyst",
      "f.name as firm",
      "r.rating",
      "r.price_target as priceTarget",
    ])
    .where("r.company_id", "=", companyId)
    .orderBy("r.rated_on", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
}

export async function recentQuarters(db: Kysely<DB>, companyId: number, limit: number) {
  return db
    .selectFrom("fundamentals")
    .select([
      "fiscal_year as fiscalYear",
      "fiscal_quarter as fiscalQuarter",
      sql<string>`period_end::text`.as("periodEnd"),
      sql<string>`filed_on::text`.as("reported"),
      "eps",
      "revenue",
      "net_income as netIncome",
    ])
    .where("company_id", "=", companyId)
    .where("period", "=", "Q")
    .where("superseded_on", "is", null)
    .orderBy("period_end", "desc")
    .limit(limit)
    .execute();
}

export async function annualReports(db: Kysely<DB>, companyId: number, limit: number) {
  return db
    .selectFrom("fundamentals")
    .select([
      "fiscal_year as fiscalYear",
      sql<string>`filed_on::text`.as("reported"),
      "eps",
      "revenue",
      "net_income as netIncome",
    ])
    .where("company_id", "=", companyId)
    .where("period", "=", "A")
    .where("superseded_on", "is", null)
    .orderBy("period_end", "desc")
    .limit(limit)
    .execute();
}

/** Each annual report's EPS against the last estimate for that year made before it was filed. */
export async function earningsSurprises(db: Kysely<DB>, companyId: number, limit: number) {
  const { rows } = await sql<{
    fiscalYear: number;
    reported: string;
    estimateAsOf: string;
    estimate: number;
    actual: number;
  }>`
    SELECT f.fiscal_year AS "fiscalYear", f.filed_on::text AS reported, e.as_of::text AS "estimateAsOf",
      e.eps AS estimate, f.eps AS actual
    FROM fundamentals f
    JOIN LATERAL (
      SELECT as_of, eps FROM analyst_estimates
      WHERE company_id = f.company_id AND forecast_year = f.fiscal_year AND as_of < f.filed_on AND eps IS NOT NULL
      ORDER BY as_of DESC LIMIT 1
    ) e ON true
    WHERE f.company_id = ${companyId} AND f.period = 'A' AND f.eps IS NOT NULL
      -- The surprise is the one of the day it was reported: the first version, not a restatement.
      AND NOT EXISTS (SELECT 1 FROM fundamentals o WHERE o.company_id = f.company_id AND o.period = 'A'
                      AND o.period_end = f.period_end AND o.filed_on < f.filed_on)
    ORDER BY f.period_end DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}

export async function nextEarnings(db: Kysely<DB>, companyId: number, after: string) {
  return db
    .selectFrom("earnings_dates")
    .select([sql<string>`report_date::text`.as("date"), "fiscal_year as fiscalYear", "fiscal_quarter as fiscalQuarter"])
    .where("company_id", "=", companyId)
    .where(sql<string>`report_date::text`, ">", after)
    .orderBy("report_date")
    .limit(1)
    .executeTakeFirst();
}

/** The company's splits, oldest first: per-share figures are shown in today's shares (decision 031). */
export async function companySplits(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom("splits")
    .select([sql<string>`ex_date::text`.as("exDate"), "ratio"])
    .where("company_id", "=", companyId)
    .orderBy("ex_date")
    .execute();
}

export async function recentDividends(db: Kysely<DB>, companyId: number, limit: number) {
  return db
    .selectFrom("dividends")
    .select([
      sql<string>`ex_date::text`.as("exDate"),
      sql<string | null>`pay_date::text`.as("payDate"),
      "amount",
      sql<boolean>`source = 'statement'`.as("datedByFiling"),
    ])
    .where("company_id", "=", companyId)
    .orderBy("ex_date", "desc")
    .limit(limit)
    .execute();
}

export async function recentInsiderTrades(db: Kysely<DB>, companyId: number, limit: number) {
  return db
    .selectFrom("insider_transactions")
    .select([
      sql<string>`traded_on::text`.as("date"),
      "insider",
      "role",
      sql<number>`shares::float8`.as("shares"),
      "price",
    ])
    .where("company_id", "=", companyId)
    .orderBy("traded_on", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
