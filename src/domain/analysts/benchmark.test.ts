import { describe, expect, it } from "vitest";
import { ReturnIndex } from "./benchmark";

// The equal-weighted market and sector indices the calls are measured against.

describe("an equal-weighted return index", () => {
  it("compounds each day's mean return and carries the level over days without trading", () => {
    const index = new ReturnIndex(100, 110);
    index.addSeries(Int32Array.from([100, 101, 103]), Float64Array.from([10, 11, 11.55]));
    index.addSeries(Int32Array.from([100, 101, 103]), Float64Array.from([20, 19, 19]));
    // Day 101: (+10% - 5%) / 2 = +2.5%; day 103: (+5% + 0%) / 2 = +2.5%.
    expect(index.levelAt(100)).toBe(1);
    expect(index.levelAt(101)).toBeCloseTo(1.025, 12);
    expect(index.levelAt(102)).toBeCloseTo(1.025, 12);
    expect(index.levelAt(103)).toBeCloseTo(1.025 * 1.025, 12);
    expect(index.returnBetween(101, 110)).toBeCloseTo(0.025, 12);
    expect(index.returnBetween(99, 101)).toBeCloseTo(0.025, 12);
    expect(index.levelAt(500)).toBeCloseTo(1.025 * 1.025, 12);
  });

  it("counts only the stocks that traded on a day (a listing joins, a delisting leaves)", () => {
    const index = new ReturnIndex(0, 10);
    index.addSeries(Int32Array.from([0, 1, 2]), Float64Array.from([1, 1.1, 1.21]));
    index.addSeries(Int32Array.from([2, 3]), Float64Array.from([5, 4]));
    expect(index.returnBetween(0, 1)).toBeCloseTo(0.1, 12);
    expect(index.returnBetween(1, 2)).toBeCloseTo(0.1, 12);
    expect(index.returnBetween(2, 3)).toBeCloseTo(-0.2, 12);
  });

  it("ignores days outside its range, returns that are not finite, and a stock's later days beyond n", () => {
    const index = new ReturnIndex(0, 2);
    index.addSeries(Int32Array.from([0, 1, 2, 3]), Float64Array.from([0, 1, 2, 4]));
    expect(index.returnBetween(0, 1)).toBe(0);
    expect(index.returnBetween(1, 2)).toBeCloseTo(1, 12);
    const cut = new ReturnIndex(0, 10);
    cut.addSeries(Int32Array.from([0, 1, 2]), Float64Array.from([1, 2, 8]), 2);
    cut.add(5, Number.NaN);
    cut.add(6, Number.POSITIVE_INFINITY);
    expect(cut.returnBetween(0, 10)).toBeCloseTo(1, 12);
  });

  it("is closed to new returns once read", () => {
    const index = new ReturnIndex(0, 2);
    index.levelAt(1);
    expect(() => index.add(1, 0.1)).toThrow("already finished");
  });

  it("is flat when empty", () => {
    expect(new ReturnIndex(5, 4).returnBetween(0, 10)).toBe(0);
  });
});
