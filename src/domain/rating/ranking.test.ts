import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { gradesByPosition, gradeOfCode, percentileRanks, spearman } from "./ranking";

describe("percentileRanks", () => {
  it("ranks from 0 (worst) to 100 (best), averages ties, keeps unknowns unknown", () => {
    const r = percentileRanks(Float64Array.from([3, 1, Number.NaN, 2, 2, -5]));
    expect(Array.from(r)).toEqual([100, 25, Number.NaN, 62.5, 62.5, 0]);
    expect(Array.from(percentileRanks(Float64Array.from([3, 1, -5]), false))).toEqual([0, 50, 100]);
    expect(Array.from(percentileRanks(Float64Array.from([7])))).toEqual([50]);
  });

  it("ties -0 with 0 (fast-check's counterexample [-0, 0, 0])", () => {
    expect(Array.from(percentileRanks(Float32Array.from([-0, 0, 0])))).toEqual([50, 50, 50]);
    expect(Array.from(gradesByPosition(Float64Array.from([-0, 0])))).toEqual(
      Array.from(gradesByPosition(Float64Array.from([0, 0]))),
    );
  });

  test.prop([
    fc.array(fc.float({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), { minLength: 2, maxLength: 300 }),
  ])("agrees with counting: a value's rank is the share of others below it, ties halved", (xs) => {
    const values = Float32Array.from(xs);
    const ranks = percentileRanks(values);
    const n = values.length;
    for (let i = 0; i < n; i++) {
      let below = 0;
      let equal = 0;
      for (let j = 0; j < n; j++) {
        if (values[j]! < values[i]!) below++;
        else if (values[j] === values[i]) equal++;
      }
      expect(ranks[i]).toBeCloseTo(((below + (equal - 1) / 2) / (n - 1)) * 100, 3);
    }
  });
});

describe("gradesByPosition", () => {
  it("gives A to the top 5%, B the next 15%, C the middle 60%, D the next 15%, F the bottom 5%", () => {
    const scores = Float64Array.from({ length: 100 }, (_, i) => 100 - i);
    const grades = Array.from(gradesByPosition(scores), (c) => gradeOfCode(c));
    const count = (g: string) => grades.filter((x) => x === g).length;
    expect([count("A"), count("B"), count("C"), count("D"), count("F")]).toEqual([5, 15, 60, 15, 5]);
    expect(grades[0]).toBe("A");
    expect(grades[99]).toBe("F");
  });

  it("gives ties the better grade and unknowns none", () => {
    const grades = gradesByPosition(Float64Array.from([1, 1, 1, Number.NaN]));
    expect(Array.from(grades)).toEqual([1, 1, 1, 0]);
  });
});

describe("spearman", () => {
  it("is 1 for the same order, -1 for the reverse, null for too few pairs", () => {
    const a = Float64Array.from({ length: 20 }, (_, i) => i);
    expect(
      spearman(
        a,
        Float64Array.from(a, (x) => x * x),
      ),
    ).toBeCloseTo(1, 12);
    expect(
      spearman(
        a,
        Float64Array.from(a, (x) => -x),
      ),
    ).toBeCloseTo(-1, 12);
    expect(spearman(a.subarray(0, 5), a.subarray(0, 5))).toBeNull();
  });
});
