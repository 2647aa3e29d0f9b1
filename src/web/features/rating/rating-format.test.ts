import { describe, expect, it } from "vitest";
import {
  chartScaleLabel,
  formatFactors,
  formatGrowth,
  formatPeriod,
  formatRatingScore,
  formatReturn,
  gradeAtChartValue,
  recommendationOf,
} from "./rating-format";

describe("rating words", () => {
  it("reads grade B as Buy, as the grade mapping says", () => {
    expect(recommendationOf("A")).toBe("Strong Buy");
    expect(recommendationOf("B")).toBe("Buy");
    expect(recommendationOf("C")).toBe("Hold");
    expect(recommendationOf("D")).toBe("Sell");
    expect(recommendationOf("F")).toBe("Strong Sell");
  });

  it("counts factors in the singular and the plural", () => {
    expect(formatFactors(1)).toBe("1 factor");
    expect(formatFactors(21)).toBe("21 factors");
  });
});

describe("rating numbers", () => {
  it("prints the 0-10 score with one decimal, clamped to the scale", () => {
    expect(formatRatingScore(7.84)).toBe("7.8");
    expect(formatRatingScore(10)).toBe("10.0");
    expect(formatRatingScore(-0.01)).toBe("0.0");
    expect(formatRatingScore(12)).toBe("10.0");
  });

  it("signs returns and drawdowns", () => {
    expect(formatReturn(0.3252)).toBe("+32.5%");
    expect(formatReturn(-0.0802)).toBe("\u22128.0%");
    expect(formatReturn(0.0001)).toBe("0.0%");
  });

  it("prints growth of $1 as money", () => {
    expect(formatGrowth(1234.567)).toBe("$1,234.57");
  });

  it("names the period in months", () => {
    expect(formatPeriod({ from: "2003-01-31", to: "2025-06-30", months: 270 })).toBe(
      "Jan 2003 to Jun 2025, 270 months",
    );
    expect(formatPeriod({ from: "2025-06-30", to: "2025-06-30", months: 1 })).toBe("Jun 2025 to Jun 2025, 1 month");
  });
});

describe("the history chart's scale", () => {
  it("labels the grade values A=9 to F=1 and leaves the rest as numbers", () => {
    expect(gradeAtChartValue(9)).toBe("A");
    expect(gradeAtChartValue(7)).toBe("B");
    expect(gradeAtChartValue(1)).toBe("F");
    expect(gradeAtChartValue(8)).toBeNull();
    expect(chartScaleLabel(5)).toBe("C (5)");
    expect(chartScaleLabel(2)).toBe("2");
    expect(chartScaleLabel(2.5)).toBe("2.5");
  });
});
