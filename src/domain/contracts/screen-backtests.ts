import { z } from "zod";
import { MAX_HOLDINGS } from "../strategies/strategy";
import type { StrategyBook } from "./strategies";
import { SCREEN_BACKTEST_REBALANCES, SCREEN_BACKTEST_WEIGHTINGS } from "../strategies/screen-backtest";

// A saved screen's backtest as the API and its page show it (decision 056). A free member gets the
// yearly table only: the figures, the curve and the books are null for them, removed on the
// server (server/presenters/screen-backtests.ts; the policy is server/policies/strategies.ts).

export const SCREEN_BACKTEST_STATUSES = ["queued", "running", "done", "failed"] as const;

const yearSchema = z.object({ year: z.number(), strategy: z.number(), market: z.number(), partial: z.boolean() });

const drawdownSchema = z.object({
  depth: z.number(),
  peakDate: z.string(),
  troughDate: z.string(),
  recoveryDate: z.string().nullable(),
});

export const screenBacktestFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  cagr: z.number(),
  marketCagr: z.number(),
  totalReturn: z.number(),
  marketTotalReturn: z.number(),
  volatility: z.number(),
  sharpe: z.number().nullable(),
  sortino: z.number().nullable(),
  maxDrawdown: drawdownSchema,
  turnover: z.number(),
  bestYear: yearSchema.nullable(),
  worstYear: yearSchema.nullable(),
  monthlyHitRate: z.number().nullable(),
  months: z.number(),
});

const companySchema = z.object({
  companyId: z.number(),
  ticker: z.string(),
  name: z.string(),
  exchange: z.string(),
  url: z.string(),
});

/** A book as the house strategies' pages show one (contracts/strategies.ts, StrategyBook). */
export const screenBacktestBookSchema = z.object({
  signalDate: z.string(),
  fillDate: z.string(),
  turnover: z.number(),
  cost: z.number(),
  holdingsCount: z.number(),
  tradesCount: z.number(),
  holdings: z.array(z.object({ company: companySchema, weight: z.number(), price: z.number() })).nullable(),
  trades: z
    .array(z.object({ company: companySchema, side: z.enum(["buy", "sell"]), fraction: z.number(), price: z.number() }))
    .nullable(),
}) satisfies z.ZodType<StrategyBook>;

export const screenBacktestParamsOutSchema = z.object({
  holdings: z.number().int().min(1).max(MAX_HOLDINGS),
  weighting: z.enum(SCREEN_BACKTEST_WEIGHTINGS),
  rebalance: z.enum(SCREEN_BACKTEST_REBALANCES),
});

export const screenBacktestStatusSchema = z.object({
  status: z.enum(SCREEN_BACKTEST_STATUSES),
  /** Share of the run done, 0 to 1. */
  progress: z.number(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

/** Queuing a backtest and asking where it is both answer its status. */
export const screenBacktestStatusAnswerSchema = z.object({ backtest: screenBacktestStatusSchema });

export const screenBacktestSchema = screenBacktestStatusSchema.extend({
  savedScreenerId: z.number(),
  screenName: z.string().nullable(),
  params: screenBacktestParamsOutSchema,
  /** The trading costs assumed, in words. */
  costs: z.string(),
  queuedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The market date the result runs to (null until done). */
  asOf: z.string().nullable(),
  /** What this viewer gets: everything, or the yearly table only. */
  access: z.enum(["full", "yearly"]),
  years: z.array(yearSchema).nullable(),
  figures: screenBacktestFiguresSchema.nullable(),
  /** Month-end points [date, strategy, market], both 1.0 on the first signal day. */
  curve: z.array(z.tuple([z.string(), z.number(), z.number()])).nullable(),
  /** The latest books, newest first (at most BOOKS_SHOWN). */
  books: z.array(screenBacktestBookSchema).nullable(),
  /** How many rebalances the run made in all. */
  rebalanceCount: z.number().nullable(),
});

export type ScreenBacktest = z.infer<typeof screenBacktestSchema>;
export type ScreenBacktestStatus = z.infer<typeof screenBacktestStatusSchema>;
export type ScreenBacktestBook = z.infer<typeof screenBacktestBookSchema>;

/** The books a backtest answer carries: two years of monthly rebalances. */
export const BOOKS_SHOWN = 24;

/** The backtest page of one saved screen, for its owner. */
export interface ScreenBacktestPage {
  savedScreenerId: number;
  screenName: string | null;
  /** The screen's filters in words, and its order. */
  rules: string[];
  /** The screener's address of the screen. */
  screenerUrl: string;
  /** Names of the fields the screen uses that have no dated history: the form is refused while any remain. */
  withoutHistory: string[];
  /** The refusal of a screen over the member's own portfolio or watchlist (which has no history): the form is refused with it. */
  ownList: string | null;
  /** The settings of the latest run, or the defaults. */
  params: z.infer<typeof screenBacktestParamsOutSchema>;
  backtest: ScreenBacktest | null;
  /** The message of a refused form post (the page's `error` query parameter). */
  error: string | null;
}

/** The signed-in member's saved screen's backtest page; undefined when the screen is not theirs. */
export type ScreenBacktestPagesReader = (
  savedId: number,
  errorCode: string | null,
) => Promise<ScreenBacktestPage | undefined>;
