import { isTextColumn, type ScreenerColumn } from "../../domain/screener/columns";
import { GRADE_OF_VALUE, textLabels } from "../../domain/screener/filter-fields";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { dateOfEpochDay } from "../../domain/screener/values";

// One screener cell as a value: the column's unit, a date, a grade letter, a label or text.
// The CSV export writes these; the API's row writer (row-writer.ts) writes the same as JSON.
// Both follow from the column's type alone (and a text column's labels from its select filter).

/** A text cell as shown: its label where the column's select filter has one, else the text. */
export function textCell(field: string, text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  return textLabels(field)?.get(text) ?? text;
}

export function cellValue(
  snapshot: ScreenerSnapshot,
  column: Pick<ScreenerColumn, "key" | "type">,
  row: number,
): number | string | boolean | null {
  if (isTextColumn(column)) return textCell(column.key, snapshot.textOf(column.key)[row]);
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
