// Grades of the Zen Rating and of its component ratings (spec section 3): ranked across the
// universe on each date, the top 5% are A, the next 15% B, the middle 60% C, the next 15% D and
// the bottom 5% F. The statistics table of the original product labels B 'Sell' by a slip; its
// mapping says Buy, and Buy is shown everywhere.

export const GRADES = ["A", "B", "C", "D", "F"] as const;
export type Grade = (typeof GRADES)[number];

export interface GradeInfo {
  grade: Grade;
  recommendation: string;
  band: string;
  /** Fraction of the universe at or above the bottom of this grade (A: 0.05, B: 0.20...). */
  cumulativeTop: number;
  /** Zen Rating chart scale (spec 9). */
  chartValue: number;
}

export const GRADE_INFO: Record<Grade, GradeInfo> = {
  A: { grade: "A", recommendation: "Strong Buy", band: "Top 5%", cumulativeTop: 0.05, chartValue: 9 },
  B: { grade: "B", recommendation: "Buy", band: "Next 15%", cumulativeTop: 0.2, chartValue: 7 },
  C: { grade: "C", recommendation: "Hold", band: "Mid 60%", cumulativeTop: 0.8, chartValue: 5 },
  D: { grade: "D", recommendation: "Sell", band: "Next 15%", cumulativeTop: 0.95, chartValue: 3 },
  F: { grade: "F", recommendation: "Strong Sell", band: "Bottom 5%", cumulativeTop: 1, chartValue: 1 },
};

/**
 * The grade of the company at `position` (0 = the best) among `count` ranked companies: the
 * share of the universe above it decides, so the top 5% of positions are A.
 */
export function gradeOfPosition(position: number, count: number): Grade {
  const fromTop = position / count;
  if (fromTop < GRADE_INFO.A.cumulativeTop) return "A";
  if (fromTop < GRADE_INFO.B.cumulativeTop) return "B";
  if (fromTop < GRADE_INFO.C.cumulativeTop) return "C";
  if (fromTop < GRADE_INFO.D.cumulativeTop) return "D";
  return "F";
}

/** The chart's 0-10 value of a grade: A=9, B=7, C=5, D=3, F=1. */
export function chartValue(grade: Grade): number {
  return GRADE_INFO[grade].chartValue;
}

/** The grade whose chart value is nearest (for averages such as an industry's mean rating). */
export function gradeOfChartValue(value: number): Grade {
  let best: Grade = "C";
  for (const g of GRADES)
    if (Math.abs(GRADE_INFO[g].chartValue - value) < Math.abs(GRADE_INFO[best].chartValue - value)) best = g;
  return best;
}
