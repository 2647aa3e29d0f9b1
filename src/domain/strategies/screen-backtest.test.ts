import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCREEN_BACKTEST,
  MARKET_CAP_WEIGHT_CAP,
  screenBacktestParamsSchema,
  screenFieldsWithoutHistory,
  screenStrategy,
} from "./screen-backtest";
import { DEFAULT_COSTS, MAX_HOLDINGS } from "./strategy";

describe("a saved screen's backtest settings", () => {
  it("fills the defaults and reads a plain form's text", () => {
    expect(screenBacktestParamsSchema.parse({})).toEqual(DEFAULT_SCREEN_BACKTEST);
    expect(screenBacktestParamsSchema.parse({ holdings: "7", weighting: "marketCap", rebalance: "quarterly" })).toEqual(
      {
        holdings: 7,
        weighting: "marketCap",
        rebalance: "quarterly",
      },
    );
  });

  it("refuses holdings outside 1 to 100, fractions, and unknown choices", () => {
    for (const body of [
      { holdings: 0 },
      { holdings: MAX_HOLDINGS + 1 },
      { holdings: 2.5 },
      { holdings: "many" },
      { weighting: "byScore" },
      { rebalance: "weekly" },
    ])
      expect(screenBacktestParamsSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    expect(screenBacktestParamsSchema.parse({ holdings: MAX_HOLDINGS }).holdings).toBe(MAX_HOLDINGS);
  });

  it("makes the strategy the screen and the settings say, at the house costs", () => {
    const filters = [{ key: "pe", value: { type: "range" as const, low: 0, high: 15 } }];
    const sort = { column: "pe", direction: "asc" as const };
    expect(screenStrategy({ filters, sort }, { holdings: 10, weighting: "marketCap", rebalance: "quarterly" })).toEqual(
      {
        filters,
        sort,
        holdings: 10,
        weighting: { kind: "marketCap", cap: MARKET_CAP_WEIGHT_CAP },
        rebalance: "quarterly",
        costs: DEFAULT_COSTS,
      },
    );
    expect(screenStrategy({ filters: [], sort: null }, DEFAULT_SCREEN_BACKTEST).weighting).toEqual({ kind: "equal" });
  });

  it("names the filters and the sort that have no dated history, once each", () => {
    const range = (key: string) => ({ key, value: { type: "range" as const, low: 1, high: null } });
    expect(
      screenFieldsWithoutHistory({ filters: [range("pe"), range("zr")], sort: { column: "mcap", direction: "desc" } }),
    ).toEqual([]);
    expect(
      screenFieldsWithoutHistory({ filters: [range("beta"), range("pe")], sort: { column: "beta", direction: "asc" } }),
    ).toEqual(["beta"]);
    expect(screenFieldsWithoutHistory({ filters: [], sort: { column: "rsi14", direction: "asc" } })).toEqual(["rsi14"]);
  });
});
