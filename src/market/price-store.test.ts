import { describe, expect, it } from "vitest";
import { adjust } from "./price-store";
import type { DailyBar } from "./price-codec";

const bar = (date: string, close: number): DailyBar => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  adjClose: close,
  volume: 1,
});

describe("adjusted close", () => {
  it("scales earlier closes for a dividend by one minus the dividend over the previous close", () => {
    const bars = [bar("2020-01-02", 100), bar("2020-01-03", 101), bar("2020-01-06", 99)];
    adjust(bars, [{ date: "2020-01-06", dividend: 2, split: 1 }]);
    expect(bars.map((b) => b.adjClose)).toEqual([100 * (1 - 2 / 101), 101 * (1 - 2 / 101), 99]);
  });

  it("divides earlier closes by a split's ratio and compounds events", () => {
    const bars = [bar("2020-01-02", 200), bar("2020-01-03", 100), bar("2020-01-06", 100), bar("2020-01-07", 98)];
    adjust(bars, [
      { date: "2020-01-07", dividend: 2, split: 1 },
      { date: "2020-01-03", dividend: 0, split: 2 },
    ]);
    const f = 1 - 2 / 100;
    expect(bars.map((b) => b.adjClose)).toEqual([(200 / 2) * f, 100 * f, 100 * f, 98]);
  });

  it("ignores events after the last bar and applies ones between trading days", () => {
    const bars = [bar("2020-01-02", 50), bar("2020-01-06", 50)];
    adjust(bars, [
      { date: "2020-02-01", dividend: 5, split: 1 },
      { date: "2020-01-04", dividend: 1, split: 1 },
    ]);
    expect(bars[1]!.adjClose).toBe(50);
    expect(bars[0]!.adjClose).toBeCloseTo(49, 10);
  });
});
