import type { MapPeriod, MarketMapLayout } from "../market-map/market-map";
import type { MarketLabel } from "./market";

// The public home page's market overview and the market map, built on the server from the
// screener's snapshot (every listed company's latest values) under the entitlement policy: the
// Zen Rating is removed for visitors without Premium before the page is written.

/** The cap-weighted move of every listed company over a period, in percent (1.5 means +1.5%). */
export interface IndexMove {
  period: "1d" | "1w" | "1m" | "ytd" | "1y";
  name: string;
  change: number | null;
}

export interface MarketIndex {
  /** How many listed companies with a market cap the index weighs. */
  companies: number;
  marketCap: number;
  moves: IndexMove[];
  /** The day's breadth: companies up, down and unchanged. */
  advancers: number;
  decliners: number;
  unchanged: number;
}

export interface SectorMove {
  name: string;
  url: string;
  companies: number;
  marketCap: number;
  /** Cap-weighted change in percent. */
  change1d: number | null;
  change1m: number | null;
}

export interface OverviewCompany {
  id: number;
  ticker: string;
  name: string;
  url: string;
}

export interface IdeaRow extends OverviewCompany {
  /** The Due Diligence Score, 0 to 100 (public, as on the company pages). */
  score: number | null;
  change1d: number | null;
  /** A to F for Premium; null (removed on the server) for everyone else. */
  zenRating: string | null;
}

export interface TopIdeas {
  /** Whether the Zen Rating was removed (the visitor has no Premium). */
  locked: boolean;
  /** What the list is ranked by, in words. */
  rankedBy: string;
  rows: IdeaRow[];
  /** The screen that shows the whole list. */
  url: string;
}

/** `url` is the company's earnings page. */
export interface UpcomingEarnings extends OverviewCompany {
  date: string;
}

/** `url` is the company's dividends page. */
export interface UpcomingDividend extends OverviewCompany {
  date: string;
  /** Trailing dividend yield in percent. */
  yield: number | null;
}

export interface MarketOverview {
  market: MarketLabel;
  index: MarketIndex;
  sectors: SectorMove[];
  ideas: TopIdeas;
  earnings: UpcomingEarnings[];
  dividends: UpcomingDividend[];
  /** The small market map of the home page (the day's change). */
  map: MarketMapLayout;
}

export interface MarketMapPage {
  market: MarketLabel;
  period: MapPeriod;
  map: MarketMapLayout;
  /** Listed companies drawn (each in its own tile or in an industry's folded one). */
  companies: number;
  /** Listed companies without a market cap, a sector or an industry: nothing to size a tile by. */
  withoutSize: number;
}

export interface MarketPagesReader {
  overview(): MarketOverview;
  marketMap(period: MapPeriod): MarketMapPage;
}

/** How many rows each home page list shows. */
export const OVERVIEW_ROWS = { ideas: 8, earnings: 6, dividends: 6 } as const;
