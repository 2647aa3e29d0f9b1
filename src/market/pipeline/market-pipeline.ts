import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import { notifyMarketChanged } from "../market-events";
import { bumpMarketVersion } from "../market-version";
import { researchIsStale, runResearch } from "../research/pipeline";
import { ratingsAreStale } from "../rating/pipeline";
import { updateRatings } from "../rating/update";
import { screenerIsStale, writeScreenerSnapshot } from "../screener/snapshot-step";
import { withPipelineLock } from "./pipeline-lock";
import { eventsAreStale, writeMarketEvents } from "../company-events/events-step";
import { analystRankingIsStale, runAnalystRanking } from "../analyst-ranking/step";
import { newsIsStale, writeNews } from "../news/news-step";

// The market pipeline: one ordered list of steps, run by one runner whichever command starts
// it (first start, `npm run data -- build | update | import`, the nightly job, tests).
//
//   data      build, update or import (given by the command; absent: nothing new to load)
//   research  checks, scores, valuation and page summaries of every company
//   rating    the Zen Rating history and backtest (new days alone, or the whole history)
//   events    dated market events of every company (earnings, dividends, calls, grades ...)
//   analysts  the analyst ranking: every call's outcome, analysts' scores and ranks, each
//             company's top-analyst consensus (decision 026)
//   screener  the screener snapshot, whose Zen Rating columns need the ratings
//   news      the newsroom's stories of the new days, from the events and the prices
//
// A step runs when an earlier step of this run changed something, or when its own output is
// older than its input (a database from before the step existed, a run that failed half way).
// Running servers hear of a change once, at the end (NOTIFY market_changed). Two runners never
// interleave: the whole run holds a PostgreSQL advisory lock, so a second one waits and then
// finds nothing stale.

export const STEP_NAMES = ["data", "research", "rating", "events", "analysts", "screener", "news"] as const;
export type StepName = (typeof STEP_NAMES)[number];

export interface StepContext {
  pool: pg.Pool;
  db: Kysely<DB>;
  /** Called with companies (or batches) done so far; the caller draws a bar or logs. */
  onProgress: (done: number, total: number) => void;
  /** A line worth showing (an import's per-file report). */
  log: (line: string) => void;
}

export interface StepOutcome<T = unknown> {
  /** Whether the step wrote anything: the steps after it then run whatever their own state. */
  changed: boolean;
  /** One line for a person: what was done and how long it took. */
  summary: string;
  /** The data step's own result (the build summary, the import report), handed back to the caller. */
  result?: T;
}

/** Build, update or import: made by the command that starts the run (see data-steps.ts). */
export interface DataStep<T = unknown> {
  label: string;
  run(context: StepContext): Promise<StepOutcome<T>>;
}

interface DerivedStep {
  name: Exclude<StepName, "data">;
  label: string;
  /** Its output is missing or older than its input. */
  isStale(context: StepContext): Promise<boolean>;
  run(context: StepContext, options: PipelineOptions): Promise<StepOutcome>;
}

const seconds = (s: number) => `${s.toFixed(1)} s`;

const DERIVED_STEPS: readonly DerivedStep[] = [
  {
    name: "research",
    label: "Computing the due-diligence research",
    isStale: ({ db }) => researchIsStale(db),
    async run({ db, onProgress }) {
      const r = await runResearch(db, onProgress);
      if (!r) return { changed: false, summary: "No market to research" };
      return {
        changed: true,
        summary: `Research computed for ${r.companies} companies as of ${r.asOf} in ${seconds(r.seconds.total)}`,
      };
    },
  },
  {
    name: "rating",
    label: "Computing the Zen Ratings",
    isStale: ({ db }) => ratingsAreStale(db),
    async run({ pool, onProgress }, options) {
      const r = await updateRatings(pool, { workers: options.ratingWorkers, onProgress });
      if (r.kind === "none") return { changed: false, summary: `Zen Ratings already as of ${r.asOf ?? "no date"}` };
      const what = r.kind === "full" ? "the whole history" : `${r.days} new days`;
      return {
        changed: true,
        summary: `Zen Ratings brought to ${r.asOf} in ${seconds(r.seconds)} (${what}, ${r.companies} companies)`,
      };
    },
  },
  {
    name: "events",
    label: "Writing the market events",
    isStale: ({ db }) => eventsAreStale(db),
    async run({ db }) {
      const r = await writeMarketEvents(db);
      if (!r) return { changed: false, summary: "No market to write events of" };
      return {
        changed: r.written > 0,
        summary: `${r.written} market events written for ${r.from} to ${r.to} in ${seconds(r.seconds)}`,
      };
    },
  },
  {
    name: "analysts",
    label: "Ranking the analysts",
    isStale: ({ db }) => analystRankingIsStale(db),
    async run({ pool, db, onProgress }) {
      const r = await runAnalystRanking(pool, db, onProgress);
      if (!r) return { changed: false, summary: "No market to rank analysts in" };
      return {
        changed: true,
        summary: `${r.analysts} analysts (${r.ranked} ranked) scored on ${r.ratings} ratings as of ${r.asOf} in ${seconds(r.seconds.total)}`,
      };
    },
  },
  {
    name: "screener",
    label: "Writing the screener snapshot",
    isStale: async ({ db }) => (await screenerIsStale(db)) !== null,
    async run({ db }) {
      const asOf = await researchAsOf(db);
      if (!asOf) return { changed: false, summary: "No research to take a screener snapshot of" };
      const r = await writeScreenerSnapshot(db, asOf);
      return {
        changed: true,
        summary: `Screener snapshot of ${r.companies} companies written in ${seconds(r.seconds)}`,
      };
    },
  },
  {
    name: "news",
    label: "Writing the news",
    isStale: ({ db }) => newsIsStale(db),
    async run({ db }) {
      const r = await writeNews(db);
      if (!r) return { changed: false, summary: "No market to write news of" };
      return {
        changed: r.written > 0,
        summary: `${r.written} news stories written for ${r.from} to ${r.to} in ${seconds(r.seconds)}`,
      };
    },
  },
];

