import { describe, expect, it } from "vitest";
import { returnSince, yearToDate, type CurvePoint } from "./period-returns";

// Hand-computed: the portfolio grows 1.0 -> 1.2 -> 1.5 -> 1.8 while the market goes 1.0 -> 1.1 ->
// 1.21 -> 1.1; the stretch from the close before a date to the last close.
const CURVE: CurvePoint[] = [
  ["2024-11-29", 1.0, 1.0],
  ["2024-12-31", 1.2, 1.1],
  ["2025-01-31", 1.5, 1.21],
  ["2025-02-28", 1.8, 1.1],
];

describe("the portfolio against the market over a stretch", () => {
  it("measures this year from the last close of the year before", () => {
    const ytd = yearToDate(CURVE)!;
    expect(ytd.from).toBe("2024-12-31");
    expect(ytd.to).toBe("2025-02-28");
    expect(ytd.portfolio).toBeCloseTo(1.8 / 1.2 - 1, 12); // +50 %
    expect(ytd.market).toBeCloseTo(1.1 / 1.1 - 1, 12); // 0 %
  });

  it("measures since a launch from the month-end before it", () => {
    const since = returnSince(CURVE, "2025-01-01")!;
    expect(since.from).toBe("2024-12-31");
    expect(since.portfolio).toBeCloseTo(0.5, 12);
    expect(returnSince(CURVE, "2025-02-01")!.portfolio).toBeCloseTo(1.8 / 1.5 - 1, 12);
  });

  it("has no figure before the start or without a close to measure from", () => {
    expect(returnSince(CURVE, "2025-03-01")).toBeNull();
    expect(returnSince([], "2025-01-01")).toBeNull();
    expect(yearToDate([["2025-01-31", 1, 1]])).toBeNull();
  });

  it("measures a record that starts this year from its first day", () => {
    const ytd = yearToDate([
      ["2025-01-02", 1, 1],
      ["2025-01-31", 1.1, 0.9],
    ])!;
    expect(ytd.from).toBe("2025-01-02");
    expect(ytd.portfolio).toBeCloseTo(0.1, 12);
    expect(ytd.market).toBeCloseTo(-0.1, 12);
  });
});
