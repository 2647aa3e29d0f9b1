import { COMPONENTS } from "./components";

// The components' weights for a month, from the evidence of the months before it: each
// component's mean monthly rank correlation with the next month's return (floored at zero).
//
// Evidence alone swings the model to one or two components (on real prices a few noisy years
// gave the AI component 70 % and Momentum, Safety and Sentiment nothing), so it is shrunk: half
// of every weight is the equal share, half follows the evidence; and the AI component, which is
// fitted on the same months it is judged on, never weighs more than an equal share.

/** Months of measured component quality before the weights follow the evidence. */
export const MIN_WEIGHT_MONTHS = 12;
const EVIDENCE_SHARE = 0.5;

export function componentWeights(
  icHistory: readonly (readonly number[])[],
  aiIndex: number,
): Float64Array<ArrayBuffer> {
  const K = COMPONENTS.length;
  const learned = icHistory.map((h) =>
    h.length >= MIN_WEIGHT_MONTHS ? Math.max(0, h.reduce((a, b) => a + b, 0) / h.length) : Number.NaN,
  );
  const enough = learned.some((w, k) => k !== aiIndex && !Number.isNaN(w));
  const total = learned.reduce((a, b) => a + (Number.isNaN(b) ? 0 : b), 0);
  // Before there is evidence: equal weights, without the AI component (it has no track record).
  if (!enough) return Float64Array.from(COMPONENTS, (_, k) => (k === aiIndex ? 0 : 1 / (K - 1)));
  const measured = learned.map((w) => !Number.isNaN(w));
  const count = measured.filter(Boolean).length;
  const weights = Float64Array.from(learned, (w, k) =>
    measured[k]
      ? (1 - EVIDENCE_SHARE) / count + (total > 0 ? (EVIDENCE_SHARE * w) / total : EVIDENCE_SHARE / count)
      : 0,
  );
  // Cap the AI component at an equal share and give the excess to the others in proportion.
  const cap = 1 / count;
  if (measured[aiIndex] && weights[aiIndex]! > cap) {
    const excess = weights[aiIndex]! - cap;
    weights[aiIndex] = cap;
    const others = weights.reduce((s, w, k) => (k === aiIndex ? s : s + w), 0);
    for (let k = 0; k < K; k++) if (k !== aiIndex && others > 0) weights[k]! += (excess * weights[k]!) / others;
  }
  return weights;
}
