import { SCORED_CATEGORIES, type CheckResult, type ScoredCategory } from "./types";

// The due-diligence score (spec section 9): each check counts 1 when passed and 0 otherwise;
// a dimension's score is the percentage of its checks passed; the overall score is the average
// of the dimension scores: five dimensions and 38 checks, or four and 33 when the company paid
// no dividend in the last ten years.

export const DIMENSION_SIZES: Record<ScoredCategory, number> = {
  valuation: 7,
  financials: 7,
  forecast: 9,
  performance: 10,
  dividend: 5,
};

export type ScoreBand = "weak" | "average" | "strong";
export type GaugeColour = "green" | "yellow" | "red";

export interface Scores {
  overall: number;
  dimensions: Partial<Record<ScoredCategory, number>>;
  /** How many checks the overall score covers: 38, or 33 without dividends. */
  checks: number;
  passed: number;
}

export function score(results: readonly CheckResult[], paidDividendInLast10Years: boolean): Scores {
  const dimensions: Partial<Record<ScoredCategory, number>> = {};
  let checks = 0;
  let passed = 0;
  for (const category of SCORED_CATEGORIES) {
    if (category === "dividend" && !paidDividendInLast10Years) continue;
    const inCategory = results.filter((r) => r.category === category);
    const passes = inCategory.filter((r) => r.passed === true).length;
    const size = DIMENSION_SIZES[category];
    dimensions[category] = (passes / size) * 100;
    checks += size;
    passed += passes;
  }
  const values = Object.values(dimensions);
  return { overall: values.reduce((a, b) => a + b, 0) / values.length, dimensions, checks, passed };
}

/**
 * How many of a dimension's checks had the data to run (passed or failed, not unavailable).
 * Only whether a check could be judged, never its verdict: a locked session already sees one
 * locked row per such check. Capped at the dimension's size.
 */
export function checksWithData(results: readonly CheckResult[], category: ScoredCategory): number {
  const judged = results.filter((r) => r.category === category && (r.status === "passed" || r.status === "failed"));
  return Math.min(judged.length, DIMENSION_SIZES[category]);
}

/** Spec 4: at or below 25 weak, above 25 up to 40 average, above 40 strong. */
export function band(value: number): ScoreBand {
  if (value <= 25) return "weak";
  if (value <= 40) return "average";
  return "strong";
}

/** Spec 9: green at 66% or more, yellow from 33% to under 66%, red below 33%. */
export function gaugeColour(percent: number): GaugeColour {
  if (percent >= 66) return "green";
  if (percent >= 33) return "yellow";
  return "red";
}
