import { describe, expect, it } from "vitest";
import { dividendFigures } from "./dividend-history";

// Quarterly dividends of `amount` in each listed year, on the 15th of Feb, May, Aug and Nov.
function quarterly(years: Record<number, number>) {
  return Object.entries(years).flatMap(([y, amount]) =>
    ["02", "05", "08", "11"].map((m) => ({ exDate: `${y}-${m}-15`, amount })),
  );
}

describe("dividendFigures", () => {
  it("a steady payer: trailing dividend, ten years shown, no drops, growth from the first year", () => {
    const years: Record<number, number> = {};
    for (let y = 2005; y <= 2019; y++) years[y] = 0.1 + (y - 2005) * 0.01;
    const d = dividendFigures(quarterly(years), [], "2019-06-28");
    // The 12 months to 28 June 2019: Aug and Nov 2018, Feb and May 2019.
    expect(d.trailingAnnual).toBeCloseTo(2 * 0.23 + 2 * 0.24, 9);
    expect(d.dividendYears).toBe(10);
    expect(d.dropCount).toBe(0);
    // The window is 2009..2018; 2009's total is four payments of 0.14.
    expect(d.perShareStart).toBeCloseTo(0.56, 9);
    expect(d.yearsPaid).toBe(14);
    expect(d.growth5Year).toBeCloseTo((0.92 / 0.72) ** (1 / 5) - 1, 9);
    expect(d.paidInLast10Years).toBe(true);
    expect(d.annual[0]).toEqual({ year: 2005, total: 0.4 });
  });

  it("counts a quarterly payer's last four payments when a fifth ex-date drifted into the 12 months", () => {
    // Ex-dates follow the reports by a few days more or less each year: the May payments of
    // 2025 and 2026 are 361 days apart, so the 12 months to 11 May 2026 hold five of them.
    const d = dividendFigures(
      [
        { exDate: "2025-05-12", amount: 2.05 },
        { exDate: "2025-08-08", amount: 2.05 },
        { exDate: "2025-11-07", amount: 2.1 },
        { exDate: "2026-02-20", amount: 2.1 },
        { exDate: "2026-05-08", amount: 2.14 },
      ],
      [],
      "2026-05-11",
    );
    expect(d.trailingAnnual).toBeCloseTo(2.05 + 2.1 + 2.1 + 2.14, 9);
    expect(d.paymentsPerYear).toBe(4);
    expect(d.forwardAnnual).toBeCloseTo(2.14 * 4, 9);
  });

  it("counts a cut of more than 10% as a drop and a suspension as one too", () => {
    const d = dividendFigures(
      quarterly({ 2012: 1, 2013: 1, 2014: 0.85, 2015: 0.8, 2017: 0.8, 2018: 0.8 }),
      [],
      "2019-03-01",
    );
    // 2014: -15% (a drop); 2015: -5.9% (not); 2016: nothing paid (a drop); 2017: resumed.
    expect(d.dividendYears).toBe(7);
    expect(d.dropCount).toBe(2);
    expect(d.yearsPaid).toBe(2);
  });

  it("a recent payer has fewer than five years (stability and growth unavailable)", () => {
    const d = dividendFigures(quarterly({ 2016: 0.1, 2017: 0.1, 2018: 0.1 }), [], "2019-03-01");
    expect(d.dividendYears).toBe(3);
  });

  it("restates dividends paid before a split, so that a split is not a cut", () => {
    const d = dividendFigures(
      quarterly({ 2016: 1, 2017: 1, 2018: 0.5 }),
      [{ exDate: "2018-01-02", ratio: 2 }],
      "2019-01-10",
    );
    expect(d.dropCount).toBe(0);
    expect(d.annual.map((a) => a.total)).toEqual([2, 2, 2, 0]);
  });

  it("a company that never paid has nothing to show and is scored without the dividend checks", () => {
    const d = dividendFigures([], [], "2019-06-28");
    expect(d).toMatchObject({
      trailingAnnual: 0,
      paidInLast10Years: false,
      dividendYears: null,
      dropCount: null,
      perShareStart: null,
      growth5Year: null,
      yearsPaid: 0,
      annual: [],
    });
  });

  it("a payer that stopped more than ten years ago no longer counts as one", () => {
    const d = dividendFigures(quarterly({ 2005: 1, 2006: 1 }), [], "2019-06-28");
    expect(d.paidInLast10Years).toBe(false);
    expect(d.trailingAnnual).toBe(0);
  });

  it("ignores dividends after the as-of date", () => {
    const d = dividendFigures([{ exDate: "2019-07-01", amount: 5 }], [], "2019-06-28");
    expect(d.trailingAnnual).toBe(0);
  });
});
