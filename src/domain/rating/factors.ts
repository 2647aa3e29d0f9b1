import type { Component } from "./components";
import type { RatingInputs } from "./inputs";

// The factors of the Zen Rating: 21 Value, 22 Growth, 22 Momentum, 14 Sentiment, 6 Safety,
// 26 Financials and the AI factor (spec section 3). Each has a key, a plain-English
// description, a direction, and either a formula over one company's inputs on the date
// (`compute`) or, for the few that compare with other companies, a cross-sectional rule
// (`cross`) applied by the rating run once every company's own factors are known.

export type Direction = "higher" | "lower";

interface FactorBase {
  key: string;
  component: Component;
  description: string;
  /** Whether a higher value is better or worse for the stock. */
  direction: Direction;
}

export interface CompanyFactor extends FactorBase {
  compute(x: RatingInputs): number | null;
}

/** value minus the median of the same factor among the company's industry (or sector) peers. */
export interface CrossFactor extends FactorBase {
  cross: { kind: "peer-difference"; of: string; group: "industry" | "sector" } | { kind: "beta" } | { kind: "ai" };
}

export type Factor = CompanyFactor | CrossFactor;

export function isCross(f: Factor): f is CrossFactor {
  return "cross" in f;
}

const div = (a: number | null, b: number | null): number | null =>
  a === null || b === null || b === 0 || !Number.isFinite(a / b) ? null : a / b;
/** a / b - 1, only between positive figures (growth from a loss means nothing). */
const growth = (now: number | null, before: number | null, years = 1): number | null =>
  now === null || before === null || !(now > 0) || !(before > 0) ? null : (now / before) ** (1 / years) - 1;
/** (a - b) / |b|: a change that keeps its sign through a loss. */
const change = (now: number | null, before: number | null): number | null =>
  now === null || before === null || before === 0 ? null : (now - before) / Math.abs(before);
const minus = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a - b);
const positive = (x: number | null): number | null => (x !== null && x > 0 ? x : null);
const enterpriseValue = (x: RatingInputs): number | null =>
  x.marketCap === null || x.debt === null ? null : x.marketCap + x.debt - (x.cash ?? 0);

/**
 * Dividends paid in the trailing year as the cash flow statement has them; without that line,
 * 0 only for a company known to pay nothing (no dividend in the year of a complete record), else
 * unknown: an imported company without dividend data is not a non-payer (decision 033).
 */
const dividendsPaid = (x: RatingInputs): number | null => x.dividendsPaid ?? (x.dividend12m === 0 ? 0 : null);

const f = (
  key: string,
  component: Component,
  direction: Direction,
  description: string,
  compute: (x: RatingInputs) => number | null,
): CompanyFactor => ({
  key,
  component,
  direction,
  description,
  compute,
});

