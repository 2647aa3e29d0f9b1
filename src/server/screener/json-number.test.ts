import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { jsonNumber } from "./json-number";

// The reading it must equal: the figure rounded to four decimals, printed as JSON prints it.
// (A figure so large that the scaling overflows is printed whole.)
const reference = (x: number) => {
  if (!Number.isFinite(x)) return "null";
  const rounded = Math.round(x * 1e4) / 1e4;
  return JSON.stringify(Number.isFinite(rounded) ? rounded : x);
};

describe("jsonNumber", () => {
  it("prints a figure rounded to four decimals exactly as JSON would", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e6, max: 1e6, noNaN: true }),
          fc.double({ noNaN: true }),
          fc.integer(),
          fc.integer({ min: -99_999, max: 99_999 }).map((n) => n / 1e4),
        ),
        (x) => {
          expect(jsonNumber(x)).toBe(reference(x));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("writes examples as a reader expects them", () => {
    expect(jsonNumber(19.293577194213867)).toBe("19.2936");
    expect(jsonNumber(-0.38908367656747744)).toBe("-0.3891");
    expect(jsonNumber(0.00004)).toBe("0");
    expect(jsonNumber(-0.00004)).toBe("0");
    expect(jsonNumber(2970000000)).toBe("2970000000");
    expect(jsonNumber(12.5)).toBe("12.5");
    expect(jsonNumber(0.05)).toBe("0.05");
    expect(jsonNumber(Number.NaN)).toBe("null");
    expect(jsonNumber(Number.POSITIVE_INFINITY)).toBe("null");
  });
});
