import type { MarketLabel } from "./market";
import type { PickCompany, ZenInvestorAlert } from "./zen-investor";
import type { PeriodReturn } from "../zen-investor/period-returns";

// What the subscribers' dashboard gets from the server: only ever built for a Zen Investor
// subscriber (everyone else is sent to the order form before anything is read).

export interface OpenPick {
  company: PickCompany;
  phase: "backtest" | "live";
  entryDate: string;
  /** The raw close the buy filled at. */
  entryPrice: number;
  /** The buy's share of the portfolio at its fill (percent, 4 decimals), null when not in the ledger. */
  entryWeightPct: number | null;
  /** Total return since the entry fill to the last close, and the market's over the same days. */
  return: number;
  marketReturn: number;
  days: number;
  /** The buy alert's id (its ledger entry number). */
  buyId: number | null;
}

export interface ZenInvestorDashboard {
  market: MarketLabel;
  /** Null before the nightly job has run the model portfolio. */
  record: {
    asOf: string;
    launchedOn: string;
    /** Time-weighted, the portfolio against the market; null before the launch. */
    sinceLaunch: PeriodReturn | null;
    yearToDate: PeriodReturn | null;
    /** The whole record, backtest included, for scale. */
    whole: PeriodReturn;
  } | null;
  positions: OpenPick[];
  /** The latest alerts, newest first. */
  alerts: Extract<ZenInvestorAlert, { locked: false }>[];
}
