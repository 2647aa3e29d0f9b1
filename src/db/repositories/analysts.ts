import { sql, type Kysely } from "kysely";
import type { AnalystRating, DB } from "../schema";

// Reads behind the analysts' ranking and profiles. The ranking itself is written by the
// analyst-ranking step of the market pipeline (analyst_scores, analyst_call_outcomes); these are
// the queries the API and the pages make of it, each bounded by a page or an analyst.

export type AnalystOrder = "rank" | "score" | "success_rate" | "avg_return" | "calls" | "latest_call" | "name";

export interface AnalystListFilter {
  sectorId?: number;
  firmId?: number;
  minCalls?: number;
  /** Part of the name, matched case-insensitively. */
  nameContains?: string;
}

export interface AnalystScoreRow {
  id: number;
  name: string;
  firmId: number;
  firmName: string;
  sectorId: number | null;
  sectorSlug: string | null;
  sectorName: string | null;
  asOf: string;
  ratings: number;
  calls: number;
  successes: number;
  successRate: number | null;
  avgReturn: number | null;
  targetHitRate: number | null;
  score: number;
  rank: number | null;
  rankSector: number | null;
  rankFirm: number | null;
  rankedCount: number;
  sectorRankedCount: number | null;
  firmRankedCount: number | null;
  percentile: number | null;
  isTop: boolean;
  latestRatedOn: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function scoresQuery(db: Kysely<DB>) {
  return db
    .selectFrom("analyst_scores as s")
    .innerJoin("analysts as a", "a.id", "s.analyst_id")
    .innerJoin("analyst_firms as f", "f.id", "a.firm_id")
    .leftJoin("sectors as sec", "sec.id", "s.sector_id");
}

function filtered(db: Kysely<DB>, filter: AnalystListFilter) {
  let q = scoresQuery(db);
  if (filter.sectorId !== undefined) q = q.where("s.sector_id", "=", filter.sectorId);
  if (filter.firmId !== undefined) q = q.where("a.firm_id", "=", filter.firmId);
  if (filter.minCalls !== undefined && filter.minCalls > 0) q = q.where("s.calls", ">=", filter.minCalls);
  if (filter.nameContains) q = q.where("a.name", "ilike", `%${escapeLike(filter.nameContains)}%`);
  return q;
}

const ORDER_SQL: Record<AnalystOrder, string> = {
  rank: "s.rank",
  score: "s.score",
  success_rate: "s.success_rate",
  avg_return: "s.avg_return",
  calls: "s.calls",
  latest_call: "s.latest_rated_on",
  name: "lower(a.name)",
};

export async function countAnalysts(db: Kysely<DB>, filter: AnalystListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((e) => e.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of analysts; missing values sort last whichever the direction, ties by id. */
export async function listAnalystScores(
  db: Kysely<DB>,
  filter: AnalystListFilter,
  order: { by: AnalystOrder; direction: "asc" | "desc" },
  page: { offset: number; limit: number },
): Promise<AnalystScoreRow[]> {
  const column = sql.raw(ORDER_SQL[order.by]);
  const direction = sql.raw(order.direction === "asc" ? "ASC" : "DESC");
  // Unranked analysts follow the ranked ones in rank order, best score first.
  const then = order.by === "rank" ? sql`, s.score DESC` : sql``;
  return selectScore(filtered(db, filter))
    .orderBy(sql`${column} ${direction} NULLS LAST${then}, a.id ASC`)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

function selectScore(q: ReturnType<typeof scoresQuery>) {
  return q.select([
    "a.id",
    "a.name",
    "a.firm_id as firmId",
    "f.name as firmName",
    "s.sector_id as sectorId",
    "sec.slug as sectorSlug",
    "sec.name as sectorName",
    sql<string>`s.as_of::text`.as("asOf"),
    "s.ratings",
    "s.calls",
    "s.successes",
    "s.success_rate as successRate",
    "s.avg_return as avgReturn",
    "s.target_hit_rate as targetHitRate",
    "s.score",
    "s.rank",
    "s.rank_sector as rankSector",
    "s.rank_firm as rankFirm",
    "s.ranked_count as rankedCount",
    "s.sector_ranked_count as sectorRankedCount",
    "s.firm_ranked_count as firmRankedCount",
    "s.percentile",
    "s.is_top as isTop",
    sql<string | null>`s.latest_rated_on::text`.as("latestRatedOn"),
  ]);
}

export async function findAnalystScore(db: Kysely<DB>, id: number): Promise<AnalystScoreRow | undefined> {
  return selectScore(scoresQuery(db)).where("a.id", "=", id).executeTakeFirst();
}

/** The ranking's date and how many analysts it ranks; undefined before the step has run. */
export async function rankingSummary(db: Kysely<DB>): Promise<{ asOf: string; rankedCount: number } | undefined> {
  const row = await db
    .selectFrom("analyst_scores")
    .select([sql<string>`max(as_of)::text`.as("asOf"), sql<string>`count(rank)`.as("ranked")])
    .executeTakeFirst();
  if (!row?.asOf) return undefined;
  return { asOf: row.asOf, rankedCount: Number(row.ranked) };
}

export interface LatestCallRow {
  analystId: number;
  date: string;
  rating: AnalystRating;
  companyName: string;
  ticker: string;
  exchange: string;
}

/** Each analyst's latest rating up to the ranking's date. */
export async function latestCalls(db: Kysely<DB>, analystIds: number[], asOf: string): Promise<LatestCallRow[]> {
  if (analystIds.length === 0) return [];
  const { rows } = await sql<LatestCallRow>`
    SELECT DISTINCT ON (r.analyst_id) r.analyst_id AS "analystId", r.rated_on::text AS date, r.rating,
           c.name AS "companyName", c.ticker, c.exchange
    FROM analyst_ratings r JOIN companies c ON c.id = r.company_id
    WHERE r.analyst_id = ANY(${analystIds}::int[]) AND r.rated_on <= ${asOf}::date
    ORDER BY r.analyst_id, r.rated_on DESC, r.id DESC`.execute(db);
  return rows;
}

/** Sectors and firms that have ranked-or-not analysts, with how many (the list's filters). */
export async function analystFilterOptions(db: Kysely<DB>) {
  const [sectors, firms] = await Promise.all([
    db
      .selectFrom("analyst_scores as s")
      .innerJoin("sectors as sec", "sec.id", "s.sector_id")
      .select(["sec.id", "sec.slug", "sec.name", sql<string>`count(*)`.as("n")])
      .groupBy(["sec.id", "sec.slug", "sec.name"])
      .orderBy("sec.name")
      .execute(),
    db
      .selectFrom("analyst_scores as s")
      .innerJoin("analyst_firms as f", "f.id", "s.firm_id")
      .select(["f.id", "f.name", sql<string>`count(*)`.as("n")])
      .groupBy(["f.id", "f.name"])
      .orderBy("f.name")
      .execute(),
  ]);
  return {
    sectors: sectors.map((s) => ({ id: s.id, slug: s.slug, name: s.name, analysts: Number(s.n) })),
    firms: firms.map((f) => ({ id: f.id, name: f.name, analysts: Number(f.n) })),
  };
}

export async function findSectorBySlug(db: Kysely<DB>, slug: string) {
  return db.selectFrom("sectors").select(["id", "slug", "name"]).where("slug", "=", slug).executeTakeFirst();
}

export async function findFirm(db: Kysely<DB>, id: number) {
  return db.selectFrom("analyst_firms").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
}

export interface CallOutcomeRow {
  ratedOn: string;
  rating: AnalystRating;
  direction: number;
  priceTarget: number | null;
  priceAtCall: number | null;
  return12m: number | null;
  callReturn: number | null;
  success: boolean | null;
  targetHit: boolean | null;
  outcomeKnownOn: string | null;
  companyName: string;
  ticker: string;
  exchange: string;
  sectorSlug: string | null;
  sectorName: string | null;
}

/** Every call the ranking judged or will judge, oldest first. */
export async function callOutcomes(db: Kysely<DB>, analystId: number): Promise<CallOutcomeRow[]> {
  return db
    .selectFrom("analyst_call_outcomes as o")
    .innerJoin("companies as c", "c.id", "o.company_id")
    .leftJoin("sectors as sec", "sec.id", "o.sector_id")
    .select([
      sql<string>`o.rated_on::text`.as("ratedOn"),
      "o.rating",
      "o.direction",
      "o.price_target as priceTarget",
      "o.price_at_call as priceAtCall",
      "o.return_12m as return12m",
      "o.call_return as callReturn",
      "o.success",
      "o.target_hit as targetHit",
      sql<string | null>`o.outcome_known_on::text`.as("outcomeKnownOn"),
      "c.name as companyName",
      "c.ticker",
      "c.exchange",
      "sec.slug as sectorSlug",
      "sec.name as sectorName",
    ])
    .where("o.analyst_id", "=", analystId)
    .orderBy("o.rated_on")
    .orderBy("o.rating_id")
    .execute();
}

export interface CurrentRatingRow {
  ratedOn: string;
  rating: AnalystRating;
  priceTarget: number | null;
  companyName: string;
  ticker: string;
  exchange: string;
  price: number | null;
}

/** The analyst's latest rating of each company rated in the 12 months up to `asOf`, newest first. */
export async function currentRatings(db: Kysely<DB>, analystId: number, asOf: string): Promise<CurrentRatingRow[]> {
  const { rows } = await sql<CurrentRatingRow>`
    SELECT * FROM (
      SELECT DISTINCT ON (r.company_id) r.rated_on::text AS "ratedOn", r.rating, r.price_target AS "priceTarget",
             c.name AS "companyName", c.ticker, c.exchange,
             (cr.quote->>'price')::double precision AS price
      FROM analyst_ratings r
      JOIN companies c ON c.id = r.company_id
      LEFT JOIN company_research cr ON cr.company_id = r.company_id
      WHERE r.analyst_id = ${analystId} AND r.rated_on <= ${asOf}::date
        AND r.rated_on > ${asOf}::date - interval '12 months' AND c.delisted_on IS NULL
      ORDER BY r.company_id, r.rated_on DESC, r.id DESC
    ) latest
    ORDER BY "ratedOn" DESC, ticker`.execute(db);
  return rows;
}

export interface CompanyTopAnalystsRow {
  asOf: string;
  analysts: number;
  consensus: AnalystRating;
  consensusScore: number;
  priceTarget: number | null;
  upside: number | null;
}

/** A company's top analysts' consensus, count and target upside (Premium: read only for Premium sessions). */
export async function findCompanyTopAnalysts(
  db: Kysely<DB>,
  companyId: number,
): Promise<CompanyTopAnalystsRow | undefined> {
  return db
    .selectFrom("company_top_analysts")
    .select([
      sql<string>`as_of::text`.as("asOf"),
      "analysts",
      "consensus",
      "consensus_score as consensusScore",
      "price_target as priceTarget",
      "upside",
    ])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

/** The ranking's date and the market's date, from which the current calls are counted (either null before it exists). */
export async function rankingAndMarketDates(
  db: Kysely<DB>,
): Promise<{ rankingAsOf: string | null; marketAsOf: string | null }> {
  const { rows } = await sql<{ key: string; day: string | null }>`
    SELECT key, value #>> '{}' AS day FROM market_meta WHERE key IN ('as_of', 'analyst_ranking_as_of')`.execute(db);
  const day = (key: string) => rows.find((r) => r.key === key)?.day?.slice(0, 10) ?? null;
  return { rankingAsOf: day("analyst_ranking_as_of"), marketAsOf: day("as_of") };
}
