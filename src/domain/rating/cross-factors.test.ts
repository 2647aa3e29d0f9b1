import { describe, expect, it } from "vitest";
import { addCrossFactors } from "./cross-factors";
import { FACTOR_INDEX, MATRIX_FACTORS } from "./matrix-factors";

// One date, five companies: four in industry 1 and one unclassified. Their earnings yields are
// set by hand; the peer factor is each one's distance from its industry's median.

const F = MATRIX_FACTORS.length;
const N = 5;
const companies = [1, 1, 1, 1, null].map((industryId, c) => ({ id: c + 1, industryId, sectorId: industryId }));

function oneDate(earningsYield: number[]): Float32Array {
  const matrix = new Float32Array(F * N).fill(Number.NaN);
  const f = FACTOR_INDEX.get("earningsYield")!;
  earningsYield.forEach((v, c) => (matrix[f * N + c] = v));
  return matrix;
}

const vsIndustry = (matrix: Float32Array) => {
  const f = FACTOR_INDEX.get("earningsYieldVsIndustry")!;
  return Array.from(matrix.subarray(f * N, (f + 1) * N));
};

describe("peer factors", () => {
  it("measure each company against its industry's median", () => {
    const matrix = oneDate([0.02, 0.04, 0.06, 0.1, 0.5]);
    addCrossFactors({ matrix, companies, monthEnd: [true] });
    const out = vsIndustry(matrix);
    // Median of 2%, 4%, 6% and 10%: 5%. The unclassified company has no peers.
    [-0.03, -0.01, 0.01, 0.05].forEach((v, c) => expect(out[c]).toBeCloseTo(v, 6));
    expect(out[4]).toBeNaN();
  });

  it("need three peers with a known value", () => {
    const matrix = oneDate([0.02, 0.04, Number.NaN, Number.NaN, 0.5]);
    addCrossFactors({ matrix, companies, monthEnd: [true] });
    expect(vsIndustry(matrix).every(Number.isNaN)).toBe(true);
  });

  it("give no beta before a year of monthly returns, and keep a stored one for an update", () => {
    const matrix = oneDate([0.02, 0.04, 0.06, 0.1, 0.5]);
    const r1 = FACTOR_INDEX.get("return1m")!;
    for (let c = 0; c < N; c++) matrix[r1 * N + c] = 0.01 * c;
    expect(Array.from(addCrossFactors({ matrix, companies, monthEnd: [true] })).every(Number.isNaN)).toBe(true);
    const seeded = addCrossFactors({ matrix, companies, monthEnd: [false], seedBeta: [1.2, null, 0.8, 1, 1] });
    expect(seeded[0]).toBeCloseTo(1.2, 12);
    expect(seeded[1]).toBeNaN();
    // The stored beta is the factor on a date the company has a one-month return.
    const beta = FACTOR_INDEX.get("beta36m")!;
    expect(matrix[beta * N + 0]).toBeCloseTo(1.2, 6);
    expect(matrix[beta * N + 1]).toBeNaN();
  });
});
