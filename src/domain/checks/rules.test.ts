import { describe, expect, it } from "vitest";
import { CHECKS } from "./registry";
import type { CheckInput } from "./types";

// Every check: a passing case, a failing case (each with the sentence it writes, numbers
// included) and the case where its inputs are missing.

interface Case {
  pass: [CheckInput, string];
  fail: [CheckInput, string];
}

const ind = { industryName: "Software" };
const CASES: Record<string, Case> = {
  belowFairValue: {
    pass: [{ price: 30.08, fairValue: 41.2 }, "The stock trades 27% below its fair value of $41.20."],
    fail: [{ price: 50, fairValue: 40 }, "The stock trades 25% above its fair value of $40.00."],
  },
  significantlyBelowFairValue: {
    pass: [{ price: 30, fairValue: 40 }, "The stock trades 25% below its fair value of $40.00, more than 20% below."],
    fail: [
      { price: 32, fairValue: 40 },
      "The stock trades 20% below its fair value of $40.00, not more than 20% below.",
    ],
  },
  benjaminGrahamFormula: {
    pass: [{ price: 20, grahamIntrinsicValue: 34 }, "The price of $20.00 is below the Graham formula value of $34.00."],
    fail: [
      { price: 40, grahamIntrinsicValue: 34 },
      "The price of $40.00 is not below the Graham formula value of $34.00.",
    ],
  },
  peVsMarket: {
    pass: [
      { priceEarningsRatio: 12.5, marketPriceEarningsRatio: 18 },
      "The P/E ratio of 12.50 is below the US market median of 18.00.",
    ],
    fail: [
      { priceEarningsRatio: -3, marketPriceEarningsRatio: 18 },
      "The P/E ratio is not meaningful because earnings are negative; the US market median is 18.00.",
    ],
  },
  peVsIndustry: {
    pass: [
      { priceEarningsRatio: 12.5, industryPriceEarningsRatio: 30, ...ind },
      "The P/E ratio of 12.50 is below the Software industry median of 30.00.",
    ],
    fail: [
      { priceEarningsRatio: 31, industryPriceEarningsRatio: 30, ...ind },
      "The P/E ratio of 31.00 is not below the Software industry median of 30.00.",
    ],
  },
  pbVsIndustry: {
    pass: [
      { priceToBookValue: 1.2, industryPriceToBookValue: 3, ...ind },
      "The P/B ratio of 1.20 is below the Software industry median of 3.00.",
    ],
    fail: [
      { priceToBookValue: 4, industryPriceToBookValue: 3, ...ind },
      "The P/B ratio of 4.00 is not below the Software industry median of 3.00.",
    ],
  },
  peToGrowth: {
    pass: [
      { priceEarningsToGrowth: 0.8 },
      "The PEG ratio of 0.80 is within 0 to 1: the price is low for the expected growth.",
    ],
    fail: [{ priceEarningsToGrowth: 1.4 }, "The PEG ratio of 1.40 is outside 0 to 1."],
  },
  interestCoverage: {
    pass: [
      { ebit: 60e6, interestExpense: 10e6 },
      "Earnings before interest and tax of $60.00M cover interest of $10.00M 6.0x, above 5x.",
    ],
    fail: [
      { ebit: 50e6, interestExpense: 10e6 },
      "Earnings before interest and tax of $50.00M cover interest of $10.00M only 5.0x, not above 5x.",
    ],
  },
  profitMarginGrowth: {
    pass: [{ netMargin: 0.12, netMargin1Year: 0.1 }, "The net profit margin rose to 12.0% from 10.0% a year ago."],
    fail: [{ netMargin: 0.1, netMargin1Year: 0.1 }, "The net profit margin is 10.0%, not above 10.0% a year ago."],
  },
  shortTermLiabilities: {
    pass: [
      { assetsCurrent: 2e9, liabilitiesCurrent: 1.5e9 },
      "Short-term assets of $2.00B exceed short-term liabilities of $1.50B.",
    ],
    fail: [
      { assetsCurrent: 1e9, liabilitiesCurrent: 1.5e9 },
      "Short-term assets of $1.00B do not cover short-term liabilities of $1.50B.",
    ],
  },
  longTermLiabilities: {
    pass: [
      { assetsCurrent: 2e9, liabilitiesNonCurrent: 1e9 },
      "Short-term assets of $2.00B exceed long-term liabilities of $1.00B.",
    ],
    fail: [
      { assetsCurrent: 2e9, liabilitiesNonCurrent: 5e9 },
      "Short-term assets of $2.00B do not cover long-term liabilities of $5.00B.",
    ],
  },
  shrinkingDebt: {
    pass: [
      { debtToEquityRatio: 0.3, debtToEquityRatio5Year: 0.6 },
      "Debt to equity fell to 30.0% from 60.0% five years ago.",
    ],
    fail: [
      { debtToEquityRatio: 0.7, debtToEquityRatio5Year: 0.6 },
      "Debt to equity is 70.0%, not below 60.0% five years ago.",
    ],
  },
  debtToEquity: {
    pass: [{ debtToEquityRatio: 0.35 }, "Debt to equity of 35.0% is below 40%."],
    fail: [{ debtToEquityRatio: 0.4 }, "Debt to equity of 40.0% is not below 40%."],
  },
  debtCoverage: {
    pass: [
      { netCashFlowFromOperations: 30e6, debt: 100e6 },
      "Operating cash flow of $30.00M is 30.0% of debt ($100.00M), above 20%.",
    ],
    fail: [
      { netCashFlowFromOperations: 20e6, debt: 100e6 },
      "Operating cash flow of $20.00M is 20.0% of debt ($100.00M), not above 20%.",
    ],
  },
  forecastHighReturnOnEquity: {
    pass: [{ forecastReturnOnEquity: 0.25 }, "Return on equity is forecast at 25.0%, above 20%."],
    fail: [{ forecastReturnOnEquity: 0.2 }, "Return on equity is forecast at 20.0%, not above 20%."],
  },
  forecastReturnOnAssetsVsIndustry: {
    pass: [
      { forecastReturnOnAssets: 0.09, industryForecastReturnOnAssets: 0.05, ...ind },
      "Return on assets is forecast at 9.0%, above the Software industry forecast of 5.0%.",
    ],
    fail: [
      { forecastReturnOnAssets: 0.04, industryForecastReturnOnAssets: 0.05, ...ind },
      "Return on assets is forecast at 4.0%, not above the Software industry forecast of 5.0%.",
    ],
  },
  forecastHighGrowthRevenue: {
    pass: [{ forecastRevenueGrowthRate: 0.2 }, "Revenue is forecast to grow 20.0% a year, 20% or more."],
    fail: [{ forecastRevenueGrowthRate: 0.199 }, "Revenue is forecast to grow 19.9% a year, less than 20%."],
  },
  forecastHighGrowthEarnings: {
    pass: [{ forecastEarningsGrowthRate: 0.31 }, "Earnings are forecast to grow 31.0% a year, 20% or more."],
    fail: [{ forecastEarningsGrowthRate: 0.05 }, "Earnings are forecast to grow 5.0% a year, less than 20%."],
  },
  forecastRevenueGrowthVsIndustry: {
    pass: [
      { forecastRevenueGrowthRate: 0.12, industryForecastRevenueGrowthRate: 0.08, ...ind },
      "Revenue is forecast to grow 12.0% a year, faster than the Software industry forecast of 8.0%.",
    ],
    fail: [
      { forecastRevenueGrowthRate: 0.05, industryForecastRevenueGrowthRate: 0.08, ...ind },
      "Revenue is forecast to grow 5.0% a year, not faster than the Software industry forecast of 8.0%.",
    ],
  },
  forecastRevenueGrowthVsMarket: {
    pass: [
      { forecastRevenueGrowthRate: 0.12, marketForecastRevenueGrowthRate: 0.06 },
      "Revenue is forecast to grow 12.0% a year, faster than the US market median of 6.0%.",
    ],
    fail: [
      { forecastRevenueGrowthRate: 0.03, marketForecastRevenueGrowthRate: 0.06 },
      "Revenue is forecast to grow 3.0% a year, not faster than the US market median of 6.0%.",
    ],
  },
  forecastEarningsGrowthVsIndustry: {
    pass: [
      { forecastEarningsGrowthRate: 0.15, industryForecastEarningsGrowthRate: 0.1, ...ind },
      "Earnings are forecast to grow 15.0% a year, faster than the Software industry forecast of 10.0%.",
    ],
    fail: [
      { forecastEarningsGrowthRate: 0.1, industryForecastEarningsGrowthRate: 0.1, ...ind },
      "Earnings are forecast to grow 10.0% a year, not faster than the Software industry forecast of 10.0%.",
    ],
  },
  forecastEarningsGrowthVsMarket: {
    pass: [
      { forecastEarningsGrowthRate: 0.15, marketForecastEarningsGrowthRate: 0.1 },
      "Earnings are forecast to grow 15.0% a year, faster than the US market median of 10.0%.",
    ],
    fail: [
      { forecastEarningsGrowthRate: -0.02, marketForecastEarningsGrowthRate: 0.1 },
      "Earnings are forecast to grow -2.0% a year, not faster than the US market median of 10.0%.",
    ],
  },
  forecastEarningsVsSavingsRate: {
    pass: [
      { forecastEarningsGrowthRate: 0.05, savingsRate: 0.02 },
      "Earnings are forecast to grow 5.0% a year, faster than the savings rate of 2.0%.",
    ],
    fail: [
      { forecastEarningsGrowthRate: 0.01, savingsRate: 0.02 },
      "Earnings are forecast to grow 1.0% a year, not faster than the savings rate of 2.0%.",
    ],
  },
  pastEarningsVsIndustry: {
    pass: [
      { earningsGrowthRate1Year: 0.2, industryEarningsGrowthRate1Year: 0.1, ...ind },
      "Earnings grew 20.0% over the past year, faster than the Software industry at 10.0%.",
    ],
    fail: [
      { earningsGrowthRate1Year: 0.05, industryEarningsGrowthRate1Year: 0.1, ...ind },
      "Earnings grew 5.0% over the past year, not faster than the Software industry at 10.0%.",
    ],
  },
  pastEarningsVsMarket: {
    pass: [
      { earningsGrowthRate1Year: 0.2, marketEarningsGrowthRate1Year: 0.1 },
      "Earnings grew 20.0% over the past year, faster than the US market median of 10.0%.",
    ],
    fail: [
      { earningsGrowthRate1Year: 0.05, marketEarningsGrowthRate1Year: 0.1 },
      "Earnings grew 5.0% over the past year, not faster than the US market median of 10.0%.",
    ],
  },
  acceleratingEarningsGrowth: {
    pass: [
      { earningsGrowthRate1Year: 0.2, earningsGrowthRate5Year: 0.12 },
      "Earnings grew 20.0% over the past year, faster than the 5-year average of 12.0% a year.",
    ],
    fail: [
      { earningsGrowthRate1Year: 0.1, earningsGrowthRate5Year: 0.12 },
      "Earnings grew 10.0% over the past year, not faster than the 5-year average of 12.0% a year.",
    ],
  },
  pastRevenueVsIndustry: {
    pass: [
      { revenueGrowthRate1Year: 0.2, industryRevenueGrowthRate1Year: 0.1, ...ind },
      "Revenue grew 20.0% over the past year, faster than the Software industry at 10.0%.",
    ],
    fail: [
      { revenueGrowthRate1Year: 0.05, industryRevenueGrowthRate1Year: 0.1, ...ind },
      "Revenue grew 5.0% over the past year, not faster than the Software industry at 10.0%.",
    ],
  },
  pastRevenueVsMarket: {
    pass: [
      { revenueGrowthRate1Year: 0.2, marketRevenueGrowthRate1Year: 0.1 },
      "Revenue grew 20.0% over the past year, faster than the US market median of 10.0%.",
    ],
    fail: [
      { revenueGrowthRate1Year: 0.05, marketRevenueGrowthRate1Year: 0.1 },
      "Revenue grew 5.0% over the past year, not faster than the US market median of 10.0%.",
    ],
  },
  acceleratingRevenueGrowth: {
    pass: [
      { revenueGrowthRate1Year: 0.2, revenueGrowthRate5Year: 0.12 },
      "Revenue grew 20.0% over the past year, faster than the 5-year average of 12.0% a year.",
    ],
    fail: [
      { revenueGrowthRate1Year: 0.1, revenueGrowthRate5Year: 0.12 },
      "Revenue grew 10.0% over the past year, not faster than the 5-year average of 12.0% a year.",
    ],
  },
  longTermEarningsGrowthTrend: {
    pass: [{ totalGrowthRate10Year: 1 }, "Earnings per share grew 100% over ten years, at least 100%."],
    fail: [{ totalGrowthRate10Year: 0.99 }, "Earnings per share grew 99% over ten years, less than 100%."],
  },
  highReturnOnEquity: {
    pass: [{ returnOnEquity: 0.21 }, "Return on equity over the last four quarters is 21.0%, above 20%."],
    fail: [{ returnOnEquity: 0.2 }, "Return on equity over the last four quarters is 20.0%, not above 20%."],
  },
  aboveAverageReturnOnAssets: {
    pass: [
      { returnOnAssets: 0.08, industryReturnOnAssets: 0.05, ...ind },
      "Return on assets of 8.0% is above the Software industry median of 5.0%.",
    ],
    fail: [
      { returnOnAssets: 0.03, industryReturnOnAssets: 0.05, ...ind },
      "Return on assets of 3.0% is not above the Software industry median of 5.0%.",
    ],
  },
  increasingReturnOnCapitalEmployed: {
    pass: [
      { returnOnCapitalEmployed: 0.15, returnOnCapitalEmployed3Year: 0.1 },
      "Return on capital employed rose to 15.0% from 10.0% three years ago.",
    ],
    fail: [
      { returnOnCapitalEmployed: 0.1, returnOnCapitalEmployed3Year: 0.1 },
      "Return on capital employed is 10.0%, not above 10.0% three years ago.",
    ],
  },
  dividendStability: {
    pass: [{ dividendYears: 14, dividendDropCount: 0 }, "The dividend has not dropped by more than 10% in 10 years."],
    fail: [{ dividendYears: 7, dividendDropCount: 2 }, "The dividend dropped by more than 10% 2 times in 7 years."],
  },
  dividendGrowth: {
    pass: [
      { dividendYears: 10, dividendPerShare: 1.6, dividendPerShareStart: 1 },
      "The dividend per share grew to $1.60 from $1.00 10 years ago.",
    ],
    fail: [
      { dividendYears: 6, dividendPerShare: 0.9, dividendPerShareStart: 1 },
      "The dividend per share of $0.90 is not above $1.00 6 years ago.",
    ],
  },
  reasonableDividend: {
    pass: [
      { dividendYield: 0.021, dividendYieldPercentile25: 0.015 },
      "The dividend yield of 2.10% is in the top 75% of US dividend payers (1.50% or more).",
    ],
    fail: [
      { dividendYield: 0.01, dividendYieldPercentile25: 0.015 },
      "The dividend yield of 1.00% is in the bottom 25% of US dividend payers (below 1.50%).",
    ],
  },
  highDividend: {
    pass: [
      { dividendYield: 0.045, dividendYieldPercentile75: 0.04 },
      "The dividend yield of 4.50% is in the top 25% of US dividend payers (4.00% or more).",
    ],
    fail: [
      { dividendYield: 0.03, dividendYieldPercentile75: 0.04 },
      "The dividend yield of 3.00% is below the top 25% of US dividend payers (4.00%).",
    ],
  },
  dividendPayoutRatio: {
    pass: [{ payoutRatio: 0.45 }, "The payout ratio of 45.0% is under 90% of earnings."],
    fail: [{ payoutRatio: 0.9 }, "The payout ratio of 90.0% is not under 90% of earnings."],
  },
  insiderBuyingVsSelling: {
    pass: [{ netInsiderShares: 12500 }, "Insiders bought 12,500 more shares than they sold over the last 12 months."],
    fail: [{ netInsiderShares: -3000 }, "Insiders sold 3,000 more shares than they bought over the last 12 months."],
  },
};

