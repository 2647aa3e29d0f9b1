import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { SessionUser } from "../../../db/repositories/sessions";
import type { ScreenBacktestPagesReader } from "../../../domain/contracts/screen-backtests";
import { decodeScreen } from "../../../domain/screener/codec";
import { columnByKey } from "../../../domain/screener/columns";
import { filterByKey } from "../../../domain/screener/filters";
import {
  DEFAULT_SCREEN_BACKTEST,
  screenBacktestParamsSchema,
  screenFieldsWithoutHistory,
} from "../../../domain/strategies/screen-backtest";
import { AppError, ERRORS, type ErrorCode } from "../../errors";
import { presentSavedScreener, savedScreenWords } from "../../screener/present-saved";
import { presentScreenBacktest } from "../../presenters/screen-backtests";
import { readScreenBacktest } from "../../services/screen-backtests/screen-backtests";

// The backtest page of a member's saved screen (decision 056): the screen in words, the form,
// and the latest run as the member's plan allows (the same presenter as the API).

export function screenBacktestPageReader(db: Kysely<DB>, user: SessionUser | undefined): ScreenBacktestPagesReader {
  return async (savedId, errorCode) => {
    if (!user || !Number.isSafeInteger(savedId) || savedId <= 0) return undefined;
    let read;
    try {
      read = await readScreenBacktest(db, user.userId, savedId);
    } catch (error) {
      if (error instanceof AppError && error.code === "SAVED_SCREENER_NOT_FOUND") return undefined;
      throw error;
    }
    const saved = await db
      .selectFrom("saved_screeners")
      .selectAll()
      .where("id", "=", savedId)
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    const presented = presentSavedScreener(saved);
    const sort = saved.sort_column ? { column: saved.sort_column, direction: saved.sort_direction ?? "desc" } : null;
    const rules = savedScreenWords(saved.filters);
    if (sort)
      rules.push(
        `Sorted by ${columnByKey(sort.column)?.name ?? sort.column}, ${sort.direction === "asc" ? "lowest" : "highest"} first`,
      );
    const decoded = decodeScreen(saved.filters);
    const missing = screenFieldsWithoutHistory({ filters: decoded.ok ? decoded.screen.filters : [], sort });
    const code = errorCode && errorCode in ERRORS ? (errorCode as ErrorCode) : null;
    return {
      savedScreenerId: savedId,
      screenName: read.screenName,
      rules,
      screenerUrl: presented.url,
      withoutHistory: missing.map((k) => filterByKey(k)?.name ?? columnByKey(k)?.name ?? k),
      ownList: saved.universe ? ERRORS.SCREEN_BACKTEST_OWN_LIST.message : null,
      params: read.backtest ? screenBacktestParamsSchema.parse(read.backtest.params) : { ...DEFAULT_SCREEN_BACKTEST },
      backtest: read.backtest ? await presentScreenBacktest(db, user, savedId, read.screenName, read.backtest) : null,
      error: code ? ERRORS[code].message : null,
    };
  };
}
