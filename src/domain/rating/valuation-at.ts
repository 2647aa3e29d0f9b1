import { fairValue } from "../valuation/dcf";
import { extrapolateGrowthPercent, grahamValue } from "../valuation/graham";
import type { RatingInputs } from "./inputs";

// Fair value (discounted cash flow) and Graham value of one company on a date, from its
// inputs and the rates of that date: the forecast EPS growth, or failing that the five-year
// EPS growth, capped to -5%..20%.

/** Rates on a date, percent. */
export interface RatesOnDay {
  treasury10Year: number | null;
  aaBond: number | null;
}

export function valuationAt(
  x: RatingInputs,
  rates: RatesOnDay,
): { fairValue: number | null; grahamValue: number | null } {
  const g =
    x.forecastEpsGrowth ??
    (x.eps !== null && x.eps5y !== null && x.eps > 0 && x.eps5y > 0 ? (x.eps / x.eps5y) ** 0.2 - 1 : null);
  if (g === null || x.eps === null) return { fairValue: null, grahamValue: null };
  const growthPercent = Math.min(20, Math.max(-5, g * 100));
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
  let graham: number | null = null;
  if (rates.aaBond !== null) {
    const ext = extrapolateGrowthPercent({
      shortTermGrowthPercent: growthPercent,
      shortTermYears: 5,
      longTermGrowthPercent: 2.5,
    });
    if (ext !== null) graham = grahamValue(x.eps, ext, rates.aaBond).value;
  }
  return { fairValue: fv, grahamValue: graham };
}
