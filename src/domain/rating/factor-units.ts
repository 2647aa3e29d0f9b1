// The unit of each Zen Rating factor, so that the rating's explanation shows "4.5%", "12.3x" or
// "8 of 12 months" where the formulas (factors.ts) compute bare fractions, ratios and counts.
// Every factor of the catalogue has one here; factor-units.test.ts holds that.

export type FactorUnit =
  /** A level as a percentage: a yield, a margin, a share (0.045 is "4.5%"). */
  | { kind: "percent"; better?: string }
  /** A change or a return, signed (0.12 is "+12.0%"). */
  | { kind: "change"; better?: string }
  /** A ratio to a reference where 1 means level with it, as the signed gap (1.08 is "+8.0%"). */
  | { kind: "gap"; better?: string }
  /** The difference between two percentages, in percentage points (0.012 is "+1.2 pts"). */
  | { kind: "points"; better?: string }
  /** How many times one figure covers another (12.3 is "12.3x"). */
  | { kind: "multiple"; better?: string }
  /** A plain figure: a beta, a score out of 5, years of profit. */
  | { kind: "number"; decimals: number; signed?: boolean; suffix?: string; better?: string }
  /** A count of things (3 is "3 analysts"). */
  | { kind: "count"; one: string; many: string; signed?: boolean; better?: string };

const percent: FactorUnit = { kind: "percent" };
const change: FactorUnit = { kind: "change" };
const gap: FactorUnit = { kind: "gap" };
const points: FactorUnit = { kind: "points" };
const multiple: FactorUnit = { kind: "multiple" };
const ratio: FactorUnit = { kind: "number", decimals: 2 };
const index: FactorUnit = { kind: "number", decimals: 0 };

export const FACTOR_UNITS: Readonly<Record<string, FactorUnit>> = {
  // Value
  earningsYield: percent,
  forwardEarningsYield: percent,
  bookYield: percent,
  salesYield: percent,
  freeCashFlowYield: percent,
  operatingCashFlowYield: percent,
  ebitToEnterpriseValue: percent,
  salesToEnterpriseValue: percent,
  dividendYield: percent,
  shareholderYield: percent,
  // The inverse of the PEG ratio: a plain ratio, not a percentage.
  growthAdjustedEarningsYield: ratio,
  fairValueDiscount: { kind: "change", better: "A deeper discount scores better" },
  grahamDiscount: { kind: "change", better: "A deeper discount scores better" },
  earningsYieldVsIndustry: points,
  bookYieldVsIndustry: points,
  salesYieldVsIndustry: points,
  freeCashFlowYieldVsIndustry: points,
  earningsYieldVsHistory: points,
  bookYieldVsHistory: points,
  netCashToMarketValue: percent,
  netCurrentAssetsToMarketValue: percent,

  // Growth
  epsGrowth1y: change,
  epsGrowth3y: change,
  epsGrowth5y: change,
  revenueGrowth1y: change,
  revenueGrowth3y: change,
  revenueGrowth5y: change,
  freeCashFlowGrowth1y: change,
  freeCashFlowGrowth3y: change,
  operatingCashFlowGrowth1y: change,
  ebitGrowth1y: change,
  bookValueGrowth1y: change,
  bookValueGrowth3y: change,
  quarterEpsGrowth: change,
  quarterRevenueGrowth: change,
  epsGrowthAcceleration: points,
  revenueGrowthAcceleration: points,
  forecastEpsGrowth: change,
  forecastRevenueGrowth: change,
  epsGrowthConsistency: { kind: "number", decimals: 0, suffix: " of 5 years" },
  revenueGrowthConsistency: { kind: "number", decimals: 0, suffix: " of 5 years" },
  dividendGrowth3y: change,
  sustainableGrowth: percent,

  // Momentum
  return1m: change,
  return3m: change,
  return6m: change,
  return9m: change,
  return12m: change,
  return12mSkipMonth: change,
  return24m: change,
  return36m: change,
  near52WeekHigh: { kind: "gap", better: "Closer to the high scores better" },
  above52WeekLow: gap,
  priceVsSma50: gap,
  priceVsSma200: gap,
  sma50VsSma200: gap,
  rsi14: index,
  macdHistogram: change,
  stochasticK: index,
  return6mVsIndustry: points,
  return12mVsIndustry: points,
  return12mVsSector: points,
  upDays6m: percent,
  volumeTrend: multiple,
  positiveMonths12: { kind: "number", decimals: 0, suffix: " of 12 months" },

  // Sentiment
  consensus: { kind: "number", decimals: 1, suffix: " of 5" },
  consensusChange3m: { kind: "number", decimals: 2, signed: true },
  netUpgrades90d: { kind: "count", one: "net upgrade", many: "net upgrades", signed: true },
  analystCoverage: { kind: "count", one: "analyst", many: "analysts" },
  ratingActivity90d: { kind: "count", one: "rating", many: "ratings" },
  targetUpside: change,
  targetRevision3m: change,
  epsRevision3m: change,
  epsRevision6m: change,
  revenueRevision3m: change,
  insiderBuying6m: change,
  insiderBuying12m: change,
  insiderBreadth12m: { kind: "count", one: "net buyer", many: "net buyers", signed: true },
  buyShare: percent,

  // Safety
  volatility12m: percent,
  beta36m: ratio,
  // Stored as a fall (negative): "higher" means a smaller fall, which the words say outright.
  maxDrawdown12m: { kind: "change", better: "A smaller fall scores better" },
  debtToEquity: ratio,
  currentRatio: ratio,
  earningsVariability: percent,

  // Financials
  returnOnEquity: percent,
  returnOnAssets: percent,
  returnOnCapitalEmployed: percent,
  grossMargin: percent,
  operatingMargin: percent,
  netMargin: percent,
  freeCashFlowMargin: percent,
  cashConversion: multiple,
  accruals: percent,
  interestCoverage: multiple,
  debtToAssets: percent,
  debtToEbit: { kind: "number", decimals: 1, suffix: " years" },
  currentRatioFinancials: ratio,
  cashRatio: ratio,
  cashToAssets: percent,
  assetTurnover: multiple,
  returnOnEquityChange: points,
  returnOnAssetsChange: points,
  netMarginChange: points,
  operatingMarginChange: points,
  grossMarginChange: points,
  shareDilution: change,
  payoutRatio: percent,
  piotroskiScore: { kind: "number", decimals: 0, suffix: " of 9" },
  workingCapitalToAssets: percent,
  equityRatio: percent,

  // AI: the model's predicted return against the market's.
  aiPrediction: change,
};

/** The unit of a factor; a factor the table lacks (a test forbids it) reads as a plain figure. */
export function factorUnit(key: string): FactorUnit {
  return FACTOR_UNITS[key] ?? { kind: "number", decimals: 2 };
}
