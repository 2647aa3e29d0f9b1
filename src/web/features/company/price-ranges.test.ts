import { describe, expect, it } from "vitest";
import { chartLines, firstIndexFrom, rangeStart } from "./price-ranges";

describe("rangeStart", () => {
  it("counts months back from the last trading day", () => {
    expect(rangeStart("2025-06-30", "1M")).toBe("2025-05-30");
    expect(rangeStart("2025-06-30", "3M")).toBe("2025-03-30");
    expect(rangeStart("2025-06-30", "6M")).toBe("2024-12-30");
    expect(rangeStart("2025-06-30", "1Y")).toBe("2024-06-30");
    expect(rangeStart("2025-06-30", "5Y")).toBe("2020-06-30");
  });

  it("falls back to the last day of a shorter month", () => {
    expect(rangeStart("2025-03-31", "1M")).toBe("2025-02-28");
    expect(rangeStart("2024-03-31", "1M")).toBe("2024-02-29");
    expect(rangeStart("2024-02-29", "1Y")).toBe("2023-02-28");
  });

  it("starts the year to date on January 1 and Max nowhere", () => {
    expect(rangeStart("2025-06-30", "YTD")).toBe("2025-01-01");
    expect(rangeStart("2025-06-30", "Max")).toBeNull();
  });
});

describe("firstIndexFrom", () => {
  const dates = ["2025-01-02", "2025-01-03", "2025-01-06", "2025-01-07"];
  it("finds the first date on or after the start", () => {
    expect(firstIndexFrom(dates, "2025-01-03")).toBe(1);
    expect(firstIndexFrom(dates, "2025-01-04")).toBe(2);
    expect(firstIndexFrom(dates, "2024-12-31")).toBe(0);
    expect(firstIndexFrom(dates, "2025-02-01")).toBe(4);
    expect(firstIndexFrom(dates, null)).toBe(0);
  });
});

describe("chartLines", () => {
  // Sixty weekdays-ish of rising prices: the 10-day average is defined from the tenth day.
  const dates = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2025, 3, 1 + i)).toISOString().slice(0, 10));
  const closes = dates.map((_, i) => 100 + i);

  it("cuts the prices to the range", () => {
    const { price } = chartLines(dates, closes, "1M", []);
    expect(price[0]).toEqual({ time: "2025-04-30", value: 129 });
    expect(price[price.length - 1]).toEqual({ time: "2025-05-30", value: 159 });
  });

  it("computes averages on the whole series before cutting", () => {
    const { averages } = chartLines(dates, closes, "1M", [10, 50]);
    // On 2025-04-30 (index 29) the 10-day mean is of 120..129 and the 50-day one does not exist yet.
    expect(averages[0]).toEqual({
      period: 10,
      points: expect.arrayContaining([{ time: "2025-04-30", value: 124.5 }]) as unknown,
    });
    expect(averages[0]!.points).toHaveLength(31);
    expect(averages[1]!.points[0]).toEqual({ time: "2025-05-20", value: 124.5 });
  });

  it("shows everything for Max and nothing for an empty series", () => {
    expect(chartLines(dates, closes, "Max", []).price).toHaveLength(60);
    expect(chartLines([], [], "1Y", [10])).toEqual({ price: [], averages: [{ period: 10, points: [] }] });
  });
});
