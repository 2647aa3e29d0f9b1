import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { tablePrefixDistanceTo } from "./edit-distance";
import { NameVocabulary } from "./name-vocabulary";

const names = [
  ["corvexa", "therapeutics", "inc"],
  ["coral", "energy", "corp"],
  ["corex", "bancorp"],
  ["acorn", "foods"],
  ["berkshire", "hathaway", "inc"],
];

function collect(visit: (cb: (positions: Int32Array) => void) => void): number[] {
  const found = new Set<number>();
  visit((positions) => positions.forEach((p) => found.add(p)));
  return [...found].sort((a, b) => a - b);
}

describe("the name vocabulary", () => {
  const vocabulary = new NameVocabulary(names);

  it("holds each distinct word once", () => {
    expect(vocabulary.size).toBe(12);
  });

  it("finds the companies of every word a prefix begins", () => {
    expect(collect((cb) => vocabulary.forEachPrefixMatch("cor", cb))).toEqual([0, 1, 2]);
    expect(collect((cb) => vocabulary.forEachPrefixMatch("inc", cb))).toEqual([0, 4]);
    expect(collect((cb) => vocabulary.forEachPrefixMatch("zzz", cb))).toEqual([]);
    expect(vocabulary.prefixUses("cor")).toBe(4);
  });

  it("finds the companies of words within the typo budget", () => {
    expect(collect((cb) => vocabulary.forEachFuzzyMatch("hatahway", 2, cb))).toEqual([4]);
    expect(collect((cb) => vocabulary.forEachFuzzyMatch("acron", 1, cb))).toEqual([3]);
  });

  const word = fc.string({ unit: fc.constantFrom(..."abcdeé1-".split("")), minLength: 1, maxLength: 10 });
  test.prop(
    [
      fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 30 }),
      fc.string({ unit: fc.constantFrom(..."abcdeé1".split("")), minLength: 1, maxLength: 12 }),
      fc.integer({ min: 0, max: 3 }),
    ],
    {
      numRuns: 500,
    },
  )("its quick filters never lose a word within the budget", (companies, query, budget) => {
    const distance = tablePrefixDistanceTo(query, budget);
    const expected = companies.flatMap((words, p) => (words.some((w) => distance(w) <= budget) ? [p] : []));
    expect(collect((cb) => new NameVocabulary(companies).forEachFuzzyMatch(query, budget, cb))).toEqual(expected);
  });
});
