import { columnByKey, DEFAULT_SORT } from "./columns";
import { selectField } from "./filter-fields";
import type { ActiveFilter } from "./screen";
import type { ScreenerSnapshot } from "./snapshot";

// Screening over the columnar snapshot: filter, count, sort by any column in either direction,
// and cut a page. Pure: the snapshot in, row indices out; locking happens around it.

export interface ScreenPage {
  total: number;
  /** Row indices of the page, in order. */
  rows: Int32Array;
}

type Predicate = (row: number) => boolean;

function predicate(snapshot: ScreenerSnapshot, filter: ActiveFilter): Predicate {
  const v = filter.value;
  switch (v.type) {
    case "range": {
      const values = snapshot.numbersOf(filter.key);
      const low = v.low ?? -Infinity;
      const high = v.high ?? Infinity;
      // NaN (null) fails both comparisons, so companies without the figure drop out.
      return (row) => {
        const x = values[row]!;
        return x >= low && x <= high;
      };
    }
    case "boolean": {
      const values = snapshot.numbersOf(filter.key);
      const wanted = v.value ? 1 : 0;
      return (row) => values[row] === wanted;
    }
    case "select": {
      const field = selectField(filter.key);
      if (field.kind === "text") {
        const text = snapshot.text[field.field];
        const set = new Set(v.values);
        return (row) => {
          const t = text[row];
          return t !== null && t !== undefined && set.has(t);
        };
      }
      const values = snapshot.numbersOf(field.field);
      const set = new Set(v.values.map(field.toNumber));
      return (row) => set.has(values[row]!);
    }
  }
}

/** Rows passing every filter, ascending (the default order). */
export function matchingRows(snapshot: ScreenerSnapshot, filters: readonly ActiveFilter[]): Int32Array {
  const n = snapshot.size;
  if (filters.length === 0) {
    const all = new Int32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return all;
  }
  const tests = filters.map((f) => predicate(snapshot, f));
  // The first filter scans every row; the next ones only what is left.
  let rows = new Int32Array(n);
  let count = 0;
  const first = tests[0]!;
  for (let i = 0; i < n; i++) if (first(i)) rows[count++] = i;
  for (let t = 1; t < tests.length && count > 0; t++) {
    const test = tests[t]!;
    let kept = 0;
    for (let j = 0; j < count; j++) {
      const row = rows[j]!;
      if (test(row)) rows[kept++] = row;
    }
    count = kept;
  }
  rows = rows.slice(0, count);
  return rows;
}

export function countScreen(snapshot: ScreenerSnapshot, filters: readonly ActiveFilter[]): number {
  return matchingRows(snapshot, filters).length;
}

export interface ScreenQuery {
  filters: readonly ActiveFilter[];
  sort: { column: string; direction: "asc" | "desc" } | null;
  page: number;
  pageSize: number;
}

/** The sort field of a column: text columns sort by their text, the rest by their number. */
function sortField(column: string): string {
  const c = columnByKey(column);
  if (!c) throw new Error(`unknown sort column '${column}'`);
  return column;
}

export function runScreen(snapshot: ScreenerSnapshot, query: ScreenQuery): ScreenPage {
  const matches = matchingRows(snapshot, query.filters);
  const total = matches.length;
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { total, rows: new Int32Array(0) };
  const end = Math.min(total, offset + query.pageSize);
  const sort = query.sort ?? DEFAULT_SORT;
  // Rows are stored by market cap, largest first, with ties by id: the default order is free.
  if (sort.column === DEFAULT_SORT.column && sort.direction === DEFAULT_SORT.direction) return { total, rows: matches.slice(offset, end) };

  const { order, rank } = snapshot.sortOrder(sortField(sort.column), sort.direction);
  const n = snapshot.size;
  // Few matches: sort them by rank. Many: walk the column's order and keep the matches.
  if (total * Math.log2(total + 1) < n) {
    const sorted = matches.slice().sort((a, b) => rank[a]! - rank[b]!);
    return { total, rows: sorted.slice(offset, end) };
  }
  const isMatch = new Uint8Array(n);
  for (let j = 0; j < total; j++) isMatch[matches[j]!] = 1;
  const rows = new Int32Array(end - offset);
  let seen = 0;
  let out = 0;
  for (let p = 0; p < n && out < rows.length; p++) {
    const row = order[p]!;
    if (isMatch[row] === 0) continue;
    if (seen++ >= offset) rows[out++] = row;
  }
  return { total, rows };
}
