import { describe, expect, it } from "vitest";
import { relativeReturns } from "./relative-returns";

describe("relative returns", () => {
  it("subtract the mean of the rated companies' returns and skip the unrated and unknown", () => {
    const r = relativeReturns(Uint8Array.from([1, 3, 5, 0, 2]), Float64Array.from([0.1, 0.2, 0.3, 0.9, Number.NaN]));
    // The mean of the three rated is 20%; the unrated 90% does not count.
    expect(r[0]).toBeCloseTo(-0.1, 12);
    expect(r[1]).toBeCloseTo(0, 12);
    expect(r[2]).toBeCloseTo(0.1, 12);
    expect(r[3]).toBeNaN();
    expect(r[4]).toBeNaN();
  });

  it("are unknown for everyone when nobody is rated", () => {
    expect(Array.from(relativeReturns(Uint8Array.from([0, 0]), Float64Array.from([0.1, 0.2])))).toEqual([
      Number.NaN,
      Number.NaN,
    ]);
  });
});
