import type { ScreenerColumnView } from "../../../domain/screener/contract";
import { compactNumber } from "../../../domain/screener/describe";

// How a screener cell reads, by column type. Money above a million is shortened ($1.2B).

function fixed(n: number, digits: number): string {
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatCell(column: ScreenerColumnView, value: number | string | boolean | null | undefined): string {
  if (value === null || value === undefined) return "–";
  if (typeof value === "string") return value;
  if (typeof value === "boolean")
    return column.labels ? (value ? column.labels.true : column.labels.false) : value ? "Yes" : "No";
  switch (column.type) {
    case "currency":
      return Math.abs(value) >= 1e6
        ? `${value < 0 ? "-" : ""}$${compactNumber(Math.abs(value))}`
        : `${value < 0 ? "-" : ""}$${fixed(Math.abs(value), 2)}`;
    case "percentage":
      return `${fixed(value, 2)}%`;
    case "integer":
      return Math.abs(value) >= 1e6 ? compactNumber(value) : fixed(value, 0);
    case "gauge":
      return fixed(value, 0);
    case "ratio":
    case "number":
      return fixed(value, 2);
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