export const VALUE_FACTORS: Factor[] = [
  f("earningsYield", "value", "higher", "Trailing earnings per share over the price (the inverse of the P/E).", (x) =>
    div(x.eps, x.price),
  ),
  f("forwardEarningsYield", "value", "higher", "Next year's estimated earnings per share over the price.", (x) =>
    div(x.forwardEps, x.price),
  ),
  f("bookYield", "value", "higher", "Book value over market value (the inverse of the P/B).", (x) =>
    div(x.equity, x.marketCap),
  ),
  f("salesYield", "value", "higher", "Trailing revenue over market value (the inverse of the P/S).", (x) =>
    div(x.revenue, x.marketCap),
  ),
  f("freeCashFlowYield", "value", "higher", "Trailing free cash flow over market value.", (x) =>
    div(x.freeCashFlow, x.marketCap),
  ),
  f("operatingCashFlowYield", "value", "higher", "Trailing operating cash flow over market value.", (x) =>
    div(x.operatingCashFlow, x.marketCap),
  ),
  f(
    "ebitToEnterpriseValue",
    "value",
    "higher",
    "Operating profit over enterprise value (market value plus debt less cash).",
    (x) => div(x.ebit, positive(enterpriseValue(x))),
  ),
  f("salesToEnterpriseValue", "value", "higher", "Revenue over enterprise value.", (x) =>
    div(x.revenue, positive(enterpriseValue(x))),
  ),
  f("dividendYield", "value", "higher", "Dividends of the last 12 months over the price.", (x) =>
    div(x.dividend12m, x.price),
  ),
  f(
    "shareholderYield",
    "value",
    "higher",
    "Dividend yield plus the share count's fall over the year (buybacks).",
    (x) => {
      const dy = div(x.dividend12m, x.price);
      const shrink = x.shares !== null && x.shares1y ? 1 - x.shares / x.shares1y : null;
      return dy === null || shrink === null ? null : dy + shrink;
    },
  ),
  f(
    "growthAdjustedEarningsYield",
    "value",
    "higher",
    "Forecast earnings growth over the P/E (the inverse of the PEG ratio).",
    (x) => {
      const pe = x.eps !== null && x.eps > 0 ? div(x.price, x.eps) : null;
      return x.forecastEpsGrowth === null || pe === null ? null : (x.forecastEpsGrowth * 100) / pe;
    },
  ),
  f("fairValueDiscount", "value", "higher", "How far the price sits below the discounted-cash-flow fair value.", (x) =>
    x.fairValue !== null && x.fairValue > 0 && x.price !== null ? 1 - x.price / x.fairValue : null,
  ),
  f("grahamDiscount", "value", "higher", "How far the price sits below the Graham formula value.", (x) =>
    x.grahamValue !== null && x.grahamValue > 0 && x.price !== null ? 1 - x.price / x.grahamValue : null,
  ),
  {
    key: "earningsYieldVsIndustry",
    component: "value",
    direction: "higher",
    description: "Earnings yield above the industry median.",
    cross: { kind: "peer-difference", of: "earningsYield", group: "industry" },
  },
  {
    key: "bookYieldVsIndustry",
    component: "value",
    direction: "higher",
    description: "Book yield above the industry median.",
    cross: { kind: "peer-difference", of: "bookYield", group: "industry" },
  },
  {
    key: "salesYieldVsIndustry",
    component: "value",
    direction: "higher",
    description: "Sales yield above the industry median.",
    cross: { kind: "peer-difference", of: "salesYield", group: "industry" },
  },
  {
    key: "freeCashFlowYieldVsIndustry",
    component: "value",
    direction: "higher",
    description: "Free cash flow yield above the industry median.",
    cross: { kind: "peer-difference", of: "freeCashFlowYield", group: "industry" },
  },
  f(
    "earningsYieldVsHistory",
    "value",
    "higher",
    "Earnings yield above the company's own average of the five years before.",
    (x) => minus(div(x.eps, x.price), x.earningsYieldHistory),
  ),
  f(
    "bookYieldVsHistory",
    "value",
    "higher",
    "Book yield above the company's own average of the five years before.",
    (x) => minus(div(x.equity, x.marketCap), x.bookYieldHistory),
  ),
  f("netCashToMarketValue", "value", "higher", "Cash less debt over market value.", (x) =>
    x.cash === null || x.debt === null ? null : div(x.cash - x.debt, x.marketCap),
  ),
  f(
    "netCurrentAssetsToMarketValue",
    "value",
    "higher",
    "Current assets less all liabilities over market value (Graham's net-net).",
    (x) =>
      x.currentAssets === null || x.liabilities === null ? null : div(x.currentAssets - x.liabilities, x.marketCap),
  ),
];

