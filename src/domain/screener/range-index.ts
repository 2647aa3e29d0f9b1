import { addRow, emptySet, wordsFor, type Bitset } from "./bitset";

// A range index over one numeric field: its rows in ascending order of value, and the sets of
// rows below every bucket boundary of that order. A range filter finds its two ends by binary
// search, takes the whole buckets between them as one AND-NOT of two stored sets, and adds the
// rows of the two part-buckets at its ends one by one: about 2 x (size / 32) word operations
// plus at most 2 buckets of rows, whatever the range, instead of a comparison per row.

const BUCKETS = 64;

export interface RangeIndex {
  size: number;
  /** Rows with a value, ascending by value (ties by row); rows without one are not here. */
  ascending: Int32Array;
  /** Their values, in the same order: what the binary searches read. */
  sorted: Float64Array;
  /** Rows per bucket of `ascending`. */
  bucket: number;
  /** below[k] (words k*W .. (k+1)*W) = the rows at positions under k * bucket. */
  below: Int32Array;
}

/** `ascending`: every row in ascending order of value with the rows without one (NaN) last. */
export function buildRangeIndex(values: Float64Array, ascending: Int32Array): RangeIndex {
  const size = values.length;
  let present = 0;
  while (present < ascending.length && !Number.isNaN(values[ascending[present]!]!)) present++;
  const rows = ascending.slice(0, present);
  const sorted = Float64Array.from(rows, (row) => values[row]!);
  const bucket = Math.max(1, Math.ceil(present / BUCKETS));
  const buckets = Math.ceil(present / bucket);
  const words = wordsFor(size);
  const below = new Int32Array((buckets + 1) * words);
  const running = emptySet(size);
  for (let k = 1; k <= buckets; k++) {
    for (let p = (k - 1) * bucket; p < Math.min(present, k * bucket); p++) addRow(running, rows[p]!);
    below.set(running, k * words);
  }
  return { size, ascending: rows, sorted, bucket, below };
}

/** The first position whose value is >= x (or > x when `after`). */
function search(sorted: Float64Array, x: number, after: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (v < x || (after && v === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The rows whose value lies in [low, high]; a null bound is open. Rows without a value never do. */
export function rowsInRange(index: RangeIndex, low: number | null, high: number | null): Bitset {
  const set = emptySet(index.size);
  if (Number.isNaN(low) || Number.isNaN(high)) return set;
  const from = low === null ? 0 : search(index.sorted, low, false);
  const to = high === null ? index.sorted.length : search(index.sorted, high, true);
  if (from >= to) return set;
  const { bucket, below, ascending } = index;
  const first = Math.ceil(from / bucket);
  const last = Math.floor(to / bucket);
  if (first >= last) {
    for (let p = from; p < to; p++) addRow(set, ascending[p]!);
    return set;
  }
  const words = set.length;
  const upper = last * words;
  const lower = first * words;
  for (let w = 0; w < words; w++) set[w] = below[upper + w]! & ~below[lower + w]!;
  for (let p = from; p < first * bucket; p++) addRow(set, ascending[p]!);
  for (let p = last * bucket; p < to; p++) addRow(set, ascending[p]!);
  return set;
}
