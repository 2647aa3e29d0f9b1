import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { ema, emaWeight, latestEma } from "./ema";

describe("ema", () => {
  it("weighs the newest value 2 / (period + 1)", () => {
    expect(emaWeight(3)).toBe(0.5);
    expect(emaWeight(12)).toBe(2 / 13);
    expect(emaWeight(26)).toBe(2 / 27);
  });

  it("is seeded with the mean of the first `period` values, then smoothed", () => {
    // period 3, k = 0.5. Seed (2+4+6)/3 = 4; then 4 + 0.5(8-4) = 6; 6 + 0.5(10-6) = 8.
    expect(ema([2, 4, 6, 8, 10], 3)).toEqual([null, null, 4, 6, 8]);
    // period 4, k = 0.4. Seed (1+2+3+4)/4 = 2.5; 2.5 + 0.4(9-2.5) = 5.1; 5.1 + 0.4(4-5.1) = 4.66.
    const out = ema([1, 2, 3, 4, 9, 4], 4);
    expect(out.slice(0, 4)).toEqual([null, null, null, 2.5]);
    expect(out[4]).toBeCloseTo(5.1, 12);
    expect(out[5]).toBeCloseTo(4.66, 12);
  });

  it("gives only nulls with fewer values than the period", () => {
    expect(ema([1, 2], 3)).toEqual([null, null]);
    expect(ema([], 3)).toEqual([]);
    expect(latestEma([1, 2], 3)).toBeNull();
  });

  it("returns the last value from latestEma", () => {
    expect(latestEma([2, 4, 6, 8, 10], 3)).toBe(8);
  });

  it("rejects a bad period and values that are not finite", () => {
    expect(() => ema([1], 0)).toThrow(RangeError);
    expect(() => ema([1, Number.NaN, 3], 2)).toThrow(RangeError);
  });

  test.prop([
    fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    fc.integer({ min: 1, max: 100 }),
    fc.integer({ min: 1, max: 30 }),
  ])("of a constant series is that constant", (value, length, p) => {
    for (const v of ema(new Array<number>(length).fill(value), p).slice(p - 1)) {
      expect(Math.abs((v ?? Number.NaN) - value)).toBeLessThanOrEqual(1e-12 * Math.abs(value));
    }
  });

  test.prop([
    fc.array(fc.double({ min: 0.01, max: 10_000, noNaN: true }), { maxLength: 80 }),
    fc.integer({ min: 1, max: 30 }),
  ])("stays within the range of the values seen so far, null exactly before index period - 1", (values, p) => {
    const out = ema(values, p);
    expect(out).toHaveLength(values.length);
    out.forEach((v, i) => {
      expect(v === null).toBe(i < p - 1);
      if (v === null) return;
      const seen = values.slice(0, i + 1);
      // Rounding errors scale with the largest value, not with the smallest.
      const slack = 1e-12 * Math.max(...seen);
      expect(v).toBeGreaterThanOrEqual(Math.min(...seen) - slack);
      expect(v).toBeLessThanOrEqual(Math.max(...seen) + slack);
    });
  });
});