export const GROWTH_FACTORS: Factor[] = [
  f("epsGrowth1y", "growth", "higher", "Earnings per share growth over the last year.", (x) => growth(x.eps, x.eps1y)),
  f("epsGrowth3y", "growth", "higher", "Earnings per share growth per year over three years.", (x) =>
    growth(x.eps, x.eps3y, 3),
  ),
  f("epsGrowth5y", "growth", "higher", "Earnings per share growth per year over five years.", (x) =>
    growth(x.eps, x.eps5y, 5),
  ),
  f("revenueGrowth1y", "growth", "higher", "Revenue growth over the last year.", (x) => growth(x.revenue, x.revenue1y)),
  f("revenueGrowth3y", "growth", "higher", "Revenue growth per year over three years.", (x) =>
    growth(x.revenue, x.revenue3y, 3),
  ),
  f("revenueGrowth5y", "growth", "higher", "Revenue growth per year over five years.", (x) =>
    growth(x.revenue, x.revenue5y, 5),
  ),
  f("freeCashFlowGrowth1y", "growth", "higher", "Change in free cash flow over the last year.", (x) =>
    change(x.freeCashFlow, x.freeCashFlow1y),
  ),
  f("freeCashFlowGrowth3y", "growth", "higher", "Free cash flow growth per year over three years.", (x) =>
    growth(x.freeCashFlow, x.freeCashFlow3y, 3),
  ),
  f("operatingCashFlowGrowth1y", "growth", "higher", "Change in operating cash flow over the last year.", (x) =>
    change(x.operatingCashFlow, x.operatingCashFlow1y),
  ),
  f("ebitGrowth1y", "growth", "higher", "Change in operating profit over the last year.", (x) =>
    change(x.ebit, x.ebit1y),
  ),
  f("bookValueGrowth1y", "growth", "higher", "Growth of book value over the last year.", (x) =>
    growth(x.equity, x.equity1y),
  ),
  f("bookValueGrowth3y", "growth", "higher", "Growth of book value per year over three years.", (x) =>
    growth(x.equity, x.equity3y, 3),
  ),
  f(
    "quarterEpsGrowth",
    "growth",
    "higher",
    "The latest quarter's earnings per share against the same quarter a year before.",
    (x) => change(x.quarterEps, x.quarterEpsYearAgo),
  ),
  f(
    "quarterRevenueGrowth",
    "growth",
    "higher",
    "The latest quarter's revenue against the same quarter a year before.",
    (x) => growth(x.quarterRevenue, x.quarterRevenueYearAgo),
  ),
  f("epsGrowthAcceleration", "growth", "higher", "Last year's EPS growth less the three-year average rate.", (x) =>
    minus(growth(x.eps, x.eps1y), growth(x.eps, x.eps3y, 3)),
  ),
  f(
    "revenueGrowthAcceleration",
    "growth",
    "higher",
    "Last year's revenue growth less the three-year average rate.",
    (x) => minus(growth(x.revenue, x.revenue1y), growth(x.revenue, x.revenue3y, 3)),
  ),
  f(
    "forecastEpsGrowth",
    "growth",
    "higher",
    "Analysts' forecast of earnings per share growth.",
    (x) => x.forecastEpsGrowth,
  ),
  f(
    "forecastRevenueGrowth",
    "growth",
    "higher",
    "Analysts' forecast of revenue growth.",
    (x) => x.forecastRevenueGrowth,
  ),
  f(
    "epsGrowthConsistency",
    "growth",
    "higher",
    "Years of the last five in which annual EPS rose.",
    (x) => x.epsRisingYears,
  ),
  f(
    "revenueGrowthConsistency",
    "growth",
    "higher",
    "Years of the last five in which annual revenue rose.",
    (x) => x.revenueRisingYears,
  ),
  f("dividendGrowth3y", "growth", "higher", "Growth per year of the dividend over three years.", (x) =>
    growth(x.dividend12m, x.dividend12m3y, 3),
  ),
  f(
    "sustainableGrowth",
    "growth",
    "higher",
    "Return on equity times the share of earnings kept (the growth a company can fund itself).",
    (x) => {
      const roe = x.equity !== null && x.equity > 0 ? div(x.netIncome, x.equity) : null;
      const paid = dividendsPaid(x);
      const kept = x.netIncome !== null && x.netIncome > 0 && paid !== null ? 1 - paid / x.netIncome : null;
      return roe === null || kept === null ? null : roe * Math.max(0, kept);
    },
  ),
];

