// What is known about one company on one rating date, point in time: prices up to that day,
// statements filed by then, the estimates, ratings and insider trades dated by then. The
// factors (factors.ts) are formulas over these fields. Money in dollars, per-share figures in
// today's shares, returns and rates as fractions; null when unknown.

export interface RatingInputs {
  // Prices and the indicators (price-series.ts).
  price: number | null;
  r1m: number | null;
  r3m: number | null;
  r6m: number | null;
  r9m: number | null;
  r12m: number | null;
  /** The year to a month ago: momentum without the last month's reversal. */
  r12m1: number | null;
  r24m: number | null;
  r36m: number | null;
  fromHigh52: number | null;
  fromLow52: number | null;
  sma50: number | null;
  sma200: number | null;
  rsi: number | null;
  macdHistogram: number | null;
  stochasticK: number | null;
  volatility12m: number | null;
  maxDrawdown12m: number | null;
  upDays6m: number | null;
  dollarVolume1m: number | null;
  dollarVolume12m: number | null;
  positiveMonths12: number | null;

  // Statements (trailing twelve months now, a year, three and five years before).
  shares: number | null;
  marketCap: number | null;
  revenue: number | null;
  grossProfit: number | null;
  ebit: number | null;
  interestExpense: number | null;
  netIncome: number | null;
  eps: number | null;
  operatingCashFlow: number | null;
  freeCashFlow: number | null;
  dividendsPaid: number | null;
  assets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  liabilities: number | null;
  debt: number | null;
  equity: number | null;
  cash: number | null;
  revenue1y: number | null;
  grossProfit1y: number | null;
  ebit1y: number | null;
  netIncome1y: number | null;
  eps1y: number | null;
  operatingCashFlow1y: number | null;
  freeCashFlow1y: number | null;
  assets1y: number | null;
  equity1y: number | null;
  shares1y: number | null;
  currentAssets1y: number | null;
  currentLiabilities1y: number | null;
  debt1y: number | null;
  eps3y: number | null;
  revenue3y: number | null;
  freeCashFlow3y: number | null;
  equity3y: number | null;
  /** Four years before: the valuation's growth span when five years of reports are not there. */
  eps4y: number | null;
  revenue4y: number | null;
  eps5y: number | null;
  revenue5y: number | null;
  /** The latest quarter's EPS and revenue, and the same quarter a year before. */
  quarterEps: number | null;
  quarterEpsYearAgo: number | null;
  quarterRevenue: number | null;
  quarterRevenueYearAgo: number | null;
  /** Years of the last five whose annual EPS (revenue) rose. */
  epsRisingYears: number | null;
  revenueRisingYears: number | null;
  /** Standard deviation of the last eight quarters' EPS over the mean of their absolute values. */
  epsVariability: number | null;

  // Estimates.
  forwardEps: number | null;
  forecastEpsGrowth: number | null;
  forecastRevenueGrowth: number | null;
  forecastReturnOnEquity: number | null;
  epsRevision3m: number | null;
  epsRevision6m: number | null;
  revenueRevision3m: number | null;

  // Analysts' ratings (1 strong sell to 5 strong buy).
  consensus: number | null;
  consensus3mAgo: number | null;
  netUpgrades90d: number | null;
  coverage: number | null;
  ratings90d: number | null;
  targetUpside: number | null;
  targetRevision3m: number | null;
  buyShare: number | null;

  // Insiders: net shares as a fraction of shares outstanding; buyers less sellers.
  insiderNet6m: number | null;
  insiderNet12m: number | null;
  insiderBreadth12m: number | null;

  // Dividends per today's share: the last 12 months, and the 12 months three years before; null
  // when the data does not say whether the company pays (an imported company without any dividend
  // record, decision 033), never 0.
  dividend12m: number | null;
  dividend12m3y: number | null;

  // Valuation models (src/domain/valuation), with the rates of the date.
  fairValue: number | null;
  grahamValue: number | null;

  /** The company's own average earnings and book yields over the five years before. */
  earningsYieldHistory: number | null;
  bookYieldHistory: number | null;
}

export type InputKey = keyof RatingInputs;
