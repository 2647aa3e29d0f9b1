import type { Time } from "lightweight-charts";
import { dayText, monthText } from "../../domain/number-text";

// The charts' dates on the time axis and under the crosshair, written without Intl (the
// library's own labels call toLocaleString, and a browser's first Intl call loads ICU's data:
// ~20 ms of main thread as a company page starts; decision 041). Year ticks read "2024", month
// ticks "Jan", day ticks "15"; the crosshair "Jan 15, 2024".

/** The library hands times back as it likes them (string, business day or timestamp). */
export function isoOfTime(time: Time): string {
  if (typeof time === "string") return time;
  if (typeof time === "number") return new Date(time * 1000).toISOString().slice(0, 10);
  return `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}

function dateOf(time: Time): Date {
  return new Date(`${isoOfTime(time)}T00:00:00Z`);
}

// TickMarkType's values (Year, Month, DayOfMonth, Time, TimeWithSeconds): an enum of the
// library, whose code this module must not import.
const YEAR = 0;
const MONTH = 1;

export const chartTime = {
  localization: { timeFormatter: (time: Time) => dayText(dateOf(time)) },
  tickMarkFormatter(time: Time, type: number): string {
    const date = dateOf(time);
    if (type === YEAR) return String(date.getUTCFullYear());
    if (type === MONTH) return monthText(date).slice(0, 3);
    return String(date.getUTCDate());
  },
};
