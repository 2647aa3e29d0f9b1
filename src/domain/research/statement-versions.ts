import type { StatementRow } from "./company-data";

// A period reported again later with other figures (a restatement) is a second row of that
// period with a later filing date. What was known on a date is, for each period, its latest
// version filed by then; the statements are then read in period order, quarters before the
// year they close on the same day (as the database readers order them).

type Versioned = Pick<StatementRow, "period" | "periodEnd" | "filedOn">;

/** The latest-filed version of each period among `rows`, in period order. */
export function latestVersions<T extends Versioned>(rows: readonly T[]): T[] {
  const latest = new Map<string, T>();
  let versioned = false;
  for (const row of rows) {
    const key = `${row.period} ${row.periodEnd}`;
    const seen = latest.get(key);
    if (seen) versioned = true;
    if (!seen || row.filedOn >= seen.filedOn) latest.set(key, row);
  }
  if (!versioned && isInPeriodOrder(rows)) return [...rows];
  return [...latest.values()].sort(byPeriod);
}

function byPeriod(a: Versioned, b: Versioned): number {
  if (a.periodEnd !== b.periodEnd) return a.periodEnd < b.periodEnd ? -1 : 1;
  return a.period === b.period ? 0 : a.period === "Q" ? -1 : 1;
}

function isInPeriodOrder(rows: readonly Versioned[]): boolean {
  for (let i = 1; i < rows.length; i++) if (byPeriod(rows[i - 1]!, rows[i]!) > 0) return false;
  return true;
}
