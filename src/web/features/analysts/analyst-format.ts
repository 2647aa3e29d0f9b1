import { formatPercent, formatPercentChange } from "../../lib/format";

// How the analyst pages print their figures; a missing figure is a dash with words for screen readers.

export const NOT_YET = "—";

export function rate(value: number | null): string {
  return value === null ? NOT_YET : formatPercent(value);
}

export function change(value: number | null): string {
  return value === null ? NOT_YET : formatPercentChange(value);
}

export function ordinalRank(rank: { rank: number; of: number } | null): string {
  return rank === null ? "Not ranked" : `#${rank.rank.toLocaleString("en-US")} of ${rank.of.toLocaleString("en-US")}`;
}
