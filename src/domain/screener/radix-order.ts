// Rows in order of a numeric field, by a stable radix sort on the numbers' bits: six passes of
// eleven bits each over the rows, with no comparison function to call (a backtest orders every
// month's snapshot by market cap and by each field its screen reads, thousands of rows each).
// Stable: rows with equal values keep the order they came in, which is how the screener breaks
// ties (by row, and a snapshot's rows are in market-cap order). Callers leave out NaN (null).

// Eleven bits a pass: six passes cover the 64 bits, with 2,048 counts each.
const DIGIT_BITS = 11;
const DIGITS = 1 << DIGIT_BITS;
const MASK = DIGITS - 1;
const PASSES = 6;

let keyLow = new Uint32Array(0);
let keyHigh = new Uint32Array(0);
let spare = new Int32Array(0);
let positions = new Int32Array(0);
let moved = new Int32Array(0);
const counts = new Int32Array(PASSES * DIGITS);
const start = new Int32Array(DIGITS);
const bits = new Float64Array(1);
const halves = new Uint32Array(bits.buffer);
// The byte order of a float's two halves in memory.
const LOW = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f ? 0 : 1;
const HIGH = 1 - LOW;

/** Digit `pass` (eleven bits, lowest first) of the 64-bit key high:low. */
function digit(low: number, high: number, pass: number): number {
  switch (pass) {
    case 0:
      return low & MASK;
    case 1:
      return (low >>> 11) & MASK;
    case 2:
      return ((low >>> 22) | (high << 10)) & MASK;
    case 3:
      return (high >>> 1) & MASK;
    case 4:
      return (high >>> 12) & MASK;
    default:
      return high >>> 23;
  }
}

/**
 * `rows` (none of whose values is NaN) reordered in place by value, ascending or descending,
 * equal values in the order given; -0 counts as 0.
 */
export function orderRowsBy(values: Float64Array, rows: Int32Array, direction: "asc" | "desc"): Int32Array {
  const n = rows.length;
  if (keyLow.length < n) {
    keyLow = new Uint32Array(n);
    keyHigh = new Uint32Array(n);
    spare = new Int32Array(n);
    positions = new Int32Array(n);
    moved = new Int32Array(n);
  }
  // Each value as an unsigned 64-bit key in the same order: the sign bit set for positives, every
  // bit flipped for negatives; flipped once more for descending. Keys are read by position.
  const flip = direction === "desc" ? 0xffffffff : 0;
  counts.fill(0);
  for (let p = 0; p < n; p++) {
    bits[0] = values[rows[p]!]! + 0;
    let low = halves[LOW]!;
    let high = halves[HIGH]!;
    if (high >>> 31 === 1) {
      low = ~low;
      high = ~high;
    } else high = high | 0x80000000;
    low = (low ^ flip) >>> 0;
    high = (high ^ flip) >>> 0;
    keyLow[p] = low;
    keyHigh[p] = high;
    counts[low & MASK]!++;
    counts[DIGITS + ((low >>> 11) & MASK)]!++;
    counts[2 * DIGITS + (((low >>> 22) | (high << 10)) & MASK)]!++;
    counts[3 * DIGITS + ((high >>> 1) & MASK)]!++;
    counts[4 * DIGITS + ((high >>> 12) & MASK)]!++;
    counts[5 * DIGITS + (high >>> 23)]!++;
  }
  // Positions into the keys, moved pass by pass; a pass whose digit is the same for all is skipped.
  let from = positions;
  let to = moved;
  for (let p = 0; p < n; p++) from[p] = p;
  for (let pass = 0; pass < PASSES; pass++) {
    const base = pass * DIGITS;
    let sum = 0;
    let same = false;
    for (let v = 0; v < DIGITS; v++) {
      const c = counts[base + v]!;
      if (c === n) same = true;
      start[v] = sum;
      sum += c;
    }
    if (same) continue;
    for (let i = 0; i < n; i++) {
      const p = from[i]!;
      to[start[digit(keyLow[p]!, keyHigh[p]!, pass)]!++] = p;
    }
    [from, to] = [to, from];
  }
  const ordered = spare.subarray(0, n);
  for (let i = 0; i < n; i++) ordered[i] = rows[from[i]!]!;
  rows.set(ordered);
  return rows;
}
