import { gradeOfPosition, GRADES, type Grade } from "./grades";

// Ranks across the universe on one date. Values are typed arrays with NaN for unknown.
//
// Ranking ~35,000 columns of 6,000 values per run is the rating's hottest loop, so values are
// sorted by a least-significant-digit radix sort of order-preserving 32-bit keys (their float32
// bits, flipped so that unsigned order is numeric order): three passes over the data, no
// comparisons. Values equal as float32 tie.

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

function orderKey(v: number): number {
  // + 0 turns -0 into 0: they are equal, so they must tie, and their bits differ.
  F32[0] = v + 0;
  const bits = U32[0]!;
  // Negative floats sort backwards by their bits: flip them all; positive ones get the top bit.
  return bits & 0x80000000 ? ~bits >>> 0 : (bits | 0x80000000) >>> 0;
}

let keysA = new Uint32Array(0);
let keysB = new Uint32Array(0);
let idxA = new Uint32Array(0);
let idxB = new Uint32Array(0);
const counts = new Uint32Array(2048);

/** Sorts the known values ascending; answers their count, with keys in keysA and indices in idxA. */
function radixSort(values: Float32Array | Float64Array, sign: number): number {
  if (keysA.length < values.length) {
    keysA = new Uint32Array(values.length);
    keysB = new Uint32Array(values.length);
    idxA = new Uint32Array(values.length);
    idxB = new Uint32Array(values.length);
  }
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    keysA[n] = orderKey(sign * v);
    idxA[n++] = i;
  }
  for (let shift = 0; shift < 32; shift += 11) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[(keysA[i]! >>> shift) & 2047]!++;
    let sum = 0;
    for (let d = 0; d < 2048; d++) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const k = keysA[i]!;
      const to = counts[(k >>> shift) & 2047]!++;
      keysB[to] = k;
      idxB[to] = idxA[i]!;
    }
    [keysA, keysB] = [keysB, keysA];
    [idxA, idxB] = [idxB, idxA];
  }
  return n;
}

/**
 * Percentile ranks, 0 (worst) to 100 (best), of the known values; `higherIsBetter` false turns
 * the order round. Ties share the average of their ranks. Unknown values stay NaN.
 */
export function percentileRanks(
  values: Float32Array | Float64Array,
  higherIsBetter = true,
  out = new Float32Array(values.length),
): Float32Array {
  out.fill(Number.NaN);
  const n = radixSort(values, higherIsBetter ? 1 : -1);
  let k = 0;
  while (k < n) {
    let j = k;
    while (j + 1 < n && keysA[j + 1] === keysA[k]) j++;
    const rank = n === 1 ? 50 : ((k + j) / 2 / (n - 1)) * 100;
    for (let t = k; t <= j; t++) out[idxA[t]!] = rank;
    k = j + 1;
  }
  return out;
}

/**
 * Grade codes by rank position among the known scores: 1 = A ... 5 = F, 0 = none. A company's
 * position is the number of companies scoring strictly higher (ties share the better grade).
 */
export function gradesByPosition(scores: Float32Array | Float64Array, out = new Uint8Array(scores.length)): Uint8Array {
  out.fill(0);
  const n = radixSort(scores, 1);
  let k = 0;
  while (k < n) {
    let j = k;
    while (j + 1 < n && keysA[j + 1] === keysA[k]) j++;
    const code = GRADES.indexOf(gradeOfPosition(n - 1 - j, n)) + 1;
    for (let t = k; t <= j; t++) out[idxA[t]!] = code;
    k = j + 1;
  }
  return out;
}

export function gradeOfCode(code: number): Grade | null {
  return code >= 1 && code <= 5 ? GRADES[code - 1]! : null;
}

/** Spearman rank correlation of two series over the pairs where both are known. */
export function spearman(a: Float32Array | Float64Array, b: Float32Array | Float64Array): number | null {
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
