import { once } from "node:events";
import type { Kysely } from "kysely";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { DB } from "../../db/schema";
import { dayOf, isoOf } from "../../domain/analysts/dates";
import { RankingBuilder, type Ranking } from "../../domain/analysts/ranking";
import { firstPriceDay, loadAnalysts, loadCompanies, loadRatings, loadSeries } from "./load";

// The analyst-ranking step of the market pipeline (decision 026): every rating's outcome,
// every analyst's score and ranks, and every company's top-analyst consensus at the market's
// date, computed from the tables the product holds (the demo market and imported data alike;
// without ratings it writes empty tables) and written whole in one transaction.

const BATCH = 250;

async function meta(db: Kysely<DB>, key: string): Promise<string | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", key).executeTakeFirst();
  return typeof row?.value === "string" ? row.value : null;
}

/** The ranking is missing or older than the market. */
export async function analystRankingIsStale(db: Kysely<DB>): Promise<boolean> {
  const [asOf, rankedAsOf] = await Promise.all([meta(db, "as_of"), meta(db, "analyst_ranking_as_of")]);
  return asOf !== null && asOf !== rankedAsOf;
}

/** The date of the ranking stored (market_meta 'analyst_ranking_as_of'), or null. */
export const analystRankingAsOf = (db: Kysely<DB>) => meta(db, "analyst_ranking_as_of");

/** Computes the ranking at `asOf` from what the database holds, reading nothing dated after it. */
export async function computeAnalystRanking(
  db: Kysely<DB>,
  asOf: string,
  onProgress?: (done: number, total: number) => void,
): Promise<Ranking> {
  const last = dayOf(asOf);
  const [companies, analysts, ratings, first] = await Promise.all([
    loadCompanies(db),
    loadAnalysts(db),
    loadRatings(db, asOf),
    firstPriceDay(db),
  ]);
  const builder = new RankingBuilder(last, first ?? last);
  // The next batch is read while this one is measured.
  let next =
    companies.length > 0
      ? loadSeries(
          db,
          companies.slice(0, BATCH).map((c) => c.id),
          asOf,
        )
      : null;
  for (let b = 0; b < companies.length; b += BATCH) {
    const batch = companies.slice(b, b + BATCH);
    const series = await next!;
    next =
      b + BATCH < companies.length
        ? loadSeries(
            db,
            companies.slice(b + BATCH, b + 2 * BATCH).map((c) => c.id),
            asOf,
          )
        : null;
    for (const c of batch) builder.addCompany(c.id, c.sectorId, series.get(c.id)!, ratings.get(c.id) ?? []);
    onProgress?.(Math.min(b + BATCH, companies.length), companies.length);
  }
  return builder.finish(analysts);
}

type Cell = string | number | boolean | null | undefined;
function cell(value: Cell): string {
  if (value === null || value === undefined) return "\\N";
  // Nine significant digits: prices are stored as 32-bit floats, returns need no more.
  if (typeof value === "number")
    return Number.isFinite(value) ? (Number.isInteger(value) ? String(value) : value.toPrecision(9)) : "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  return value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n");
}
const day = (d: number | null) => (d === null ? null : isoOf(d));

