import { describe, expect, it } from "vitest";
import { quarter, year } from "../../../test/support/research-rows";
import { splitFactorAfter } from "./split-adjustment";
import { annualSeries, compoundGrowth, ratioOf, trailingPeriod } from "./statements";

describe("trailingPeriod", () => {
  it("sums the four latest quarters' flows and takes the last quarter's balance sheet", () => {
    const rows = [
      year(2017),
      quarter(2018, 1, { revenue: 10 }),
      quarter(2018, 2, { revenue: 20 }),
      quarter(2018, 3, { revenue: 30 }),
      quarter(2018, 4, { revenue: 40, debt: 77 }),
    ];
    const p = trailingPeriod(rows, [])!;
    expect(p.revenue).toBe(100);
    expect(p.netIncome).toBe(40);
    expect(p.eps).toBe(4);
    expect(p.end.debt).toBe(77);
  });

  it("falls back to the annual report when the quarters have a gap", () => {
    const rows = [quarter(2018, 1), quarter(2018, 2), quarter(2018, 4), quarter(2019, 1), year(2018, { revenue: 999 })];
    expect(trailingPeriod(rows, [])!.revenue).toBe(999);
  });

  it("prefers an annual report newer than the last of the quarters", () => {
    const rows = [quarter(2018, 1), quarter(2018, 2), quarter(2018, 3), quarter(2018, 4), year(2019, { revenue: 555 })];
    expect(trailingPeriod(rows, [])!.revenue).toBe(555);
  });

  it("reaches back whole years: a year ago is the four quarters before the latest four", () => {
    const rows = [2017, 2018].flatMap((y) => [1, 2, 3, 4].map((q) => quarter(y, q, { revenue: y === 2017 ? 5 : 10 })));
    expect(trailingPeriod(rows, [], 1)!.revenue).toBe(20);
    expect(trailingPeriod(rows, [], 2)).toBeNull();
  });

  it("uses the annual report of N years before when the quarters do not reach", () => {
    const rows = [
      year(2014, { revenue: 1 }),
      year(2015, { revenue: 2 }),
      year(2016, { revenue: 3 }),
      year(2017, { revenue: 4 }),
    ];
    expect(trailingPeriod(rows, [], 3)!.revenue).toBe(1);
    expect(trailingPeriod(rows, [], 4)).toBeNull();
  });

  it("leaves a flow unknown when one quarter lacks it", () => {
    const rows = [quarter(2018, 1), quarter(2018, 2, { ebit: null }), quarter(2018, 3), quarter(2018, 4)];
    const p = trailingPeriod(rows, [])!;
    expect(p.ebit).toBeNull();
    expect(p.revenue).toBe(400);
  });

  it("restates EPS filed before a split in today's shares", () => {
    const rows = [quarter(2018, 1), quarter(2018, 2), quarter(2018, 3), quarter(2018, 4, { eps: 2 })];
    // A 2-for-1 split after the first three quarters were filed halves their EPS.
    const p = trailingPeriod(rows, [{ exDate: "2018-10-01", ratio: 2 }])!;
    expect(p.eps).toBeCloseTo(0.5 * 3 + 2, 9);
  });
});

describe("annualSeries and the small helpers", () => {
  it("lists annual reports with split-adjusted EPS", () => {
    const series = annualSeries(
      [year(2016, { eps: 4 }), quarter(2017, 1), year(2017, { eps: 3 })],
      [{ exDate: "2017-06-01", ratio: 4 }],
    );
    expect(series.map((s) => [s.fiscalYear, s.eps])).toEqual([
      [2016, 1],
      [2017, 3],
    ]);
  });

  it("splitFactorAfter multiplies the splits after a date, not on it", () => {
    const splits = [
      { exDate: "2010-01-04", ratio: 2 },
      { exDate: "2015-01-05", ratio: 3 },
    ];
    expect(splitFactorAfter(splits, "2009-12-31")).toBe(6);
    expect(splitFactorAfter(splits, "2010-01-04")).toBe(3);
    expect(splitFactorAfter(splits, "2015-01-05")).toBe(1);
  });

  it("compoundGrowth is a yearly rate between two positive figures, else unknown", () => {
    expect(compoundGrowth(100, 121, 2)).toBeCloseTo(0.1, 12);
    expect(compoundGrowth(100, 50, 1)).toBeCloseTo(-0.5, 12);
    expect(compoundGrowth(-5, 10, 1)).toBeNull();
    expect(compoundGrowth(5, -10, 1)).toBeNull();
    expect(compoundGrowth(null, 10, 1)).toBeNull();
    expect(compoundGrowth(1, 2, 0)).toBeNull();
  });

  it("ratioOf refuses division by zero and missing figures", () => {
    expect(ratioOf(1, 4)).toBe(0.25);
    expect(ratioOf(1, 0)).toBeNull();
    expect(ratioOf(null, 3)).toBeNull();
    expect(ratioOf(3, undefined)).toBeNull();
  });
});
