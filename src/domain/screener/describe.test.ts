import { describe, expect, it } from "vitest";
import { compactNumber, describeFilter } from "./describe";
import { filterByKey, type ScreenerFilter } from "./filters";

const f = (key: string): ScreenerFilter => filterByKey(key)!;

describe("describing filters", () => {
  it("shortens large numbers", () => {
    expect(compactNumber(2_000_000_000)).toBe("2B");
    expect(compactNumber(1_234_567)).toBe("1.23M");
    expect(compactNumber(12.5)).toBe("12.5");
  });

  it("names presets, bounds, options and booleans", () => {
    expect(describeFilter(f("mcap"), { type: "range", low: 2e9, high: 1e10 })).toBe("Market Cap: Mid");
    expect(describeFilter(f("mcap"), { type: "range", low: 3e9, high: null })).toBe("Market Cap: $3B or more");
    expect(describeFilter(f("dy"), { type: "range", low: null, high: 2.5 })).toBe("Dividend Yield: up to 2.5%");
    expect(describeFilter(f("sid"), { type: "select", values: ["10", "5"] })).toBe("Sector: Technology, Energy");
    expect(describeFilter(f("insd"), { type: "boolean", value: false })).toBe("Insider Trading: Net Selling");
    expect(describeFilter(f("cid"), { type: "select", values: ["1", "2"] })).toBe("Company: 2 companies");
  });
});