async function copy(client: pg.PoolClient, table: string, columns: string[], lines: Iterable<Cell[]>) {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(", ")}) FROM STDIN`));
  let chunk: string[] = [];
  let size = 0;
  for (const line of lines) {
    const text = line.map(cell).join("\t") + "\n";
    chunk.push(text);
    size += text.length;
    if (size > 1 << 20) {
      if (!stream.write(chunk.join(""))) await once(stream, "drain");
      chunk = [];
      size = 0;
    }
  }
  const done = once(stream, "finish");
  stream.end(chunk.join(""));
  await done;
}

/** Replaces the stored ranking with `ranking`, in one transaction (readers see the old one until it commits). */
export async function writeAnalystRanking(pool: pg.Pool, ranking: Ranking): Promise<void> {
  const asOf = isoOf(ranking.asOf);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    // TRUNCATE, not DELETE: with wal_level=minimal (the embedded server's) the COPY that follows
    // in the same transaction writes no WAL. Readers wait for the commit (seconds) rather than
    // seeing a half-written ranking.
    await client.query("TRUNCATE company_top_analysts, analyst_scores, analyst_call_outcomes");
    // The rows come from the tables they refer to: the per-row foreign-key checks are skipped
    // where allowed (a superuser, as the embedded server's is); elsewhere they simply run.
    await client.query("SAVEPOINT replica");
    try {
      await client.query("SET LOCAL session_replication_role = replica");
    } catch {
      await client.query("ROLLBACK TO SAVEPOINT replica");
    }
    await copy(
      client,
      "analyst_call_outcomes",
      [
        "rating_id",
        "analyst_id",
        "company_id",
        "sector_id",
        "rated_on",
        "rating",
        "direction",
        "price_target",
        "price_at_call",
        "return_3m",
        "return_6m",
        "return_12m",
        "excess_market_3m",
        "excess_market_6m",
        "excess_market_12m",
        "excess_sector_3m",
        "excess_sector_6m",
        "excess_sector_12m",
        "call_return",
        "success",
        "target_hit",
        "target_hit_on",
        "outcome_known_on",
      ],
      (function* () {
        for (const o of ranking.outcomes)
          yield [
            o.ratingId,
            o.analystId,
            o.companyId,
            o.sectorId,
            isoOf(o.day),
            o.rating,
            o.direction,
            o.priceTarget,
            o.priceAtCall,
            ...o.returns,
            ...o.excessMarket,
            ...o.excessSector,
            o.callReturn,
            o.success,
            o.targetHit,
            day(o.targetHitOn),
            isoOf(o.knownOn),
          ];
      })(),
    );
    await copy(
      client,
      "analyst_scores",
      [
        "analyst_id",
        "firm_id",
        "sector_id",
        "as_of",
        "ratings",
        "calls",
        "successes",
        "success_rate",
        "avg_return",
        "avg_return_market",
        "target_calls",
        "target_hits",
        "target_hit_rate",
        "score",
        "rank",
        "rank_sector",
        "rank_firm",
        "ranked_count",
        "sector_ranked_count",
        "firm_ranked_count",
        "percentile",
        "is_top",
        "latest_rated_on",
      ],
      ranking.scores.map((s) => [
        s.analystId,
        s.firmId,
        s.sectorId,
        asOf,
        s.ratings,
        s.calls,
        s.successes,
        s.successRate,
        s.avgReturn,
        s.avgReturnMarket,
        s.targetCalls,
        s.targetHits,
        s.targetHitRate,
        s.score,
        s.rank,
        s.rankSector,
        s.rankFirm,
        s.rankedCount,
        s.sectorRankedCount,
        s.firmRankedCount,
        s.percentile,
        s.isTop,
        day(s.latestDay),
      ]),
    );
    await copy(
      client,
      "company_top_analysts",
      ["company_id", "as_of", "analysts", "consensus", "consensus_score", "price_target", "upside", "latest_close"],
      ranking.companies.map((c) => [
        c.companyId,
        asOf,
        c.analysts,
        c.consensus,
        c.consensusScore,
        c.priceTarget,
        c.upside,
        c.latestClose,
      ]),
    );
    await client.query(
      `INSERT INTO market_meta (key, value) VALUES ('analyst_ranking_as_of', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [JSON.stringify(asOf)],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface AnalystRankingSummary {
  asOf: string;
  ratings: number;
  analysts: number;
  ranked: number;
  companies: number;
  seconds: { compute: number; write: number; total: number };
}

/** The step: the ranking at the market's date, computed and stored. Null when there is no market. */
export async function runAnalystRanking(
  pool: pg.Pool,
  db: Kysely<DB>,
  onProgress?: (done: number, total: number) => void,
): Promise<AnalystRankingSummary | null> {
  const asOf = await meta(db, "as_of");
  if (!asOf) return null;
  const t0 = performance.now();
  const ranking = await computeAnalystRanking(db, asOf, onProgress);
  const t1 = performance.now();
  await writeAnalystRanking(pool, ranking);
  const t2 = performance.now();
  return {
    asOf,
    ratings: ranking.outcomes.length,
    analysts: ranking.scores.length,
    ranked: ranking.scores.filter((s) => s.rank !== null).length,
    companies: ranking.companies.length,
    seconds: { compute: (t1 - t0) / 1000, write: (t2 - t1) / 1000, total: (t2 - t0) / 1000 },
  };
}
