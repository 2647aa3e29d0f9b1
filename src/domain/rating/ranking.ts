import { gradeOfPosition, GRADES, type Grade } from "./grades";

// Ranks across the universe on one date. Values are typed arrays with NaN for unknown.

/**
 * Percentile ranks, 0 (worst) to 100 (best), of the known values; `higherIsBetter` false turns
 * the order round. Ties share the average of their ranks. Unknown values stay NaN.
 */
export function percentileRanks(
  values: Float32Array | Float64Array,
  higherIsBetter = true,
  out = new Float32Array(values.length),
): Float32Array {
  // A native sort of the known values, then each value's first and last place by binary search:
  // many times faster than sorting indices with a comparator, and ties come out averaged.
  let n = 0;
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i]!)) n++;
  const sorted = new Float64Array(n);
  const sign = higherIsBetter ? 1 : -1;
  n = 0;
  for (let i = 0; i < values.length; i++)
    if (!Number.isNaN(values[i]!)) sorted[n++] = sign * values[i]!;
  sorted.sort();
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) {
      out[i] = Number.NaN;
      continue;
    }
    if (n === 1) {
      out[i] = 50;
      continue;
    }
    const x = sign * v;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    const first = lo;
    hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    out[i] = ((first + lo - 1) / 2 / (n - 1)) * 100;
  }
  return out;
}

/**
 * Grade codes by rank position among the known scores: 1 = A ... 5 = F, 0 = none. A company's
 * position is the number of companies scoring strictly higher (ties share the better grade).
 */
export function gradesByPosition(
  scores: Float32Array | Float64Array,
  out = new Uint8Array(scores.length),
): Uint8Array {
  let n = 0;
  for (let i = 0; i < scores.length; i++) if (!Number.isNaN(scores[i]!)) n++;
  const sorted = new Float64Array(n);
  n = 0;
  for (let i = 0; i < scores.length; i++)
    if (!Number.isNaN(scores[i]!)) sorted[n++] = scores[i]!;
  sorted.sort();
  for (let i = 0; i < scores.length; i++) {
    const x = scores[i]!;
    if (Number.isNaN(x)) {
      out[i] = 0;
      continue;
    }
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    out[i] = GRADES.indexOf(gradeOfPosition(n - lo, n)) + 1;
  }
  return out;
}

export function gradeOfCode(code: number): Grade | null {
  return code >= 1 && code <= 5 ? GRADES[code - 1]! : null;
}

/** Spearman rank correlation of two series over the pairs where both are known. */
export function spearman(
  a: Float32Array | Float64Array,
  b: Float32Array | Float64Array,
): number | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < a.length; i++) {
    if (!Number.isNaN(a[i]!) && !Number.isNaN(b[i]!)) {
      xs.push(a[i]!);
      ys.push(b[i]!);
    }
  }
  if (xs.length < 10) return null;
  const rx = percentileRanks(Float64Array.from(xs));
  const ry = percentileRanks(Float64Array.from(ys));
  let mx = 0;
  let my = 0;
  for (let i = 0; i < rx.length; i++) {
    mx += rx[i]!;
    my += ry[i]!;
  }
  mx /= rx.length;
  my /= ry.length;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < rx.length; i++) {
    cov += (rx[i]! - mx) * (ry[i]! - my);
    vx += (rx[i]! - mx) ** 2;
    vy += (ry[i]! - my) ** 2;
  }
  return vx > 0 && vy > 0 ? cov / Math.sqrt(vx * vy) : null;
}
