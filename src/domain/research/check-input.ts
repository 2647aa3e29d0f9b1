import type { CheckInput } from "../checks/types";
import type { MacroRates } from "./company-data";
import type { CompanyFigures } from "./company-figures";
import type { Benchmarks, PeerGroups } from "./peer-figures";
import type { Valuation } from "./valuation-figures";

// The inputs of the 38 checks (spec section 3's field names) from a company's figures, its
// industry's and the market's benchmarks, and its valuation.

export function checkInput(
  company: { name: string; industryName: string | null },
  f: CompanyFigures,
  industry: Benchmarks,
  peers: PeerGroups,
  value: Valuation,
  rates: MacroRates,
): CheckInput {
  const pe = f.priceEarnings;
  const forecastGrowthPercent = f.forecast.earningsGrowth === null ? null : f.forecast.earningsGrowth * 100;
  return {
    companyName: company.name,
    industryName: company.industryName,
    price: f.quote?.price ?? null,
    fairValue: value.fairValue,
    earningsPerShare: f.eps,
    grahamIntrinsicValue: value.grahamValue,
    bondRate: rates.aaBond === null ? null : rates.aaBond / 100,
    priceEarningsRatio: pe,
    marketPriceEarningsRatio: peers.market.priceEarnings,
    industryPriceEarningsRatio: industry.priceEarnings,
    priceToBookValue: f.priceToBook,
    industryPriceToBookValue: industry.priceToBook,
    // PEG: the P/E over the expected earnings growth in percent; undefined without either.
    priceEarningsToGrowth:
      pe !== null && forecastGrowthPercent !== null && forecastGrowthPercent !== 0 ? pe / forecastGrowthPercent : null,
    ebit: f.ebit,
    interestExpense: f.interestExpense,
    debt: f.debt,
    netMargin: f.netMargin,
    netMargin1Year: f.netMargin1Year,
    assetsCurrent: f.assetsCurrent,
    liabilitiesCurrent: f.liabilitiesCurrent,
    liabilitiesNonCurrent: f.liabilitiesNonCurrent,
    debtToEquityRatio: f.debtToEquity,
    debtToEquityRatio5Year: f.debtToEquity5Year,
    netCashFlowFromOperations: f.operatingCashFlow,
    forecastReturnOnEquity: f.forecast.returnOnEquity,
    forecastReturnOnAssets: f.forecast.returnOnAssets,
    industryForecastReturnOnAssets: industry.forecastReturnOnAssets,
    forecastRevenueGrowthRate: f.forecast.revenueGrowth,
    industryForecastRevenueGrowthRate: industry.forecastRevenueGrowth,
    marketForecastRevenueGrowthRate: peers.market.forecastRevenueGrowth,
    forecastEarningsGrowthRate: f.forecast.earningsGrowth,
    industryForecastEarningsGrowthRate: industry.forecastEarningsGrowth,
    marketForecastEarningsGrowthRate: peers.market.forecastEarningsGrowth,
    savingsRate: rates.savingsRate === null ? null : rates.savingsRate / 100,
    earningsGrowthRate1Year: f.earningsGrowth1Year,
    earningsGrowthRate5Year: f.earningsGrowth5Year,
    industryEarningsGrowthRate1Year: industry.earningsGrowth1Year,
    marketEarningsGrowthRate1Year: peers.market.earningsGrowth1Year,
    revenueGrowthRate1Year: f.revenueGrowth1Year,
    revenueGrowthRate5Year: f.revenueGrowth5Year,
    industryRevenueGrowthRate1Year: industry.revenueGrowth1Year,
    marketRevenueGrowthRate1Year: peers.market.revenueGrowth1Year,
    totalGrowthRate10Year: f.earningsGrowth10YearTotal,
    returnOnEquity: f.returnOnEquity,
    returnOnAssets: f.returnOnAssets,
    industryReturnOnAssets: industry.returnOnAssets,
    returnOnCapitalEmployed: f.returnOnCapitalEmployed,
    returnOnCapitalEmployed3Year: f.returnOnCapitalEmployed3Year,
    dividendYears: f.dividends.dividendYears,
    dividendDropCount: f.dividends.dropCount,
    dividendYield: f.dividendYield,
    dividendPerShare: f.dividends.trailingAnnual,
    dividendPerShareStart: f.dividends.perShareStart,
    dividendYieldPercentile25: peers.dividendYield25,
    dividendYieldPercentile75: peers.dividendYield75,
    payoutRatio: f.payoutRatio,
    netInsiderShares: f.netInsiderShares,
  };
}
