import type { ScreenerColumn } from "../../domain/screener/columns";
import { GRADE_OF_VALUE } from "../../domain/screener/filter-fields";
import { CONSENSUS_OPTIONS } from "../../domain/screener/filters";
import { TEXT_FIELDS, type ScreenerSnapshot, type TextField } from "../../domain/screener/snapshot";
import { dateOfEpochDay } from "../../domain/screener/values";

// One screener cell as a value: the column's unit, a date, a grade letter, a label or text.
// The CSV export writes these; the API's row writer (row-writer.ts) writes the same as JSON.

const CONSENSUS_LABEL = new Map(CONSENSUS_OPTIONS.map((o) => [o.value, o.label]));
// The text columns are the snapshot's text fields.
const TEXT_COLUMNS = new Set<string>(TEXT_FIELDS);

export function isTextColumn(key: string): boolean {
  return TEXT_COLUMNS.has(key);
}

/** An analyst consensus code (strong_buy ...) as its label (Strong Buy ...). */
export function consensusLabel(code: string): string {
  return CONSENSUS_LABEL.get(code) ?? code;
}

export function cellValue(
  snapshot: ScreenerSnapshot,
  column: Pick<ScreenerColumn, "key" | "type">,
  row: number,
): number | string | boolean | null {
  if (isTextColumn(column.key)) {
    const text = snapshot.text[column.key as TextField][row] ?? null;
    return column.key === "cons" || column.key === "tac" ? (text === null ? null : consensusLabel(text)) : text;
  }
  const v = snapshot.value(column.key, row);
  if (v === null) return null;
  switch (column.type) {
    case "date":
      return dateOfEpochDay(v);
    case "zen-rating-grade":
      return GRADE_OF_VALUE[v] ?? null;
    case "boolean":
      return v === 1;
    default:
      return v;
  }
}
