import { isTextColumn, SCREENER_COLUMNS } from "./columns";
import { filterByKey, SCREENER_FILTERS, type SelectOption } from "./filters";

// What the snapshot holds, worked out from the catalogue: a column or a filter is declared once
// (columns.ts, filters.ts) and its value once (values.ts); the snapshot's arrays, the select
// filters' fields, the cells' labels and the row writers follow from these lists. A text column
// (type string) is held as text; every other column and filter as numbers.

/** Zen Rating grades as stored: A highest, so a descending sort puts A first. */
export const GRADE_VALUE: Record<string, number> = { A: 5, B: 4, C: 3, D: 2, F: 1 };
export const GRADE_OF_VALUE: Record<number, string> = { 5: "A", 4: "B", 3: "C", 2: "D", 1: "F" };

/** The snapshot's company id field: the company filter reads it. */
export const ID_FIELD = "id";

// A filter reads the field of its own key, except these (their keys are the query string's).
const FILTER_FIELD: Record<string, string> = { cid: ID_FIELD, ex: "exchange" };

/** The snapshot field a filter reads. */
export function fieldOfFilter(key: string): string {
  return FILTER_FIELD[key] ?? key;
}

/** Every text field of the snapshot: the text columns. */
export const TEXT_FIELDS: readonly string[] = SCREENER_COLUMNS.filter(isTextColumn).map((c) => c.key);
const TEXT = new Set(TEXT_FIELDS);

export function isTextField(field: string): boolean {
  return TEXT.has(field);
}

/** Every numeric field the snapshot holds: the other columns and every field a filter reads. */
export const NUMERIC_FIELDS: readonly string[] = [
  ...new Set([
    ...SCREENER_COLUMNS.filter((c) => !isTextColumn(c)).map((c) => c.key),
    ...SCREENER_FILTERS.map((f) => fieldOfFilter(f.key)).filter((f) => !TEXT.has(f) && f !== ID_FIELD),
  ]),
];

export const SNAPSHOT_FIELDS = { text: TEXT_FIELDS, numbers: NUMERIC_FIELDS } as const;

export type SelectField =
  { kind: "text"; field: string } | { kind: "number"; field: string; toNumber: (value: string) => number };

const asNumber = (v: string) => Number(v);
const asGrade = (v: string) => GRADE_VALUE[v] ?? Number.NaN;

/** How a select filter's options meet the snapshot: text codes, or numbers (grades as their number). */
export function selectField(key: string): SelectField {
  const field = fieldOfFilter(key);
  if (TEXT.has(field)) return { kind: "text", field };
  const filter = filterByKey(key);
  const grade = filter?.type === "select" && filter.params.unit === "grade";
  return { kind: "number", field, toNumber: grade ? asGrade : asNumber };
}

// A text column stores codes where a select filter reading it has labels for them (the
// consensus's strong_buy is shown as Strong Buy): the cells show the option's label.
const LABELS = new Map<string, ReadonlyMap<string, string>>();
for (const filter of SCREENER_FILTERS) {
  const field = fieldOfFilter(filter.key);
  if (filter.type !== "select" || !TEXT.has(field)) continue;
  const labels = filter.params.options.filter((o: SelectOption) => o.label !== o.value);
  if (labels.length > 0 && !LABELS.has(field)) LABELS.set(field, new Map(labels.map((o) => [o.value, o.label])));
}

/** A text field's labels by stored code, when a select filter gives it any. */
export function textLabels(field: string): ReadonlyMap<string, string> | undefined {
  return LABELS.get(field);
}
