import { GRADE_INFO, GRADES, type Grade } from "../../../domain/rating/grades";
import { formatDate, formatMoney, formatMonth, formatPercent, formatPercentChange } from "../../lib/format";

// Words and numbers of the Zen Rating pages. Recommendations come from the grade table of the
// domain, so grade B reads 'Buy' everywhere (the original statistics table's 'Sell' is a slip).

/** "Strong Buy", "Buy", "Hold", "Sell", "Strong Sell". */
export function recommendationOf(grade: Grade): string {
  return GRADE_INFO[grade].recommendation;
}

/** A score on the 0 to 10 scale with one decimal: 7.84 → "7.8". */
export function formatRatingScore(score: number): string {
  const text = (Math.round(Math.min(10, Math.max(0, score)) * 10) / 10).toFixed(1);
  return text === "-0.0" ? "0.0" : text;
}

/** "21 factors", "1 factor". */
export function formatFactors(count: number): string {
  return `${count} ${count === 1 ? "factor" : "factors"}`;
}

/** An annualised return or a drawdown as a signed percentage with one decimal: "+32.5%", "−8.0%". */
export function formatReturn(fraction: number): string {
  return formatPercentChange(fraction, 1);
}

/** A share of months (hit rate) or a weight: "61.2%". */
export function formatShare(fraction: number, digits = 1): string {
  return formatPercent(fraction, digits);
}

/** Growth of $1: "$12.34", "$1,234.56". */
export function formatGrowth(value: number): string {
  return formatMoney(value);
}

/**
 * The grade a value of the 0-10 chart scale stands for (A=9, B=7, C=5, D=3, F=1), or null for
 * a value between two grades.
 */
export function gradeAtChartValue(value: number): Grade | null {
  return GRADES.find((g) => Math.abs(GRADE_INFO[g].chartValue - value) < 1e-6) ?? null;
}

/** The label of a value of the history chart's scale: "A (9)" on a grade, the number between. */
export function chartScaleLabel(value: number): string {
  const grade = gradeAtChartValue(value);
  const number = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return grade ? `${grade} (${number})` : number;
}

/** "Jan 2003 to Jun 2025, 270 months". */
export function formatPeriod(period: { from: string; to: string; months: number }): string {
  return `${formatMonth(period.from)} to ${formatMonth(period.to)}, ${period.months} ${period.months === 1 ? "month" : "months"}`;
}

export { formatDate, formatMonth };
