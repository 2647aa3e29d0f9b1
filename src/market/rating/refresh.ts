import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import { notifyMarketChanged } from "../market-events";
import { writeScreenerSnapshot } from "../screener/snapshot-step";
import type { RatingOptions } from "./pipeline";
import { updateRatings, type RatingUpdateSummary } from "./update";

// After a build, an update or an import (whose research step already ran): the ratings
// brought up to the market's date (new days alone when they close no month, else the whole
// history and backtest), then the screener snapshot again so that its Zen Rating columns carry
// the new grades, then a notice to running servers.

export async function refreshRatings(pool: pg.Pool, options: RatingOptions = {}): Promise<RatingUpdateSummary> {
  const summary = await updateRatings(pool, options);
  if (summary.kind !== "none" && summary.asOf) {
    await writeScreenerSnapshot(new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), summary.asOf);
    await notifyMarketChanged(pool);
  }
  return summary;
}
