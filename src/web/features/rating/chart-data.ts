import { GRADES, type Grade } from "../../../domain/rating/grades";
import type { CompanyRating, ZenRatingsExplainer } from "../../../domain/contracts/rating";
import { formatDate, formatGrowth, recommendationOf } from "./rating-format";

// What the two rating charts draw, prepared without the chart library so it can be tested: the
// library wants strictly ascending times and finite values, one point per time.

export interface ChartPoint {
  time: string;
  value: number;
}

/** Sorted by date, one point per date (the later entry wins), finite values only. */
export function ascendingPoints(points: readonly ChartPoint[]): ChartPoint[] {
  const byTime = new Map<string, number>();
  for (const p of points) if (Number.isFinite(p.value)) byTime.set(p.time, p.value);
  return [...byTime.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([time, value]) => ({ time, value }));
}

export function historyPoints(history: CompanyRating["history"]): ChartPoint[] {
  return ascendingPoints(history.map((h) => ({ time: h.date, value: h.value })));
}

/** In words, what the history chart shows: the span, the latest grade and how often each grade held. */
export function historySummary(history: CompanyRating["history"], companyName: string): string {
  const sorted = [...history].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return `No rating history for ${companyName}.`;
  const counts = new Map<Grade, number>();
  for (const h of sorted) counts.set(h.grade, (counts.get(h.grade) ?? 0) + 1);
  const spread = GRADES.filter((g) => counts.has(g))
    .map((g) => `${g} ${counts.get(g)} ${counts.get(g) === 1 ? "time" : "times"}`)
    .join(", ");
  return `Zen Rating of ${companyName} from ${formatDate(first.date)} to ${formatDate(last.date)}: ${last.grade} (${recommendationOf(last.grade)}) on the latest date. Rated ${spread}.`;
}

export type CurveKey = Grade | "market";
export const CURVE_KEYS: readonly CurveKey[] = [...GRADES, "market"];

export interface GrowthLine {
  key: CurveKey;
  points: ChartPoint[];
  /** The last value of the line (growth of $1 over the whole period), null when empty. */
  final: number | null;
}

/** The six lines of the growth chart: one per grade and the market's, dates paired with values. */
export function growthLines(curves: ZenRatingsExplainer["curves"]): GrowthLine[] {
  return CURVE_KEYS.map((key) => {
    const values = curves[key];
    const points = ascendingPoints(
      curves.dates.flatMap((time, i) => (values[i] === undefined ? [] : [{ time, value: values[i] }])),
    );
    return { key, points, final: points[points.length - 1]?.value ?? null };
  });
}

export function curveName(key: CurveKey): string {
  return key === "market" ? "Market" : `${key} (${recommendationOf(key)})`;
}

/** The growth chart in one sentence: what $1 became in each portfolio. */
export function growthSummary(lines: readonly GrowthLine[], from: string | undefined, to: string | undefined): string {
  const ends = lines.filter((l) => l.final !== null).map((l) => `${curveName(l.key)} ${formatGrowth(l.final!)}`);
  if (ends.length === 0 || !from || !to) return "No growth curves have been computed.";
  return `Growth of $1 invested on ${formatDate(from)} to ${formatDate(to)}, rebalanced monthly: ${ends.join(", ")}.`;
}
