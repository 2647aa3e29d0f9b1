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
 * Before serving: on first start the database has no market, so the pipeline builds the demo
 * market; a database that holds one gets only the steps whose output is stale (research,
 * ratings or screener snapshot from before a step existed, or a run cut short).
 */
export async function ensureMarket(pool: pg.Pool, config: Config, events: PipelineEvents): Promise<void> {
  const demo = { companies: config.demo.companies, seed: config.demo.seed, asOf: demoAsOf(config) };
  // Asked again inside the pipeline's lock (onlyIfEmpty): two processes starting at once build once.
  const empty = !(await readMarketState(pool)).asOf;
  await runMarketPipeline(pool, { data: empty ? demoBuild(demo, { onlyIfEmpty: true }) : undefined, events });
}
