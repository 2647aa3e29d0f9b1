import { describe, expect, it } from "vitest";
import { pairsDistinctWords } from "./distinct-words";

const grid = (rows: string[]) => (q: number, w: number) => rows[q]![w] === "x";

describe("pairing query words with distinct name words", () => {
  it("pairs words that match different name words", () => {
    expect(pairsDistinctWords(2, 3, grid(["x..", ".x."]))).toBe(true);
  });

  it("refuses two query words that only match the same name word", () => {
    expect(pairsDistinctWords(2, 3, grid(["x..", "x.."]))).toBe(false);
  });

  it("backtracks when a greedy choice would block a later word", () => {
    expect(pairsDistinctWords(2, 2, grid(["xx", "x."]))).toBe(true);
  });

  it("refuses more query words than name words", () => {
    expect(pairsDistinctWords(3, 2, () => true)).toBe(false);
  });

  it("accepts an empty query", () => {
    expect(pairsDistinctWords(0, 0, () => false)).toBe(true);
  });
});
