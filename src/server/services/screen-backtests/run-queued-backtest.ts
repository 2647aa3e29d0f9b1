import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "../../../db/schema";
import { decodeScreen } from "../../../domain/screener/codec";
import { screenBacktestParamsSchema, screenStrategy } from "../../../domain/strategies/screen-backtest";
import { readMarketState } from "../../../market/market-state";
import { loadStrategyHistories } from "../../../market/strategies/load-histories";
import { runScreenBacktest } from "../../../market/strategies/run-screen";

// The screen-backtest job's work (decision 056): claim the queued row, run the screen as it was
// when queued over the stored histories, writing the progress as it goes, and keep the result.
// A run stopped by a stopping process goes back to the queue (pg-boss retries it); a run that
// fails otherwise is marked failed, since running it again would fail the same way.

/** Progress is written when it has moved at least this much (a few dozen writes a run). */
const PROGRESS_STEP = 0.02;
/** Loading the histories comes first and is shown as this share of the bar. */
const LOADED = 0.1;

export async function runQueuedBacktest(
  context: { db: Kysely<DB>; pool: pg.Pool; log: FastifyBaseLogger; signal: AbortSignal },
  backtestId: number,
): Promise<void> {
  const { db, pool, log, signal } = context;
  const row = await db
    .updateTable("screen_backtests")
    .set({ status: "running", started_at: new Date(), progress: 0 })
    .where("id", "=", backtestId)
    .where("status", "in", ["queued", "running"])
    .returningAll()
    .executeTakeFirst();
  // Replaced by a newer run of the screen, or the screen was deleted.
  if (!row) return;
  const progress = async (share: number) => {
    await db
      .updateTable("screen_backtests")
      .set({ progress: share })
      .where("id", "=", backtestId)
      .where("status", "=", "running")
      .execute();
  };
  try {
    const state = await readMarketState(pool);
    if (!state.asOf) throw new Error("no market to backtest on");
    const decoded = decodeScreen(row.filters);
    if (!decoded.ok) throw decoded.error;
    const params = screenBacktestParamsSchema.parse(row.params);
    const sort = row.sort_column ? { column: row.sort_column, direction: row.sort_direction ?? "desc" } : null;
    const strategy = screenStrategy({ filters: decoded.screen.filters, sort }, params);
    const histories = await loadStrategyHistories(db, state.asOf);
    signal.throwIfAborted();
    await progress(LOADED);
    let written = LOADED;
    const result = await runScreenBacktest(histories, strategy, {
      signal,
      onProgress: async (done) => {
        const share = LOADED + (1 - LOADED) * done;
        if (share - written >= PROGRESS_STEP && done < 1) {
          written = share;
          await progress(share);
        }
      },
    });
    await db
      .updateTable("screen_backtests")
      .set({
        status: "done",
        progress: 1,
        as_of: state.asOf,
        result: JSON.stringify(result),
        finished_at: new Date(),
      })
      .where("id", "=", backtestId)
      .where("status", "=", "running")
      .execute();
  } catch (error) {
    if (signal.aborted) {
      await db
        .updateTable("screen_backtests")
        .set({ status: "queued", progress: 0 })
        .where("id", "=", backtestId)
        .where("status", "=", "running")
        .execute();
      throw error;
    }
    log.error({ err: error, backtestId }, "screen backtest failed");
    await db
      .updateTable("screen_backtests")
      .set({ status: "failed", error_code: "INTERNAL", finished_at: new Date() })
      .where("id", "=", backtestId)
      .where("status", "=", "running")
      .execute();
  }
}
