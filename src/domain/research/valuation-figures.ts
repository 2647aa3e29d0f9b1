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

/** Where the short-term growth came from. */
export type GrowthSource = "forecast" | "earnings-history" | "revenue-history";

/** The growth the models used, before clamping, and where it came from. */
export interface GrowthChoice {
  /** Fraction a year, as the figures hold it. */
  rate: number;
  source: GrowthSource;
  /** Years of the historical span (3 to 5); null for a forecast. */
  years: number | null;
}

/**
 * AA corporate yield over the 10-year Treasury, percent, used for the Graham formula when the
 * data holds no AA series (the imported public data has only Treasury yields). Moody's Aa
 * corporate yields sat about one point above the 10-year Treasury over 2000-2017. Decision 032.
 */
export const AA_SPREAD_OVER_TREASURY_PERCENT = 1;

/** Where the Graham formula's AA rate came from. */
export type AaRateSource = "aa-series" | "treasury-plus-spread";

/** The longest span of the record the growth is read from, and the shortest accepted. */
export const LONGEST_GROWTH_SPAN_YEARS = 5;
export const SHORTEST_GROWTH_SPAN_YEARS = 3;

export const NO_GROWTH_MESSAGE =
  "There is no growth to project: no analyst forecast, and neither earnings per share nor revenue grew from a positive base over three years or more of filings.";

/** The filings give neither earnings per share nor a share count (the public slice has such rows). */
export const NO_PER_SHARE_MESSAGE =
  "The filings hold neither earnings per share nor a share count for this company, so there is nothing to value per share.";

