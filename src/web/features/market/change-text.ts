import { formatPercentChange } from "../../lib/format";

/** A change held in percent (1.5 means +1.5%) as signed text with two decimals. */
export function changeText(percent: number | null, digits = 2): string {
  return percent === null ? "—" : formatPercentChange(percent / 100, digits);
}

/** Text colour of a change on the page's own background. */
export function changeClass(percent: number | null): string {
  if (percent === null || percent === 0) return "text-slate-600";
  return percent > 0 ? "text-emerald-800" : "text-red-700 dark:text-red-300";
}
