import type { CheckDefinition } from "./types";
import { belowFairValue } from "./rules/below-fair-value";
import { significantlyBelowFairValue } from "./rules/significantly-below-fair-value";
import { benjaminGrahamFormula } from "./rules/benjamin-graham-formula";
import { peVsMarket } from "./rules/pe-vs-market";
import { peVsIndustry } from "./rules/pe-vs-industry";
import { pbVsIndustry } from "./rules/pb-vs-industry";
import { peToGrowth } from "./rules/pe-to-growth";
import { interestCoverage } from "./rules/interest-coverage";
import { profitMarginGrowth } from "./rules/profit-margin-growth";
import { shortTermLiabilities } from "./rules/short-term-liabilities";
import { longTermLiabilities } from "./rules/long-term-liabilities";
import { shrinkingDebt } from "./rules/shrinking-debt";
import { debtToEquity } from "./rules/debt-to-equity";
import { debtCoverage } from "./rules/debt-coverage";
import { forecastHighReturnOnEquity } from "./rules/forecast-high-return-on-equity";
import { forecastReturnOnAssetsVsIndustry } from "./rules/forecast-return-on-assets-vs-industry";
import { forecastHighGrowthRevenue } from "./rules/forecast-high-growth-revenue";
import { forecastHighGrowthEarnings } from "./rules/forecast-high-growth-earnings";
import { forecastRevenueGrowthVsIndustry } from "./rules/forecast-revenue-growth-vs-industry";
import { forecastRevenueGrowthVsMarket } from "./rules/forecast-revenue-growth-vs-market";
import { forecastEarningsGrowthVsIndustry } from "./rules/forecast-earnings-growth-vs-industry";
import { forecastEarningsGrowthVsMarket } from "./rules/forecast-earnings-growth-vs-market";
import { forecastEarningsVsSavingsRate } from "./rules/forecast-earnings-vs-savings-rate";
import { pastEarningsVsIndustry } from "./rules/past-earnings-vs-industry";
import { pastEarningsVsMarket } from "./rules/past-earnings-vs-market";
import { acceleratingEarningsGrowth } from "./rules/accelerating-earnings-growth";
import { pastRevenueVsIndustry } from "./rules/past-revenue-vs-industry";
import { pastRevenueVsMarket } from "./rules/past-revenue-vs-market";
import { acceleratingRevenueGrowth } from "./rules/accelerating-revenue-growth";
import { longTermEarningsGrowthTrend } from "./rules/long-term-earnings-growth-trend";
import { highReturnOnEquity } from "./rules/high-return-on-equity";
import { aboveAverageReturnOnAssets } from "./rules/above-average-return-on-assets";
import { increasingReturnOnCapitalEmployed } from "./rules/increasing-return-on-capital-employed";
import { dividendStability } from "./rules/dividend-stability";
import { dividendGrowth } from "./rules/dividend-growth";
import { reasonableDividend } from "./rules/reasonable-dividend";
import { highDividend } from "./rules/high-dividend";
import { dividendPayoutRatio } from "./rules/dividend-payout-ratio";
import { insiderBuyingVsSelling } from "./rules/insider-buying-vs-selling";

/** The 38 scored checks and the insider check, in the spec's order (section 3). */
export const CHECKS: readonly CheckDefinition[] = [
  belowFairValue,
  significantlyBelowFairValue,
  benjaminGrahamFormula,
  peVsMarket,
  peVsIndustry,
  pbVsIndustry,
  peToGrowth,
  interestCoverage,
  profitMarginGrowth,
  shortTermLiabilities,
  longTermLiabilities,
  shrinkingDebt,
  debtToEquity,
  debtCoverage,
  forecastHighReturnOnEquity,
  forecastReturnOnAssetsVsIndustry,
  forecastHighGrowthRevenue,
  forecastHighGrowthEarnings,
  forecastRevenueGrowthVsIndustry,
  forecastRevenueGrowthVsMarket,
  forecastEarningsGrowthVsIndustry,
  forecastEarningsGrowthVsMarket,
  forecastEarningsVsSavingsRate,
  pastEarningsVsIndustry,
  pastEarningsVsMarket,
  acceleratingEarningsGrowth,
  pastRevenueVsIndustry,
  pastRevenueVsMarket,
  acceleratingRevenueGrowth,
  longTermEarningsGrowthTrend,
  highReturnOnEquity,
  aboveAverageReturnOnAssets,
  increasingReturnOnCapitalEmployed,
  dividendStability,
  dividendGrowth,
  reasonableDividend,
  highDividend,
  dividendPayoutRatio,
  insiderBuyingVsSelling,
];
