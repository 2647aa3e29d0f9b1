import type pg from "pg";
import { lastWeekdayBefore } from "../market/demo/calendar";
import { demoBuild } from "../market/pipeline/data-steps";
import { runMarketPipeline, type PipelineEvents } from "../market/pipeline/market-pipeline";
import { readMarketState } from "../market/market-state";
import type { Config } from "./config";

export function demoAsOf(config: Config, today = new Date().toISOString().slice(0, 10)): string {
  return config.demo.asOf ?? lastWeekdayBefore(today);
}

/**
 * As the server starts (it already answers, decision 046): on first start the database has no
 * market, so the pipeline builds the demo market; a database that holds one gets only the steps
 * whose output is stale (research,
 * ratings or screener snapshot from before a step existed, or a run cut short).
 */
export async function ensureMarket(
  pool: pg.Pool,
  config: Config,
  events: PipelineEvents,
  signal?: AbortSignal,
): Promise<void> {
  const demo = { companies: config.demo.companies, seed: config.demo.seed, asOf: demoAsOf(config) };
  // Asked again inside the pipeline's lock (onlyIfEmpty): two processes starting at once build once.
  const empty = !(await readMarketState(pool)).asOf;
  await runMarketPipeline(pool, { data: empty ? demoBuild(demo, { onlyIfEmpty: true }) : undefined, events, signal });
}

/**
 * Whether the site has nothing to show yet: no market, or one whose research, Zen Ratings or
 * screener values were never written (a first build cut short). The site then shows the build's
 * progress until the pipeline is through; a market that merely has stale steps is served as it
 * is while they catch up, as during the nightly update.
 */
export async function marketNeedsFirstBuild(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM market_meta WHERE key IN ('as_of', 'research_as_of', 'rating_as_of', 'screener_as_of')",
  );
  return (rows[0]?.n ?? 0) < 4;
}
