import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  annualGrowthPercent,
  extrapolateGrowthPercent,
  GRAHAM_BASE_YIELD_PERCENT,
  GRAHAM_GROWTH_YEARS,
  GRAHAM_NO_GROWTH_MULTIPLE,
  grahamValue,
  totalGrowthPercent,
} from "./graham";

describe("grahamValue", () => {
  it("holds the constants of spec section 9", () => {
    expect([GRAHAM_NO_GROWTH_MULTIPLE, GRAHAM_BASE_YIELD_PERCENT, GRAHAM_GROWTH_YEARS]).toEqual([7, 4.4, 10]);
  });

  it("works the spec's formula by hand", () => {
    // EPS 2.00, g 10, Y 4.4: 2 × (7 + 10) × 4.4 / 4.4 = 2 × 17 = 34.00
    expect(grahamValue(2, 10, 4.4)).toEqual({ value: expect.closeTo(34, 12), reason: null });
    // EPS 3.00, g 5, Y 5.5: 3 × 12 × 4.4 / 5.5 = 36 × 0.8 = 28.80
    expect(grahamValue(3, 5, 5.5).value).toBeCloseTo(28.8, 12);
    // EPS 1.50, g 0, Y 2.2: 1.5 × 7 × 4.4 / 2.2 = 10.5 × 2 = 21.00
    expect(grahamValue(1.5, 0, 2.2).value).toBeCloseTo(21, 12);
    // EPS 4.00, g -3, Y 4.4: 4 × 4 × 1 = 16.00 (shrinking earnings above -7 % still have a value)
    expect(grahamValue(4, -3, 4.4).value).toBeCloseTo(16, 12);
    // EPS 0.80, g 12.5, Y 3.2: 0.8 × 19.5 × 4.4 / 3.2 = 15.6 × 1.375 = 21.45
    expect(grahamValue(0.8, 12.5, 3.2).value).toBeCloseTo(21.45, 12);
  });

  it("gives no value for a loss, a bond rate at or below zero, or growth at or below -7 %", () => {
    expect(grahamValue(0, 10, 4.4)).toMatchObject({ value: null, reason: "non-positive-eps" });
    expect(grahamValue(-1.2, 10, 4.4)).toMatchObject({ value: null, reason: "non-positive-eps" });
    expect(grahamValue(2, 10, 0)).toMatchObject({ value: null, reason: "non-positive-bond-rate" });
    expect(grahamValue(2, 10, -0.5)).toMatchObject({ value: null, reason: "non-positive-bond-rate" });
    expect(grahamValue(2, -7, 4.4)).toMatchObject({ value: null, reason: "non-positive-multiple" });
    expect(grahamValue(2, -9, 4.4)).toMatchObject({ value: null, reason: "non-positive-multiple" });
    expect(grahamValue(Number.NaN, 10, 4.4)).toMatchObject({ value: null, reason: "invalid-input" });
    expect(grahamValue(2, Infinity, 4.4)).toMatchObject({ value: null, reason: "invalid-input" });
    const rejected = grahamValue(-1, 10, 4.4);
    expect(rejected.value === null && rejected.message).toMatch(/positive earnings/);
  });

  const eps = fc.double({ min: 0.01, max: 100, noNaN: true });
  const growth = fc.double({ min: -6.9, max: 50, noNaN: true });
  const bond = fc.double({ min: 0.1, max: 15, noNaN: true });

  test.prop([eps, growth, bond])("is linear in EPS", (e, g, y) => {
    const one = grahamValue(e, g, y).value;
    const two = grahamValue(2 * e, g, y).value;
    expect(one).not.toBeNull();
    expect(two).toBeCloseTo(2 * (one as number), 6);
  });

  test.prop([eps, growth, bond, fc.double({ min: 0.01, max: 5, noNaN: true })])(
    "rises with growth and falls with the bond rate",
    (e, g, y, step) => {
      const base = grahamValue(e, g, y).value as number;
      expect(grahamValue(e, g + step, y).value).toBeGreaterThan(base);
      expect(grahamValue(e, g, y + step).value).toBeLessThan(base);
    },
  );
});

