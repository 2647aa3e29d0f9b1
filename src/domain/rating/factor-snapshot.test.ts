import { describe, expect, it } from "vitest";
import { companyFactors, sectorPercentiles } from "./factor-snapshot";
import { MATRIX_FACTORS } from "./matrix-factors";

describe("sector percentiles", () => {
  it("ranks each factor among the companies of the same sector only, lowest 0 to highest 100", () => {
    // Two factors, five companies: 0, 1, 2 in sector 7; 3 in sector 9; 4 without a sector.
    const N = 5;
    const raw = Float32Array.from([
      // factor 0
      3,
      1,
      2,
      100,
      5,
      // factor 1: company 1 unknown
      10,
      Number.NaN,
      30,
      1,
      1,
    ]);
    const out = sectorPercentiles(raw, [7, 7, 7, 9, null]);
    expect(Array.from(out.subarray(0, N))).toEqual([100, 0, 50, expect.any(Number), Number.NaN]);
    expect(out[1 * N + 0]).toBe(0);
    expect(out[1 * N + 1]).toBeNaN();
    expect(out[1 * N + 2]).toBe(100);
    expect(out[1 * N + 4]).toBeNaN();
  });

  it("takes one company's factors out of a date's columns", () => {
    const F = MATRIX_FACTORS.length;
    const N = 3;
    const values = new Float32Array(F * N).map((_, i) => i);
    const d = { day: 0, values, ranks: values.map((v) => v + 0.5), sectorPercentiles: values.map((v) => -v) };
    const c = companyFactors(d, 2, N);
    expect(c.values[0]).toBe(2);
    expect(c.values[F - 1]).toBe((F - 1) * N + 2);
    expect(c.ranks[1]).toBe(N + 2 + 0.5);
    expect(c.sectorPercentiles[1]).toBe(-(N + 2));
  });
});
