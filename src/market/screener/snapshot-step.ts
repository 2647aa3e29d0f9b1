import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import type { SplitRow } from "../../domain/research/company-data";
import { splitFactorAfter } from "../../domain/research/split-adjustment";
import { gradeOfCode } from "../../domain/rating/ranking";
import { decodeRatingHistory } from "../rating/history-codec";
import { SNAPSHOT_FIELDS } from "../../domain/screener/filter-fields";
import {
  changeStartDays,
  changeStarts,
  epochDay,
  priceValues,
  researchValues,
  topAnalystValues,
  zenRatingValues,
  type RecentCloses,
  type StoredResearch,
  type TrailingFigures,
  type UpcomingDividend,
  type Values,
} from "../../domain/screener/values";
import {
  appendHighLowClose,
  CLOSE_BYTES_SQL,
  closeOnOrBeforeIn,
  DAY_BYTES_SQL,
  HIGH_LOW_CLOSE_BYTES_SQL,
  PRICE_ENCODING_VERSION,
  type HighLowCloseSeries,
} from "./close-columns";

// The screener step of the research pipeline: from the research just written (company_research)
// and the few price years the price columns need, every listed company's screener values (one
// per catalogue field, values.ts: numbers and text alike, in vals), into screener_snapshot. It runs inside the research transaction, so the snapshot and the research
// change together; servers reload it on the NOTIFY market_changed that follows.

type Db = Kysely<DB> | Transaction<DB>;

export interface ScreenerSnapshotSummary {
  companies: number;
  seconds: number;
}

const BATCH = 1000;

// The fields the snapshot was written for, recorded with it: a release whose catalogue holds
// other fields (a new column) writes the snapshot again when it starts (live-screener.ts), so the
// column has its values without waiting for the next pipeline run.
const SNAPSHOT_FIELDS_DIGEST = createHash("sha256").update(JSON.stringify(SNAPSHOT_FIELDS)).digest("hex").slice(0, 16);
const LONG_AGO = ["chg3y", "chg5y", "chg10y"] as const;

async function rows<T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

function groupBy<T extends { company_id: number }>(list: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of list) {
    const l = out.get(r.company_id);
    if (l) l.push(r);
    else out.set(r.company_id, [r]);
  }
  return out;
}

type ResearchRow = Omit<StoredResearch, "asOf" | "checkInput" | "verdicts"> & {
  company_id: number;
  check_input: StoredResearch["checkInput"];
  verdicts: StoredResearch["verdicts"] | null;
};

/** Reads the inputs of every researched company in a few set queries. */
async function load(db: Db, asOf: string) {
  const year = Number(asOf.slice(0, 4));
  const starts = changeStarts(asOf);
  const targets = LONG_AGO.map((k) => ({ key: k, date: starts[k]!, year: Number(starts[k]!.slice(0, 4)) }));
  const targetValues = sql.join(targets.map((t) => sql`(${t.key}, ${t.date}::date, ${t.year}::int)`));
  const [research, trailing, upcoming, splits, recent, longAgo] = await Promise.all([
    rows<ResearchRow>(
      db,
      sql`SELECT r.company_id, r.quote, r.statistics, r.check_input, r.scores, r.valuation, r.forecast, r.dividends, r.ownership,
                 (SELECT jsonb_object_agg(c->>'type', c->'passed') FROM jsonb_array_elements(r.checks) c) AS verdicts,
                 json_build_object('ticker', co.ticker, 'name', co.name, 'exchange', co.exchange, 'country', co.country,
                   'sectorId', co.sector_id, 'industryId', co.industry_id, 'sector', se.name, 'industry', i.name) AS company
          FROM company_research r JOIN companies co ON co.id = r.company_id
          LEFT JOIN sectors se ON se.id = co.sector_id LEFT JOIN industries i ON i.id = co.industry_id
          ORDER BY r.company_id`,
    ),
    // The last four quarters filed by the as-of date; fewer than four give no trailing figure.
    rows<{ company_id: number; quarters: number; revenue: number | null; cost: number | null; fcf: number | null }>(
      db,
      sql`SELECT company_id, count(*)::int AS quarters, sum(revenue) AS revenue, sum(cost_of_revenue) AS cost, sum(free_cash_flow) AS fcf
          FROM (SELECT company_id, revenue, cost_of_revenue, free_cash_flow,
                       row_number() OVER (PARTITION BY company_id ORDER BY period_end DESC) AS k
                FROM fundamentals
                WHERE period = 'Q' AND filed_on <= ${asOf} AND (superseded_on IS NULL OR superseded_on > ${asOf}) AND period_end > ${asOf}::date - interval '15 months') q
          WHERE k <= 4 GROUP BY company_id`,
    ),
    rows<{ company_id: number; ex_date: string | null; pay_date: string | null }>(
      db,
      sql`SELECT company_id, min(ex_date) FILTER (WHERE ex_date > ${asOf})::text AS ex_date, min(pay_date) FILTER (WHERE pay_date > ${asOf})::text AS pay_date
          FROM dividends WHERE pay_date > ${asOf} GROUP BY company_id`,
    ),
    rows<SplitRow & { company_id: number }>(
      db,
      sql`SELECT company_id, ex_date::text AS "exDate", ratio FROM splits WHERE NOT prices_adjusted AND ex_date <= ${asOf} AND ex_date > ${asOf}::date - interval '11 years' ORDER BY company_id, ex_date`,
    ),
    // This year and last: the 1-week to 1-year changes and every indicator. Only the day, high,
    // low and close columns: open and volume are two fifths of the bytes and not needed.
    rows<{ company_id: number; year: number; version: number; day_bytes: Buffer; hlc_bytes: Buffer }>(
      db,
      sql`SELECT p.company_id, p.year, get_byte(p.data, 0) AS version, ${sql.raw(DAY_BYTES_SQL)} AS day_bytes, ${sql.raw(HIGH_LOW_CLOSE_BYTES_SQL)} AS hlc_bytes
          FROM price_years p JOIN company_research r ON r.company_id = p.company_id
          WHERE p.year BETWEEN ${year - 1} AND ${year} ORDER BY p.company_id, p.year`,
    ),
    // One close per company and long-ago date: the year of the date, or the year before when
    // the date falls before that year's first trading day.
    rows<{
      company_id: number;
      key: (typeof LONG_AGO)[number];
      target: string;
      year: number;
      version: number;
      day_bytes: Buffer;
      close_bytes: Buffer;
    }>(
      db,
      sql`SELECT DISTINCT ON (p.company_id, t.key) p.company_id, t.key, t.target::text AS target, p.year, get_byte(p.data, 0) AS version,
                 ${sql.raw(DAY_BYTES_SQL)} AS day_bytes, ${sql.raw(CLOSE_BYTES_SQL)} AS close_bytes
          FROM (VALUES ${targetValues}) AS t(key, target, year)
          JOIN price_years p ON p.first_date <= t.target
            AND p.year IN (t.year, CASE WHEN t.target < make_date(t.year, 1, 8) THEN t.year - 1 ELSE t.year END)
          JOIN company_research r ON r.company_id = p.company_id
          ORDER BY p.company_id, t.key, p.year DESC`,
    ),
  ]);
  return {
    research,
    trailing: new Map(trailing.map((t) => [t.company_id, t])),
    upcoming: new Map(upcoming.map((u) => [u.company_id, u])),
    splits: groupBy(splits),
    recent: groupBy(recent),
    longAgo: groupBy(longAgo),
  };
}

