import { describe, expect, it } from "vitest";
import { inferSplits, wholeRatio } from "./split-inference";

// Splits read from the statements when the data has none: a whole-ratio jump of the
// share count while net income holds, and no split where a count drifts or a merger moves net
// income with the shares. The real file's splits: src/market/importers/inferred-splits.test.ts.

const report = (periodEnd: string, shares: number, netIncome: number) => ({
  periodEnd,
  filedOn: periodEnd.replace(/-\d\d$/, "-28"),
  shares,
  netIncome,
});

describe("wholeRatio", () => {
  it("reads a jump within 15 % of a whole ratio of at least 2, either way", () => {
    expect(wholeRatio(6.58)).toBe(7);
    expect(wholeRatio(2.1)).toBe(2);
    expect(wholeRatio(0.34)).toBe(1 / 3);
    expect(wholeRatio(2.5)).toBeNull();
    expect(wholeRatio(1.3)).toBeNull();
    expect(wholeRatio(0.9)).toBeNull();
  });
});

describe("inferSplits", () => {
  it("finds a split where the shares double and net income does not", () => {
    const splits = inferSplits([report("2010-12-31", 100, 50), report("2011-12-31", 205, 55)]);
    expect(splits.map(({ exDate, ratio }) => ({ exDate, ratio }))).toEqual([{ exDate: "2011-12-28", ratio: 2 }]);
  });

  it("finds none where net income moves with the shares (a merger) or the count only drifts", () => {
    expect(inferSplits([report("2010-12-31", 100, 50), report("2011-12-31", 200, 100)])).toEqual([]);
    expect(inferSplits([report("2010-12-31", 100, 50), report("2011-12-31", 112, 40)])).toEqual([]);
    expect(inferSplits([report("2010-12-31", 100, -5), report("2011-12-31", 200, 6)])).toEqual([]);
  });
});
