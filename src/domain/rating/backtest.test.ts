import { describe, expect, it } from "vitest";
import { annualise, growthCurve, maxDrawdownOf, monthReturns, summarise } from "./backtest";

describe("backtest arithmetic", () => {
  it("annualises monthly returns by compounding", () => {
    expect(annualise(Array(12).fill(0.01))).toBeCloseTo(1.01 ** 12 - 1, 12);
    expect(annualise(Array(24).fill(-0.02))).toBeCloseTo(0.98 ** 12 - 1, 12);
    expect(annualise([])).toBeNull();
  });

  it("grows $1 and finds the worst fall from a peak", () => {
    const curve = growthCurve([0.5, -0.5, 0.2]);
    [1, 1.5, 0.75, 0.9].forEach((v, i) => expect(curve[i]).toBeCloseTo(v, 12));
    expect(maxDrawdownOf(curve)).toBeCloseTo(-0.5, 12);
  });

  it("averages each grade's forward returns equally and counts the holdings", () => {
    // Grades A, A, C, F, none; forward returns 10%, 20%, 0%, -10%, 50%.
    const m = monthReturns(
      "2020-01-31",
      "2020-02-28",
      Uint8Array.from([1, 1, 3, 5, 0]),
      Float64Array.from([0.1, 0.2, 0, -0.1, 0.5]),
    )!;
    expect(m.byGrade.A).toBeCloseTo(0.15, 12);
    expect(m.byGrade.B).toBeNull();
    expect(m.byGrade.F).toBeCloseTo(-0.1, 12);
    expect(m.market).toBeCloseTo(0.05, 12);
    expect(m.holdings).toEqual({ A: 2, B: 0, C: 1, D: 0, F: 1 });
  });

  it("summarises hit rates against the market and dates the curves by month end", () => {
    const months = [
      monthReturns("2020-01-31", "2020-02-28", Uint8Array.from([1, 5]), Float64Array.from([0.1, -0.1]))!,
      monthReturns("2020-02-28", "2020-03-31", Uint8Array.from([1, 5]), Float64Array.from([-0.1, 0.1]))!,
    ];
    const s = summarise(months);
    expect(s.months).toBe(2);
    expect(s.from).toBe("2020-01-31");
    expect(s.to).toBe("2020-03-31");
    expect(s.grades.A.hitRate).toBe(0.5);
    expect(s.curves.dates).toEqual(["2020-01-31", "2020-02-28", "2020-03-31"]);
    [1, 1.1, 1.1 * 0.9].forEach((v, i) => expect(s.curves.A[i]).toBeCloseTo(v, 12));
    // A month without a company of the grade holds cash.
    expect(s.grades.B.annualReturn).toBe(0);
  });
});
