import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import { notifyMarketChanged } from "../market-events";
import { writeScreenerSnapshot } from "../screener/snapshot-step";
import { runRatings, type RatingOptions, type RatingRunSummary } from "./pipeline";

// After a build, an update or an import (whose research step already ran): the rating history
// and backtest, then the screener snapshot again so that its Zen Rating columns carry the new
// grades, then a notice to running servers.

export async function refreshRatings(pool: pg.Pool, options: RatingOptions = {}): Promise<RatingRunSummary | null> {
  const summary = await runRatings(pool, options);
  if (summary) await writeScreenerSnapshot(new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), summary.asOf);
  await notifyMarketChanged(pool);
  return summary;
}
