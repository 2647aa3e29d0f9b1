import { describe, expect, it } from "vitest";
import { company, prices, quarter, year } from "../../../test/support/research-rows";
import { companyFigures } from "./company-figures";

// A company with eleven annual reports (net income and EPS doubling over ten years), the last
// four quarters, two years of estimates, and a price of 30.
const annual = Array.from({ length: 11 }, (_, i) => {
  const y = 2008 + i;
  const growth = 2 ** (i / 10);
  return year(y, {
    revenue: 1000 * growth,
    netIncome: 100 * growth,
    eps: growth,
    filedOn: `${y + 1}-02-20`,
    debt: i === 6 ? 300 : 120,
  });
});
const quarters = [1, 2, 3, 4].map((q) =>
  quarter(2019, q, {
    revenue: 300,
    netIncome: 30,
    eps: 0.6,
    ebit: 50,
    interestExpense: 5,
    operatingCashFlow: 40,
    freeCashFlow: 25,
    debt: 100,
    equity: 500,
    totalAssets: 1500,
    currentLiabilities: 200,
  }),
);
const data = company({
  sharesOutstanding: 50,
  statements: [...annual, ...quarters].sort((a, b) => (a.periodEnd < b.periodEnd ? -1 : 1)),
  estimates: [
    { asOf: "2019-11-01", forecastYear: 2020, eps: 2.5, revenue: 1300, returnOnEquity: 0.22, returnOnAssets: 0.08 },
    { asOf: "2019-11-01", forecastYear: 2021, eps: 3, revenue: 1430, returnOnEquity: 0.25, returnOnAssets: 0.09 },
  ],
  prices: prices([29, 30]),
  insiders: [
    { tradedOn: "2019-06-01", shares: 500, price: 20 },
    { tradedOn: "2019-08-01", shares: -200, price: 25 },
  ],
});
const f = companyFigures(data, "2020-01-02");

describe("companyFigures", () => {
  it("prices the trailing year: EPS, P/E, book value and P/B, market cap", () => {
    expect(f.eps).toBeCloseTo(2.4, 9);
    expect(f.priceEarnings).toBeCloseTo(30 / 2.4, 9);
    expect(f.bookValuePerShare).toBeCloseTo(10, 9);
    expect(f.priceToBook).toBeCloseTo(3, 9);
    expect(f.marketCap).toBe(1500);
    expect(f.freeCashFlowPerShare).toBeCloseTo(2, 9);
  });

  it("measures margins, returns and leverage on the trailing year", () => {
    expect(f.netMargin).toBeCloseTo(0.1, 9);
    expect(f.returnOnEquity).toBeCloseTo(120 / 500, 9);
    expect(f.returnOnAssets).toBeCloseTo(120 / 1500, 9);
    expect(f.returnOnCapitalEmployed).toBeCloseTo(200 / 1300, 9);
    expect(f.debtToEquity).toBeCloseTo(0.2, 9);
    expect(f.ebit).toBe(200);
    expect(f.interestExpense).toBe(20);
    expect(f.operatingCashFlow).toBe(160);
  });

  it("compares with the annual reports of one, three and five years before", () => {
    // A year ago (no earlier quarters): the 2018 report.
    expect(f.netMargin1Year).toBeCloseTo(0.1, 9);
    expect(f.earningsGrowth1Year).toBeCloseTo(2.4 / 2 - 1, 9);
    // Five years before the trailing year (to December 2019): the 2014 report, whose debt was
    // 300 against equity of 200.
    expect(f.debtToEquity5Year).toBeCloseTo(1.5, 9);
    expect(f.earningsGrowth5Year).toBeCloseTo((2.4 / 2 ** 0.6) ** (1 / 5) - 1, 9);
  });

  it("takes ten-year EPS growth from the annual reports: doubling is +100%", () => {
    expect(f.earningsGrowth10YearTotal).toBeCloseTo(1, 9);
  });

  it("reads forecast growth between the two estimated years and returns from the nearer", () => {
    expect(f.forecast.earningsGrowth).toBeCloseTo(0.2, 9);
    expect(f.forecast.revenueGrowth).toBeCloseTo(0.1, 9);
    expect(f.forecast.returnOnEquity).toBe(0.22);
    expect(f.forecast.returnOnAssets).toBe(0.08);
  });

  it("nets the insiders' trades, and knows nothing when there were none", () => {
    expect(f.netInsiderShares).toBe(300);
    expect(companyFigures(company(), "2020-01-02").netInsiderShares).toBeNull();
  });

  it("leaves a loss-maker's P/E and payout unknown rather than negative", () => {
    const loss = companyFigures(
      company({
        statements: [1, 2, 3, 4].map((q) => quarter(2019, q, { eps: -0.5, netIncome: -5 })),
        prices: prices([10]),
        dividends: [{ exDate: "2019-12-01", amount: 0 }],
      }),
      "2020-01-02",
    );
    expect(loss.priceEarnings).toBeNull();
    expect(loss.payoutRatio).toBeNull();
    expect(loss.earningsGrowth1Year).toBeNull();
  });

  it("works out the payout ratio from the trailing dividend and EPS", () => {
    const payer = companyFigures(
      {
        ...data,
        dividends: [
          { exDate: "2019-03-01", amount: 0.3 },
          { exDate: "2019-09-01", amount: 0.3 },
        ],
      },
      "2020-01-02",
    );
    expect(payer.payoutRatio).toBeCloseTo(0.6 / 2.4, 9);
    expect(payer.dividendYield).toBeCloseTo(0.6 / 30, 9);
  });

  it("knows a 0 yield when dividends are known, and none when the data holds no dividend record", () => {
    expect(data.dividends).toEqual([]);
    const demo = companyFigures(data, "2020-01-02");
    expect(demo.dividendsKnown).toBe(true);
    expect(demo.dividendYield).toBe(0);
    const imported = companyFigures({ ...data, dividendsKnown: false }, "2020-01-02");
    expect(imported.dividendsKnown).toBe(false);
    expect(imported.dividendYield).toBeNull();
    expect(imported.forwardDividendYield).toBeNull();
    expect(imported.payoutRatio).toBeNull();
  });
});
