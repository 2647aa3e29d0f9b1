import type { Kysely, Selectable } from "kysely";
import type { DB, ScreenBacktestsTable } from "../../db/schema";
import { BOOKS_SHOWN, type ScreenBacktest, type ScreenBacktestStatus } from "../../domain/contracts/screen-backtests";
import { screenBacktestParamsSchema, type ScreenBacktestResult } from "../../domain/strategies/screen-backtest";
import { DEFAULT_COSTS } from "../../domain/strategies/strategy";
import { costsText } from "../../domain/strategies/describe";
import { companiesById } from "../../db/repositories/strategy-records";
import { ERRORS, type ErrorCode } from "../errors";
import { presentBook } from "./strategies";
import { ownScreenBacktestAccess, type HasPlans } from "../policies/strategies";

type ScreenBacktestRow = Selectable<ScreenBacktestsTable>;

// A saved screen's backtest as its owner may see it (decision 056). What a free member does not
// get (the figures, the curve, the books) never leaves the server: it is not read into the answer.

export function presentBacktestStatus(
  row: Pick<ScreenBacktestRow, "status" | "progress" | "error_code"> | null,
): ScreenBacktestStatus | null {
  if (!row) return null;
  const code = row.error_code as ErrorCode | null;
  return {
    status: row.status,
    progress: row.status === "done" ? 1 : row.progress,
    error: code ? { code, message: ERRORS[code]?.message ?? ERRORS.INTERNAL.message } : null,
  };
}

export async function presentScreenBacktest(
  db: Kysely<DB>,
  viewer: HasPlans | null,
  savedScreenerId: number,
  screenName: string | null,
  row: ScreenBacktestRow,
): Promise<ScreenBacktest> {
  const access = ownScreenBacktestAccess(viewer);
  const result = row.status === "done" ? (row.result as ScreenBacktestResult | null) : null;
  const full = access === "full" && result !== null;
  const shown = full ? [...result.rebalances].reverse().slice(0, BOOKS_SHOWN) : [];
  const companies = await companiesById(
    db,
    shown.flatMap((r) => [...r.holdings, ...r.trades].map((x) => x.companyId)),
  );
  const { years: _years, ...figures } = result?.figures ?? { years: null };
  return {
    ...presentBacktestStatus(row)!,
    savedScreenerId,
    screenName,
    params: screenBacktestParamsSchema.parse(row.params),
    costs: costsText(DEFAULT_COSTS),
    queuedAt: row.queued_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    asOf: row.as_of ? isoDate(row.as_of) : null,
    access,
    years: result?.figures.years ?? null,
    figures: full ? (figures as ScreenBacktest["figures"]) : null,
    curve: full ? result.curve : null,
    books: full ? shown.map((r) => presentBook(r, true, companies)) : null,
    rebalanceCount: full ? result.rebalances.length : null,
  };
}

/** A date column's day: node-postgres reads a date as local midnight. */
function isoDate(d: Date | string): string {
  if (typeof d === "string") return d.slice(0, 10);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
