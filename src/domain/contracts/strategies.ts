import type { Figures } from "../strategies/figures";
import type { MarketLabel } from "./market";

// What the Zen Strategies pages read (server/page-readers/strategies). Figures, curves and the
// bias check are public; a book's holdings and trades are null when the viewer may not see
// them (server/policies/strategies.ts decides, on the server).

export type StrategyFigures = Figures;

/** How a strategy is run, in plain words and in its parameters. */
export interface StrategyMethod {
  holdings: number;
  /** "Equal weights", "By market cap, at most 10 % in one company". */
  weighting: string;
  rebalance: "monthly" | "quarterly";
  /** The trading costs assumed, in words. */
  costs: string;
  /** The screen as filters a reader can type into the screener (the screener's own address). */
  screenerUrl: string;
  /** Each filter and the sort in words ("Zen Rating: A, B", "P/E: 0 to 15", "sorted by P/E, lowest first"). */
  rules: string[];
}

export interface StrategyRecord {
  /** The market date the record runs to. */
  asOf: string;
  backtest: Figures;
  /** null while the record has no day after its launch. */
  live: Figures | null;
  /** The same strategy on companies still listed today (the bias check). */
  survivorsOnly: Figures;
  /** The market's figures over the same days, when the record holds them. */
  market: { backtest: Figures; live: Figures | null } | null;
  /** Month-end points [date, strategy, market], both 1.0 on the first signal day. */
  curve: [string, number, number][];
}

export interface StrategySummary {
  id: string;
  name: string;
  description: string;
  url: string;
  launchedOn: string;
  method: StrategyMethod;
  /** null until the nightly job has computed it. */
  record: StrategyRecord | null;
}

export interface StrategyCompany {
  companyId: number;
  ticker: string;
  name: string;
  exchange: string;
  url: string;
}

export interface StrategyHolding {
  company: StrategyCompany;
  /** Weight in the book right after the fill. */
  weight: number;
  price: number;
}

export interface StrategyTrade {
  company: StrategyCompany;
  side: "buy" | "sell";
  /** The traded value as a fraction of the book before the trade. */
  fraction: number;
  price: number;
}

/** One rebalance: its dates and costs always; its holdings and trades when the viewer may see them. */
export interface StrategyBook {
  signalDate: string;
  fillDate: string;
  turnover: number;
  cost: number;
  holdingsCount: number;
  tradesCount: number;
  /** null: locked (subscribers only). */
  holdings: StrategyHolding[] | null;
  trades: StrategyTrade[] | null;
}

export interface StrategyDetail extends StrategySummary {
  /** The viewer holds Zen Strategies (current holdings and exports are theirs). */
  subscriber: boolean;
  /** Books filled on or after this day are subscribers' (the latest always is). */
  lockedFrom: string | null;
  /** The latest book (the current holdings), locked or not; null before any rebalance. */
  current: StrategyBook | null;
  /** The trade history, newest first, one page of it. */
  history: { books: StrategyBook[]; page: number; pages: number; total: number };
}

export interface StrategiesOverview {
  strategies: StrategySummary[];
  subscriber: boolean;
  market: MarketLabel;
}

/** The current holdings and the latest trades as CSV text, for subscribers; null when there is nothing to export. */
export interface StrategyExport {
  filename: string;
  csv: string;
}

export interface StrategyPagesReader {
  overview(): Promise<StrategiesOverview>;
  /** null for an id that is not a house strategy. */
  strategy(id: string, page: number): Promise<StrategyDetail | null>;
  /**
   * The export of one strategy (or all, with no id): null for an unknown id; "locked" when the
   * viewer is not a subscriber (they get the upsell, never the rows).
   */
  export(id: string | null): Promise<StrategyExport | "locked" | null>;
}
