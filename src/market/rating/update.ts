import { Kysely, PostgresDialect, sql } from "kysely";
import type pg from "pg";
import { insertInBatches } from "../../db/insert-in-batches";
import type { DB } from "../../db/schema";
import { dayOf } from "../../domain/rating/day-numbers";
import { RatingRun, type RatingModelState } from "../../domain/rating/rating-run";
import { ratesLookup } from "../../domain/rating/rates";
import type { StoredRunSummary } from "../../domain/rating/run-summary";
import { tradingDays } from "../demo/calendar";
import { loadRateSeries, loadRatingCompanies } from "./load-history";
import { computeCompanies, DAILY_DAYS, isMonthEnd, ratingRows, runRatings, type RatingOptions } from "./pipeline";

// Keeping the ratings current as the data moves on. New trading days that close no month are
// rated with the model of the latest month-end, from a window of recent data and the state the
// last full run stored (each company's beta and month-end yields): the same ratings a full run
// would give those days, in seconds. A new month-end (the monthly history, the AI model, the
// weights and the backtest all move) or a missing state runs the whole history.

/** Data the factors of one day look back over at most: eight years of filings, prices, estimates. */
const WINDOW_YEARS = 8;

export interface RatingUpdateSummary {
  kind: "none" | "days" | "full";
  asOf: string | null;
  days: number;
  companies: number;
  seconds: number;
}

async function meta(db: Kysely<DB>, key: string): Promise<string | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", key).executeTakeFirst();
  return typeof row?.value === "string" ? row.value : null;
}

export async function updateRatings(pool: pg.Pool, options: RatingOptions = {}): Promise<RatingUpdateSummary> {
  const started = performance.now();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const [asOf, ratedAsOf] = await Promise.all([meta(db, "as_of"), meta(db, "rating_as_of")]);
  const seconds = () => (performance.now() - started) / 1000;
  if (!asOf) return { kind: "none", asOf, days: 0, companies: 0, seconds: seconds() };
  if (asOf === ratedAsOf) return { kind: "none", asOf, days: 0, companies: 0, seconds: seconds() };

  const full = async (): Promise<RatingUpdateSummary> => {
    const s = await runRatings(pool, options);
    return { kind: "full", asOf, days: s?.dates ?? 0, companies: s?.companies ?? 0, seconds: seconds() };
  };
  const stored = await db.selectFrom("rating_runs").select("summary").where("id", "=", "latest").executeTakeFirst();
  const model = (stored?.summary as StoredRunSummary | undefined)?.model;
  if (!ratedAsOf || !model || ratedAsOf > asOf) return full();
  const newDays = tradingDays(ratedAsOf, asOf).filter((d) => d > ratedAsOf);
  if (newDays.length === 0 || newDays.length > DAILY_DAYS || newDays.some(isMonthEnd)) return full();

  const companies = await loadRatingCompanies(db);
  const stateRows = await db.selectFrom("rating_state").select(["company_id", "beta", "yields"]).execute();
  const state = new Map(stateRows.map((r) => [r.company_id, r]));
  // A company new since the full run has no state: its yield history is empty there too.
  const seed: RatingModelState = {
    aiWeights: model.aiWeights,
    weights: model.weights,
    beta: companies.map((c) => state.get(c.id)?.beta ?? null),
    yields: companies.map((c) =>
      ((state.get(c.id)?.yields as [number, number | null, number | null][] | undefined) ?? []).map(
        ([day, earnings, book]) => ({ day, earnings, book }),
      ),
    ),
  };
  const rates = await loadRateSeries(db);
  const run = new RatingRun(
    companies.map((c) => ({ id: c.id, industryId: c.industryId, sectorId: c.sectorId })),
    newDays.map(dayOf),
    newDays.map(() => false),
    ratesLookup(rates.treasury10Year, rates.aaBond),
    seed,
  );
  const since = `${Number(asOf.slice(0, 4)) - WINDOW_YEARS}${asOf.slice(4)}`;
  await computeCompanies(run, pool, companies, { asOf, since, rates }, options);
  const { latest, histories, factors } = ratingRows(run.finish(), asOf);
  // The last full run's latest date becomes "a month before" once it closed an earlier month.
  const closedMonth = isMonthEnd(ratedAsOf) && ratedAsOf.slice(0, 7) < asOf.slice(0, 7);

  await db.transaction().execute(async (tx) => {
    // The new days join each company's packed history; the latest ratings are the last day's.
    for (let i = 0; i < histories.length; i += 1000) {
      const batch = histories.slice(i, i + 1000);
      await sql`INSERT INTO rating_history (company_id, data)
                SELECT id, decode(hex, 'hex') FROM unnest(${batch.map((h) => h.company_id)}::int[], ${batch.map((h) => h.data.toString("hex"))}::text[]) AS t(id, hex)
                ON CONFLICT (company_id) DO UPDATE SET data = rating_history.data || excluded.data`.execute(tx);
    }
    if (closedMonth)
      await sql`UPDATE rating_factors SET previous = data, previous_as_of = as_of WHERE as_of = ${ratedAsOf}::date`.execute(
        tx,
      );
    for (let i = 0; i < factors.length; i += 1000)
      await tx
        .insertInto("rating_factors")
        .values(factors.slice(i, i + 1000).map(({ company_id, as_of, data }) => ({ company_id, as_of, data })))
        .onConflict((oc) =>
          oc
            .column("company_id")
            .doUpdateSet((eb) => ({ as_of: eb.ref("excluded.as_of"), data: eb.ref("excluded.data") })),
        )
        .execute();
    await sql`DELETE FROM ratings_latest`.execute(tx);
    await insertInBatches(tx, "ratings_latest", latest);
    await tx
      .insertInto("market_meta")
      .values({ key: "rating_as_of", value: JSON.stringify(asOf) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(asOf), updated_at: new Date() }))
      .execute();
  });
  return { kind: "days", asOf, days: newDays.length, companies: companies.length, seconds: seconds() };
}
