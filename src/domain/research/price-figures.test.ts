import { describe, expect, it } from "vitest";
import { prices } from "../../../test/support/research-rows";
import { beta, dailyReturns, marketReturns, MIN_BETA_RETURNS, priceFigures } from "./price-figures";

describe("priceFigures", () => {
  it("gives the last close, the day's change and the range of the last year", () => {
    const p = prices([10, 12, 9, 11], "2020-01-01", {
      high: [10.5, 12.5, 9.5, 11.5],
      low: [9.5, 11.5, 8.5, 10.5],
      volume: [100, 200, 300, 400],
    });
    const q = priceFigures(p, [])!;
    expect(q).toMatchObject({
      date: "2020-01-04",
      price: 11,
      previousClose: 9,
      high52Week: 12.5,
      low52Week: 8.5,
      volume: 400,
      averageVolume: 250,
    });
    expect(q.change).toBeCloseTo(2, 9);
    expect(q.changePercent).toBeCloseTo(2 / 9, 9);
  });

  it("takes the change from adjusted closes, so a split day is not a crash", () => {
    const p = prices([100, 50], "2020-01-01", { adjClose: [49, 50], high: [101, 51], low: [99, 49] });
    const q = priceFigures(p, [{ exDate: "2020-01-02", ratio: 2 }])!;
    expect(q.changePercent).toBeCloseTo(50 / 49 - 1, 9);
    expect(q.change).toBeCloseTo(50 - 50 / (50 / 49), 9);
    // The pre-split high of 101 is 50.5 in today's shares.
    expect(q.high52Week).toBeCloseTo(51, 9);
    expect(q.low52Week).toBeCloseTo(49, 9);
  });

  it("has no quote without prices and no change on the first day", () => {
    expect(priceFigures(prices([]), [])).toBeNull();
    expect(priceFigures(prices([5]), [])).toMatchObject({
      price: 5,
      change: null,
      changePercent: null,
      previousClose: null,
    });
  });
});

describe("beta", () => {
  const n = MIN_BETA_RETURNS + 10;
  // A market that zigzags, and stocks that move with it at set multiples.
  const market = Array.from({ length: n + 1 }, (_, i) => 100 * Math.exp(0.01 * Math.sin(i * 1.7)));
  const scaled = (k: number) => {
    const out = [100];
    for (let i = 1; i <= n; i++) out.push(out[i - 1]! * (1 + k * (market[i]! / market[i - 1]! - 1)));
    return prices(out);
  };

  it("is the stock's move per unit of the market's", () => {
    const m = dailyReturns(prices(market));
    expect(beta(dailyReturns(scaled(2)), m)).toBeCloseTo(2, 9);
    expect(beta(dailyReturns(scaled(0.5)), m)).toBeCloseTo(0.5, 9);
    expect(beta(dailyReturns(scaled(-1)), m)).toBeCloseTo(-1, 9);
  });

  it("needs about six months of returns", () => {
    const short = prices(market.slice(0, MIN_BETA_RETURNS));
    expect(beta(dailyReturns(short), dailyReturns(short))).toBeNull();
  });

  it("the market's return is the average of the companies that traded that day", () => {
    const a = new Map([
      ["2020-01-02", 0.1],
      ["2020-01-03", 0.2],
    ]);
    const b = new Map([["2020-01-02", 0.3]]);
    expect(marketReturns([a, b])).toEqual(
      new Map([
        ["2020-01-02", 0.2],
        ["2020-01-03", 0.2],
      ]),
    );
  });
});
