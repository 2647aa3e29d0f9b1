import type { WatchlistFrequency } from "../../../db/schema";

// Which period a digest belongs to: one digest per watchlist (or screen) and period, however
// often the job runs. Periods follow the calendar in UTC: the day, the ISO week (by its
// Monday), the month.

const DAY_MS = 86_400_000;

export function digestPeriod(frequency: WatchlistFrequency, now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (frequency === "daily") return `daily:${day.toISOString().slice(0, 10)}`;
  if (frequency === "monthly") return `monthly:${day.toISOString().slice(0, 7)}`;
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return `weekly:${monday.toISOString().slice(0, 10)}`;
}

/** How far back a first digest looks, in days. */
export const FIRST_DIGEST_DAYS: Record<WatchlistFrequency, number> = { daily: 1, weekly: 7, monthly: 31 };

/** The screener's price change column that matches the period. */
export const CHANGE_FIELD: Record<WatchlistFrequency, "chg1d" | "chg1w" | "chg1m"> = {
  daily: "chg1d",
  weekly: "chg1w",
  monthly: "chg1m",
};
