import { describe, expect, it } from "vitest";
import { SCREENER_COLUMNS } from "./columns";
import { SCREENER_FILTERS } from "./filters";
import { METRICS } from "./metrics";
import { matchRank, searchMetrics } from "./metric-search";

const first = (query: string) => searchMetrics(SCREENER_FILTERS, query)[0]?.key;

describe("finding a filter by what people type", () => {
  it.each([
    ["P/E", "pe"],
    ["PE", "pe"],
    ["pe", "pe"],
    ["p/e ratio", "pe"],
    ["PEG", "peg"],
    ["div yield", "dy"],
    ["dividend yield", "dy"],
    ["market cap", "mcap"],
    ["Market Capitalization", "mcap"],
    ["mkt cap", "mcap"],
    ["ROE", "roe"],
    ["return on equity", "roe"],
    ["D/E", "de"],
    ["RSI", "rsi"],
    ["sma 200", "sma200"],
  ])("'%s' finds %s first", (query, key) => {
    expect(first(query)).toBe(key);
  });

  it("also lists the related filters after the best one", () => {
    const keys = searchMetrics(SCREENER_FILTERS, "ROE").map((f) => f.key);
    expect(keys[0]).toBe("roe");
    expect(keys).toContain("froe");
    // Columns are found the same way (the column chooser): both yields for "div yield".
    const yields = searchMetrics(SCREENER_COLUMNS, "div yield").map((c) => c.key);
    expect(yields.slice(0, 2).sort()).toEqual(["dy", "fdy"]);
  });

  it("ignores case, spaces and punctuation, and finds nothing for nonsense", () => {
    expect(matchRank({ key: "pe", name: "Price/Earnings", shortName: "P/E" }, " p / E ")).toBe(0);
    expect(searchMetrics(SCREENER_FILTERS, "zzqx")).toEqual([]);
  });

  it("keeps the catalogue's order for an empty search", () => {
    expect(searchMetrics(SCREENER_FILTERS, "")).toEqual([...SCREENER_FILTERS]);
  });
});

describe("the metric catalogue", () => {
  it("defines every column (the header tooltips read it)", () => {
    const missing = SCREENER_COLUMNS.filter((c) => !METRICS[c.key]?.definition).map((c) => c.key);
    expect(missing).toEqual([]);
  });

  it("describes only keys the catalogue has", () => {
    const keys = new Set([...SCREENER_COLUMNS.map((c) => c.key), ...SCREENER_FILTERS.map((f) => f.key)]);
    expect(Object.keys(METRICS).filter((k) => !keys.has(k))).toEqual([]);
  });
});
