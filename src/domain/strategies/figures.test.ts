import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import type { BacktestRun, Rebalance } from "./backtest";
import { figuresOf, TRADING_DAYS } from "./figures";

function run(dates: string[], equity: number[], market: number[], rebalances: Rebalance[] = []): BacktestRun {
  return { dates, equity: Float64Array.from(equity), market: Float64Array.from(market), rebalances };
}

describe("figuresOf", () => {
  it("matches a hand-computed curve", () => {
    const f = figuresOf(run(["2020-12-31", "2021-06-30", "2021-12-31"], [1, 0.8, 1.21], [1, 1.1, 1.1]));
    const years = 365 / 365.25;
    expect(f.cagr).toBeCloseTo(1.21 ** (1 / years) - 1, 12);
    expect(f.marketCagr).toBeCloseTo(1.1 ** (1 / years) - 1, 12);
    expect(f.totalReturn).toBeCloseTo(0.21, 12);
    expect(f.maxDrawdown).toEqual({
      depth: expect.closeTo(-0.2, 12),
      peakDate: "2020-12-31",
      troughDate: "2021-06-30",
      recoveryDate: "2021-12-31",
    });
    expect(f.years).toEqual([
      { year: 2021, strategy: expect.closeTo(0.21, 12), market: expect.closeTo(0.1, 12), partial: false },
    ]);
    expect(f.bestYear?.year).toBe(2021);
    // June lost 20 % while the market rose; December gained 51.25 % while it stood still.
    expect(f.monthlyHitRate).toBe(0.5);
    const r = [-0.2, 1.21 / 0.8 - 1];
    const mean = (r[0]! + r[1]!) / 2;
    const sd = Math.sqrt(((r[0]! - mean) ** 2 + (r[1]! - mean) ** 2) / 1);
    expect(f.volatility).toBeCloseTo(sd * Math.sqrt(TRADING_DAYS), 10);
    expect(f.sharpe).toBeCloseTo((mean * TRADING_DAYS) / (sd * Math.sqrt(TRADING_DAYS)), 10);
    expect(f.sortino).toBeCloseTo((mean * TRADING_DAYS) / Math.sqrt((0.04 / 2) * TRADING_DAYS), 10);
  });

  it("leaves a year the run starts inside out of the best and worst", () => {
    const f = figuresOf(run(["2020-06-30", "2020-12-31", "2021-12-31"], [1, 2, 1.5], [1, 1, 1]));
    expect(f.years.map((y) => [y.year, y.partial])).toEqual([
      [2020, true],
      [2021, false],
    ]);
    expect(f.bestYear?.year).toBe(2021);
    expect(f.worstYear?.year).toBe(2021);
  });

  it("has not recovered while the curve stays under its peak", () => {
    const f = figuresOf(run(["2021-01-29", "2021-02-26", "2021-03-31"], [1, 0.5, 0.9], [1, 1, 1]));
    expect(f.maxDrawdown).toMatchObject({ depth: -0.5, recoveryDate: null });
  });

  it("splits a run into its backtest and live parts", () => {
    const dates = ["2020-12-31", "2021-06-30", "2021-12-31", "2022-06-30"];
    const whole = run(dates, [1, 1.1, 1.21, 1.331], [1, 1, 1, 1]);
    expect(figuresOf(whole, 0, 2).totalReturn).toBeCloseTo(0.21, 12);
    expect(figuresOf(whole, 2, 3).totalReturn).toBeCloseTo(0.1, 12);
  });

  test.prop([fc.array(fc.double({ min: 0.5, max: 2, noNaN: true }), { minLength: 2, maxLength: 60 })])(
    "the drawdown is never deeper than the fall from the highest to the lowest point",
    (levels) => {
      const dates = levels.map((_, i) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10));
      const f = figuresOf(run(dates, levels, levels));
      expect(f.maxDrawdown.depth).toBeLessThanOrEqual(0);
      expect(f.maxDrawdown.depth).toBeGreaterThanOrEqual(Math.min(...levels) / Math.max(...levels) - 1 - 1e-12);
      expect(f.monthlyHitRate).toBe(0); // Equal to the market, never above it.
    },
  );
});
