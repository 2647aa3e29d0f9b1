// Calendar arithmetic on day numbers (days since 1970-01-01, UTC).

export const dayOf = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
export const isoOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

// Ratings fall on a few thousand distinct days: each day's answer is kept.
const memo = new Map<number, number>();

/** The same day of the month `months` later; the month's last day when it has no such day (Jan 31 + 1 = Feb 28). */
export function addMonths(day: number, months: number): number {
  const key = day * 64 + months + 32;
  let found = memo.get(key);
  if (found === undefined) {
    found = computeAddMonths(day, months);
    if (memo.size < 1_000_000) memo.set(key, found);
  }
  return found;
}

function computeAddMonths(day: number, months: number): number {
  const d = new Date(day * 86_400_000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / 86_400_000;
}
