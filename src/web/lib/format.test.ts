import { describe, expect, it } from "vitest";
import {
  formatBigMoney,
  formatBigNumber,
  formatDate,
  formatDividend,
  formatInteger,
  formatMoney,
  formatMoneyChange,
  formatMonth,
  formatPercent,
  formatPercentChange,
  formatRatio,
  formatScore,
  formatValuationGap,
} from "./format";

describe("money", () => {
  it("prints dollars and cents with separators", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(0.004)).toBe("$0.00");
    expect(formatMoney(-12.3)).toBe("-$12.30");
  });

  it("prints no minus for an amount that rounds to zero", () => {
    expect(formatMoney(-0.001)).toBe("$0.00");
  });

  it("signs changes with a plus or a typographic minus", () => {
    expect(formatMoneyChange(1.234)).toBe("+$1.23");
    expect(formatMoneyChange(-0.5)).toBe("\u2212$0.50");
    expect(formatMoneyChange(0.001)).toBe("$0.00");
  });
});

describe("big numbers", () => {
  it("scales money to thousands, millions, billions and trillions", () => {
    expect(formatBigMoney(1_234_000_000)).toBe("$1.23B");
    expect(formatBigMoney(456_700_000)).toBe("$456.70M");
    expect(formatBigMoney(12_300)).toBe("$12.30K");
    expect(formatBigMoney(2_500_000_000_000)).toBe("$2.50T");
    expect(formatBigMoney(950)).toBe("$950");
    expect(formatBigMoney(-3_400_000)).toBe("-$3.40M");
  });

  it("moves up a scale instead of printing 1000.00 of the smaller one", () => {
    expect(formatBigMoney(999_999_000)).toBe("$1.00B");
    expect(formatBigNumber(999_600)).toBe("1.00M");
  });

  it("scales plain counts without a currency", () => {
    expect(formatBigNumber(15_400_000)).toBe("15.40M");
    expect(formatBigNumber(-2_000)).toBe("-2.00K");
    expect(formatBigNumber(0)).toBe("0");
  });

  it("prints whole numbers with separators and no negative zero", () => {
    expect(formatInteger(1_234_567)).toBe("1,234,567");
    expect(formatInteger(-5_000)).toBe("-5,000");
    expect(formatInteger(-0.2)).toBe("0");
  });

  it("prints ratios with two decimals", () => {
    expect(formatRatio(18.456)).toBe("18.46");
    expect(formatRatio(-0.001)).toBe("0.00");
    expect(formatRatio(-1.5)).toBe("-1.50");
  });
});

describe("percentages", () => {
  it("turns fractions into percentages", () => {
    expect(formatPercent(0.1234)).toBe("12.3%");
    expect(formatPercent(0.1234, 0)).toBe("12%");
    expect(formatPercent(-0.045)).toBe("-4.5%");
    expect(formatPercent(-0.0001)).toBe("0.0%");
  });

  it("signs changes", () => {
    expect(formatPercentChange(0.012)).toBe("+1.2%");
    expect(formatPercentChange(-0.0345, 2)).toBe("\u22123.45%");
    expect(formatPercentChange(0.00001)).toBe("0.0%");
  });

  it("rounds scores to the whole number the gauges show", () => {
    expect(formatScore(42.857)).toBe("43");
    expect(formatScore(0)).toBe("0");
  });

  it("says how far the price is from the fair value", () => {
    expect(formatValuationGap(0.27)).toBe("27% undervalued");
    expect(formatValuationGap(-0.12)).toBe("12% overvalued");
    expect(formatValuationGap(0.004)).toBe("at fair value");
  });
});

describe("dividends", () => {
  it("keeps up to four decimals below a dollar and cents above", () => {
    expect(formatDividend(0.11)).toBe("$0.11");
    expect(formatDividend(0.0847)).toBe("$0.0847");
    expect(formatDividend(0.125)).toBe("$0.125");
    expect(formatDividend(0.1)).toBe("$0.10");
    expect(formatDividend(0)).toBe("$0.00");
    expect(formatDividend(1.23456)).toBe("$1.23");
  });
});

describe("dates", () => {
  it("prints calendar dates in UTC whatever the machine's time zone", () => {
    expect(formatDate("2025-06-30")).toBe("Jun 30, 2025");
    expect(formatDate("2025-01-01")).toBe("Jan 1, 2025");
    expect(formatMonth("2024-12-31")).toBe("Dec 2024");
  });

  it("refuses anything but YYYY-MM-DD", () => {
    expect(() => formatDate("30/06/2025")).toThrow(RangeError);
    expect(() => formatDate("2025-13-01")).toThrow(RangeError);
  });
});
