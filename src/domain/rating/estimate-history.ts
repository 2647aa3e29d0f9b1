import type { EstimateRow } from "../research/company-data";
import { lastIndexAtOrBefore } from "./sorted-days";

// What the estimates said of one company by a date: those of the latest as-of date, their
// forecast growth, and how they moved since an earlier date. Estimates are sorted by as-of
// date, and an as-of date's rows (one per forecast year) stand together.

/** The change of the estimates between `before` and `day`, averaged over the forecast years both have. */
export function estimateChange(
  estimates: readonly EstimateRow[],
  estimateDays: Int32Array,
  day: number,
  before: number,
  key: "eps" | "revenue",
): number | null {
  const now = lastIndexAtOrBefore(estimateDays, day);
  const then = lastIndexAtOrBefore(estimateDays, before);
  if (now < 0 || then < 0 || estimateDays[now] === estimateDays[then]) return now >= 0 && then >= 0 ? 0 : null;
  const rowsAt = (i: number) => {
    const asOf = estimates[i]!.asOf;
    const out = new Map<number, number>();
    for (let k = i; k >= 0 && estimates[k]!.asOf === asOf; k--) {
      const v = estimates[k]![key];
      if (v !== null) out.set(estimates[k]!.forecastYear, v);
    }
    return out;
  };
  const a = rowsAt(now);
  const b = rowsAt(then);
  let total = 0;
  let count = 0;
  for (const [year, v] of a) {
    const w = b.get(year);
    if (w !== undefined && w !== 0) {
      total += (v - w) / Math.abs(w);
      count++;
    }
  }
  return count > 0 ? total / count : null;
}

/** The rows of the latest as-of date on or before `day`, by forecast year. */
export function latestEstimates(
  estimates: readonly EstimateRow[],
  estimateDays: Int32Array,
  day: number,
): EstimateRow[] {
  const i = lastIndexAtOrBefore(estimateDays, day);
  if (i < 0) return [];
  const asOf = estimates[i]!.asOf;
  const rows: EstimateRow[] = [];
  for (let k = i; k >= 0 && estimates[k]!.asOf === asOf; k--) rows.push(estimates[k]!);
  return rows.sort((x, y) => x.forecastYear - y.forecastYear);
}

/** Compound growth between the first and last estimated years (or null). */
export function forecastGrowth(rows: readonly EstimateRow[], key: "eps" | "revenue"): number | null {
  const usable = rows.filter((r) => r[key] !== null);
  if (usable.length < 2) return null;
  const a = usable[0]!;
  const b = usable[usable.length - 1]!;
  const va = a[key]!;
  const vb = b[key]!;
  return va > 0 && vb > 0 && b.forecastYear > a.forecastYear
    ? (vb / va) ** (1 / (b.forecastYear - a.forecastYear)) - 1
    : null;
}
