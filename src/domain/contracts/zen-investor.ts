import type { MarketLabel } from "./market";
import type { AlertBody, LedgerEntry } from "../zen-investor/ledger";
import type { MarketUpdate } from "../zen-investor/market-update";
import type { ReturnFigures } from "../zen-investor/returns";
import type { SellReason } from "../zen-investor/run";

// What the Zen Investor pages get from the server (decision 063), already cut to the viewer's
// plans: without Zen Investor no open position and no alert younger than the delay is in here.

export interface PickCompany {
  companyId: number;
  ticker: string;
  name: string;
  /** The company's page, or "" when the company is no longer in the data. */
  url: string;
}

export interface PickPosition {
  company: PickCompany;
  phase: "backtest" | "live";
  entryDate: string;
  entryPrice: number;
  exitDate: string | null;
  exitPrice: number | null;
  exitReasons: SellReason[];
  return: number;
  marketReturn: number;
  days: number;
  /** The alerts' ids (ledger entry numbers), null when not found in the ledger. */
  buyId: number | null;
  sellId: number | null;
}

export interface ZenInvestorPrice {
  name: string;
  /** Cents a year. */
  yearlyCents: number;
}

export interface ZenInvestorLanding {
  market: MarketLabel;
  subscriber: boolean;
  rule: string[];
  /** Null before the nightly job has run the model portfolio. */
  record: {
    asOf: string;
    launchedOn: string;
    whole: ReturnFigures;
    backtest: ReturnFigures | null;
    live: ReturnFigures | null;
    curve: [string, number, number][];
  } | null;
  price: ZenInvestorPrice;
  /** Alerts dated from this day on are subscribers' only (null for a subscriber). */
  lockedFrom: string | null;
  publicAfterDays: number;
  ledger: { entries: number; lastHash: string | null; lastDate: string | null };
  /** The months with a market update, latest first. */
  updates: string[];
  webinars: { id: string; title: string; date: string }[];
}

export interface ZenInvestorPastTrades {
  market: MarketLabel;
  subscriber: boolean;
  positions: PickPosition[];
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  lockedFrom: string | null;
  publicAfterDays: number;
}

export interface AlertFill {
  date: string;
  price: number | null;
  weightPct: number;
}

export type ZenInvestorAlert =
  | { locked: true; id: number; side: "buy" | "sell"; date: string; unlocksOn: string }
  | {
      locked: false;
      id: number;
      side: "buy" | "sell";
      date: string;
      phase: LedgerEntry["phase"];
      company: PickCompany;
      reasons: AlertBody["reasons"];
      grade: string | null;
      score: number | null;
      checks: AlertBody["checks"];
      valuation: AlertBody["valuation"];
      hash: string;
      /** The fill at the next trading day's close, null until that day's data is in. */
      fill: AlertFill | null;
      /** For a sell: the position it closed. */
      position: { entryDate: string; entryPrice: number; return: number; marketReturn: number; days: number } | null;
    };

export interface ZenInvestorMarketUpdate {
  market: MarketLabel;
  update: MarketUpdate;
  sectorNames: Record<number, string>;
  previous: string | null;
  next: string | null;
}

export interface ZenInvestorWebinar {
  id: string;
  title: string;
  date: string;
  description: string;
  /** The recording's address (from WEBINAR_VIDEO_BASE_URL), or null when not configured. */
  videoUrl: string | null;
}

/** The public half of the Zen Investor pages (the subscriber dashboard adds its own method). */
export interface ZenInvestorPublicReader {
  landing(): Promise<ZenInvestorLanding>;
  pastTrades(page: number): Promise<ZenInvestorPastTrades>;
  /** Null for an unknown id or one that is not an alert of that side. */
  alert(side: "buy" | "sell", id: number): Promise<ZenInvestorAlert | null>;
  marketUpdate(id: string): Promise<ZenInvestorMarketUpdate | null>;
  webinar(id: string): Promise<ZenInvestorWebinar | null>;
  /** The ledger as the viewer may download it. */
  ledger(): Promise<{ asOf: string | null; entries: LedgerEntry[] }>;
}
