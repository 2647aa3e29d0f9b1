import { sql, type Kysely, type Transaction } from "kysely";
import type { AnalystRating, DB } from "../schema";

// The analysts a member follows (migration 0017) and their calls. Every query names the member:
// another member's follows are never read through an analyst id alone.

export type Executor = Kysely<DB> | Transaction<DB>;

export interface AnalystCallRecord {
  id: number;
  date: string;
  analystId: number;
  analystName: string;
  firmName: string;
  companyId: number;
  ticker: string;
  exchange: string;
  companyName: string;
  rating: AnalystRating;
  priceTarget: number | null;
  previousRating: AnalystRating | null;
  previousPriceTarget: number | null;
}

export interface FollowedAnalystRecord {
  id: number;
  name: string;
  firmId: number;
  firmName: string;
  position: number;
  followedAt: Date;
  callCount: number;
  latestCall: AnalystCallRecord | null;
}

export type FollowedSort = "position" | "name" | "firm" | "followed" | "latest_call";

const ORDER: Record<FollowedSort, string> = {
  position: "fa.position",
  name: "a.name",
  firm: "f.name",
  followed: "fa.created_at",
  latest_call: "lc.rated_on",
};

/** A call with what the same analyst said last about the company (point in time: only earlier calls). */
const CALL_COLUMNS = sql`
  r.id::int AS id, r.rated_on::text AS date, r.analyst_id AS "analystId", a.name AS "analystName",
  f.name AS "firmName", r.company_id AS "companyId", c.ticker, c.exchange, c.name AS "companyName",
  r.rating, r.price_target::float8 AS "priceTarget",
  p.rating AS "previousRating", p.price_target::float8 AS "previousPriceTarget"`;
const PREVIOUS_CALL = sql`
  LEFT JOIN LATERAL (
    SELECT q.rating, q.price_target FROM analyst_ratings q
    WHERE q.analyst_id = r.analyst_id AND q.company_id = r.company_id
      AND (q.rated_on, q.id) < (r.rated_on, r.id)
    ORDER BY q.rated_on DESC, q.id DESC LIMIT 1
  ) p ON true`;

/** The market's date: calls dated after it are not known yet (an import can hold them). */
const MARKET_DATE = sql`coalesce((SELECT (m.value #>> '{}')::date FROM market_meta m WHERE m.key = 'as_of'), 'infinity'::date)`;

interface Row extends Omit<FollowedAnalystRecord, "latestCall"> {
  call: AnalystCallRecord | null;
}

/** The member's followed analysts (one page), each with their call count and latest call. */
export async function listFollowed(
  db: Executor,
  userId: number,
  options: { sort?: FollowedSort; descending?: boolean; limit?: number; offset?: number; analystIds?: number[] } = {},
): Promise<FollowedAnalystRecord[]> {
  const sort = sql.raw(
    `${ORDER[options.sort ?? "position"]} ${options.descending ? "DESC NULLS LAST" : "ASC NULLS LAST"}`,
  );
  const only = options.analystIds ? sql`AND fa.analyst_id = ANY(${options.analystIds}::int[])` : sql``;
  const { rows } = await sql<Row>`
    SELECT a.id, a.name, f.id AS "firmId", f.name AS "firmName", fa.position, fa.created_at AS "followedAt",
           (SELECT count(*)::int FROM analyst_ratings n WHERE n.analyst_id = a.id AND n.rated_on <= md.d) AS "callCount",
           (SELECT to_jsonb(x) FROM (
              SELECT ${CALL_COLUMNS}
              FROM analyst_ratings r JOIN companies c ON c.id = r.company_id ${PREVIOUS_CALL}
              WHERE r.analyst_id = a.id AND r.rated_on <= md.d
              ORDER BY r.rated_on DESC, r.id DESC LIMIT 1) x) AS call
    FROM followed_analysts fa
    JOIN analysts a ON a.id = fa.analyst_id
    JOIN analyst_firms f ON f.id = a.firm_id
    CROSS JOIN (SELECT ${MARKET_DATE} AS d) md
    LEFT JOIN LATERAL (
      SELECT max(rated_on) AS rated_on FROM analyst_ratings l WHERE l.analyst_id = a.id AND l.rated_on <= md.d
    ) lc ON true
    WHERE fa.user_id = ${userId} ${only}
    ORDER BY ${sort}, fa.position, a.id
    LIMIT ${options.limit ?? 1_000_000} OFFSET ${options.offset ?? 0}`.execute(db);
  return rows.map(({ call, ...rest }) => ({ ...rest, latestCall: call }));
}

