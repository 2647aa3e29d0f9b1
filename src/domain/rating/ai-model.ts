// The AI factor: a ridge regression of next month's return relative to the market on every
// other factor's percentile rank, trained walk-forward. At each month it is fitted only on the
// months before whose outcome was already known, so it never sees the future; it is
// deterministic (no random start, no sampling by chance: the training sample is a fixed share
// of companies chosen by id).
//
//   features x: the 111 factor percentiles mapped to [-1, 1] ((p - 50) / 50), unknown = 0
//   target   y: forward return less the month's average, clipped to +-50%
//   fit      w = (X'X + lambda I)^-1 X'y with lambda = RIDGE_PER_SAMPLE * samples
//
// X'X and X'y are sums over months, so each month adds its samples and solves once.

export const RIDGE_PER_SAMPLE = 0.05;
/** Months of outcomes needed before the model predicts. */
export const MIN_TRAINING_MONTHS = 24;
/** One company in TRAINING_STRIDE trains the model (chosen by id), for speed. */
export const TRAINING_STRIDE = 4;

export function inTrainingSample(companyId: number): boolean {
  return Math.imul(companyId, 2654435761) >>> 0 < 0x100000000 / TRAINING_STRIDE;
}

export class RidgeModel {
  readonly xtx: Float64Array;
  readonly xty: Float64Array;
  samples = 0;
  months = 0;

  constructor(readonly features: number) {
    this.xtx = new Float64Array(features * features);
    this.xty = new Float64Array(features);
  }

  /** Adds one sample (the upper triangle only; solve mirrors it). */
  add(x: Float64Array, y: number): void {
    const f = this.features;
    for (let i = 0; i < f; i++) {
      const xi = x[i]!;
      if (xi === 0) continue;
      this.xty[i]! += xi * y;
      const row = i * f;
      for (let j = i; j < f; j++) this.xtx[row + j]! += xi * x[j]!;
    }
    this.samples++;
  }

  /** The weights, or null before enough months; solved by Cholesky decomposition. */
  solve(): Float64Array | null {
    if (this.months < MIN_TRAINING_MONTHS || this.samples === 0) return null;
    const f = this.features;
    const a = new Float64Array(f * f);
    const lambda = RIDGE_PER_SAMPLE * this.samples;
    for (let i = 0; i < f; i++)
      for (let j = i; j < f; j++) a[i * f + j] = a[j * f + i] = this.xtx[i * f + j]! + (i === j ? lambda : 0);
    // Cholesky: a = L L'.
    const l = new Float64Array(f * f);
    for (let i = 0; i < f; i++) {
      for (let j = 0; j <= i; j++) {
        let sum = a[i * f + j]!;
        for (let k = 0; k < j; k++) sum -= l[i * f + k]! * l[j * f + k]!;
        if (i === j) {
          if (sum <= 0) return null;
          l[i * f + i] = Math.sqrt(sum);
        } else l[i * f + j] = sum / l[j * f + j]!;
      }
    }
    const z = new Float64Array(f);
    for (let i = 0; i < f; i++) {
      let sum = this.xty[i]!;
      for (let k = 0; k < i; k++) sum -= l[i * f + k]! * z[k]!;
      z[i] = sum / l[i * f + i]!;
    }
    const w = new Float64Array(f);
    for (let i = f - 1; i >= 0; i--) {
      let sum = z[i]!;
      for (let k = i + 1; k < f; k++) sum -= l[k * f + i]! * w[k]!;
      w[i] = sum / l[i * f + i]!;
    }
    return w;
  }
}

export function predict(w: Float64Array, x: Float64Array): number {
  let s = 0;
  for (let i = 0; i < w.length; i++) s += w[i]! * x[i]!;
  return s;
}
