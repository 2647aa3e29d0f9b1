import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addRow, emptySet, rowsInOrder } from "./bitset";
import { buildRangeIndex, intersectRange, rowsInRange } from "./range-index";

/** Rows ascending by value, ties by row, rows without a value (NaN) last: what the snapshot gives. */
function ascending(values: Float64Array): Int32Array {
  const rows = Array.from(values.keys());
  const present = rows.filter((r) => !Number.isNaN(values[r]!)).sort((a, b) => values[a]! - values[b]! || a - b);
  return Int32Array.from([...present, ...rows.filter((r) => Number.isNaN(values[r]!))]);
}

// Few distinct values, so that ranges end on ties, and sizes from empty to many buckets.
const column = fc
  .array(fc.option(fc.integer({ min: -20, max: 20 }), { nil: null }), { maxLength: 900 })
  .map((xs) => Float64Array.from(xs, (x) => (x === null ? Number.NaN : x / 2)));
const bound = fc.option(
  fc.integer({ min: -24, max: 24 }).map((x) => x / 2),
  { nil: null },
);

describe("range index", () => {
  it("finds exactly the rows whose value lies in the range, for any bounds", () => {
    fc.assert(
      fc.property(column, bound, bound, (values, low, high) => {
        const index = buildRangeIndex(values, ascending(values));
        const found = Array.from(rowsInOrder(rowsInRange(index, low, high), 0, values.length));
        const expected = Array.from(values.keys()).filter((r) => {
          const x = values[r]!;
          return !Number.isNaN(x) && (low === null || x >= low) && (high === null || x <= high);
        });
        expect(found).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("keeps rows without a value out of an open range, and matches nothing for a NaN bound", () => {
    const values = Float64Array.from([1, Number.NaN, 3]);
    const index = buildRangeIndex(values, ascending(values));
    expect(Array.from(rowsInOrder(rowsInRange(index, null, null), 0, 3))).toEqual([0, 2]);
    expect(Array.from(rowsInOrder(rowsInRange(index, Number.NaN, null), 0, 3))).toEqual([]);
  });

  it("cuts a set to the rows in the range in place, as the intersection with rowsInRange", () => {
    fc.assert(
      fc.property(
        column.chain((values) =>
          fc.tuple(
            fc.constant(values),
            fc.uniqueArray(fc.nat({ max: Math.max(0, values.length - 1) }), { maxLength: values.length }),
          ),
        ),
        bound,
        bound,
        ([values, rows], low, high) => {
          const index = buildRangeIndex(values, ascending(values));
          const set = emptySet(values.length);
          for (const row of rows) if (row < values.length) addRow(set, row);
          const inRange = new Set(rowsInOrder(rowsInRange(index, low, high), 0, values.length));
          const expected = Array.from(rowsInOrder(set, 0, values.length)).filter((r) => inRange.has(r));
          intersectRange(set, index, low, high);
          expect(Array.from(rowsInOrder(set, 0, values.length))).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });
});
