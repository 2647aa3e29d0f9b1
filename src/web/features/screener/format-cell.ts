import { compactText, fixedText } from "../../../domain/number-text";
import type { ScreenerColumnView } from "../../../domain/screener/contract";

// How a screener cell reads, by column type. Figures are compact so that a tab's columns fit a
// 1,440 px screen (decision 037): money from $100,000 and counts from ten thousand in three
// significant figures ($2.13B, -$729K, 850K, 111M; a price below $100,000 keeps its cents),
// percentages of a thousand or more in whole percents (1,449%). The exact figures are on the
// company page and in the CSV.

// Not Intl: a number's locale string with options built a formatter at every call (about 20
// microseconds in V8), a few hundred times per table, and the browser's first Intl formatter
// loads ICU's data while the page hydrates. domain/number-text.ts prints the same text.

export function formatCell(column: ScreenerColumnView, value: number | string | boolean | null | undefined): string {
  if (value === null || value === undefined) return "–";
  if (typeof value === "string") return value;
  if (typeof value === "boolean")
    return column.labels ? (value ? column.labels.true : column.labels.false) : value ? "Yes" : "No";
  switch (column.type) {
    case "currency":
      return `${value < 0 ? "-" : ""}$${Math.abs(value) >= 1e5 ? compactText(Math.abs(value)) : fixedText(Math.abs(value), 2)}`;
    case "percentage":
      return `${fixedText(value, Math.abs(value) >= 1000 ? 0 : 2)}%`;
    case "integer":
      return Math.abs(value) >= 1e4 ? compactText(value) : fixedText(value, 0);
    case "gauge":
      return fixedText(value, 0);
    case "ratio":
    case "number":
      return fixedText(value, 2);
    default:
      return String(value);
  }
}

/** Numbers read right-aligned; text left. */
export function isNumericColumn(column: ScreenerColumnView): boolean {
  return (
    column.type !== "string" &&
    column.type !== "boolean" &&
    column.type !== "zen-rating-grade" &&
    column.type !== "date"
  );
}
