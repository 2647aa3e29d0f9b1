import { COMPONENTS } from "./components";
import { MATRIX_FACTORS } from "./matrix-factors";
import { percentileRanks } from "./ranking";

// One date's factors turned into what the components and the AI model read.
//
// `date` is the date's part of the factor matrix: factor f of company c at f * N + c.

const COMPONENT_OF = MATRIX_FACTORS.map((f) => COMPONENTS.indexOf(f.component));

/**
 * Replaces every factor by its percentile rank across the companies (in place) and adds each
 * known rank to its component's sum and count at (k * N + c). `pct` is scratch of length N.
 */
export function rankFactors(
  date: Float32Array,
  sums: Float64Array,
  counts: Uint16Array,
  pct: Float32Array<ArrayBuffer>,
): void {
  const N = pct.length;
  for (let f = 0; f < MATRIX_FACTORS.length; f++) {
    const col = date.subarray(f * N, (f + 1) * N);
    percentileRanks(col, MATRIX_FACTORS[f]!.direction === "higher", pct);
    col.set(pct);
    const k = COMPONENT_OF[f]!;
    for (let c = 0; c < N; c++) {
      if (Number.isNaN(pct[c]!)) continue;
      sums[k * N + c]! += pct[c]!;
      counts[k * N + c]!++;
    }
  }
}

/**
 * The AI model's inputs, company by company (c * F + f): each rank mapped to [-1, 1], unknown 0
 * (one pass over the columns instead of a cache miss per factor per company). `hasAny` marks
 * the companies with at least one known factor.
 */
export function aiFeatures(date: Float32Array, features: Float64Array, hasAny: Uint8Array): void {
  const F = MATRIX_FACTORS.length;
  const N = hasAny.length;
  hasAny.fill(0);
  for (let f = 0; f < F; f++) {
    for (let c = 0; c < N; c++) {
      const v = date[f * N + c]!;
      if (Number.isNaN(v)) features[c * F + f] = 0;
      else {
        features[c * F + f] = (v - 50) / 50;
        hasAny[c] = 1;
      }
    }
  }
}