export const MOMENTUM_FACTORS: Factor[] = [
  f(
    "return1m",
    "momentum",
    "lower",
    "Return over the last month (last month's winners tend to give some back).",
    (x) => x.r1m,
  ),
  f("return3m", "momentum", "higher", "Return over three months.", (x) => x.r3m),
  f("return6m", "momentum", "higher", "Return over six months.", (x) => x.r6m),
  f("return9m", "momentum", "higher", "Return over nine months.", (x) => x.r9m),
  f("return12m", "momentum", "higher", "Return over twelve months.", (x) => x.r12m),
  f("return12mSkipMonth", "momentum", "higher", "Return from twelve months to one month ago.", (x) => x.r12m1),
  f("return24m", "momentum", "higher", "Return over two years.", (x) => x.r24m),
  f("return36m", "momentum", "lower", "Return over three years (long-run winners tend to revert).", (x) => x.r36m),
  f("near52WeekHigh", "momentum", "higher", "Price over the highest close of the last year.", (x) => x.fromHigh52),
  f("above52WeekLow", "momentum", "higher", "Price over the lowest close of the last year.", (x) => x.fromLow52),
  f("priceVsSma50", "momentum", "higher", "Price over its 50-day moving average.", (x) =>
    x.sma50 ? div(x.price, x.sma50) : null,
  ),
  f("priceVsSma200", "momentum", "higher", "Price over its 200-day moving average.", (x) =>
    x.sma200 ? div(x.price, x.sma200) : null,
  ),
  f(
    "sma50VsSma200",
    "momentum",
    "higher",
    "The 50-day moving average over the 200-day one (a golden cross above 1).",
    (x) => div(x.sma50, x.sma200),
  ),
  f("rsi14", "momentum", "higher", "Relative strength index over 14 days.", (x) => x.rsi),
  f("macdHistogram", "momentum", "higher", "MACD histogram (12, 26, 9) as a fraction of the price.", (x) =>
    div(x.macdHistogram, x.price),
  ),
  f("stochasticK", "momentum", "higher", "Slow stochastic %K (14, 3).", (x) => x.stochasticK),
  {
    key: "return6mVsIndustry",
    component: "momentum",
    direction: "higher",
    description: "Six-month return above the industry median.",
    cross: { kind: "peer-difference", of: "return6m", group: "industry" },
  },
  {
    key: "return12mVsIndustry",
    component: "momentum",
    direction: "higher",
    description: "Twelve-month return above the industry median.",
    cross: { kind: "peer-difference", of: "return12m", group: "industry" },
  },
  {
    key: "return12mVsSector",
    component: "momentum",
    direction: "higher",
    description: "Twelve-month return above the sector median.",
    cross: { kind: "peer-difference", of: "return12m", group: "sector" },
  },
  f("upDays6m", "momentum", "higher", "Share of up days over six months.", (x) => x.upDays6m),
  f("volumeTrend", "momentum", "higher", "Dollar volume of the last month over the last year's average.", (x) =>
    div(x.dollarVolume1m, x.dollarVolume12m),
  ),
  f("positiveMonths12", "momentum", "higher", "Months of the last twelve with a gain.", (x) => x.positiveMonths12),
];

export const SENTIMENT_FACTORS: Factor[] = [
  f(
    "consensus",
    "sentiment",
    "higher",
    "Average of the analysts' latest ratings (1 strong sell to 5 strong buy).",
    (x) => x.consensus,
  ),
  f("consensusChange3m", "sentiment", "higher", "Change of the consensus over three months.", (x) =>
    minus(x.consensus, x.consensus3mAgo),
  ),
  f("netUpgrades90d", "sentiment", "higher", "Upgrades less downgrades over 90 days.", (x) => x.netUpgrades90d),
  f("analystCoverage", "sentiment", "higher", "Analysts who rated the stock in the last year.", (x) => x.coverage),
  f("ratingActivity90d", "sentiment", "higher", "Ratings published in the last 90 days.", (x) => x.ratings90d),
  f("targetUpside", "sentiment", "higher", "Average price target over the price.", (x) => x.targetUpside),
  f(
    "targetRevision3m",
    "sentiment",
    "higher",
    "Change of the average price target over three months.",
    (x) => x.targetRevision3m,
  ),
  f("epsRevision3m", "sentiment", "higher", "Change of the EPS estimates over three months.", (x) => x.epsRevision3m),
  f("epsRevision6m", "sentiment", "higher", "Change of the EPS estimates over six months.", (x) => x.epsRevision6m),
  f(
    "revenueRevision3m",
    "sentiment",
    "higher",
    "Change of the revenue estimates over three months.",
    (x) => x.revenueRevision3m,
  ),
  f(
    "insiderBuying6m",
    "sentiment",
    "higher",
    "Insiders' net purchases over six months as a share of the shares.",
    (x) => x.insiderNet6m,
  ),
  f(
    "insiderBuying12m",
    "sentiment",
    "higher",
    "Insiders' net purchases over twelve months as a share of the shares.",
    (x) => x.insiderNet12m,
  ),
  f(
    "insiderBreadth12m",
    "sentiment",
    "higher",
    "Insiders who bought less insiders who sold over twelve months.",
    (x) => x.insiderBreadth12m,
  ),
  f("buyShare", "sentiment", "higher", "Share of the latest ratings that are buy or strong buy.", (x) => x.buyShare),
];

