import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addRow, bitsIn, countRows, emptySet, fullSet, hasRow, intersect, rowsInOrder, unite } from "./bitset";

const rowSet = fc
  .integer({ min: 0, max: 300 })
  .chain((size) =>
    fc.tuple(
      fc.constant(size),
      fc.uniqueArray(fc.integer({ min: 0, max: Math.max(0, size - 1) }), { maxLength: size }),
    ),
  );

function setOf(size: number, rows: number[]) {
  const set = emptySet(size);
  for (const r of rows) addRow(set, r);
  return set;
}

describe("bitset", () => {
  it("counts the bits of a word", () => {
    expect(bitsIn(0)).toBe(0);
    expect(bitsIn(-1)).toBe(32);
    expect(bitsIn(0x80000001 | 0)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (w) => {
        expect(bitsIn(w)).toBe((w >>> 0).toString(2).replaceAll("0", "").length);
      }),
    );
  });

  it("holds, counts and lists rows in order, skipping and taking as asked", () => {
    fc.assert(
      fc.property(rowSet, fc.nat(320), fc.nat(320), ([size, rows], skip, take) => {
        const set = setOf(size, size === 0 ? [] : rows);
        const sorted = (size === 0 ? [] : rows).slice().sort((a, b) => a - b);
        expect(countRows(set)).toBe(sorted.length);
        for (let r = 0; r < size; r++) expect(hasRow(set, r)).toBe(sorted.includes(r));
        expect(Array.from(rowsInOrder(set, skip, take))).toEqual(sorted.slice(skip, skip + take));
      }),
    );
  });

  it("intersects and unites", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.array(fc.nat(199)), fc.array(fc.nat(199)), (size, a, b) => {
        const left = a.filter((r) => r < size);
        const right = b.filter((r) => r < size);
        const both = setOf(size, left);
        intersect(both, setOf(size, right));
        const either = setOf(size, left);
        unite(either, setOf(size, right));
        const list = (set: Int32Array) => Array.from(rowsInOrder(set, 0, size));
        expect(list(both)).toEqual([...new Set(left)].filter((r) => right.includes(r)).sort((x, y) => x - y));
        expect(list(either)).toEqual([...new Set([...left, ...right])].sort((x, y) => x - y));
      }),
    );
  });

  it("fills every row of a size and nothing past it", () => {
    for (const size of [0, 1, 31, 32, 33, 64, 100]) {
      const set = fullSet(size);
      expect(countRows(set)).toBe(size);
      expect(Array.from(rowsInOrder(set, 0, size + 5))).toEqual(Array.from({ length: size }, (_, i) => i));
    }
  });
});
