import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { Kysely, PostgresDialect, sql } from "kysely";
import type pg from "pg";
import { insertInBatches } from "../../db/insert-in-batches";
import type { DB } from "../../db/schema";
import { dayOf, isoOf } from "../../domain/rating/day-numbers";
import { COMPONENTS } from "../../domain/rating/components";
import { gradeOfCode } from "../../domain/rating/ranking";
import type { StoredRunSummary } from "../../domain/rating/run-summary";
import type { Grade } from "../../domain/rating/grades";
import { RatingRun, type RatingHistory } from "../../domain/rating/rating-run";
import { tradingDays } from "../demo/calendar";
import { ratesLookup } from "../../domain/rating/rates";
import type { FactorWorkerData, FactorWorkerMessage } from "./factor-worker";
import { loadHistories, loadRateSeries, loadRatingCompanies, type RatingCompanyRow } from "./load-history";
import { encodeRatingHistory } from "./history-codec";
import { companyFactors, type DateFactors } from "../../domain/rating/factor-snapshot";
import { encodeFactorSnapshot } from "./factor-codec";

// The Zen Rating run: every month-end from the first one of the data to the as-of date, plus
// every trading day of the last month, for every company that traded then (delisted ones
// included while they traded), point in time; then the backtest. Writes ratings_latest,
// rating_history and rating_runs in one transaction.

/** Trading days at the end rated daily ("daily ratings for the latest months"). */
export const DAILY_DAYS = 21;
const BATCH = 300;

export interface RatingRunSummary {
  asOf: string;
  companies: number;
  dates: number;
  months: number;
  workers: number;
  /** Reading and computing every company's own factors; ranking, AI, weights, grades and backtest; storing. */
  seconds: { companies: number; rank: number; write: number; total: number };
}

export interface RatingDates {
  evalDays: number[];
  monthEnd: boolean[];
}

function lastDayOfMonth(iso: string): string {
  return new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0)).toISOString().slice(0, 10);
}

/** Whether `day` is the last trading day of its month. */
export function isMonthEnd(day: string): boolean {
  return tradingDays(day, lastDayOfMonth(day)).every((x) => x <= day);
}

/** Month-ends (last trading day of each month, the as-of month only if complete) and the last DAILY_DAYS trading days. */
export function ratingDates(from: string, asOf: string): RatingDates {
  const days = tradingDays(from, asOf);
  const monthEnds = new Set<string>();
  for (let i = 0; i < days.length; i++) {
    const d = days[i]!;
    const next = days[i + 1];
    // The as-of day ends its month only when no trading day of that month can follow it.
    if (next ? next.slice(0, 7) !== d.slice(0, 7) : isMonthEnd(d)) monthEnds.add(d);
  }
  const daily = new Set(days.slice(-DAILY_DAYS));
  const all = [...new Set([...monthEnds, ...daily])].sort();
  return {
    evalDays: all.map(dayOf),
    monthEnd: all.map((d) => monthEnds.has(d)),
  };
}

async function meta(db: Kysely<DB>, key: string): Promise<string | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", key).executeTakeFirst();
  return typeof row?.value === "string" ? row.value : null;
}

export interface RatingOptions {
  onProgress?: (done: number, total: number) => void;
  /** Worker threads for the per-company part; 0 computes in this thread. One per core by default. */
  workers?: number;
}

/**
 * From source (tsx, tests) a worker registers tsx and loads factor-worker.ts; in the built server
 * (`npm start`, scripts/build-server.mjs) this code is bundled and factor-worker.js sits beside it.
 */
function workerEntry(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./worker-bootstrap.mjs", import.meta.url)
    : new URL("./factor-worker.js", import.meta.url);
}

/** Runs the per-company part in worker threads, each reading its own share of the companies. */
async function computeInWorkers(
  run: RatingRun,
  companies: readonly RatingCompanyRow[],
  common: Omit<FactorWorkerData, "companies" | "module">,
  workers: number,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  let done = 0;
  const shares: FactorWorkerData["companies"][] = Array.from({ length: workers }, () => []);
  // Interleaved, so that old and young companies (long and short histories) spread evenly.
  companies.forEach((c, i) => shares[i % workers]!.push([i, c, run.yieldSeed(i) ? [...run.yieldSeed(i)!] : undefined]));
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const data: FactorWorkerData = {
            ...common,
            companies: share,
            module: new URL("./factor-worker.ts", import.meta.url).href,
          };
          const worker = new Worker(workerEntry(), { workerData: data });
          worker.on("message", (m: FactorWorkerMessage) => {
            run.setCompany(m.position, m);
            onProgress?.(++done, companies.length);
          });
          worker.once("error", reject);
          worker.once("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`rating worker exited with ${code}`)),
          );
        }),
    ),
  );
}

