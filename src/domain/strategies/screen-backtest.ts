import { z } from "zod";
import { runScreen } from "../screener/engine";
import type { Screen } from "../screener/screen";
import { ScreenerSnapshot, type SnapshotCompany } from "../screener/snapshot";
import type { Rebalance } from "./backtest";
import type { Figures } from "./figures";
import type { CompanyHistory } from "./history";
import { fieldsWithoutHistory, POINT_IN_TIME_FIELDS, valuesAsOf } from "./point-in-time";
import { DEFAULT_COSTS, MAX_HOLDINGS, type Strategy } from "./strategy";
import { tradedAt, type Tape } from "./tape";

// A member's own saved screen run the way the house strategies are (decision 056): the screen's
// filters and sort, and three choices of the member's (how many holdings, how they are weighted,
// how often the book is traded again), at the house strategies' stated costs and from the same
// first year.

export const SCREEN_BACKTEST_WEIGHTINGS = ["equal", "marketCap"] as const;
export const SCREEN_BACKTEST_REBALANCES = ["monthly", "quarterly"] as const;

/** The most one holding may weigh when the book is weighted by market cap. */
export const MARKET_CAP_WEIGHT_CAP = 0.1;

export const DEFAULT_SCREEN_BACKTEST = { holdings: 20, weighting: "equal", rebalance: "monthly" } as const;

/** The member's choices, as a JSON body or a plain form sends them (numbers arrive as text). */
export const screenBacktestParamsSchema = z.object({
  holdings: z.coerce
    .number()
    .int("The number of holdings must be a whole number.")
    .min(1, "Hold at least 1 company.")
    .max(MAX_HOLDINGS, `Hold at most ${MAX_HOLDINGS} companies.`)
    .default(DEFAULT_SCREEN_BACKTEST.holdings),
  weighting: z.enum(SCREEN_BACKTEST_WEIGHTINGS).default(DEFAULT_SCREEN_BACKTEST.weighting),
  rebalance: z.enum(SCREEN_BACKTEST_REBALANCES).default(DEFAULT_SCREEN_BACKTEST.rebalance),
});

export type ScreenBacktestParams = z.output<typeof screenBacktestParamsSchema>;

/** The strategy a saved screen and the member's choices make. */
export function screenStrategy(screen: Pick<Screen, "filters" | "sort">, params: ScreenBacktestParams): Strategy {
  return {
    filters: screen.filters,
    sort: screen.sort,
    holdings: params.holdings,
    weighting: params.weighting === "equal" ? { kind: "equal" } : { kind: "marketCap", cap: MARKET_CAP_WEIGHT_CAP },
    rebalance: params.rebalance,
    costs: DEFAULT_COSTS,
  };
}

/** The fields a screen filters or sorts on that have no dated history (a backtest cannot use them). */
export function screenFieldsWithoutHistory(screen: Pick<Screen, "filters" | "sort">): string[] {
  const keys = screen.filters.map((f) => f.key);
  if (screen.sort) keys.push(screen.sort.column);
  return [...new Set(fieldsWithoutHistory(keys))];
}

/**
 * The companies a signal day's book can be chosen from: the screen's first companies, in its
 * order, that trade on the fill day, a few more than the book holds. The backtest runs its screen
 * again on these alone and picks the same book as on the whole market (the order of a screen's
 * first rows does not depend on the rows after them), while a run keeps a few dozen companies a
 * month in memory instead of the whole market's values for every month since 2003.
 */
export function shortlistAt(
  histories: ReadonlyMap<number, CompanyHistory>,
  full: ScreenerSnapshot,
  strategy: Strategy,
  tape: Tape,
  fillDay: number,
  day: number,
): ScreenerSnapshot {
  const { rows } = runScreen(full, {
    filters: strategy.filters,
    sort: strategy.sort,
    page: 1,
    pageSize: Math.max(1, full.size),
  });
  const kept: SnapshotCompany[] = [];
  for (let i = 0; i < rows.length && kept.length < strategy.holdings; i++) {
    const id = full.ids[rows[i]!]!;
    if (Number.isNaN(tradedAt(tape.prices.get(id), fillDay))) continue;
    const values = valuesAsOf(histories.get(id)!, day);
    if (values) kept.push({ id, values });
  }
  return new ScreenerSnapshot(kept, { text: [], numbers: [...POINT_IN_TIME_FIELDS] }, full.asOf);
}

/** What a finished backtest of a saved screen keeps. */
export interface ScreenBacktestResult {
  figures: Figures;
  /** Month-end points [date, strategy, market], both 1.0 on the first signal day. */
  curve: [string, number, number][];
  rebalances: Rebalance[];
}
