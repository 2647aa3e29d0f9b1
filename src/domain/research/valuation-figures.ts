import { fairValue } from "../valuation/dcf";
import { extrapolateGrowthPercent, grahamValue } from "../valuation/graham";
import type { MacroRates } from "./company-data";
import type { CompanyFigures } from "./company-figures";

// Fair value (discounted cash flow, src/domain/valuation/dcf.ts) and the Graham value for one
// company, with the choices the models leave to the caller written down here.

/** Growth forever after the fade, percent: about long-run nominal GDP growth less a margin. */
export const TERMINAL_GROWTH_PERCENT = 2.5;
/**
 * Short-term growth is clamped to this range, percent a year. Estimates of 60% a year for five
 * years are not rare after a bad year, and would value a recovery as a compounding machine.
 */
export const MIN_SHORT_TERM_GROWTH_PERCENT = -5;
export const MAX_SHORT_TERM_GROWTH_PERCENT = 20;
/** Years the Graham formula's short-term (estimated) growth lasts before the terminal rate. */
export const GRAHAM_SHORT_TERM_YEARS = 5;

export interface Valuation {
  fairValue: number | null;
  discountRate: number | null;
  /** Percent a year, after clamping. */
  shortTermGrowth: number | null;
  terminalGrowth: number;
  bondRate: number | null;
  grahamValue: number | null;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

export function valuation(f: CompanyFigures, rates: MacroRates): Valuation {
  // Growth: the analysts' forecast when there is one, otherwise the last five years' record.
  const growth = f.forecast.earningsGrowth ?? f.earningsGrowth5Year;
  const shortTermGrowth =
    growth === null ? null : clamp(growth * 100, MIN_SHORT_TERM_GROWTH_PERCENT, MAX_SHORT_TERM_GROWTH_PERCENT);
  // The model values cash the owners can take out; without a positive free cash flow it falls
  // back to earnings, which is what cash flow converges to over a cycle.
  const base = f.freeCashFlowPerShare !== null && f.freeCashFlowPerShare > 0 ? f.freeCashFlowPerShare : f.eps;
  let dcfValue: number | null = null;
  let discountRate: number | null = null;
  if (base !== null && shortTermGrowth !== null && rates.treasury10Year !== null) {
    const result = fairValue({
      cashFlowPerShare: base,
      shortTermGrowthPercent: shortTermGrowth,
      terminalGrowthPercent: TERMINAL_GROWTH_PERCENT,
      bondRatePercent: rates.treasury10Year,
    });
    if (result.value !== null) {
      dcfValue = result.value;
      discountRate = result.discountRate;
    }
  }

  let graham: number | null = null;
  if (f.eps !== null && shortTermGrowth !== null && rates.aaBond !== null) {
    const g = extrapolateGrowthPercent({
      shortTermGrowthPercent: shortTermGrowth,
      shortTermYears: GRAHAM_SHORT_TERM_YEARS,
      longTermGrowthPercent: TERMINAL_GROWTH_PERCENT,
    });
    if (g !== null) graham = grahamValue(f.eps, g, rates.aaBond).value;
  }

  return {
    fairValue: dcfValue,
    discountRate,
    shortTermGrowth,
    terminalGrowth: TERMINAL_GROWTH_PERCENT,
    bondRate: rates.treasury10Year,
    grahamValue: graham,
  };
}
