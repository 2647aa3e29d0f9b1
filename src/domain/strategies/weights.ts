import type { Weighting } from "./strategy";

// Target weights of the chosen companies, summing to 1. By market cap, a holding above the cap
// is held at the cap and what it gives up goes to the others in proportion to their size, again
// until none is over (the way capped indexes are weighted). A cap below 1/n cannot hold: every
// holding then gets 1/n.

export function targetWeights(weighting: Weighting, marketCaps: readonly (number | null)[]): Float64Array {
  const n = marketCaps.length;
  const weights = new Float64Array(n);
  if (n === 0) return weights;
  const known = marketCaps.filter((c): c is number => c !== null && Number.isFinite(c) && c > 0);
  if (weighting.kind === "equal" || known.length === 0 || weighting.cap * n <= 1) return weights.fill(1 / n);
  // A holding whose size is not known weighs as the smallest known: never more than it can be.
  const smallest = Math.min(...known);
  const caps = marketCaps.map((c) => (c !== null && Number.isFinite(c) && c > 0 ? c : smallest));
  const capped = new Uint8Array(n);
  let free = 1;
  for (;;) {
    let base = 0;
    for (let i = 0; i < n; i++) if (!capped[i]) base += caps[i]!;
    let over = false;
    for (let i = 0; i < n; i++) {
      if (capped[i]) continue;
      const w = base > 0 ? (free * caps[i]!) / base : 0;
      if (w > weighting.cap + 1e-12) {
        capped[i] = 1;
        weights[i] = weighting.cap;
        free -= weighting.cap;
        over = true;
      } else weights[i] = w;
    }
    if (!over) return weights;
  }
}