describe("growth over Graham's ten years", () => {
  it("blends a short-term estimate with a long-term rate by compounding, worked by hand", () => {
    // 20 % for 5 years then 5 % for 5: (1+g)^10 = 1.20^5 × 1.05^5 = 1.26^5, so
    // 1 + g = 1.26^(1/2) = 1.122497, g = 12.2497 % (the plain average would say 12.5 %)
    const g = extrapolateGrowthPercent({ shortTermGrowthPercent: 20, shortTermYears: 5, longTermGrowthPercent: 5 });
    expect(g).toBeCloseTo((Math.sqrt(1.26) - 1) * 100, 10);
    expect(g).toBeCloseTo(12.2497, 4);
    // and into the formula: EPS 2, Y 4.4: 2 × (7 + 12.2497) × 1 = 38.4994
    expect(grahamValue(2, g as number, 4.4).value).toBeCloseTo(38.4994, 4);
    // 8 years of 10 % and 2 of -10 %: 1.1^8 × 0.9^2 = 2.14358881 × 0.81 = 1.7363069361,
    // g = 1.7363069361^(1/10) - 1 = 5.6727 %
    expect(
      extrapolateGrowthPercent({ shortTermGrowthPercent: 10, shortTermYears: 8, longTermGrowthPercent: -10 }),
    ).toBeCloseTo(5.6727, 4);
  });

  it("extrapolates the short-term rate itself when no long-term rate is known or it covers ten years", () => {
    expect(extrapolateGrowthPercent({ shortTermGrowthPercent: 8.5, shortTermYears: 5 })).toBe(8.5);
    expect(
      extrapolateGrowthPercent({ shortTermGrowthPercent: 8.5, shortTermYears: 5, longTermGrowthPercent: null }),
    ).toBe(8.5);
    expect(
      extrapolateGrowthPercent({ shortTermGrowthPercent: 8.5, shortTermYears: 12, longTermGrowthPercent: 3 }),
    ).toBe(8.5);
    // no short-term years: the long-term rate alone
    expect(
      extrapolateGrowthPercent({ shortTermGrowthPercent: 30, shortTermYears: 0, longTermGrowthPercent: 4 }),
    ).toBeCloseTo(4, 12);
  });

  it("gives null for rates at or below -100 %, non-finite numbers or negative years", () => {
    expect(extrapolateGrowthPercent({ shortTermGrowthPercent: -100, shortTermYears: 5 })).toBeNull();
    expect(
      extrapolateGrowthPercent({ shortTermGrowthPercent: 5, shortTermYears: 5, longTermGrowthPercent: -120 }),
    ).toBeNull();
    expect(extrapolateGrowthPercent({ shortTermGrowthPercent: Number.NaN, shortTermYears: 5 })).toBeNull();
    expect(extrapolateGrowthPercent({ shortTermGrowthPercent: 5, shortTermYears: -1 })).toBeNull();
    expect(() => extrapolateGrowthPercent({ shortTermGrowthPercent: 5, shortTermYears: 5 }, 0)).toThrow(RangeError);
  });

  it("converts between a compound annual rate and the growth over ten years, by hand", () => {
    // 10 %/year: 1.1^10 - 1 = 2.5937424601 - 1 = 159.37424601 %
    expect(totalGrowthPercent(10)).toBeCloseTo(159.37424601, 8);
    // the spec's long-term trend check, 100 % over 10 years, is 2^(1/10) - 1 = 7.1773 %/year
    expect(annualGrowthPercent(100)).toBeCloseTo(7.177346, 6);
    // -50 % over 2 years: sqrt(0.5) - 1 = -29.2893 %
    expect(annualGrowthPercent(-50, 2)).toBeCloseTo(-29.289322, 6);
    expect(totalGrowthPercent(Number.NaN)).toBeNull();
    expect(annualGrowthPercent(-101)).toBeNull();
  });

  test.prop([fc.double({ min: -50, max: 60, noNaN: true }), fc.integer({ min: 1, max: 30 })])(
    "round-trips annual -> total -> annual",
    (rate, years) => {
      expect(annualGrowthPercent(totalGrowthPercent(rate, years) as number, years)).toBeCloseTo(rate, 6);
    },
  );

  test.prop([
    fc.double({ min: -50, max: 60, noNaN: true }),
    fc.double({ min: -50, max: 60, noNaN: true }),
    fc.integer({ min: 0, max: 10 }),
  ])("lies between the two rates and matches their compounded total", (s, l, n) => {
    const g = extrapolateGrowthPercent({
      shortTermGrowthPercent: s,
      shortTermYears: n,
      longTermGrowthPercent: l,
    }) as number;
    expect(g).toBeGreaterThanOrEqual(Math.min(s, l) - 1e-9);
    expect(g).toBeLessThanOrEqual(Math.max(s, l) + 1e-9);
    const compounded = (1 + s / 100) ** n * (1 + l / 100) ** (10 - n);
    expect((1 + g / 100) ** 10 / compounded).toBeCloseTo(1, 9);
  });
});
