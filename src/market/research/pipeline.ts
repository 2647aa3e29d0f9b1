import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { researchUniverse, type ResearchRecord } from "../../domain/research/research-record";
import { loadRates, loadUniverse } from "./load-universe";

// The research step of the market pipeline (src/market/pipeline): after every build, update or
// import, the checks, scores, valuation and page summaries of every listed company, stored in
// company_research so that a page view reads one row and never recomputes. The whole table is replaced in one
// transaction: readers see the old research or the new, never a mix.

export interface ResearchSummary {
  asOf: string;
  companies: number;
  seconds: { load: number; compute: number; write: number; total: number };
}

const BATCH = 1000;

/** A company_research row as JSON: a batch goes to PostgreSQL as one jsonb parameter. */
function toRow(r: ResearchRecord) {
  return {
    company_id: r.companyId,
    as_of: r.asOf,
    quote: r.quote,
    statistics: r.statistics,
    check_input: r.checkInput,
    checks: r.checks,
    scores: r.scores,
    overall_score: r.scores.overall,
    fair_value: r.valuation.fairValue,
    market_cap: r.marketCap,
    valuation: r.valuation,
    forecast: r.forecast,
    dividends: r.dividends,
    ownership: r.ownership,
  };
}

async function marketAsOf(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", "as_of").executeTakeFirst();
  return typeof row?.value === "string" ? row.value : null;
}

/**
 * Research as of the market's as-of date; null when no market is loaded. `onProgress` hears of
 * the companies written (the computing before it is one call into the domain).
 */
export async function runResearch(
  db: Kysely<DB>,
  onProgress?: (done: number, total: number) => void,
): Promise<ResearchSummary | null> {
  const asOf = await marketAsOf(db);
  if (!asOf) return null;
  const t0 = performance.now();
  const [members, rates] = await Promise.all([loadUniverse(db, asOf), loadRates(db, asOf)]);
  const t1 = performance.now();
  const records = researchUniverse(members, asOf, rates);
  const t2 = performance.now();
  await db.transaction().execute(async (tx) => {
    await sql`DELETE FROM company_research`.execute(tx);
    for (let i = 0; i < records.length; i += BATCH) {
      // One parameter per batch rather than 14 per row: PostgreSQL unpacks the rows itself.
      const batch = JSON.stringify(records.slice(i, i + BATCH).map(toRow));
      await sql`INSERT INTO company_research (company_id, as_of, quote, statistics, check_input, checks, scores, overall_score, fair_value, market_cap, valuation, forecast, dividends, ownership)
                SELECT company_id, as_of, quote, statistics, check_input, checks, scores, overall_score, fair_value, market_cap, valuation, forecast, dividends, ownership
                FROM jsonb_populate_recordset(NULL::company_research, ${batch}::jsonb)`.execute(tx);
      onProgress?.(Math.min(i + BATCH, records.length), records.length);
    }
    await tx
      .insertInto("market_meta")
      .values({ key: "research_as_of", value: JSON.stringify(asOf) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(asOf), updated_at: new Date() }))
      .execute();
  });
  const t3 = performance.now();
  return {
    asOf,
    companies: records.length,
    seconds: { load: (t1 - t0) / 1000, compute: (t2 - t1) / 1000, write: (t3 - t2) / 1000, total: (t3 - t0) / 1000 },
  };
}

/** Research is missing or older than the market (a database from before the pipeline existed). */
export async function researchIsStale(db: Kysely<DB>): Promise<boolean> {
  const rows = await db
    .selectFrom("market_meta")
    .select(["key", "value"])
    .where("key", "in", ["as_of", "research_as_of"])
    .execute();
  const get = (k: string) => rows.find((r) => r.key === k)?.value;
  return get("as_of") !== undefined && get("as_of") !== get("research_as_of");
}