describe("each check", () => {
  it("has a case here", () => {
    expect(Object.keys(CASES).sort()).toEqual(CHECKS.map((c) => c.type).sort());
  });

  for (const check of CHECKS) {
    const c = CASES[check.type]!;
    it(`${check.type} passes with a sentence stating the numbers`, () => {
      expect(check.evaluate(c.pass[0])).toEqual({ passed: true, content: c.pass[1] });
    });
    it(`${check.type} fails with a sentence stating the numbers`, () => {
      expect(check.evaluate(c.fail[0])).toEqual({ passed: false, content: c.fail[1] });
    });
    it(`${check.type} is unavailable without its inputs`, () => {
      const result = check.evaluate({});
      expect(result.passed).toBeNull();
      expect(result.content).toMatch(/^Not enough data to assess /);
    });
  }
});

describe("edge cases", () => {
  const byType = (t: string) => CHECKS.find((c) => c.type === t)!;
  it("dividend stability and growth need five years of history", () => {
    expect(byType("dividendStability").evaluate({ dividendYears: 4, dividendDropCount: 0 }).passed).toBeNull();
    expect(
      byType("dividendGrowth").evaluate({ dividendYears: 4, dividendPerShare: 2, dividendPerShareStart: 1 }).passed,
    ).toBeNull();
  });
  it("interest coverage passes a profitable company without interest", () => {
    expect(byType("interestCoverage").evaluate({ ebit: 1e6, interestExpense: 0 })).toEqual({
      passed: true,
      content: "The company pays no interest and earns $1.00M before interest and tax.",
    });
  });
  it("a PEG of zero or below fails", () => {
    expect(byType("peToGrowth").evaluate({ priceEarningsToGrowth: 0 }).passed).toBe(false);
    expect(byType("peToGrowth").evaluate({ priceEarningsToGrowth: 1 }).passed).toBe(true);
  });
  it("negative equity fails debt to equity", () => {
    expect(byType("debtToEquity").evaluate({ debtToEquityRatio: -2 }).passed).toBe(false);
  });
  it("non-payers fail the yield checks", () => {
    expect(byType("highDividend").evaluate({ dividendYield: 0, dividendYieldPercentile75: 0.04 })).toEqual({
      passed: false,
      content: "The company pays no dividend.",
    });
  });
  it("not a number counts as missing", () => {
    expect(byType("belowFairValue").evaluate({ price: Number.NaN, fairValue: 10 }).passed).toBeNull();
  });
});
