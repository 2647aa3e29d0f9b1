// Row sets as bitsets: one bit per snapshot row in 32-bit words. A screen's filters each make a
// set and the screen is their intersection: a few hundred word operations at 6,000 companies
// where a scan would compare every row, and no branch per row to mispredict.

export type Bitset = Int32Array;

export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function emptySet(size: number): Bitset {
  return new Int32Array(wordsFor(size));
}

export function addRow(set: Bitset, row: number): void {
  set[row >>> 5]! |= 1 << (row & 31);
}

export function hasRow(set: Bitset, row: number): boolean {
  return ((set[row >>> 5]! >>> (row & 31)) & 1) === 1;
}

/** Bits set in one word (the classic SWAR count: JavaScript has no popcount). */
export function bitsIn(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countRows(set: Bitset): number {
  let count = 0;
  for (let w = 0; w < set.length; w++) count += bitsIn(set[w]!);
  return count;
}

/** into = into AND other. */
export function intersect(into: Bitset, other: Bitset): void {
  for (let w = 0; w < into.length; w++) into[w]! &= other[w]!;
}

/** into = into OR other. */
export function unite(into: Bitset, other: Bitset): void {
  for (let w = 0; w < into.length; w++) into[w]! |= other[w]!;
}

/** Every row of 0..size. */
export function fullSet(size: number): Bitset {
  const set = emptySet(size);
  set.fill(-1);
  const tail = size & 31;
  if (tail !== 0) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

/**
 * The rows of the set in ascending order, skipping the first `skip` of them and stopping after
 * `take`: whole words are skipped by their count, so a later page costs no more than the first.
 */
export function rowsInOrder(set: Bitset, skip: number, take: number): Int32Array {
  const rows = new Int32Array(take);
  let seen = 0;
  let out = 0;
  for (let w = 0; w < set.length && out < take; w++) {
    let word = set[w]!;
    if (word === 0) continue;
    if (seen < skip) {
      const count = bitsIn(word);
      if (seen + count <= skip) {
        seen += count;
        continue;
      }
    }
    while (word !== 0 && out < take) {
      const bit = 31 - Math.clz32(word & -word);
      word &= word - 1;
      if (seen++ >= skip) rows[out++] = (w << 5) | bit;
    }
  }
  return out === take ? rows : rows.subarray(0, out);
}
