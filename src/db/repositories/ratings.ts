import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";

// Reads behind the Zen Rating pages: a company's latest rating and packed history, the stored
// run summary, and the ratings of every listed company with its industry and sector.

export interface LatestRatingRow {
  asOf: string;
  score: number;
  grade: "A" | "B" | "C" | "D" | "F";
  components: unknown;
}

export async function findLatestRating(db: Kysely<DB>, companyId: number): Promise<LatestRatingRow | undefined> {
  return db
    .selectFrom("ratings_latest")
    .select([sql<string>`as_of::text`.as("asOf"), "score", "grade", "components"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

export async function findRatingHistory(db: Kysely<DB>, companyId: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom("rating_history")
    .select("data")
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return row?.data ?? null;
}

/** The company's factor snapshots of the latest rating date and of a month before (decision 038). */
export async function findRatingFactors(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom("rating_factors")
    .select([
      sql<string>`as_of::text`.as("asOf"),
      "data",
      sql<string | null>`previous_as_of::text`.as("previousAsOf"),
      "previous",
    ])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

export async function findRatingRun(
  db: Kysely<DB>,
): Promise<{ asOf: string; summary: unknown; computedAt: Date } | undefined> {
  return db
    .selectFrom("rating_runs")
    .select([sql<string>`as_of::text`.as("asOf"), "summary", "computed_at as computedAt"])
    .where("id", "=", "latest")
    .executeTakeFirst();
}

export interface RatedCompanyRow {
  id: number;
  name: string;
  ticker: string;
  exchange: string;
  industryId: number | null;
  industrySlug: string | null;
  industryName: string | null;
  sectorId: number | null;
  sectorSlug: string | null;
  sectorName: string | null;
  score: number | null;
  grade: "A" | "B" | "C" | "D" | "F" | null;
  price: number | null;
  marketCap: number | null;
}

/** Every listed company with its rating (null when unrated), best first. */
export async function listRatedCompanies(db: Kysely<DB>, where?: { industryId?: number; sectorId?: number }) {
  let q = db
    .selectFrom("companies as c")
    .leftJoin("ratings_latest as r", "r.company_id", "c.id")
    .leftJoin("company_research as cr", "cr.company_id", "c.id")
    .leftJoin("industries as i", "i.id", "c.industry_id")
    .leftJoin("sectors as s", "s.id", "c.sector_id")
    .select([
      "c.id",
      "c.name",
      "c.ticker",
      "c.exchange",
      "c.industry_id as industryId",
      "i.slug as industrySlug",
      "i.name as industryName",
      "c.sector_id as sectorId",
      "s.slug as sectorSlug",
      "s.name as sectorName",
      "r.score",
      "r.grade",
      sql<number | null>`(cr.quote->>'price')::float8`.as("price"),
      "cr.market_cap as marketCap",
    ])
    .where("c.delisted_on", "is", null);
  if (where?.industryId !== undefined) q = q.where("c.industry_id", "=", where.industryId);
  if (where?.sectorId !== undefined) q = q.where("c.sector_id", "=", where.sectorId);
  return q
    .orderBy(sql`r.score DESC NULLS LAST`)
    .orderBy("c.id")
    .execute() as Promise<RatedCompanyRow[]>;
}

export async function findGroupBySlug(db: Kysely<DB>, kind: "industry" | "sector", slug: string) {
  if (kind === "industry")
    return db.selectFrom("industries").select(["id", "slug", "name"]).where("slug", "=", slug).executeTakeFirst();
  return db.selectFrom("sectors").select(["id", "slug", "name"]).where("slug", "=", slug).executeTakeFirst();
}

export async function marketSource(db: Kysely<DB>): Promise<"demo" | "import" | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", "source").executeTakeFirst();
  return row?.value === "demo" || row?.value === "import" ? row.value : null;
}
