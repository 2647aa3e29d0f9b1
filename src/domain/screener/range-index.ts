import { addRow, emptySet, fullSet, hasRow, wordsFor, type Bitset } from "./bitset";

// A range index over one numeric field: its rows in ascending order of value, and the sets of
// rows below every bucket boundary of that order. A range filter finds its two ends by binary
// search, takes the whole buckets between them as one AND-NOT of two stored sets, and adds the
// rows of the two part-buckets at its ends one by one: about 2 x (size / 32) word operations
// plus at most 2 buckets of rows, whatever the range, instead of a comparison per row.

const BUCKETS = 64;
// Every FENCE-th value of `sorted`: a search first finds its block among these few (a few
// kilobytes that stay in the caches between screens), then reads two lines of the block.
const FENCE = 16;

export interface RangeIndex {
  size: number;
  /** Rows with a value, ascending by value (ties by row); rows without one are not here. */
  ascending: Int32Array;
  /** Their values, in the same order: what the binary searches read. */
  sorted: Float64Array;
  /** fences[k] = sorted[k * FENCE]. */
  fences: Float64Array;
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
  // Plain loops: a typed array's `from` with a mapping function calls it through the iterator
  // protocol, several times slower (a backtest builds an index for every month's snapshot).
  const sorted = new Float64Array(present);
  for (let p = 0; p < present; p++) sorted[p] = values[rows[p]!]!;
  const fences = new Float64Array(Math.ceil(present / FENCE));
  for (let k = 0; k < fences.length; k++) fences[k] = sorted[k * FENCE]!;
  const bucket = Math.max(1, Math.ceil(present / BUCKETS));
  const buckets = Math.ceil(present / bucket);
  const words = wordsFor(size);
  const below = new Int32Array((buckets + 1) * words);
  const running = emptySet(size);
  for (let k = 1; k <= buckets; k++) {
    for (let p = (k - 1) * bucket; p < Math.min(present, k * bucket); p++) addRow(running, rows[p]!);
    below.set(running, k * words);
  }
  return { size, ascending: rows, sorted, fences, bucket, below };
}

/** The first index of `values` in [lo, hi) whose value is >= x (> x when `after`); hi if none. */
function firstAtOrPast(values: Float64Array, x: number, after: boolean, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[mid]!;
    if (v < x || (after && v === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position whose value is >= x (or > x when `after`): its block by the fences, then within it. */
function search({ sorted, fences }: RangeIndex, x: number, after: boolean): number {
  const block = firstAtOrPast(fences, x, after, 0, fences.length);
  // fences[block - 1] is before x and fences[block] (if any) is not: the position is in between.
  return block === 0
    ? 0
    : firstAtOrPast(sorted, x, after, (block - 1) * FENCE + 1, Math.min(block * FENCE, sorted.length));
}

/** The positions of `sorted` whose value lies in [low, high], as [from, to); empty when from >= to. */
function positions(index: RangeIndex, low: number | null, high: number | null): [number, number] {
  if (Number.isNaN(low) || Number.isNaN(high)) return [0, 0];
  return [
    low === null ? 0 : search(index, low, false),
    high === null ? index.sorted.length : search(index, high, true),
  ];
}

/** The rows whose value lies in [low, high]; a null bound is open. Rows without a value never do. */
export function rowsInRange(index: RangeIndex, low: number | null, high: number | null): Bitset {
  const set = fullSet(index.size);
  intersectRange(set, index, low, high);
  return set;
}

// The rows of a range's part-buckets that the set holds, while the set is cut to its whole buckets.
let kept = new Int32Array(256);

/**
 * set = set AND the rows in [low, high], in place. The range's whole buckets are one AND-NOT of
 * two stored sets; the rows of its two part-buckets (all of it when it spans no whole bucket)
 * that the set holds are noted first and put back after.
 */
export function intersectRange(set: Bitset, index: RangeIndex, low: number | null, high: number | null): void {
  const [from, to] = positions(index, low, high);
  const { bucket, below, ascending } = index;
  const first = Math.ceil(from / bucket);
  const last = Math.floor(to / bucket);
  const spansBuckets = from < to && first < last;
  const wholeFrom = spansBuckets ? first * bucket : Math.max(from, to);
  const wholeTo = spansBuckets ? last * bucket : to;
  const partial = wholeFrom - from + (to - wholeTo);
  if (kept.length < partial) kept = new Int32Array(partial);
  let n = 0;
  for (let p = from; p < wholeFrom; p++) {
    const row = ascending[p]!;
    if (hasRow(set, row)) kept[n++] = row;
  }
  for (let p = wholeTo; p < to; p++) {
    const row = ascending[p]!;
    if (hasRow(set, row)) kept[n++] = row;
  }
  if (!spansBuckets) set.fill(0);
  else {
    const words = set.length;
    const upper = last * words;
    const lower = first * words;
    for (let w = 0; w < words; w++) set[w]! &= below[upper + w]! & ~below[lower + w]!;
  }
  for (let i = 0; i < n; i++) addRow(set, kept[i]!);
}