export const SAFETY_FACTORS: Factor[] = [
  f("volatility12m", "safety", "lower", "Annualised volatility of daily returns over a year.", (x) => x.volatility12m),
  {
    key: "beta36m",
    component: "safety",
    direction: "lower",
    description: "Beta of monthly returns against the market over three years.",
    cross: { kind: "beta" },
  },
  f(
    "maxDrawdown12m",
    "safety",
    "higher",
    "Worst fall from a peak over the last year (a smaller fall is safer).",
    (x) => x.maxDrawdown12m,
  ),
  f("debtToEquity", "safety", "lower", "Debt over equity.", (x) =>
    x.equity !== null && x.equity > 0 ? div(x.debt, x.equity) : null,
  ),
  f("currentRatio", "safety", "higher", "Current assets over current liabilities.", (x) =>
    div(x.currentAssets, x.currentLiabilities),
  ),
  f(
    "earningsVariability",
    "safety",
    "lower",
    "How much quarterly EPS swings against its level over two years.",
    (x) => x.epsVariability,
  ),
];

const margin = (p: number | null, rev: number | null) => (rev !== null && rev > 0 ? div(p, rev) : null);
const onEquity = (p: number | null, eq: number | null) => (eq !== null && eq > 0 ? div(p, eq) : null);
const capitalEmployed = (assets: number | null, cl: number | null) =>
  assets === null || cl === null ? null : positive(assets - cl);

/** Piotroski's F-score: nine pass/fail tests of profitability, leverage and efficiency. */
function piotroski(x: RatingInputs): number | null {
  if (x.netIncome === null || x.assets === null || x.assets1y === null || x.operatingCashFlow === null) return null;
  const roa = x.netIncome / x.assets;
  const roa1 = x.netIncome1y !== null ? x.netIncome1y / x.assets1y : null;
  const tests = [
    roa > 0,
    x.operatingCashFlow > 0,
    roa1 !== null && roa > roa1,
    x.operatingCashFlow > x.netIncome,
    x.debt !== null && x.debt1y !== null && x.debt / x.assets < x.debt1y / x.assets1y,
    x.currentAssets !== null && x.currentLiabilities && x.currentAssets1y !== null && x.currentLiabilities1y
      ? x.currentAssets / x.currentLiabilities > x.currentAssets1y / x.currentLiabilities1y
      : false,
    x.shares !== null && x.shares1y !== null && x.shares <= x.shares1y,
    (margin(x.grossProfit, x.revenue) ?? -Infinity) > (margin(x.grossProfit1y, x.revenue1y) ?? Infinity),
    x.revenue !== null && x.revenue1y !== null && x.revenue / x.assets > x.revenue1y / x.assets1y,
  ];
  return tests.filter(Boolean).length;
}

