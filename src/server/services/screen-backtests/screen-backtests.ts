import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { DB, ScreenBacktestsTable } from "../../../db/schema";
import { decodeScreen } from "../../../domain/screener/codec";
import type { Screen } from "../../../domain/screener/screen";
import {
  screenBacktestParamsSchema,
  screenFieldsWithoutHistory,
  type ScreenBacktestParams,
} from "../../../domain/strategies/screen-backtest";
import { filterByKey } from "../../../domain/screener/filters";
import { columnByKey } from "../../../domain/screener/columns";
import { AppError } from "../../errors";
import type { ScreenerAccess } from "../../policies/screener";
import { assertScreenAllowed } from "../../screener/resolve-screen";

// Backtests of a member's own saved screens (decision 056). A member queues one; the
// screen-backtest job runs it; the latest run of each saved screen is kept. Someone else's
// saved screen is as absent as one that does not exist.

export type ScreenBacktestRow = Selectable<ScreenBacktestsTable>;

/** A queued or running backtest older than this is taken as lost (its worker died) and may be replaced. */
export const STALE_AFTER_MINUTES = 60;

/** The member's saved screen as a screen to run, or 404. */
async function ownScreen(db: Kysely<DB>, userId: number, savedId: number) {
  const row = await db
    .selectFrom("saved_screeners")
    .select(["id", "name", "filters", "sort_column", "sort_direction", "universe"])
    .where("id", "=", savedId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new AppError("SAVED_SCREENER_NOT_FOUND");
  const decoded = decodeScreen(row.filters);
  // Saved screens are checked when saved; one that no longer decodes is a screen we broke.
  if (!decoded.ok) throw new Error(`saved screener ${row.id} no longer decodes: ${decoded.error.message}`);
  const sort = row.sort_column ? { column: row.sort_column, direction: row.sort_direction ?? "desc" } : null;
  return { row, screen: { ...decoded.screen, sort } satisfies Screen };
}

/** The member's choices, or 400 naming what is wrong. */
export function parseBacktestParams(body: unknown): ScreenBacktestParams {
  const parsed = screenBacktestParamsSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? "body");
  throw new AppError("SCREEN_BACKTEST_INVALID", `${field}: ${issue.message}`, { parameter: field });
}

function fieldName(key: string): string {
  return filterByKey(key)?.name ?? columnByKey(key)?.name ?? key;
}

/**
 * Sends the job that runs a queued backtest, in the transaction that wrote its row (the caller
 * gives the job sender and the screen-backtest job: the work is queued here, run by a worker).
 */
export type SendBacktestRun = (trx: Transaction<DB>, backtestId: number) => Promise<unknown>;

/**
 * Queues a backtest of the member's saved screen: checks it can be run (what the member may
 * screen on today, fields with a dated history), replaces the screen's previous result and sends
 * the job, in one transaction. One backtest queued or running per member at a time.
 */
export async function queueScreenBacktest(
  db: Kysely<DB>,
  sendRun: SendBacktestRun,
  owner: { id: number; access: ScreenerAccess },
  savedId: number,
  params: ScreenBacktestParams,
): Promise<ScreenBacktestRow> {
  const { row: saved, screen } = await ownScreen(db, owner.id, savedId);
  // Refused, not run on the whole market: what the member's list held in past months is not
  // known (a watchlist keeps no history), so such a backtest would answer another question.
  if (saved.universe) throw new AppError("SCREEN_BACKTEST_OWN_LIST");
  // A screen saved with Premium filters by a member whose Premium has lapsed: its books would
  // tell what those filters select.
  assertScreenAllowed(screen, owner.access);
  const missing = screenFieldsWithoutHistory(screen);
  if (missing.length > 0)
    throw new AppError(
      "SCREEN_BACKTEST_FIELDS_WITHOUT_HISTORY",
      `This screen uses ${missing.map(fieldName).join(", ")}, which ${missing.length === 1 ? "has" : "have"} no dated history, so it cannot be backtested without looking ahead. Remove ${missing.length === 1 ? "it" : "them"} to backtest the rest.`,
      { fields: missing },
    );
  return db.transaction().execute(async (trx) => {
    // A run whose worker died long ago must not hold the member's one slot for ever.
    await trx
      .updateTable("screen_backtests")
      .set({ status: "failed", error_code: "INTERNAL", finished_at: new Date() })
      .where("user_id", "=", owner.id)
      .where("status", "in", ["queued", "running"])
      .where("queued_at", "<", sql<Date>`now() - make_interval(mins => ${STALE_AFTER_MINUTES})`)
      .execute();
    const running = await trx
      .selectFrom("screen_backtests")
      .select("id")
      .where("user_id", "=", owner.id)
      .where("status", "in", ["queued", "running"])
      .forUpdate()
      .executeTakeFirst();
    if (running) throw new AppError("SCREEN_BACKTEST_RUNNING");
    const values = {
      params: JSON.stringify(params),
      filters: saved.filters,
      sort_column: screen.sort?.column ?? null,
      sort_direction: screen.sort?.direction ?? null,
      status: "queued" as const,
      progress: 0,
      error_code: null,
      as_of: null,
      result: null,
      queued_at: new Date(),
      started_at: null,
      finished_at: null,
    };
    let row: ScreenBacktestRow;
    try {
      row = await trx
        .insertInto("screen_backtests")
        .values({ saved_screener_id: savedId, user_id: owner.id, ...values })
        .onConflict((oc) => oc.column("saved_screener_id").doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // Two requests at once: the index that allows one running backtest per member refused the second.
      if ((error as { code?: string }).code === "23505") throw new AppError("SCREEN_BACKTEST_RUNNING");
      throw error;
    }
    await sendRun(trx, row.id);
    return row;
  });
}

/** The latest backtest of the member's saved screen, with the screen's name; 404 when neither. */
export async function readScreenBacktest(
  db: Kysely<DB>,
  userId: number,
  savedId: number,
): Promise<{ screenName: string | null; backtest: ScreenBacktestRow | null }> {
  const { row } = await ownScreen(db, userId, savedId);
  const backtest = await db
    .selectFrom("screen_backtests")
    .selectAll()
    .where("saved_screener_id", "=", savedId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { screenName: row.name, backtest: backtest ?? null };
}

/** Just where a run is (for the page's progress bar): no result read. */
export async function readScreenBacktestStatus(
  db: Kysely<DB>,
  userId: number,
  savedId: number,
): Promise<Pick<ScreenBacktestRow, "status" | "progress" | "error_code" | "queued_at" | "finished_at"> | null> {
  await ownScreen(db, userId, savedId);
  return (
    (await db
      .selectFrom("screen_backtests")
      .select(["status", "progress", "error_code", "queued_at", "finished_at"])
      .where("saved_screener_id", "=", savedId)
      .where("user_id", "=", userId)
      .executeTakeFirst()) ?? null
  );
}
