import { COMPONENTS } from "./components";

// The overall score of each company on one date: the weighted mean of its component
// percentiles, with or without the AI component (the backtest measures both).

/** The overall rating needs this many component scores (real data before its fundamentals start has only the price-based two). */
export const MIN_COMPONENTS = 2;

/**
 * `components` holds one date's component percentiles at (k * N + c), NaN where unscored.
 * Answers the scores, NaN for a company with too few components or no weight on them.
 */
export function overallScores(
  components: Float32Array,
  weights: Float64Array,
  aiIndex: number,
  withAi: boolean,
): Float64Array {
  const K = COMPONENTS.length;
  const N = components.length / K;
  const out = new Float64Array(N).fill(Number.NaN);
  for (let c = 0; c < N; c++) {
    let s = 0;
    let w = 0;
    let n = 0;
    for (let k = 0; k < K; k++) {
      const v = components[k * N + c]!;
      if (Number.isNaN(v)) continue;
      n++;
      const wk = withAi || k !== aiIndex ? weights[k]! : 0;
      s += wk * v;
      w += wk;
    }
    if (n >= MIN_COMPONENTS && w > 0) out[c] = s / w;
  }
  return out;
}