export const FINANCIALS_FACTORS: Factor[] = [
  f("returnOnEquity", "financials", "higher", "Trailing net income over equity.", (x) =>
    onEquity(x.netIncome, x.equity),
  ),
  f("returnOnAssets", "financials", "higher", "Trailing net income over assets.", (x) => div(x.netIncome, x.assets)),
  f("returnOnCapitalEmployed", "financials", "higher", "Operating profit over assets less current liabilities.", (x) =>
    div(x.ebit, capitalEmployed(x.assets, x.currentLiabilities)),
  ),
  f("grossMargin", "financials", "higher", "Gross profit over revenue.", (x) => margin(x.grossProfit, x.revenue)),
  f("operatingMargin", "financials", "higher", "Operating profit over revenue.", (x) => margin(x.ebit, x.revenue)),
  f("netMargin", "financials", "higher", "Net income over revenue.", (x) => margin(x.netIncome, x.revenue)),
  f("freeCashFlowMargin", "financials", "higher", "Free cash flow over revenue.", (x) =>
    margin(x.freeCashFlow, x.revenue),
  ),
  f(
    "cashConversion",
    "financials",
    "higher",
    "Operating cash flow over net income (profits that arrive as cash).",
    (x) => (x.netIncome !== null && x.netIncome > 0 ? div(x.operatingCashFlow, x.netIncome) : null),
  ),
  f(
    "accruals",
    "financials",
    "lower",
    "Net income less operating cash flow, over assets (profit not backed by cash).",
    (x) =>
      x.netIncome === null || x.operatingCashFlow === null ? null : div(x.netIncome - x.operatingCashFlow, x.assets),
  ),
  f("interestCoverage", "financials", "higher", "Operating profit over interest expense.", (x) =>
    x.interestExpense !== null && x.interestExpense > 0 ? div(x.ebit, x.interestExpense) : null,
  ),
  f("debtToAssets", "financials", "lower", "Debt over assets.", (x) => div(x.debt, x.assets)),
  f("debtToEbit", "financials", "lower", "Years of operating profit that would repay the debt.", (x) =>
    x.ebit !== null && x.ebit > 0 ? div(x.debt, x.ebit) : null,
  ),
  f("currentRatioFinancials", "financials", "higher", "Current assets over current liabilities.", (x) =>
    div(x.currentAssets, x.currentLiabilities),
  ),
  f("cashRatio", "financials", "higher", "Cash and short-term investments over current liabilities.", (x) =>
    div(x.cash, x.currentLiabilities),
  ),
  f("cashToAssets", "financials", "higher", "Cash and short-term investments over assets.", (x) =>
    div(x.cash, x.assets),
  ),
  f("assetTurnover", "financials", "higher", "Revenue over assets.", (x) => div(x.revenue, x.assets)),
  f("returnOnEquityChange", "financials", "higher", "Return on equity now less a year before.", (x) =>
    minus(onEquity(x.netIncome, x.equity), onEquity(x.netIncome1y, x.equity1y)),
  ),
  f("returnOnAssetsChange", "financials", "higher", "Return on assets now less a year before.", (x) =>
    minus(div(x.netIncome, x.assets), div(x.netIncome1y, x.assets1y)),
  ),
  f("netMarginChange", "financials", "higher", "Net margin now less a year before.", (x) =>
    minus(margin(x.netIncome, x.revenue), margin(x.netIncome1y, x.revenue1y)),
  ),
  f("operatingMarginChange", "financials", "higher", "Operating margin now less a year before.", (x) =>
    minus(margin(x.ebit, x.revenue), margin(x.ebit1y, x.revenue1y)),
  ),
  f("grossMarginChange", "financials", "higher", "Gross margin now less a year before.", (x) =>
    minus(margin(x.grossProfit, x.revenue), margin(x.grossProfit1y, x.revenue1y)),
  ),
  f("shareDilution", "financials", "lower", "Growth of the share count over the year.", (x) =>
    x.shares !== null && x.shares1y ? x.shares / x.shares1y - 1 : null,
  ),
  f("payoutRatio", "financials", "lower", "Dividends paid over net income (room to keep paying).", (x) =>
    x.netIncome !== null && x.netIncome > 0 ? div(dividendsPaid(x), x.netIncome) : null,
  ),
  f(
    "piotroskiScore",
    "financials",
    "higher",
    "Piotroski's F-score: nine tests of profitability, leverage and efficiency.",
    piotroski,
  ),
  f("workingCapitalToAssets", "financials", "higher", "Current assets less current liabilities, over assets.", (x) =>
    x.currentAssets === null || x.currentLiabilities === null
      ? null
      : div(x.currentAssets - x.currentLiabilities, x.assets),
  ),
  f("equityRatio", "financials", "higher", "Equity over assets.", (x) => div(x.equity, x.assets)),
];

export const AI_FACTORS: Factor[] = [
  {
    key: "aiPrediction",
    component: "ai",
    direction: "higher",
    description: "The AI model's prediction of next month's return relative to the market.",
    cross: { kind: "ai" },
  },
];

export const FACTORS: readonly Factor[] = [
  ...VALUE_FACTORS,
  ...GROWTH_FACTORS,
  ...MOMENTUM_FACTORS,
  ...SENTIMENT_FACTORS,
  ...SAFETY_FACTORS,
  ...FINANCIALS_FACTORS,
  ...AI_FACTORS,
];
