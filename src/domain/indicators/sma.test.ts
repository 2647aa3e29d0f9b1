import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { latestSma, MOVING_AVERAGE_PERIODS, sma } from "./sma";

const prices = fc.array(fc.double({ min: 0.01, max: 10_000, noNaN: true }), { maxLength: 80 });
const period = fc.integer({ min: 1, max: 30 });

describe("sma", () => {
  it("holds the periods of spec section 9", () => {
    expect(MOVING_AVERAGE_PERIODS).toEqual([10, 20, 50, 100, 200]);
  });

  it("averages each window, null until the window is full", () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    // (10+20)/2 = 15, (20+60)/2 = 40, (60+0)/2 = 30
    expect(sma([10, 20, 60, 0], 2)).toEqual([null, 15, 40, 30]);
  });

  it("gives only nulls with fewer values than the period, and nothing for nothing", () => {
    expect(sma([1, 2], 3)).toEqual([null, null]);
    expect(sma([], 10)).toEqual([]);
  });

  it("starts with exactly `period` values", () => {
    // (1+2+...+10)/10 = 55/10 = 5.5
    expect(sma([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      5.5,
    ]);
  });

  it("is the values themselves over one day", () => {
    expect(sma([3, 1, 4], 1)).toEqual([3, 1, 4]);
  });

  it("does not drift once a huge value has left the window", () => {
    // A plain running sum loses the 1s next to 1e16 (its spacing there is 2) and answers 0
    // for the windows after it; the compensated sum keeps them.
    expect(sma([1e16, 1, 1, 1], 2)).toEqual([null, 5e15, 1, 1]);
  });

  it("returns the last value or null from latestSma", () => {
    expect(latestSma([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10)).toBe(5.5);
    expect(latestSma([1, 2, 3, 4, 5, 6, 7, 8, 9], 10)).toBeNull();
    expect(latestSma([], 10)).toBeNull();
  });

  it("rejects a period that is not a positive whole number, and values that are not finite", () => {
    expect(() => sma([1, 2], 0)).toThrow(RangeError);
    expect(() => sma([1, 2], 1.5)).toThrow(RangeError);
    expect(() => sma([1, Number.NaN], 1)).toThrow(/values\[1\]/);
    expect(() => sma([Infinity], 1)).toThrow(RangeError);
  });

  test.prop([fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 200 }), period])(
    "of a constant series is that constant",
    (value, length, p) => {
      const out = sma(new Array<number>(length).fill(value), p);
      for (const v of out.slice(p - 1))
        expect(Math.abs((v ?? Number.NaN) - value)).toBeLessThanOrEqual(1e-12 * Math.abs(value));
    },
  );

  test.prop([prices, period])("keeps the input's length, null exactly before index period - 1", (values, p) => {
    const out = sma(values, p);
    expect(out).toHaveLength(values.length);
    out.forEach((v, i) => expect(v === null).toBe(i < p - 1));
  });

  test.prop([prices, period])("equals the mean of each window summed afresh", (values, p) => {
    sma(values, p).forEach((v, i) => {
      if (v === null) return;
      const window = values.slice(i - p + 1, i + 1);
      const mean = window.reduce((a, b) => a + b, 0) / p;
      expect(Math.abs(v - mean)).toBeLessThanOrEqual(1e-9 * mean);
      const slack = 1e-12 * Math.max(...window);
      expect(v).toBeGreaterThanOrEqual(Math.min(...window) - slack);
      expect(v).toBeLessThanOrEqual(Math.max(...window) + slack);
    });
  });
});
