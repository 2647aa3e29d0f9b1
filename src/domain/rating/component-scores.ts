import { COMPONENTS, COMPONENT_INFO, type Component } from "./components";
import { gradesByPosition, percentileRanks } from "./ranking";

// One date's component ratings: each component the mean of its factor ranks, itself ranked
// into a percentile and graded across the companies.

/** A component needs at least a third of its factors on a date to be scored. */
const minFactors = (component: Component) => Math.max(1, Math.ceil(COMPONENT_INFO[component].factors / 3));

/**
 * From the sums and counts of factor ranks at (k * N + c), writes the percentiles and grades at
 * (k * N + c) of `scores` and `grades` (NaN and 0 where a component has too few factors).
 */
export function scoreComponents(
  sums: Float64Array,
  counts: Uint16Array,
  scores: Float32Array<ArrayBuffer>,
  grades: Uint8Array<ArrayBuffer>,
): void {
  const N = sums.length / COMPONENTS.length;
  const raw = new Float64Array(N);
  for (let k = 0; k < COMPONENTS.length; k++) {
    const need = minFactors(COMPONENTS[k]!);
    for (let c = 0; c < N; c++)
      raw[c] = counts[k * N + c]! >= need ? sums[k * N + c]! / counts[k * N + c]! : Number.NaN;
    percentileRanks(raw, true, scores.subarray(k * N, (k + 1) * N));
    gradesByPosition(raw, grades.subarray(k * N, (k + 1) * N));
  }
}
