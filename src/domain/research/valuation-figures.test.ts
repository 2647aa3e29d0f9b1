import { describe, expect, it } from "vitest";
import { fairValue } from "../valuation/dcf";
import type { CompanyFigures } from "./company-figures";
import { MAX_SHORT_TERM_GROWTH_PERCENT, TERMINAL_GROWTH_PERCENT, valuation } from "./valuation-figures";

function figures(over: {
  eps?: number | null;
  fcf?: number | null;
  forecast?: number | null;
  history?: number | null;
}): CompanyFigures {
  return {
    eps: over.eps ?? null,
    freeCashFlowPerShare: over.fcf ?? null,
    earningsGrowth5Year: over.history ?? null,
    forecast: {
      earningsGrowth: over.forecast ?? null,
      revenueGrowth: null,
      returnOnEquity: null,
      returnOnAssets: null,
    },
  } as CompanyFigures;
}
const rates = { treasury10Year: 4, aaBond: 5, savingsRate: 3 };

describe("valuation", () => {
  it("discounts free cash flow at the bond rate plus the premium, growing at the forecast", () => {
    const v = valuation(figures({ eps: 2, fcf: 1.5, forecast: 0.08 }), rates);
    const expected = fairValue({
      cashFlowPerShare: 1.5,
      shortTermGrowthPercent: 8,
      terminalGrowthPercent: TERMINAL_GROWTH_PERCENT,
      bondRatePercent: 4,
    });
    expect(v.fairValue).toBeCloseTo(expected.value!, 9);
    expect(v.discountRate).toBeCloseTo(9.5, 9);
    expect(v.shortTermGrowth).toBe(8);
  });

  it("falls back to earnings without a positive free cash flow, and to the record without a forecast", () => {
    const v = valuation(figures({ eps: 2, fcf: -1, history: 0.05 }), rates);
    const expected = fairValue({
      cashFlowPerShare: 2,
      shortTermGrowthPercent: 5,
      terminalGrowthPercent: TERMINAL_GROWTH_PERCENT,
      bondRatePercent: 4,
    });
    expect(v.fairValue).toBeCloseTo(expected.value!, 9);
  });

  it("clamps a runaway growth estimate", () => {
    expect(valuation(figures({ eps: 1, forecast: 0.75 }), rates).shortTermGrowth).toBe(MAX_SHORT_TERM_GROWTH_PERCENT);
    expect(valuation(figures({ eps: 1, forecast: -0.5 }), rates).shortTermGrowth).toBe(-5);
  });

  it("applies the Graham formula with growth extrapolated over ten years, worked by hand", () => {
    // 5 years at 12% then 5 at 2.5%: (1.12^5 * 1.025^5)^(1/10) - 1 = 7.1447...%.
    const g = (Math.sqrt(1.12 * 1.025) - 1) * 100;
    const v = valuation(figures({ eps: 3, fcf: 2, forecast: 0.12 }), rates);
    expect(v.grahamValue).toBeCloseTo((3 * (7 + g) * 4.4) / 5, 9);
  });

  it("has no values without earnings, growth or rates", () => {
    expect(valuation(figures({ eps: -1, forecast: 0.1 }), rates)).toMatchObject({ fairValue: null, grahamValue: null });
    expect(valuation(figures({ eps: 1 }), rates)).toMatchObject({
      fairValue: null,
      grahamValue: null,
      shortTermGrowth: null,
    });
    expect(
      valuation(figures({ eps: 1, forecast: 0.1 }), { treasury10Year: null, aaBond: null, savingsRate: null }),
    ).toMatchObject({ fairValue: null, grahamValue: null });
  });
});
