// What the research pipeline knows about one company on its as-of date: plain rows, already
// limited to what was filed or traded by then. The pipeline (src/market/research) reads them
// from the database; everything computed from them here is pure.

export interface StatementRow {
  period: "Q" | "A";
  fiscalYear: number;
  /** 1..4 for quarters, 0 for a year. */
  fiscalQuarter: number;
  periodEnd: string;
  filedOn: string;
  revenue: number | null;
  ebit: number | null;
  interestExpense: number | null;
  netIncome: number | null;
  eps: number | null;
  shares: number | null;
  totalAssets: number | null;
  currentAssets: number | null;
  totalLiabilities: number | null;
  currentLiabilities: number | null;
  nonCurrentLiabilities: number | null;
  debt: number | null;
  equity: number | null;
  operatingCashFlow: number | null;
  freeCashFlow: number | null;
  dividendsPaid: number | null;
  /** Read by the rating (gross margin, cash); the research pipeline does not need them. */
  costOfRevenue?: number | null;
  cash?: number | null;
}

export interface EstimateRow {
  asOf: string;
  forecastYear: number;
  eps: number | null;
  revenue: number | null;
  returnOnEquity: number | null;
  returnOnAssets: number | null;
}

export interface DividendRow {
  exDate: string;
  amount: number;
  /** The stored prices already reflect it (fetched prices are dividend-adjusted): total return leaves it out. */
  pricesAdjusted?: boolean;
}

export interface SplitRow {
  exDate: string;
  ratio: number;
}

export interface AnalystRatingRow {
  analystId: number;
  ratedOn: string;
  rating: "strong_buy" | "buy" | "hold" | "sell" | "strong_sell";
  priceTarget: number | null;
}

export interface InsiderRow {
  tradedOn: string;
  shares: number;
  price: number;
}

/** Recent daily prices, oldest first; adjClose adjusted for splits and dividends. */
export interface RecentPrices {
  dates: string[];
  close: number[];
  adjClose: number[];
  high: number[];
  low: number[];
  volume: number[];
}

export interface CompanyData {
  id: number;
  name: string;
  industryId: number | null;
  sectorId: number | null;
  sharesOutstanding: number | null;
  /** Statements filed on or before the as-of date, oldest first (quarters and years mixed). */
  statements: StatementRow[];
  /** The estimates of the latest as-of date on or before the market's as-of date. */
  estimates: EstimateRow[];
  /** Every dividend with its ex-date on or before the as-of date, oldest first. */
  dividends: DividendRow[];
  /**
   * False when the data cannot tell whether the company pays dividends (decision 033): an
   * imported company without a single dividend record. Its yields are then unknown (null),
   * not 0. Absent: known (the demo market records every dividend it simulates).
   */
  dividendsKnown?: boolean;
  /** Every split to the as-of date: per-share figures are restated by them (decision 031). */
  splits: SplitRow[];
  /** The splits the stored prices do not already reflect (absent: all of `splits`). */
  priceSplits?: SplitRow[];
  /** Ratings in the 12 months to the as-of date. */
  ratings: AnalystRatingRow[];
  /** Insider trades in the 12 months to the as-of date. */
  insiders: InsiderRow[];
  nextEarningsDate: string | null;
  prices: RecentPrices;
}

/** Rates of the as-of date, in percent as published (4.25 = 4.25%). */
export interface MacroRates {
  treasury10Year: number | null;
  aaBond: number | null;
  savingsRate: number | null;
}
