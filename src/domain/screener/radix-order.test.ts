import { describe, expect, it } from "vitest";
import { orderRowsBy } from "./radix-order";

// The radix order must be the order the screener's comparison gives: by value, equal values
// (and -0 with 0) in the order the rows came in.

function compared(values: Float64Array, rows: number[], direction: "asc" | "desc"): number[] {
  const sign = direction === "asc" ? 1 : -1;
  const position = new Map(rows.map((row, p) => [row, p]));
  return [...rows].sort((a, b) => sign * (values[a]! - values[b]!) || position.get(a)! - position.get(b)!);
}

describe("orderRowsBy", () => {
  let seed = 5;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const special = [0, -0, Infinity, -Infinity, 1e-300, -1e-300, 5e300, -5e300, 1, 1, 2];
  const values = Float64Array.from({ length: 3000 }, (_, i) =>
    i < special.length
      ? special[i]!
      : random() < 0.3
        ? Math.floor(random() * 5)
        : (random() - 0.4) * 10 ** Math.floor(random() * 12),
  );

  for (const direction of ["asc", "desc"] as const)
    it(`orders rows ${direction}ending, ties in the order given`, () => {
      const rows = Array.from({ length: values.length }, (_, i) => i).sort(() => random() - 0.5);
      expect(Array.from(orderRowsBy(values, Int32Array.from(rows), direction))).toEqual(
        compared(values, rows, direction),
      );
    });

  it("orders a handful and an empty list", () => {
    expect(Array.from(orderRowsBy(Float64Array.from([3, -1, 3, 0]), Int32Array.from([2, 0, 1, 3]), "desc"))).toEqual([
      2, 0, 3, 1,
    ]);
    expect(Array.from(orderRowsBy(new Float64Array(0), new Int32Array(0), "asc"))).toEqual([]);
  });
});
