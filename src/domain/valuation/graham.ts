/**
 * Benjamin Graham's intrinsic value formula as spec section 9 gives it:
 *
 *   V = EPS * (7 + g) * 4.4 / Y
 *
 * EPS: trailing earnings per share; g: expected annual earnings growth over the next ten
 * years, in percent (10 for 10 %/year, not 0.10); Y: today's AA corporate bond yield in
 * percent. 4.4 was the AA yield when Graham wrote the formula, so 4.4 / Y rescales the value to
 * today's rates. Graham's own multiple was 8.5 + 2g; the spec's 7 + g is a common, more
 * conservative revision, and this module follows the spec.
 */

/** Price-to-earnings multiple of a company with no growth. */
export const GRAHAM_NO_GROWTH_MULTIPLE = 7;
/** AA corporate bond yield, percent, when Graham published the formula. */
export const GRAHAM_BASE_YIELD_PERCENT = 4.4;
/** The horizon of g, in years. */
export const GRAHAM_GROWTH_YEARS = 10;

export type GrahamRejection = "invalid-input" | "non-positive-eps" | "non-positive-bond-rate" | "non-positive-multiple";

export type GrahamResult = { value: number; reason: null } | { value: null; reason: GrahamRejection; message: string };

/**
 * Graham's value per share, or null with a reason. No value is given for a loss (EPS <= 0: the
 * formula prices earnings, and a negative "value" means nothing), for a yield <= 0, or for
 * growth at or below -7 % a year (the multiple 7 + g would not be positive). Growth is not
 * capped: callers that distrust high estimates cap g before calling.
 */
export function grahamValue(eps: number, growthPercent: number, aaBondRatePercent: number): GrahamResult {
  if (![eps, growthPercent, aaBondRatePercent].every(Number.isFinite)) {
    return { value: null, reason: "invalid-input", message: "EPS, growth and bond rate must be finite numbers." };
  }
  if (eps <= 0) {
    return {
      value: null,
      reason: "non-positive-eps",
      message: "The Graham formula needs positive earnings per share.",
    };
  }
  if (aaBondRatePercent <= 0) {
    return {
      value: null,
      reason: "non-positive-bond-rate",
      message: "The Graham formula needs a positive AA bond rate.",
    };
  }
  const multiple = GRAHAM_NO_GROWTH_MULTIPLE + growthPercent;
  if (multiple <= 0) {
    return {
      value: null,
      reason: "non-positive-multiple",
      message: "Growth at or below -7 % a year leaves no positive earnings multiple.",
    };
  }
  return { value: (eps * multiple * GRAHAM_BASE_YIELD_PERCENT) / aaBondRatePercent, reason: null };
}

/** A growth estimate that covers fewer years than Graham's horizon. */
export interface GrowthHorizon {
  /** Expected annual growth for the first years, percent (e.g. from analysts' estimates). */
  shortTermGrowthPercent: number;
  /** How many years the short-term rate covers, e.g. 5; anything past the horizon is ignored. */
  shortTermYears: number;
  /** Expected annual growth for the remaining years, percent. Absent or null: the short-term
   *  rate is assumed to persist. */
  longTermGrowthPercent?: number | null;
}

/**
 * "Growth extrapolated over 10 years" (spec section 9), decided as: g is the compound annual
 * rate that gives the same ten-year growth as the short-term rate for its years followed by
 * the long-term rate for the rest,
 *
 *   (1 + g)^10 = (1 + s)^n * (1 + l)^(10 - n),  n = min(shortTermYears, 10)
 *
 * so a 5-year estimate of 20 % followed by 5 % gives sqrt(1.20 * 1.05) - 1 = 12.25 %, not the
 * plain average 12.5 %. Without a long-term rate, g is the short-term rate itself. The result
 * is a rate per year, which is what the formula's g is; totalGrowthPercent turns it into the
 * growth over the whole ten years. Null when a rate is not finite or at or below -100 %, or
 * when the number of years is negative.
 */
export function extrapolateGrowthPercent(horizon: GrowthHorizon, years: number = GRAHAM_GROWTH_YEARS): number | null {
  if (!(years > 0)) throw new RangeError(`years must be positive, got ${String(years)}`);
  const { shortTermGrowthPercent: s, shortTermYears } = horizon;
  const l = horizon.longTermGrowthPercent ?? s;
  if (![s, l, shortTermYears].every(Number.isFinite) || s <= -100 || l <= -100 || shortTermYears < 0) return null;
  const n = Math.min(shortTermYears, years);
  // One rate over the whole horizon is that rate, exactly (no round trip through logarithms).
  if (l === s || n === years) return s;
  const logFactor = n * Math.log1p(s / 100) + (years - n) * Math.log1p(l / 100);
  return Math.expm1(logFactor / years) * 100;
}

/** Growth over `years` at a compound annual rate, percent: 10 %/year over 10 years is 159.37 %. */
export function totalGrowthPercent(annualGrowthPercent: number, years: number = GRAHAM_GROWTH_YEARS): number | null {
  if (!Number.isFinite(annualGrowthPercent) || annualGrowthPercent < -100) return null;
  return ((1 + annualGrowthPercent / 100) ** years - 1) * 100;
}

/** The compound annual rate, percent, that gives `totalPercent` growth over `years`. */
export function annualGrowthPercent(totalPercent: number, years: number = GRAHAM_GROWTH_YEARS): number | null {
  if (!Number.isFinite(totalPercent) || totalPercent < -100) return null;
  if (!(years > 0)) throw new RangeError(`years must be positive, got ${String(years)}`);
  return ((1 + totalPercent / 100) ** (1 / years) - 1) * 100;
}
