import type pg from "pg";
import { readMarketState } from "../../market/market-state";
import { databaseUrlOf, runApart } from "../apart/run-apart";
import { defineJob } from "./job";

// The house strategies' records (decision 051), run again over the whole stored history each
// night after the market update (02:30 UTC; a full update stays well inside two hours), so the
// live part of each record moves forward with the market. The work holds every company's history
// in memory: it runs in a process of its own, so the main process does not keep that peak.

export const strategyRecords = defineJob({
  name: "strategy-records",
  schedule: { cron: "30 4 * * *" },
  queue: { policy: "stately", retryLimit: 1, retryDelay: 15 * 60, expireInSeconds: 3600 },
  async run({ pool, log, signal }) {
    const state = await readMarketState(pool);
    if (!state.asOf) {
      log.info("no market to run the strategies on yet");
      return;
    }
    await runApart(
      "strategy-records-apart",
      { STRATEGY_DATABASE_URL: databaseUrlOf(pool), STRATEGY_AS_OF: state.asOf },
      signal,
    );
    log.info({ asOf: state.asOf }, "strategy records written");
  },
});

/**
 * Whether the stored records lag the market (none yet, or older than its date): after a first
 * build or an update made while the server was down, the pages would otherwise wait for 04:30.
 */
export async function strategyRecordsStale(pool: pg.Pool): Promise<boolean> {
  const state = await readMarketState(pool);
  if (!state.asOf) return false;
  const { rows } = await pool.query<{ oldest: string | null }>(
    "SELECT min(as_of)::text AS oldest FROM strategy_records",
  );
  const oldest = rows[0]?.oldest ?? null;
  return oldest === null || oldest < state.asOf;
}