async function researchAsOf(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", "research_as_of").executeTakeFirst();
  return typeof row?.value === "string" ? row.value : null;
}

/** What a caller hears as the run goes: a progress bar on a terminal, log lines in a server. */
export interface PipelineEvents {
  stepStarted?(step: StepName, label: string): void;
  progress?(step: StepName, done: number, total: number): void;
  stepFinished?(step: StepName, outcome: StepOutcome, seconds: number): void;
  line?(text: string): void;
}

export interface PipelineOptions<T = unknown> {
  /** The command's data step; without it the run only brings stale steps up to date. */
  data?: DataStep<T>;
  /** Run this step and every one after it even when nothing is stale (a forced refresh). */
  from?: Exclude<StepName, "data">;
  /** Steps left out (tests that need no ratings, to stay quick). */
  skip?: readonly StepName[];
  /** Worker threads for the rating step (0: in this thread); one per core up to 4 by default. */
  ratingWorkers?: number;
  /** Checked between steps: a stopping server ends the run after the step under way. */
  signal?: AbortSignal;
  events?: PipelineEvents;
}

export interface PipelineReport<T = unknown> {
  /** The data step's result, when there was one. */
  data?: T;
  steps: { name: StepName; ran: boolean; changed: boolean; summary: string; seconds: number }[];
  /** Whether anything was written (running servers were told). */
  changed: boolean;
}

export async function runMarketPipeline<T = unknown>(
  pool: pg.Pool,
  options: PipelineOptions<T> = {},
): Promise<PipelineReport<T>> {
  return withPipelineLock(pool, () => runSteps(pool, options));
}

async function runSteps<T>(pool: pg.Pool, options: PipelineOptions<T>): Promise<PipelineReport<T>> {
  // A Kysely view of the caller's pool; not destroyed here, the pool belongs to the caller.
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const events = options.events ?? {};
  const report: PipelineReport<T> = { steps: [], changed: false };
  const context = (step: StepName): StepContext => ({
    pool,
    db,
    onProgress: (done, total) => events.progress?.(step, done, total),
    log: (line) => events.line?.(line),
  });
  const timed = async (step: StepName, label: string, run: () => Promise<StepOutcome>) => {
    options.signal?.throwIfAborted();
    events.stepStarted?.(step, label);
    const started = performance.now();
    const outcome = await run();
    const took = (performance.now() - started) / 1000;
    events.stepFinished?.(step, outcome, took);
    report.steps.push({ name: step, ran: true, changed: outcome.changed, summary: outcome.summary, seconds: took });
    report.changed ||= outcome.changed;
    return outcome;
  };

  let forced = false;
  if (options.data && !options.skip?.includes("data")) {
    const outcome = await timed("data", options.data.label, () => options.data!.run(context("data")));
    report.data = outcome.result as T;
    forced = outcome.changed;
  }
  for (const step of DERIVED_STEPS) {
    if (step.name === options.from) forced = true;
    if (options.skip?.includes(step.name)) continue;
    options.signal?.throwIfAborted();
    if (!forced && !(await step.isStale(context(step.name)))) {
      report.steps.push({ name: step.name, ran: false, changed: false, summary: "up to date", seconds: 0 });
      continue;
    }
    const outcome = await timed(step.name, step.label, () => step.run(context(step.name), options));
    forced ||= outcome.changed;
  }
  if (report.changed) {
    await bumpMarketVersion(pool);
    await notifyMarketChanged(pool);
  }
  return report;
}
