import { describe, expect, it } from "vitest";
import { smallInput } from "../../../test/support/zen-investor-market";
import { averagePick, returnFigures, timeWeightedReturn } from "./returns";
import { runModelPortfolio } from "./run";

describe("the two return figures", () => {
  it("match the hand-computed market", () => {
    const figures = returnFigures(runModelPortfolio(smallInput()));
    expect(figures).toMatchObject({ from: "2020-01-02", to: "2020-04-02" });
    // The book ends at 1.0875 of its start; the market at 112 of 100.
    expect(figures.timeWeighted.portfolio).toBeCloseTo(0.0875, 12);
    expect(figures.timeWeighted.market).toBeCloseTo(0.12, 12);
    // Three months: not annualised.
    expect(figures.timeWeighted.portfolioAnnual).toBeNull();
    const pick = figures.averagePick;
    expect(pick).toMatchObject({ picks: 4, closed: 3, open: 1, beatMarket: 2 });
    // Stopped -25 %, sold at D +30 %, delisted +1/6, bought back on the last day 0.
    expect(pick.average).toBeCloseTo((-0.25 + 0.3 + 1 / 6 + 0) / 4, 12);
    expect(pick.market).toBeCloseTo((0.06 + 0.08 + (112 / 106 - 1) + 0) / 4, 12);
  });

  it("chains daily returns and annualises over calendar time from a year on", () => {
    expect(timeWeightedReturn(Float64Array.from([1, 1.1, 0.99, 1.21]))).toBeCloseTo(0.21, 12);
    const run = {
      dates: ["2020-01-01", "2022-01-01"],
      equity: Float64Array.from([1, 1.21]),
      market: Float64Array.from([1, 1]),
      alerts: [],
      fills: [],
      positions: [],
    };
    const figures = returnFigures(run);
    expect(figures.timeWeighted.portfolioAnnual).toBeCloseTo(Math.pow(1.21, 365.25 / 731) - 1, 12);
    expect(figures.timeWeighted.marketAnnual).toBe(0);
    expect(averagePick([])).toEqual({ picks: 0, closed: 0, open: 0, average: null, market: null, beatMarket: 0 });
  });
});
