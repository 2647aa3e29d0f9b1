import { describe, expect, it } from "vitest";
import { FACTOR_UNITS } from "./factor-units";
import { betterText, factorValueText } from "./factor-value-text";

// Figures as an investor reads them, from the raw values the rating stores.

const M = "\u2212";
const text = (key: string, value: number | null) => factorValueText(value, FACTOR_UNITS[key]!);

describe("a factor's value in its unit", () => {
  it("writes percentages with decimals that fit their size", () => {
    expect(text("earningsYield", 0.04545)).toBe("4.5%");
    expect(text("earningsYield", 0.1234)).toBe("12.3%");
    expect(text("earningsYield", -0.0006097)).toBe(`${M}0.06%`);
    expect(text("salesYield", 3.456)).toBe("346%");
    expect(text("salesYield", 98765.5)).toBe("9,876,550%");
    expect(text("earningsYield", 0)).toBe("0%");
  });

  it("signs changes and returns, and writes no sign on a change that rounds to zero", () => {
    expect(text("return36m", 2.213)).toBe("+221%");
    expect(text("return1m", -0.052)).toBe(`${M}5.2%`);
    expect(text("epsGrowth1y", 0.00001)).toBe("0.00%");
    expect(text("maxDrawdown12m", -0.352)).toBe(`${M}35.2%`);
  });

  it("writes a ratio to a reference as the gap from it", () => {
    expect(text("priceVsSma200", 1.08)).toBe("+8.0%");
    expect(text("near52WeekHigh", 0.92)).toBe(`${M}8.0%`);
  });

  it("writes differences of percentages in points", () => {
    expect(text("earningsYieldVsIndustry", 0.012)).toBe("+1.2 pts");
    expect(text("netMarginChange", -0.0034)).toBe(`${M}0.34 pts`);
  });

  it("writes multiples as 12.3x", () => {
    expect(text("interestCoverage", 12.34)).toBe("12.3x");
    expect(text("cashConversion", 1.234)).toBe("1.23x");
    expect(text("interestCoverage", -3.2)).toBe(`${M}3.20x`);
    expect(text("interestCoverage", 1234.5)).toBe("1,235x");
  });

  it("writes counts, scores and years with their words", () => {
    expect(text("analystCoverage", 12)).toBe("12 analysts");
    expect(text("analystCoverage", 1)).toBe("1 analyst");
    expect(text("netUpgrades90d", 2)).toBe("+2 net upgrades");
    expect(text("netUpgrades90d", -1)).toBe(`${M}1 net upgrade`);
    expect(text("positiveMonths12", 8)).toBe("8 of 12 months");
    expect(text("piotroskiScore", 7)).toBe("7 of 9");
    expect(text("consensus", 4.16)).toBe("4.2 of 5");
    expect(text("debtToEbit", 2.345)).toBe("2.3 years");
    expect(text("beta36m", 1.156)).toBe("1.16");
    expect(text("rsi14", 62.4)).toBe("62");
  });

  it("says when the value is unknown", () => {
    expect(text("earningsYield", null)).toBe("No data");
    expect(text("earningsYield", Number.NaN)).toBe("No data");
  });
});

describe("the direction in words", () => {
  it("says which figure scores better, or the factor's own words", () => {
    expect(betterText("higher", FACTOR_UNITS.earningsYield!)).toBe("A higher figure scores better");
    expect(betterText("lower", FACTOR_UNITS.return36m!)).toBe("A lower figure scores better");
    expect(betterText("higher", FACTOR_UNITS.maxDrawdown12m!)).toBe("A smaller fall scores better");
  });
});
