import { describe, expect, it } from "vitest";
import { FACTORS } from "./factors";
import { FACTOR_UNITS } from "./factor-units";

// The rating's explanation writes every factor in its unit: a factor added to the catalogue
// without one would fall back to a bare figure, which is what investors could not read.

describe("the factors' units", () => {
  it("give every factor of the catalogue a unit", () => {
    const missing = FACTORS.filter((f) => !(f.key in FACTOR_UNITS)).map((f) => f.key);
    expect(missing).toEqual([]);
  });

  it("name no factor the catalogue lacks", () => {
    const keys = new Set(FACTORS.map((f) => f.key));
    expect(Object.keys(FACTOR_UNITS).filter((k) => !keys.has(k))).toEqual([]);
    expect(Object.keys(FACTOR_UNITS)).toHaveLength(112);
  });

  it("read yields and margins as percentages, returns as signed changes, coverage as multiples", () => {
    expect(FACTOR_UNITS.earningsYield!.kind).toBe("percent");
    expect(FACTOR_UNITS.netMargin!.kind).toBe("percent");
    expect(FACTOR_UNITS.return36m!.kind).toBe("change");
    expect(FACTOR_UNITS.earningsYieldVsIndustry!.kind).toBe("points");
    expect(FACTOR_UNITS.priceVsSma200!.kind).toBe("gap");
    expect(FACTOR_UNITS.interestCoverage!.kind).toBe("multiple");
  });
});