export async function countFollowed(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("followed_analysts")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids among these that are analysts. */
export async function existingAnalysts(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("analysts").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Locks the member's row: follows, reorders and onboarding take turns per member (the limit). */
export async function lockMemberFollows(trx: Transaction<DB>, userId: number): Promise<number[]> {
  await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
  const rows = await trx
    .selectFrom("followed_analysts")
    .select("analyst_id")
    .where("user_id", "=", userId)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.analyst_id);
}

/** Follows the analysts after those followed already; ones followed already keep their place. */
export async function insertFollows(db: Executor, userId: number, analystIds: number[]): Promise<void> {
  if (analystIds.length === 0) return;
  await sql`
    INSERT INTO followed_analysts (user_id, analyst_id, position)
    SELECT ${userId}, t.id, coalesce((SELECT max(position) + 1 FROM followed_analysts WHERE user_id = ${userId}), 0) + t.ord - 1
    FROM unnest(${analystIds}::int[]) WITH ORDINALITY AS t(id, ord)
    ON CONFLICT (user_id, analyst_id) DO NOTHING`.execute(db);
}

/** Unfollows; the ids that were followed and no longer are. */
export async function deleteFollows(db: Executor, userId: number, analystIds: number[]): Promise<number[]> {
  if (analystIds.length === 0) return [];
  const rows = await db
    .deleteFrom("followed_analysts")
    .where("user_id", "=", userId)
    .where("analyst_id", "in", analystIds)
    .returning("analyst_id")
    .execute();
  return rows.map((r) => r.analyst_id);
}

/** Sets the order: `analystIds` is every followed id once. */
export async function setFollowOrder(db: Executor, userId: number, analystIds: number[]): Promise<void> {
  await sql`
    UPDATE followed_analysts fa SET position = t.ord - 1
    FROM unnest(${analystIds}::int[]) WITH ORDINALITY AS t(id, ord)
    WHERE fa.user_id = ${userId} AND fa.analyst_id = t.id`.execute(db);
}

/** The followed analysts' calls, newest first, dated after `since` (when given) and up to `until`. */
export async function listFollowedCalls(
  db: Executor,
  userId: number,
  options: { since?: string | null; until?: string | null; before?: string | null; limit: number; offset?: number },
): Promise<AnalystCallRecord[]> {
  const since = options.since ? sql`AND r.rated_on > ${options.since}::date` : sql``;
  const until = options.until ? sql`AND r.rated_on <= ${options.until}::date` : sql``;
  const before = options.before ? sql`AND r.rated_on < ${options.before}::date` : sql``;
  const { rows } = await sql<AnalystCallRecord>`
    SELECT ${CALL_COLUMNS}
    FROM followed_analysts fa
    JOIN analyst_ratings r ON r.analyst_id = fa.analyst_id
    JOIN analysts a ON a.id = r.analyst_id
    JOIN analyst_firms f ON f.id = a.firm_id
    JOIN companies c ON c.id = r.company_id
    ${PREVIOUS_CALL}
    WHERE fa.user_id = ${userId} ${since} ${until} ${before}
    ORDER BY r.rated_on DESC, r.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`.execute(db);
  return rows;
}

export interface FollowStats {
  count: number;
  firms: number;
  callsLast30Days: number;
  latestCallDate: string | null;
}

export async function followStats(db: Executor, userId: number, asOf: string | null): Promise<FollowStats> {
  const { rows } = await sql<FollowStats>`
    SELECT count(*)::int AS count, count(DISTINCT a.firm_id)::int AS firms,
      coalesce(sum((SELECT count(*) FROM analyst_ratings r WHERE r.analyst_id = fa.analyst_id
        AND r.rated_on > coalesce(${asOf}::date, current_date) - 30
        AND r.rated_on <= coalesce(${asOf}::date, current_date))), 0)::int AS "callsLast30Days",
      (SELECT max(r.rated_on)::text FROM analyst_ratings r JOIN followed_analysts g ON g.analyst_id = r.analyst_id
        WHERE g.user_id = ${userId} AND r.rated_on <= ${MARKET_DATE}) AS "latestCallDate"
    FROM followed_analysts fa JOIN analysts a ON a.id = fa.analyst_id
    WHERE fa.user_id = ${userId}`.execute(db);
  return rows[0] ?? { count: 0, firms: 0, callsLast30Days: 0, latestCallDate: null };
}

/**
 * Analysts to suggest at onboarding: the most followed, then the best ranked by the analyst
 * ranking (analyst_scores, decision 026), then those with the most calls in the market's last year.
 */
export async function suggestAnalysts(
  db: Executor,
  asOf: string | null,
  limit: number,
): Promise<{ id: number; name: string; firmName: string; callCount: number; followers: number }[]> {
  const { rows } = await sql<{ id: number; name: string; firmName: string; callCount: number; followers: number }>`
    WITH calls AS (
      SELECT analyst_id, count(*)::int AS n FROM analyst_ratings
      WHERE rated_on > coalesce(${asOf}::date, current_date) - 365 AND rated_on <= coalesce(${asOf}::date, current_date)
      GROUP BY analyst_id
    ), followers AS (
      SELECT analyst_id, count(*)::int AS n FROM followed_analysts GROUP BY analyst_id
    )
    SELECT a.id, a.name, f.name AS "firmName", coalesce(c.n, 0) AS "callCount", coalesce(fo.n, 0) AS followers
    FROM analysts a JOIN analyst_firms f ON f.id = a.firm_id
    LEFT JOIN calls c ON c.analyst_id = a.id
    LEFT JOIN followers fo ON fo.analyst_id = a.id
    LEFT JOIN analyst_scores s ON s.analyst_id = a.id
    WHERE c.n IS NOT NULL OR fo.n IS NOT NULL OR s.rank IS NOT NULL
    ORDER BY coalesce(fo.n, 0) DESC, s.rank ASC NULLS LAST, coalesce(c.n, 0) DESC, a.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

export async function digestSubscription(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("subscribed_to_followed_analysts")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.subscribed_to_followed_analysts ?? false;
}

export async function setDigestSubscription(db: Executor, userId: number, subscribed: boolean): Promise<void> {
  await db.updateTable("users").set({ subscribed_to_followed_analysts: subscribed }).where("id", "=", userId).execute();
}