/** Fills the run with every company's own factors: in worker threads, or here with `workers: 0`. */
export async function computeCompanies(
  run: RatingRun,
  pool: pg.Pool,
  companies: readonly RatingCompanyRow[],
  window: { asOf: string; since?: string; rates: FactorWorkerData["rates"] },
  options: RatingOptions,
): Promise<number> {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const workers = options.workers ?? Math.min(4, availableParallelism());
  const connectionString = pool.options.connectionString;
  if (workers > 0 && connectionString) {
    const common = {
      databaseUrl: connectionString,
      asOf: window.asOf,
      since: window.since,
      evalDays: run.evalDays,
      monthEnd: run.monthEnd,
      forwardTo: run.forwardTargets,
      rates: window.rates,
      batch: BATCH,
    };
    await computeInWorkers(run, companies, common, workers, options.onProgress);
    return workers;
  }
  for (let b = 0; b < companies.length; b += BATCH) {
    const batch = companies.slice(b, b + BATCH);
    const histories = await loadHistories(db, batch, window.asOf, window.since);
    batch.forEach((c, k) => run.addCompany(b + k, histories.get(c.id)!));
    options.onProgress?.(Math.min(companies.length, b + BATCH), companies.length);
  }
  return 0;
}

export async function runRatings(pool: pg.Pool, options: RatingOptions = {}): Promise<RatingRunSummary | null> {
  // A Kysely view of the caller's pool (not destroyed here: the pool belongs to the caller).
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const asOf = await meta(db, "as_of");
  if (!asOf) return null;
  const t0 = performance.now();
  const first = await sql<{ d: string | null }>`SELECT min(first_date)::text AS d FROM price_years`.execute(db);
  const start = first.rows[0]?.d;
  if (!start) return null;
  const companies = await loadRatingCompanies(db);
  const rates = await loadRateSeries(db);
  const { evalDays, monthEnd } = ratingDates(start, asOf);
  const run = new RatingRun(
    companies.map((c) => ({ id: c.id, industryId: c.industryId, sectorId: c.sectorId })),
    evalDays,
    monthEnd,
    ratesLookup(rates.treasury10Year, rates.aaBond),
  );
  const workers = await computeCompanies(run, pool, companies, { asOf, rates }, options);
  const t1 = performance.now();
  const history = run.finish();
  const t2 = performance.now();
  await writeRatings(db, history, asOf);
  const t3 = performance.now();
  return {
    asOf,
    companies: companies.length,
    dates: evalDays.length,
    months: history.backtest.months,
    workers,
    seconds: { companies: (t1 - t0) / 1000, rank: (t2 - t1) / 1000, write: (t3 - t2) / 1000, total: (t3 - t0) / 1000 },
  };
}

export interface RatingRows {
  latest: {
    company_id: number;
    as_of: string;
    score: number;
    grade: Grade;
    grade_without_ai: Grade | null;
    components: string;
  }[];
  histories: { company_id: number; data: Buffer }[];
  /** Rows of rating_factors for the companies rated on the last date (decision 038). */
  factors: {
    company_id: number;
    as_of: string;
    data: Buffer;
    previous_as_of: string | null;
    previous: Buffer | null;
  }[];
}

/** Company `c`'s packed snapshot on the kept date `d`, with its component results there. */
function packedSnapshot(h: RatingHistory, d: DateFactors, c: number): Buffer {
  const N = h.companies.length;
  const K = COMPONENTS.length;
  const e = h.evalDays.indexOf(d.day);
  return encodeFactorSnapshot({
    componentScores: COMPONENTS.map((_, k) => h.components[(e * K + k) * N + c]!),
    componentGrades: COMPONENTS.map((_, k) => h.componentGrades[(e * K + k) * N + c]!),
    ...companyFactors(d, c, N),
  });
}

