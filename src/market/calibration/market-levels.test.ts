import { describe, expect, it } from "vitest";
import { medianOf, ratioLevels, valuationLevels, type CompanyValuation } from "./market-levels";

const company = (over: Partial<CompanyValuation>): CompanyValuation => ({
  name: "X",
  sector: "Technology",
  marketCap: 1e9,
  priceEarnings: 20,
  dividendYield: 0,
  priceToBook: 3,
  ...over,
});

describe("medianOf", () => {
  it("takes the middle of the finite values, the mean of the two middle ones for an even count", () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, null, 2, 3, Number.NaN])).toBe(2.5);
  });

  it("is null without a value", () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([null, undefined])).toBeNull();
  });
});

describe("valuationLevels", () => {
  const companies = [
    company({ name: "BIG", sector: "Technology", marketCap: 3e12, priceEarnings: 30, dividendYield: 0.005 }),
    company({ name: "BANK", sector: "Financial Services", marketCap: 1.5e12, priceEarnings: 150, dividendYield: 0.03 }),
    company({ name: "MID", sector: "Financial Services", marketCap: 200e9, priceEarnings: -5, dividendYield: 0.02 }),
    company({ name: "LOSS", sector: "Healthcare", marketCap: 2e9, priceEarnings: null, priceToBook: -1 }),
    company({ name: "NEW", sector: "Technology", marketCap: null, priceEarnings: 12, dividendYield: null }),
  ];
  const levels = valuationLevels(companies);

  it("measures sizes over the companies with a market cap", () => {
    expect(levels.companies).toBe(5);
    expect(levels.largest).toEqual({ name: "BIG", sector: "Technology", marketCap: 3e12 });
    expect(levels.totalMarketCap).toBe(3e12 + 1.5e12 + 200e9 + 2e9);
    expect(levels.overTrillion).toBe(2);
    expect(levels.largeCaps).toBe(3);
  });

  it("measures P/Es over the positive ones only, those of companies over $100 B apart", () => {
    expect(levels.positivePes).toBe(3);
    expect(levels.medianPe).toBe(30);
    expect(levels.peAbove100).toBeCloseTo(1 / 3);
    expect(levels.largeCapMedianPe).toBe(90);
  });

  it("counts payers among the companies with a known yield, and measures the payers' yields", () => {
    expect(levels.yieldsKnown).toBe(4);
    expect(levels.payers).toBe(3);
    expect(levels.payingShare).toBe(0.75);
    expect(levels.payersMedianYield).toBe(0.02);
    expect(levels.highestYield).toBe(0.03);
  });

  it("leaves negative books out of the median P/B", () => {
    expect(levels.medianPriceToBook).toBe(3);
  });

  it("weights sectors by their share of the total market cap, largest first", () => {
    const total = levels.totalMarketCap;
    expect(levels.sectorWeights.map((w) => w.sector)).toEqual(["Technology", "Financial Services", "Healthcare"]);
    expect(levels.sectorWeights[0]!.share).toBeCloseTo(3e12 / total);
    expect(levels.sectorWeights.reduce((t, w) => t + w.share, 0)).toBeCloseTo(1);
  });

  it("reads the ten largest companies: their median positive P/E, payers, losses and P/Es above 100", () => {
    expect(levels.tenLargest).toEqual({ medianPe: 90, payers: 3, lossOrAbove100: 3 });
    const eleven = Array.from({ length: 11 }, (_, i) =>
      company({ name: `C${i}`, marketCap: (i + 1) * 1e9, priceEarnings: i === 0 ? 500 : 10 + i, dividendYield: 0.01 }),
    );
    // The smallest of the eleven (P/E 500) is not among the ten largest.
    expect(valuationLevels(eleven).tenLargest).toEqual({ medianPe: 15.5, payers: 10, lossOrAbove100: 0 });
  });

  it("finds the company with the largest revenue among those with one", () => {
    expect(levels.largestRevenue).toBeNull();
    const sales = valuationLevels([
      company({ name: "SHOP", revenue: 680e9 }),
      company({ name: "SOFT", revenue: 250e9 }),
      company({ name: "NEW", revenue: null }),
    ]);
    expect(sales.largestRevenue).toEqual({ name: "SHOP", revenue: 680e9 });
  });

  it("gives nulls, not zeros, for what an empty market cannot measure", () => {
    const empty = valuationLevels([]);
    expect(empty.largest).toBeNull();
    expect(empty.medianPe).toBeNull();
    expect(empty.peAbove100).toBeNull();
    expect(empty.payingShare).toBeNull();
    expect(empty.highestYield).toBeNull();
  });
});

describe("ratioLevels", () => {
  it("takes each ratio's median over the companies that have it", () => {
    const levels = ratioLevels([
      { netMargin: 0.1, returnOnEquity: 0.2, debtToEquity: 1, revenueGrowth: 0.05 },
      { netMargin: 0.2, returnOnEquity: null, debtToEquity: 0.5, revenueGrowth: -0.1 },
      { netMargin: -0.3, returnOnEquity: 0.1, debtToEquity: null, revenueGrowth: 0.02 },
    ]);
    expect(levels.companies).toBe(3);
    expect(levels.medianNetMargin).toBe(0.1);
    expect(levels.medianReturnOnEquity).toBeCloseTo(0.15);
    expect(levels.medianDebtToEquity).toBe(0.75);
    expect(levels.medianRevenueGrowth).toBe(0.02);
    expect(levels.medianRevenueGrowthOverYears).toBeNull();
  });

  it("takes the median revenue growth over every company-year it is given", () => {
    expect(ratioLevels([], [0.1, -0.2, 0.05, 0.3]).medianRevenueGrowthOverYears).toBeCloseTo(0.075);
  });
});
