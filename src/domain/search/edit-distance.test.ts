import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { bitParallelPrefixDistanceTo } from "./bit-parallel-distance";
import { prefixDistanceTo, tablePrefixDistanceTo, typoBudget } from "./edit-distance";

/** Textbook optimal string alignment distance, for checking the fast one. */
function osa(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

function slowPrefixDistance(query: string, word: string): number {
  let best = Infinity;
  for (let j = 0; j <= word.length; j++) best = Math.min(best, osa(query, word.slice(0, j)));
  return best;
}

describe("typo budget", () => {
  it("allows no typo under 4 letters, one from 4, two from 8", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(typoBudget)).toEqual([0, 0, 0, 1, 1, 2, 2]);
  });
});

describe("distance to the nearest prefix", () => {
  it("is zero for a prefix or the whole word", () => {
    expect(prefixDistanceTo("corv", 1)("corvexa")).toBe(0);
    expect(prefixDistanceTo("corvexa", 1)("corvexa")).toBe(0);
    expect(prefixDistanceTo("", 1)("anything")).toBe(0);
  });

  it("counts a substitution, an insertion, a deletion and a swap as one edit", () => {
    expect(prefixDistanceTo("corvexs", 1)("corvexa")).toBe(1);
    expect(prefixDistanceTo("corrvexa", 1)("corvexa")).toBe(1);
    expect(prefixDistanceTo("crvexa", 1)("corvexa")).toBe(1);
    expect(prefixDistanceTo("cirvexa", 1)("corvexa")).toBe(1);
    expect(prefixDistanceTo("covrexa", 1)("corvexa")).toBe(1);
  });

  it("reports max + 1 beyond the budget", () => {
    expect(prefixDistanceTo("xyzzy", 1)("corvexa")).toBe(2);
    expect(prefixDistanceTo("therapeutcis", 2)("therapeutics")).toBe(1);
    expect(prefixDistanceTo("thrapeutcis", 2)("therapeutics")).toBe(2);
    expect(prefixDistanceTo("xhrapeutcs", 2)("therapeutics")).toBe(3);
  });

  it("rejects words too short to hold the query", () => {
    expect(prefixDistanceTo("therapeutics", 2)("the")).toBe(3);
  });

  const small = (maxLength: number) => fc.string({ unit: fc.constantFrom("a", "b", "c", "d", "é"), maxLength });
  test.prop([small(9), small(12), fc.integer({ min: 0, max: 3 })], { numRuns: 2000 })(
    "the table agrees with the textbook distance over all prefixes",
    (query, word, max) => {
      expect(tablePrefixDistanceTo(query, max)(word)).toBe(Math.min(slowPrefixDistance(query, word), max + 1));
    },
  );

  test.prop([small(12), small(16), fc.integer({ min: 0, max: 3 })], { numRuns: 2000 })(
    "the bit-parallel form agrees with the textbook distance",
    (query, word, max) => {
      expect(bitParallelPrefixDistanceTo(query, max)(word)).toBe(Math.min(slowPrefixDistance(query, word), max + 1));
    },
  );

  test.prop(
    [
      fc.string({ unit: fc.constantFrom("a", "b"), minLength: 20, maxLength: 31 }),
      fc.string({ unit: fc.constantFrom("a", "b"), maxLength: 36 }),
      fc.integer({ min: 0, max: 4 }),
    ],
    { numRuns: 300 },
  )("the bit-parallel form agrees on query words up to 31 characters", (query, word, max) => {
    expect(bitParallelPrefixDistanceTo(query, max)(word)).toBe(Math.min(slowPrefixDistance(query, word), max + 1));
  });

  it("handles query words of 31 characters in bits and longer ones in the table", () => {
    const long = "abcdefghijklmnopqrstuvwxyzabcde";
    expect(bitParallelPrefixDistanceTo(long, 2)(long + "xyz")).toBe(0);
    expect(bitParallelPrefixDistanceTo(long, 2)(long.replace("m", "n"))).toBe(1);
    expect(() => bitParallelPrefixDistanceTo(long + "f", 2)).toThrow(RangeError);
    expect(prefixDistanceTo(long + "fg", 2)(long.slice(0, 20) + "x" + long.slice(21) + "fgh")).toBe(1);
  });

  it("can be reused for many words", () => {
    const distance = prefixDistanceTo("hello", 1);
    expect(["help", "hallo", "yellow", "hello world", "x"].map((w) => distance(w))).toEqual([2, 1, 1, 0, 2]);
  });
});
