import type { BacktestSummary } from "./backtest";
import type { Component } from "./components";

/** What a rating run stores about itself (table rating_runs), read by the explainer page. */
export interface StoredRunSummary {
  asOf: string;
  backtest: BacktestSummary;
  backtestWithoutAi: BacktestSummary;
  /** The weights of the latest date, normalised to sum to 1. */
  weights: { key: Component; weight: number }[];
  universe: { companies: number; averageRated: number; ratedToday: number };
  firstDate: string;
  /** The model of the latest month-end, for one-day updates. */
  model?: { aiWeights: number[] | null; weights: number[] };
}
