// How well a cross-sectional signal predicts the next period's returns: its rank information
// coefficient (Spearman correlation of signal and return across companies) and the return of
// its top decile less its bottom decile.

/** Average ranks (ties share their mean rank) of the values, 0-based. */
function ranks(values: readonly number[]): Float64Array {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
  const out = new Float64Array(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && values[order[j + 1]!] === values[order[i]!]) j++;
    const r = (i + j) / 2;
    for (let k = i; k <= j; k++) out[order[k]!] = r;
    i = j + 1;
  }
  return out;
}

/** Pairs where both the signal and the return are known. */
function known(signal: ArrayLike<number>, returns: ArrayLike<number>): { x: number[]; y: number[] } {
  const x: number[] = [];
  const y: number[] = [];
  for (let i = 0; i < signal.length; i++) {
    if (Number.isFinite(signal[i]!) && Number.isFinite(returns[i]!)) {
      x.push(signal[i]!);
      y.push(returns[i]!);
    }
  }
  return { x, y };
}

/** Spearman rank correlation; null with fewer than `minimum` known pairs. */
export function rankCorrelation(signal: ArrayLike<number>, returns: ArrayLike<number>, minimum = 20): number | null {
  const { x, y } = known(signal, returns);
  if (x.length < minimum) return null;
  const rx = ranks(x);
  const ry = ranks(y);
  const n = rx.length;
  const mean = (n - 1) / 2;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    cov += (rx[i]! - mean) * (ry[i]! - mean);
    vx += (rx[i]! - mean) ** 2;
    vy += (ry[i]! - mean) ** 2;
  }
  return vx > 0 && vy > 0 ? cov / Math.sqrt(vx * vy) : null;
}

/**
 * Mean return of the top tenth by signal less that of the bottom tenth; null with fewer than 50
 * pairs, or when the two tenths' signals are the same (a signal with no spread orders nothing:
 * its tenths would be cut by the order the companies came in).
 */
export function decileSpread(signal: ArrayLike<number>, returns: ArrayLike<number>): number | null {
  const { x, y } = known(signal, returns);
  if (x.length < 50) return null;
  const order = x.map((_, i) => i).sort((a, b) => x[a]! - x[b]!);
  const tenth = Math.floor(order.length / 10);
  if (x[order[tenth - 1]!]! === x[order[order.length - tenth]!]!) return null;
  let low = 0;
  let high = 0;
  for (let k = 0; k < tenth; k++) {
    low += y[order[k]!]!;
    high += y[order[order.length - 1 - k]!]!;
  }
  return (high - low) / tenth;
}
