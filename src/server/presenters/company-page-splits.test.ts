import { describe, expect, it } from "vitest";
import type { CompanyRow } from "../../db/repositories/company-pages";
import { presentForecast, presentHeader } from "./company-page";
import { ALL_CALLS } from "../policies/analyst-calls";

// The forecast page across a two-for-one split (decision 031): an estimate made and a
// price target set before the split are shown in today's shares, like the price beside them.

const row: CompanyRow = {
  id: 1,
  exchange: "NYSE",
  ticker: "EX",
  name: "Example Corp",
  description: null,
  country: "US",
  source: "demo",
  delistedOn: null,
  delistingReason: null,
  sectorName: null,
  sectorSlug: null,
  industryName: null,
  industrySlug: null,
  hasMarketData: true,
};
const splits = [{ exDate: "2020-03-02", ratio: 2 }];

describe("the forecast page of a company that split", () => {
  it("restates estimates and price targets from before the split, and leaves later ones alone", () => {
    const estimate = (asOf: string, eps: number | null) => ({
      fiscalYear: 2021,
      asOf,
      eps,
      revenue: 1000,
      epsGrowth: 0.1,
      revenueGrowth: 0.05,
      returnOnEquity: 0.2,
      returnOnAssets: 0.1,
    });
    const rating = (date: string, priceTarget: number | null) => ({
      date,
      analyst: "A. Analyst",
      firm: "Firm",
      rating: "buy" as const,
      priceTarget,
    });
    const page = presentForecast(
      presentHeader(row, null),
      undefined,
      [estimate("2020-01-15", 4), estimate("2020-03-02", 2.2), estimate("2020-01-15", null)],
      [rating("2020-03-10", 61), rating("2020-02-28", 120), rating("2020-01-10", null)],
      splits,
      { locked: true },
      ALL_CALLS,
    );
    expect(page.estimates.map((e) => e.eps)).toEqual([2, 2.2, null]);
    expect(page.estimates[0]!.revenue).toBe(1000);
    expect(page.recentRatings.map((r) => r.priceTarget)).toEqual([61, 60, null]);
  });
});
