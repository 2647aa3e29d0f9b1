import { SCREENER_COLUMNS } from "./columns";
import { COMPANY_FILTER_KEY, filterByKey, SCREENER_FILTERS } from "./filters";
import type { TextField } from "./snapshot";

// Which snapshot field each filter reads, and how a select option becomes a stored value. Range
// and boolean filters read the field of their own key; selects name theirs here.

/** Zen Rating grades as stored: A highest, so a descending sort puts A first. */
export const GRADE_VALUE: Record<string, number> = { A: 5, B: 4, C: 3, D: 2, F: 1 };
export const GRADE_OF_VALUE: Record<number, string> = { 5: "A", 4: "B", 3: "C", 2: "D", 1: "F" };

export type SelectField =
  { kind: "text"; field: TextField } | { kind: "number"; field: string; toNumber: (value: string) => number };

const asNumber = (v: string) => Number(v);
const asGrade = (v: string) => GRADE_VALUE[v] ?? Number.NaN;

export function selectField(key: string): SelectField {
  if (key === COMPANY_FILTER_KEY) return { kind: "number", field: "id", toNumber: asNumber };
  if (key === "sid" || key === "iid") return { kind: "number", field: key, toNumber: asNumber };
  if (key === "ex") return { kind: "text", field: "exchange" };
  if (key === "cons" || key === "tac") return { kind: "text", field: key };
  const filter = filterByKey(key);
  if (filter?.type === "select" && filter.params.unit === "grade")
    return { kind: "number", field: key, toNumber: asGrade };
  throw new Error(`no snapshot field for the select filter '${key}'`);
}

/** Every numeric field the snapshot holds: non-text columns plus range and boolean filters. */
export const NUMERIC_FIELDS: readonly string[] = [
  ...new Set([
    ...SCREENER_COLUMNS.filter((c) => c.type !== "string").map((c) => c.key),
    ...SCREENER_FILTERS.filter((f) => f.type !== "select").map((f) => f.key),
  ]),
];
