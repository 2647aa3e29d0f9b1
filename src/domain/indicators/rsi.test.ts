import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { latestRsi, rsi, RSI_FLAT, RSI_PERIOD } from "./rsi";

const closes = fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { maxLength: 60 });

describe("rsi", () => {
  it("uses 14 days by default and 50 for a flat series", () => {
    expect(RSI_PERIOD).toBe(14);
    expect(RSI_FLAT).toBe(50);
  });

  it("computes Wilder's RSI by hand on period 3", () => {
    // closes 10 11 12 11 13 12, changes +1 +1 -1 +2 -1
    // index 3, first averages, simple means of 3 changes: gain (1+1+0)/3 = 2/3, loss (0+0+1)/3 = 1/3
    //   RSI = 100 * (2/3) / (2/3 + 1/3) = 66.667
    // index 4, change +2: gain (2/3 * 2 + 2)/3 = 10/9, loss (1/3 * 2 + 0)/3 = 2/9
    //   RSI = 100 * (10/9) / (12/9) = 83.333   (RS = 5, 100 - 100/6)
    // index 5, change -1: gain (10/9 * 2 + 0)/3 = 20/27, loss (2/9 * 2 + 1)/3 = 13/27
    //   RSI = 100 * 20/33 = 60.606
    const out = rsi([10, 11, 12, 11, 13, 12], 3);
    expect(out.slice(0, 3)).toEqual([null, null, null]);
    expect(out[3]).toBeCloseTo(200 / 3, 10);
    expect(out[4]).toBeCloseTo(250 / 3, 10);
    expect(out[5]).toBeCloseTo(2000 / 33, 10);
  });

  it("needs period + 1 closes: the first value is at index `period`", () => {
    const rising = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(rsi(rising.slice(0, 14))).toEqual(new Array<null>(14).fill(null));
    expect(rsi(rising.slice(0, 15)).findIndex((v) => v !== null)).toBe(14);
    expect(rsi([])).toEqual([]);
    expect(latestRsi(rising.slice(0, 14))).toBeNull();
  });

  it("is 100 with gains only, 0 with losses only, and 50 on a flat series", () => {
    expect(latestRsi([1, 2, 3, 4, 5, 6], 3)).toBe(100);
    expect(latestRsi([6, 5, 4, 3, 2, 1], 3)).toBe(0);
    expect(rsi([7, 7, 7, 7, 7], 3)).toEqual([null, null, null, 50, 50]);
  });

  it("leaves 100 once a loss enters and comes back to 50 only on a flat history", () => {
    // gains 1, 1, then flat: averages 2/3 and 0 -> 100; then (2/3*2 + 0)/3 -> still 100.
    expect(rsi([1, 2, 3, 3, 3], 3)).toEqual([null, null, null, 100, 100]);
    // a loss of 3 at index 4: gain (2/3*2)/3 = 4/9, loss (0*2 + 3)/3 = 1 -> 100 * (4/9)/(13/9) = 30.769
    expect(rsi([1, 2, 3, 3, 0], 3)[4]).toBeCloseTo(400 / 13, 10);
  });

  it("rejects a bad period and closes that are not finite", () => {
    expect(() => rsi([1, 2, 3], 0)).toThrow(RangeError);
    expect(() => rsi([1, Number.NaN, 3], 1)).toThrow(RangeError);
  });

  test.prop([closes, fc.integer({ min: 1, max: 20 })])(
    "stays within [0, 100], null exactly before index period",
    (values, period) => {
      const out = rsi(values, period);
      expect(out).toHaveLength(values.length);
      out.forEach((v, i) => {
        expect(v === null).toBe(i < period);
        if (v !== null) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      });
    },
  );

  // Whole-number prices, so that turning them upside down is exact and keeps every change.
  const wholeCloses = fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 60 });
  test.prop([wholeCloses, fc.integer({ min: 1, max: 20 })])(
    "mirrors: prices turned upside down give 100 - RSI",
    (values, period) => {
      const flipped = rsi(
        values.map((v) => 2000 - v),
        period,
      );
      rsi(values, period).forEach((v, i) => {
        if (v === null) expect(flipped[i]).toBeNull();
        else expect(flipped[i]).toBeCloseTo(100 - v, 6);
      });
    },
  );

  test.prop([closes, fc.double({ min: 0.5, max: 4, noNaN: true })])("ignores the price scale", (values, scale) => {
    const scaled = rsi(values.map((v) => v * scale));
    rsi(values).forEach((v, i) => {
      if (v === null) expect(scaled[i]).toBeNull();
      else expect(scaled[i]).toBeCloseTo(v, 6);
    });
  });
});