export interface Valuation {
  fairValue: number | null;
  discountRate: number | null;
  /** Percent a year, after clamping. */
  shortTermGrowth: number | null;
  /** Where shortTermGrowth came from, and over how many years of history (null: a forecast). */
  growthSource: GrowthSource | null;
  growthYears: number | null;
  terminalGrowth: number;
  /** The 10-year Treasury rate the discount rate is built on, percent. */
  bondRate: number | null;
  /** The AA rate the Graham formula used, percent, and where it came from. */
  aaBondRate: number | null;
  aaBondSource: AaRateSource | null;
  grahamValue: number | null;
  /** Why there is no fair value (null when there is one). */
  fairValueReason: string | null;
  /** Why there is no Graham value (null when there is one). */
  grahamReason: string | null;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

type SpanKey = `${"earnings" | "revenue"}Growth${3 | 4 | 5}Year`;

/**
 * The history rule on its own (decision 032), for any holder of the figures (the research here,
 * the Zen Rating's valuation-at.ts): the forecast when there is one; otherwise the compound EPS
 * growth over the longest span of the record from five years down to three; otherwise revenue
 * growth over the longest such span; otherwise none. `span` answers a kind's rate over a span
 * (null: no rate, e.g. a span that starts with a loss).
 */
export function chooseGrowthFrom(
  forecast: number | null | undefined,
  span: (kind: "earnings" | "revenue", years: number) => number | null | undefined,
): GrowthChoice | null {
  if (forecast !== null && forecast !== undefined) return { rate: forecast, source: "forecast", years: null };
  for (const kind of ["earnings", "revenue"] as const) {
    for (let years = LONGEST_GROWTH_SPAN_YEARS; years >= SHORTEST_GROWTH_SPAN_YEARS; years--) {
      const rate = span(kind, years);
      if (rate !== null && rate !== undefined && Number.isFinite(rate))
        return { rate, source: kind === "earnings" ? "earnings-history" : "revenue-history", years };
    }
  }
  return null;
}

/**
 * Growth for the models: the analysts' forecast when there is one; otherwise the compound EPS
 * growth over the longest span of the record from five years down to three (five, the spec's
 * window, whenever the record is that long, so long histories value as before); otherwise
 * revenue growth over the longest such span; otherwise none.
 */
export function chooseGrowth(f: CompanyFigures): GrowthChoice | null {
  return chooseGrowthFrom(
    f.forecast.earningsGrowth,
    (kind, years) => f[`${kind}Growth${years}Year` as SpanKey] as number | null | undefined,
  );
}

export function valuation(f: CompanyFigures, rates: MacroRates): Valuation {
  const growth = chooseGrowth(f);
  const shortTermGrowth =
    growth === null ? null : clamp(growth.rate * 100, MIN_SHORT_TERM_GROWTH_PERCENT, MAX_SHORT_TERM_GROWTH_PERCENT);
  // The model values cash the owners can take out; without a positive free cash flow it falls
  // back to earnings, which is what cash flow converges to over a cycle.
  const base = f.freeCashFlowPerShare !== null && f.freeCashFlowPerShare > 0 ? f.freeCashFlowPerShare : f.eps;
  let dcfValue: number | null = null;
  let discountRate: number | null = null;
  let fairValueReason: string | null = null;
  if (base === null && f.eps === null && f.sharesOutstanding === null) {
    // Cash flow without a share count cannot be put per share: say so, not "no cash flow".
    fairValueReason = NO_PER_SHARE_MESSAGE;
  } else if (base === null || base <= 0) {
    fairValueReason = "The discounted cash flow model has no positive free cash flow or earnings per share to value.";
  } else if (shortTermGrowth === null) {
    fairValueReason = NO_GROWTH_MESSAGE;
  } else if (rates.treasury10Year === null) {
    fairValueReason = "The discounted cash flow model needs the 10-year Treasury rate, and there is none on this date.";
  } else {
    const result = fairValue({
      cashFlowPerShare: base,
      shortTermGrowthPercent: shortTermGrowth,
      terminalGrowthPercent: TERMINAL_GROWTH_PERCENT,
      bondRatePercent: rates.treasury10Year,
    });
    if (result.value !== null) {
      dcfValue = result.value;
      discountRate = result.discountRate;
    } else fairValueReason = result.message;
  }

  // The AA series when the data has one, else the Treasury plus the usual spread, said as such.
  const aaBondRate =
    rates.aaBond ?? (rates.treasury10Year === null ? null : rates.treasury10Year + AA_SPREAD_OVER_TREASURY_PERCENT);
  const aaBondSource: AaRateSource | null =
    rates.aaBond !== null ? "aa-series" : aaBondRate !== null ? "treasury-plus-spread" : null;
  let graham: number | null = null;
  let grahamReason: string | null = null;
  if (f.eps === null && f.sharesOutstanding === null) {
    grahamReason = NO_PER_SHARE_MESSAGE;
  } else if (f.eps === null || f.eps <= 0) {
    grahamReason = "The Graham formula needs positive earnings per share.";
  } else if (shortTermGrowth === null) {
    grahamReason = NO_GROWTH_MESSAGE;
  } else if (aaBondRate === null) {
    grahamReason =
      "The Graham formula needs an AA corporate bond rate, and there is neither one nor a Treasury rate on this date.";
  } else {
    const g = extrapolateGrowthPercent({
      shortTermGrowthPercent: shortTermGrowth,
      shortTermYears: GRAHAM_SHORT_TERM_YEARS,
      longTermGrowthPercent: TERMINAL_GROWTH_PERCENT,
    });
    const result = g === null ? null : grahamValue(f.eps, g, aaBondRate);
    if (result && result.value !== null) graham = result.value;
    else grahamReason = result ? result.message : "The growth rate cannot be extrapolated over ten years.";
  }

  return {
    fairValue: dcfValue,
    discountRate,
    shortTermGrowth,
    growthSource: growth?.source ?? null,
    growthYears: growth?.years ?? null,
    terminalGrowth: TERMINAL_GROWTH_PERCENT,
    bondRate: rates.treasury10Year,
    aaBondRate,
    aaBondSource,
    grahamValue: graham,
    fairValueReason,
    grahamReason,
  };
}
