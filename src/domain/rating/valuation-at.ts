import { AA_SPREAD_OVER_TREASURY_PERCENT, chooseGrowthFrom, type GrowthChoice } from "../research/valuation-figures";
import { compoundGrowth } from "../research/statements";
import { fairValue } from "../valuation/dcf";
import { extrapolateGrowthPercent, grahamValue } from "../valuation/graham";
import type { RatingInputs } from "./inputs";

// Fair value (discounted cash flow) and Graham value of one company on a date, from its
// inputs and the rates of that date. Growth follows the research's rule (decision 032): the
// forecast EPS growth, or the EPS growth over the longest span of five, four or three years of
// the reports filed by then, or revenue growth over such a span, capped to -5%..20%. Every input
// is point in time (statements filed by the date), so a short record never looks ahead. The
// Graham formula's AA rate falls back to the Treasury plus a point, as the research's does.

/** Rates on a date, percent. */
export interface RatesOnDay {
  treasury10Year: number | null;
  aaBond: number | null;
}

const EPS_BEFORE = { 3: "eps3y", 4: "eps4y", 5: "eps5y" } as const;
const REVENUE_BEFORE = { 3: "revenue3y", 4: "revenue4y", 5: "revenue5y" } as const;

/** The growth the rating's valuation uses on a date, and which span it came from. */
export function growthAt(x: RatingInputs): GrowthChoice | null {
  return chooseGrowthFrom(x.forecastEpsGrowth, (kind, years) => {
    const n = years as 3 | 4 | 5;
    return kind === "earnings"
      ? compoundGrowth(x[EPS_BEFORE[n]], x.eps, n)
      : compoundGrowth(x[REVENUE_BEFORE[n]], x.revenue, n);
  });
}

export function valuationAt(
  x: RatingInputs,
  rates: RatesOnDay,
): { fairValue: number | null; grahamValue: number | null; growth: GrowthChoice | null } {
  const growth = growthAt(x);
  if (growth === null || x.eps === null) return { fairValue: null, grahamValue: null, growth };
  const growthPercent = Math.min(20, Math.max(-5, growth.rate * 100));
  const fcfPerShare = x.freeCashFlow !== null && x.shares ? x.freeCashFlow / x.shares : null;
  const base = fcfPerShare !== null && fcfPerShare > 0 ? fcfPerShare : x.eps;
  let fv: number | null = null;
  if (rates.treasury10Year !== null) {
    const r = fairValue({
      cashFlowPerShare: base,
      shortTermGrowthPercent: growthPercent,
      terminalGrowthPercent: 2.5,
      bondRatePercent: rates.treasury10Year,
    });
    fv = r.value;
  }
  // As on the page: the AA series, or the Treasury plus the usual spread when the data has none.
  const aaBond =
    rates.aaBond ?? (rates.treasury10Year === null ? null : rates.treasury10Year + AA_SPREAD_OVER_TREASURY_PERCENT);
  let graham: number | null = null;
  if (aaBond !== null) {
    const ext = extrapolateGrowthPercent({
      shortTermGrowthPercent: growthPercent,
      shortTermYears: 5,
      longTermGrowthPercent: 2.5,
    });
    if (ext !== null) graham = grahamValue(x.eps, ext, aaBond).value;
  }
  return { fairValue: fv, grahamValue: graham, growth };
}