function recentCloses(
  years: { year: number; version: number; day_bytes: Buffer; hlc_bytes: Buffer }[] | undefined,
  splits: readonly SplitRow[],
  asOf: string,
): RecentCloses {
  const series: HighLowCloseSeries = { days: [], high: [], low: [], close: [] };
  // Nothing after the as-of date (a market updated since the research would have more).
  const last = epochDay(asOf);
  for (const y of years ?? []) {
    if (y.version !== PRICE_ENCODING_VERSION) throw new Error(`unknown price encoding version ${y.version}`);
    if (!appendHighLowClose(series, y.year, y.day_bytes, y.hlc_bytes, last)) break;
  }
  const n = series.days.length;
  // In today's shares: a split inside the window is no fall in price.
  for (const split of splits) {
    const day = epochDay(split.exDate);
    for (let i = 0; i < n && series.days[i]! < day; i++) {
      series.close[i]! /= split.ratio;
      series.high[i]! /= split.ratio;
      series.low[i]! /= split.ratio;
    }
  }
  return series;
}

function companyValues(
  r: ResearchRow,
  asOf: string,
  starts: Record<string, number>,
  inputs: Awaited<ReturnType<typeof load>>,
): Values {
  const t = inputs.trailing.get(r.company_id);
  const trailing: TrailingFigures =
    t && t.quarters === 4
      ? { revenue: t.revenue, costOfRevenue: t.cost, freeCashFlow: t.fcf }
      : { revenue: null, costOfRevenue: null, freeCashFlow: null };
  const u = inputs.upcoming.get(r.company_id);
  const upcoming: UpcomingDividend = { exDate: u?.ex_date ?? null, payDate: u?.pay_date ?? null };
  const splits = inputs.splits.get(r.company_id) ?? [];
  const longAgo: Record<(typeof LONG_AGO)[number], number | null> = { chg3y: null, chg5y: null, chg10y: null };
  for (const row of inputs.longAgo.get(r.company_id) ?? []) {
    if (row.version !== PRICE_ENCODING_VERSION) throw new Error(`unknown price encoding version ${row.version}`);
    const found = closeOnOrBeforeIn(row.year, row.day_bytes, row.close_bytes, row.target);
    if (found) longAgo[row.key] = found.close / splitFactorAfter(splits, found.date);
  }
  const stored: StoredResearch = { ...r, asOf, checkInput: r.check_input, verdicts: r.verdicts ?? {} };
  return Object.assign(
    researchValues(stored, trailing, upcoming),
    priceValues(starts, recentCloses(inputs.recent.get(r.company_id), splits, asOf), longAgo),
  );
}

