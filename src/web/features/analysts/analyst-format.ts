import { formatPercent, formatPercentChange } from "../../lib/format";
import { localeText } from "../../../domain/number-text";

// How the analyst pages print their figures; a missing figure is a dash with words for screen readers.

export const NOT_YET = "—";

export function rate(value: number | null): string {
  return value === null ? NOT_YET : formatPercent(value);
}

export function change(value: number | null): string {
  return value === null ? NOT_YET : formatPercentChange(value);
}

export function ordinalRank(rank: { rank: number; of: number } | null): string {
  return rank === null ? "Not ranked" : `#${localeText(rank.rank)} of ${localeText(rank.of)}`;
}
