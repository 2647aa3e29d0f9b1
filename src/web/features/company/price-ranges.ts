import { sma } from "../../../domain/indicators/sma";
import type { PriceRange } from "./price-choices";

// The price chart's ranges and moving-average overlays. Averages are computed on the whole
// series first and only then cut to the range, so that a 200-day average already has a value on
// the first day of a one-month range instead of starting 200 days into it.

const MONTHS_BACK: Partial<Record<PriceRange, number>> = { "1M": 1, "3M": 3, "6M": 6, "1Y": 12, "5Y": 60 };

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The first calendar day a range shows, counted back from the last trading day: 1M from
 * 2025-06-30 starts on 2025-05-30; a day that the earlier month lacks (March 31 minus one
 * month) falls back to that month's last day. YTD starts on January 1; Max has no start.
 */
export function rangeStart(lastDate: string, range: PriceRange): string | null {
  if (range === "Max") return null;
  const [y, m, d] = lastDate.split("-").map(Number) as [number, number, number];
  if (range === "YTD") return `${y}-01-01`;
  const months = MONTHS_BACK[range] ?? 0;
  const monthIndex = m - 1 - months;
  const lastDayOfTarget = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, monthIndex, Math.min(d, lastDayOfTarget))));
}

/** Index of the first date on or after `start` (dates sorted ascending); dates.length if none. */
export function firstIndexFrom(dates: readonly string[], start: string | null): number {
  if (start === null) return 0;
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] as string) < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface ChartPoint {
  time: string;
  value: number;
}

export interface ChartLines {
  price: ChartPoint[];
  averages: { period: number; points: ChartPoint[] }[];
}

/** The adjusted closes and the chosen averages from the range's first day on. */
export function chartLines(
  dates: readonly string[],
  adjClose: readonly number[],
  range: PriceRange,
  periods: readonly number[],
): ChartLines {
  const last = dates[dates.length - 1];
  const from = last === undefined ? 0 : firstIndexFrom(dates, rangeStart(last, range));
  const price: ChartPoint[] = [];
  for (let i = from; i < dates.length; i++) price.push({ time: dates[i] as string, value: adjClose[i] as number });
  const averages = periods.map((period) => {
    const series = sma(adjClose, period);
    const points: ChartPoint[] = [];
    for (let i = from; i < dates.length; i++) {
      const value = series[i];
      if (value !== null && value !== undefined) points.push({ time: dates[i] as string, value });
    }
    return { period, points };
  });
  return { price, averages };
}
