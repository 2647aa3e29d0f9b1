// The due-diligence checklist (spec sections 3, 4, 5 and 9): 38 checks in five scored
// dimensions plus insider ownership. A check reads named inputs and returns whether the company
// passes and a sentence that states the actual numbers.

export const CATEGORIES = ["valuation", "financials", "forecast", "performance", "dividend", "ownership"] as const;
export type CheckCategory = (typeof CATEGORIES)[number];

/** The categories' names as headings and tables show them. */
export const CATEGORY_LABELS: Record<CheckCategory, string> = {
  valuation: "Valuation",
  financials: "Financials",
  forecast: "Forecast",
  performance: "Performance",
  dividend: "Dividend",
  ownership: "Ownership",
};

/** The five dimensions that make up the score (ownership is shown but not scored). */
export const SCORED_CATEGORIES = ["valuation", "financials", "forecast", "performance", "dividend"] as const;
export type ScoredCategory = (typeof SCORED_CATEGORIES)[number];

export type CheckStatus = "unavailable" | "passed" | "failed" | "locked" | "unknown";

export interface CheckResult {
  type: string;
  /** true, false, or null when the inputs are missing. */
  passed: boolean | null;
  status: CheckStatus;
  category: CheckCategory;
  content: string;
}

/**
 * Every input a check may read (spec section 3's field names). Ratios are fractions
 * (0.25 = 25%); rates of growth are per year; money is in dollars. Missing means unknown.
 */
export interface CheckInput {
  companyName?: string | null;
  price?: number | null;
  fairValue?: number | null;
  earningsPerShare?: number | null;
  grahamIntrinsicValue?: number | null;
  bondRate?: number | null;
  industryName?: string | null;
  priceEarningsRatio?: number | null;
  marketPriceEarningsRatio?: number | null;
  industryPriceEarningsRatio?: number | null;
  priceToBookValue?: number | null;
  industryPriceToBookValue?: number | null;
  priceEarningsToGrowth?: number | null;
  ebit?: number | null;
  interestExpense?: number | null;
  debt?: number | null;
  netMargin?: number | null;
  netMargin1Year?: number | null;
  assetsCurrent?: number | null;
  liabilitiesCurrent?: number | null;
  liabilitiesNonCurrent?: number | null;
  debtToEquityRatio?: number | null;
  debtToEquityRatio5Year?: number | null;
  netCashFlowFromOperations?: number | null;
  forecastReturnOnEquity?: number | null;
  forecastReturnOnAssets?: number | null;
  industryForecastReturnOnAssets?: number | null;
  forecastRevenueGrowthRate?: number | null;
  industryForecastRevenueGrowthRate?: number | null;
  marketForecastRevenueGrowthRate?: number | null;
  forecastEarningsGrowthRate?: number | null;
  industryForecastEarningsGrowthRate?: number | null;
  marketForecastEarningsGrowthRate?: number | null;
  savingsRate?: number | null;
  earningsGrowthRate1Year?: number | null;
  earningsGrowthRate5Year?: number | null;
  industryEarningsGrowthRate1Year?: number | null;
  marketEarningsGrowthRate1Year?: number | null;
  revenueGrowthRate1Year?: number | null;
  revenueGrowthRate5Year?: number | null;
  industryRevenueGrowthRate1Year?: number | null;
  marketRevenueGrowthRate1Year?: number | null;
  totalGrowthRate10Year?: number | null;
  returnOnEquity?: number | null;
  returnOnAssets?: number | null;
  industryReturnOnAssets?: number | null;
  returnOnCapitalEmployed?: number | null;
  returnOnCapitalEmployed3Year?: number | null;
  /** Years of dividend history available, at most 10 are looked at. */
  dividendYears?: number | null;
  /** Year-on-year drops of the annual dividend of more than 10% within those years. */
  dividendDropCount?: number | null;
  dividendYield?: number | null;
  dividendPerShare?: number | null;
  /** Annual dividend per share at the start of the dividendYears window. */
  dividendPerShareStart?: number | null;
  /** Yield above which a payer is in the top 75% (25th percentile) and top 25% (75th). */
  dividendYieldPercentile25?: number | null;
  dividendYieldPercentile75?: number | null;
  payoutRatio?: number | null;
  /** Shares bought minus shares sold by insiders over the last 12 months. */
  netInsiderShares?: number | null;
}

export interface Evaluation {
  passed: boolean | null;
  content: string;
}

export interface CheckDefinition {
  type: string;
  category: CheckCategory;
  /** Short title shown beside the sentence. */
  title: string;
  evaluate(input: CheckInput): Evaluation;
}
