import type pg from "pg";
import { Kysely, PostgresDialect } from "kysely";
import type { DB } from "../db/schema";
import { researchIsStale, runResearch } from "../market/research/pipeline";
import { ratingsAreStale } from "../market/rating/pipeline";
import { refreshRatings } from "../market/rating/refresh";
import { lastWeekdayBefore } from "../market/demo/calendar";
import { buildDemoMarket } from "../market/demo/build";
import { readMarketState } from "../market/market-state";
import type { Config } from "./config";
import { progressReporter } from "./cli/progress";

export function demoAsOf(config: Config, today = new Date().toISOString().slice(0, 10)): string {
  return config.demo.asOf ?? lastWeekdayBefore(today);
}

/**
 * On first start the database has no market: build the demo market (with a progress line on
 * the terminal) before serving. A database that already holds a market is left as it is.
 */
export async function ensureMarket(pool: pg.Pool, config: Config, log: (message: string) => void): Promise<void> {
  const state = await readMarketState(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  if (state.asOf) {
    // A market loaded before the research pipeline existed (or whose research failed) gets it now.
    if (await researchIsStale(db)) {
      log("Computing the due-diligence research for every company (the market has none yet)");
      const summary = await runResearch(db);
      if (summary) log(`Research computed for ${summary.companies} companies in ${summary.seconds.total.toFixed(1)} s`);
    }
  } else {
    const asOf = demoAsOf(config);
    log(
      `Building the demo market: ${config.demo.companies} companies, daily history from 2003 to ${asOf} (first start only)`,
    );
    const summary = await buildDemoMarket(pool, {
      companies: config.demo.companies,
      seed: config.demo.seed,
      asOf,
      onProgress: progressReporter("Simulating companies"),
    });
    log(
      `Demo market built in ${summary.seconds.toFixed(1)} s: ${summary.companies} companies, ${summary.rows.prices} price years, ${summary.rows.ratings} analyst ratings`,
    );
  }
  if (await ratingsAreStale(db)) {
    log("Computing the Zen Rating history and its backtest (once per market date)");
    const ratings = await refreshRatings(pool, { onProgress: progressReporter("Rating companies") });
    log(
      `Zen Ratings brought to ${ratings.asOf} in ${ratings.seconds.toFixed(1)} s (${ratings.kind === "full" ? "the whole history" : `${ratings.days} new days`}, ${ratings.companies} companies)`,
    );
  }
}
