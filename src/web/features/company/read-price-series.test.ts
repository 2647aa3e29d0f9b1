import { describe, expect, it } from "vitest";
import { readPriceSeries } from "./read-price-series";

const good = {
  companyId: 3,
  dates: ["2025-06-27", "2025-06-30"],
  close: [10, 11],
  adjClose: [9.5, 11],
  volume: [1000, 1200],
};

describe("readPriceSeries", () => {
  it("accepts parallel columns with ascending dates", () => {
    expect(readPriceSeries(good)).toEqual(good);
    expect(readPriceSeries({ ...good, dates: [], close: [], adjClose: [], volume: [] })).not.toBeNull();
  });

  it("refuses anything the chart could not draw", () => {
    expect(readPriceSeries(null)).toBeNull();
    expect(readPriceSeries("prices")).toBeNull();
    expect(readPriceSeries({ ...good, adjClose: [9.5] })).toBeNull();
    expect(readPriceSeries({ ...good, adjClose: [9.5, null] })).toBeNull();
    expect(readPriceSeries({ ...good, dates: ["2025-06-30", "2025-06-27"] })).toBeNull();
    expect(readPriceSeries({ ...good, dates: ["2025-06-27", "30/06/2025"] })).toBeNull();
    expect(readPriceSeries({ ...good, companyId: "3" })).toBeNull();
  });
});
