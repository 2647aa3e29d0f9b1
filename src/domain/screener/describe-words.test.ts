import { describe, expect, it } from "vitest";
import { filterByKey } from "./filters";
import { filterInWords } from "./describe";

const f = (key: string) => filterByKey(key)!;

describe("a saved screen's filters in words", () => {
  it("says ranges as from, under and from-to, in the filter's unit", () => {
    expect(filterInWords(f("mcap"), { type: "range", low: 2e9, high: null })).toBe("Market Cap from $2B");
    expect(filterInWords(f("pe"), { type: "range", low: null, high: 15 })).toBe("P/E under 15");
    expect(filterInWords(f("dy"), { type: "range", low: 2, high: 6.5 })).toBe("Dividend Yield from 2% to 6.5%");
  });

  it("says selects and booleans with their labels", () => {
    expect(filterInWords(f("ex"), { type: "select", values: ["NYSE", "NASDAQ"] })).toBe("Exchange: NYSE, NASDAQ");
    expect(filterInWords(f("insd"), { type: "boolean", value: true })).toBe("Insider Trading: Net Buying");
  });
});
