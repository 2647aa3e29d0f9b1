import { describe, expect, it } from "vitest";
import { CHECKS } from "../checks/registry";
import { columnByKey, SCREENER_COLUMNS } from "./columns";
import { filterByKey, SCREENER_FILTERS } from "./filters";
import { FILTER_GROUPS } from "./groups";
import { SCREENER_TABS, TAB_IDS } from "./tabs";

function rangeParams(key: string) {
  const f = filterByKey(key);
  if (f?.type !== "range") throw new Error(`${key} is not a range filter`);
  return f.params;
}

describe("screener catalogue", () => {
  it("has the filter groups of spec section 3", () => {
    expect(FILTER_GROUPS.map((g) => [g.id, g.name])).toEqual([
      [1, "Company"],
      [16, "Zen Ratings"],
      [8, "Price"],
      [9, "Valuation"],
      [10, "Forecast"],
      [11, "Earnings & Revenue"],
      [12, "Dividends"],
      [13, "Ownership"],
      [14, "Financials"],
      [15, "Technical Indicators"],
      [2, "Due Diligence Score"],
      [3, "Due Diligence Score: Valuation"],
      [4, "Due Diligence Score: Forecast"],
      [5, "Due Diligence Score: Performance"],
      [6, "Due Diligence Score: Financial"],
      [7, "Due Diligence Score: Dividend"],
    ]);
  });

  it("has the 11 tabs of spec section 9, each with known columns", () => {
    // In the spec's order, numbered from 1 as the address's tab parameter counts them.
    expect(Object.keys(TAB_IDS)).toEqual([
      "overview",
      "dd_score",
      "price",
      "value",
      "financials",
      "forecast",
      "growth",
      "dividends",
      "sentiment",
      "momentum",
      "zen_rating",
    ]);
    expect(Object.values(TAB_IDS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(SCREENER_TABS.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const tab of SCREENER_TABS)
      for (const key of tab.columns) expect(columnByKey(key), `${tab.name}: ${key}`).toBeDefined();
  });

  it('heads each tab\'s columns with distinct words (the Dividends tab had two called "Dividend")', () => {
    for (const tab of SCREENER_TABS) {
      const headings = tab.columns.map((key) => {
        const c = columnByKey(key)!;
        return c.shortName ?? c.name;
      });
      expect(new Set(headings).size, `${tab.name}: ${headings.join(", ")}`).toBe(headings.length);
    }
  });

  it("has unique keys and groups that exist", () => {
    const groups = new Set(FILTER_GROUPS.map((g) => g.id));
    expect(new Set(SCREENER_COLUMNS.map((c) => c.key)).size).toBe(SCREENER_COLUMNS.length);
    expect(new Set(SCREENER_FILTERS.map((f) => f.key)).size).toBe(SCREENER_FILTERS.length);
    for (const item of [...SCREENER_COLUMNS, ...SCREENER_FILTERS])
      expect(groups.has(item.groupId), item.key).toBe(true);
  });

  it("includes the spec's filter keys and the sort columns of the check presets", () => {
    for (const key of ["sid", "iid", "dued", "duedd", "dupd"]) expect(filterByKey(key), key).toBeDefined();
    for (const key of ["pb", "froa", "frgr", "fegr", "egr1y", "rgr1y", "roa"])
      expect(columnByKey(key), key).toBeDefined();
  });

  it("has the presets of spec section 5 exactly", () => {
    const M = 1e6;
    const B = 1e9;
    expect(rangeParams("mcap").presets).toEqual([
      { name: "Micro", low: 50 * M, high: 250 * M },
      { name: "Small", low: 250 * M, high: 2 * B },
      { name: "Mid", low: 2 * B, high: 10 * B },
      { name: "Large", low: 10 * B, high: 200 * B },
      { name: "Mega", low: 200 * B, high: null },
    ]);
    expect(rangeParams("price").presets).toEqual([{ name: "Penny Stocks", low: null, high: 5 }]);
    expect(rangeParams("beta").presets).toEqual([
      { name: "Low Volatility", low: 0, high: 1 },
      { name: "High Volatility", low: 1, high: 4 },
      { name: "Extreme Volatility", low: 4, high: null },
    ]);
    expect(rangeParams("pe").presets).toEqual([
      { name: "Low", low: 0, high: 15 },
      { name: "Medium", low: 15, high: 40 },
      { name: "High", low: 40, high: null },
    ]);
    for (const key of ["dued", "duedd", "dupd"])
      expect(rangeParams(key).presets.map((p) => p.high)).toEqual([1, 2, 7, 31]);
  });

  it("makes Due Diligence Score filters whole numbers 0 to 100 and Outstanding Shares at least 0", () => {
    for (const key of ["dds", "ddv", "ddfi", "ddfo", "ddp", "ddd"]) {
      expect(rangeParams(key)).toMatchObject({ precision: 0, min: 0, max: 100 });
      expect(filterByKey(key)?.lockable).toBe(true);
    }
    expect(rangeParams("shares").min).toBe(0);
    expect(filterByKey("shares")?.name).toBe("Outstanding Shares");
  });

  it("marks the Zen Rating family and top-analyst fields Premium-only, and nothing else", () => {
    const premiumOnly = ["tac", "tan", "tau", "zr", "zr1m", "zrai", "zrf", "zrg", "zrm", "zrs", "zrsf", "zrv"];
    expect(
      SCREENER_COLUMNS.filter((c) => c.premiumLockable)
        .map((c) => c.key)
        .sort(),
    ).toEqual(premiumOnly);
    expect(
      SCREENER_FILTERS.filter((f) => f.premiumLockable)
        .map((f) => f.key)
        .sort(),
    ).toEqual(premiumOnly);
  });

  it("offers a pass or fail filter for each of the 38 scored checks", () => {
    const checkFilters = SCREENER_FILTERS.filter((f) => f.groupId >= 3 && f.groupId <= 7);
    expect(checkFilters.map((f) => f.key)).toEqual(CHECKS.filter((c) => c.category !== "ownership").map((c) => c.type));
    expect(checkFilters).toHaveLength(38);
  });

  it("labels the insider column Net Buying / Net Selling", () => {
    expect(columnByKey("insd")).toMatchObject({
      type: "boolean",
      labels: { true: "Net Buying", false: "Net Selling" },
    });
  });
});
