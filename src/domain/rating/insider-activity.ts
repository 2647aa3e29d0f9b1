import type { InsiderRow } from "../research/company-data";
import { lastIndexAtOrBefore } from "./sorted-days";

// Insider trades of one company before a date: net shares bought over six and twelve months
// (in the shares of the date asked about) and the breadth, buyers less sellers, over twelve.

const YEAR_DAYS = 365;
const HALF_YEAR_DAYS = 182;

export interface InsiderActivity {
  net6: number;
  net12: number;
  breadth12: number;
}

export function insiderActivity(
  insiders: readonly InsiderRow[],
  insiderDays: Int32Array,
  day: number,
  splitsAfter: (day: number) => number,
): InsiderActivity {
  let net6 = 0;
  let net12 = 0;
  let breadth12 = 0;
  for (let k = lastIndexAtOrBefore(insiderDays, day); k >= 0 && insiderDays[k]! > day - YEAR_DAYS; k--) {
    const t = insiders[k]!;
    const shares = t.shares * splitsAfter(insiderDays[k]!);
    net12 += shares;
    if (insiderDays[k]! > day - HALF_YEAR_DAYS) net6 += shares;
    breadth12 += Math.sign(t.shares);
  }
  return { net6, net12, breadth12 };
}