/**
 * The Zen Ratings as of the snapshot's date (none when the rating has not caught up with it) and
 * each company's grade on its last rated date at least a month before.
 */
async function loadZenRatings(db: Db, asOf: string) {
  const latest = new Map<number, { grade: string; components: { key: string; grade: string | null }[] }>();
  const monthAgo = new Map<number, string>();
  const rows = await db
    .selectFrom("ratings_latest as r")
    .leftJoin("rating_history as h", "h.company_id", "r.company_id")
    .select(["r.company_id", "r.grade", "r.components", "h.data", sql<string>`r.as_of::text`.as("asOf")])
    .execute();
  const cutoff = epochDay(asOf) - 30;
  for (const row of rows) {
    if (row.asOf !== asOf) continue;
    latest.set(row.company_id, {
      grade: row.grade,
      components: row.components as { key: string; grade: string | null }[],
    });
    const before = row.data
      ? decodeRatingHistory(row.data)
          .filter((h) => h.day <= cutoff)
          .at(-1)
      : undefined;
    const grade = before ? gradeOfCode(before.grade) : null;
    if (grade) monthAgo.set(row.company_id, grade);
  }
  return { latest, monthAgo };
}

/**
 * The top analysts of every company from the analyst ranking (decision 026), when it was
 * computed for the snapshot's date; otherwise none (`ranked` false).
 */
async function loadTopAnalysts(db: Db, asOf: string) {
  const found = await rows<{ company_id: number; analysts: number; consensus: string; upside: number | null }>(
    db,
    sql`SELECT company_id, analysts, consensus, upside FROM company_top_analysts WHERE as_of = ${asOf}`,
  );
  const meta = await db
    .selectFrom("market_meta")
    .select("value")
    .where("key", "=", "analyst_ranking_as_of")
    .executeTakeFirst();
  return { ranked: meta?.value === asOf, byCompany: new Map(found.map((r) => [r.company_id, r])) };
}

/** The stored form: nulls left out, finite numbers and text. */
function compact(values: Values): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(values))
    if (typeof v === "string" || (typeof v === "number" && Number.isFinite(v))) out[k] = v;
  return out;
}

/** Replaces screener_snapshot with values as of `asOf`, from the research stored for that date. */
export async function writeScreenerSnapshot(db: Kysely<DB>, asOf: string): Promise<ScreenerSnapshotSummary> {
  const started = performance.now();
  const [inputs, ratings, top] = await Promise.all([
    load(db, asOf),
    loadZenRatings(db, asOf),
    loadTopAnalysts(db, asOf),
  ]);
  const starts = changeStartDays(asOf);
  const snapshotRow = (r: ResearchRow) => ({
    company_id: r.company_id,
    as_of: asOf,
    vals: compact({
      ...companyValues(r, asOf, starts, inputs),
      ...zenRatingValues(ratings.latest.get(r.company_id), ratings.monthAgo.get(r.company_id) ?? null),
      ...topAnalystValues(top.byCompany.get(r.company_id), top.ranked),
    }),
  });
  const { research } = inputs;
  await db.transaction().execute(async (tx) => {
    await sql`DELETE FROM screener_snapshot`.execute(tx);
    // Each batch is worked out while PostgreSQL writes the one before: the insert is sent, and
    // once the event loop has put it on the wire (setImmediate runs after the promise jobs that
    // send it), the next batch's values are computed.
    let writing: Promise<unknown> = Promise.resolve();
    for (let i = 0; i < research.length; i += BATCH) {
      const batch = JSON.stringify(research.slice(i, i + BATCH).map(snapshotRow));
      await writing;
      writing = sql`INSERT INTO screener_snapshot (company_id, as_of, vals)
                    SELECT company_id, as_of, vals FROM jsonb_populate_recordset(NULL::screener_snapshot, ${batch}::jsonb)`.execute(
        tx,
      );
      // Awaited once the next batch is made; until then its failure must not count as unhandled.
      writing.catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    for (const [key, value] of [
      ["screener_as_of", JSON.stringify(asOf)],
      ["screener_fields", JSON.stringify(SNAPSHOT_FIELDS_DIGEST)],
    ] as const)
      await tx
        .insertInto("market_meta")
        .values({ key, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: new Date() }))
        .execute();
  });
  return { companies: research.length, seconds: (performance.now() - started) / 1000 };
}

/**
 * The snapshot is missing, older than the research (a database from before the screener), or
 * written for other fields than the catalogue's (a release that added a column): the research's
 * date to write it for, or null when it is current.
 */
export async function screenerIsStale(db: Db): Promise<string | null> {
  const meta = await db
    .selectFrom("market_meta")
    .select(["key", "value"])
    .where("key", "in", ["research_as_of", "screener_as_of", "screener_fields"])
    .execute();
  const research = meta.find((m) => m.key === "research_as_of")?.value;
  const screener = meta.find((m) => m.key === "screener_as_of")?.value;
  const fields = meta.find((m) => m.key === "screener_fields")?.value;
  if (typeof research !== "string") return null;
  return research !== screener || fields !== SNAPSHOT_FIELDS_DIGEST ? research : null;
}