/** The rows of ratings_latest (the last date) and the packed history entries of every date. */
export function ratingRows(h: RatingHistory, asOf: string): RatingRows {
  const N = h.companies.length;
  const K = COMPONENTS.length;
  const E = h.evalDays.length;
  const last = E - 1;
  const latest: RatingRows["latest"] = [];
  const histories: RatingRows["histories"] = [];
  const factors: RatingRows["factors"] = [];
  const { latest: latestFactors, previous: previousFactors } = h.factorDates;
  for (let c = 0; c < N; c++) {
    const entries: { day: number; grade: number; score: number }[] = [];
    for (let e = 0; e < E; e++) {
      const g = h.grade[e * N + c]!;
      if (g > 0)
        entries.push({
          day: h.evalDays[e]!,
          grade: g,
          score: h.overall[e * N + c]!,
        });
    }
    if (entries.length > 0)
      histories.push({
        company_id: h.companies[c]!.id,
        data: encodeRatingHistory(entries),
      });
    const g = gradeOfCode(h.grade[last * N + c]!);
    if (!g) continue;
    if (latestFactors)
      factors.push({
        company_id: h.companies[c]!.id,
        as_of: asOf,
        data: packedSnapshot(h, latestFactors, c),
        previous_as_of: previousFactors ? isoOf(previousFactors.day) : null,
        previous: previousFactors ? packedSnapshot(h, previousFactors, c) : null,
      });
    latest.push({
      company_id: h.companies[c]!.id,
      as_of: asOf,
      score: h.overall[last * N + c]!,
      grade: g,
      grade_without_ai: gradeOfCode(h.gradeWithoutAi[last * N + c]!),
      components: JSON.stringify(
        COMPONENTS.map((key, k) => {
          const v = h.components[(last * K + k) * N + c]!;
          return {
            key,
            score: Number.isNaN(v) ? null : Math.round(v * 10) / 10,
            grade: gradeOfCode(h.componentGrades[(last * K + k) * N + c]!),
          };
        }),
      ),
    });
  }
  return { latest, histories, factors };
}

async function writeRatings(db: Kysely<DB>, h: RatingHistory, asOf: string): Promise<void> {
  const { latest, histories, factors } = ratingRows(h, asOf);
  const N = h.companies.length;
  const K = COMPONENTS.length;
  const last = h.evalDays.length - 1;
  const rated = Array.from(h.rated).filter((_, e) => h.monthEnd[e]);
  const summary: StoredRunSummary = {
    asOf,
    backtest: h.backtest,
    backtestWithoutAi: h.backtestWithoutAi,
    weights: COMPONENTS.map((key, k) => ({
      key,
      weight: h.weights[last * K + k]!,
    })),
    universe: {
      companies: N,
      averageRated: rated.length > 0 ? rated.reduce((a, b) => a + b, 0) / rated.length : 0,
      ratedToday: h.rated[last]!,
    },
    firstDate: isoOf(h.evalDays[0]!),
    model: { aiWeights: h.state.aiWeights, weights: h.state.weights },
  };
  const normalise = <T extends { weight: number }>(ws: T[]): T[] => {
    const total = ws.reduce((a, b) => a + b.weight, 0);
    return ws.map((w) => ({ ...w, weight: total > 0 ? w.weight / total : 0 }));
  };
  summary.weights = normalise(summary.weights);

  await db.transaction().execute(async (tx) => {
    await sql`DELETE FROM ratings_latest`.execute(tx);
    await sql`DELETE FROM rating_history`.execute(tx);
    await sql`DELETE FROM rating_state`.execute(tx);
    await sql`DELETE FROM rating_factors`.execute(tx);
    const state = h.companies.map((c, k) => ({
      company_id: c.id,
      beta: h.state.beta[k] ?? null,
      yields: JSON.stringify(h.state.yields[k]!.map((y) => [y.day, y.earnings, y.book])),
    }));
    await insertInBatches(tx, "rating_state", state);
    await insertInBatches(tx, "ratings_latest", latest);
    await insertInBatches(tx, "rating_history", histories);
    await insertInBatches(tx, "rating_factors", factors);
    await tx
      .insertInto("rating_runs")
      .values({ id: "latest", as_of: asOf, summary: JSON.stringify(summary) })
      .onConflict((oc) =>
        oc.column("id").doUpdateSet({
          as_of: asOf,
          summary: JSON.stringify(summary),
          computed_at: new Date(),
        }),
      )
      .execute();
    await tx
      .insertInto("market_meta")
      .values({ key: "rating_as_of", value: JSON.stringify(asOf) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(asOf), updated_at: new Date() }))
      .execute();
  });
}

/** Ratings are missing or older than the market. */
export async function ratingsAreStale(db: Kysely<DB>): Promise<boolean> {
  const [asOf, ratedAsOf] = await Promise.all([meta(db, "as_of"), meta(db, "rating_as_of")]);
  return asOf !== null && asOf !== ratedAsOf;
}
