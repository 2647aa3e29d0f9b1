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

// One filter is one tight loop over typed arrays, with no call per row: this is the whole cost
// of a screen. Each kind has a function of its own so that every loop sees one array type (a
// loop shared by Int32Array and Float64Array reads runs several times slower). Each keeps the
// rows of rows[0..count) that pass (or of 0..count when rows is null) in `out`, in place.

function keepRange(values: Float64Array, low: number, high: number, rows: Int32Array | null, count: number, out: Int32Array): number {
  let kept = 0;
  // NaN (null) fails both comparisons, so companies without the figure drop out.
  if (rows === null) {
    for (let i = 0; i < count; i++) {
      const x = values[i]!;
      if (x >= low && x <= high) out[kept++] = i;
    }
  } else {
    for (let j = 0; j < count; j++) {
      const row = rows[j]!;
      const x = values[row]!;
      if (x >= low && x <= high) out[kept++] = row;
    }
  }
  return kept;
}

function keepCodes(codes: Int32Array, hit: Uint8Array, rows: Int32Array | null, count: number, out: Int32Array): number {
  let kept = 0;
  // Codes are -1 (null) to hit.length - 2; -1 reads undefined, which is no hit.
  if (rows === null) {
    for (let i = 0; i < count; i++) if (hit[codes[i]!] === 1) out[kept++] = i;
  } else {
    for (let j = 0; j < count; j++) {
      const row = rows[j]!;
      if (hit[codes[row]!] === 1) out[kept++] = row;
    }
  }
  return kept;
}

function keepIn(values: Float64Array, set: Set<number>, rows: Int32Array | null, count: number, out: Int32Array): number {
  let kept = 0;
  if (rows === null) {
    for (let i = 0; i < count; i++) if (set.has(values[i]!)) out[kept++] = i;
  } else {
    for (let j = 0; j < count; j++) {
      const row = rows[j]!;
      if (set.has(values[row]!)) out[kept++] = row;
    }
  }
  return kept;
}

function keep(snapshot: ScreenerSnapshot, filter: ActiveFilter, rows: Int32Array | null, count: number, out: Int32Array): number {
  const v = filter.value;
  if (v.type === "range") return keepRange(snapshot.numbersOf(filter.key), v.low ?? -Infinity, v.high ?? Infinity, rows, count, out);
  if (v.type === "boolean") {
    const wanted = v.value ? 1 : 0;
    return keepRange(snapshot.numbersOf(filter.key), wanted, wanted, rows, count, out);
  }
  const field = selectField(filter.key);
  if (field.kind === "text") {
    const text = snapshot.codesOf(field.field);
    const hit = new Uint8Array(text.dictionary.size + 1);
    for (const value of v.values) {
      const code = text.dictionary.get(value);
      if (code !== undefined) hit[code] = 1;
    }
    return keepCodes(text.codes, hit, rows, count, out);
  }
  return keepIn(snapshot.numbersOf(field.field), new Set(v.values.map(field.toNumber)), rows, count, out);
}

/** Rows passing every filter, ascending (the default order). */
export function matchingRows(snapshot: ScreenerSnapshot, filters: readonly ActiveFilter[]): Int32Array {
  const n = snapshot.size;
  const rows = new Int32Array(n);
  if (filters.length === 0) {
    for (let i = 0; i < n; i++) rows[i] = i;
    return rows;
  }
  // The first filter scans every row; the next ones only what is left, in place.
  let count = keep(snapshot, filters[0]!, null, n, rows);
  for (let f = 1; f < filters.length && count > 0; f++) count = keep(snapshot, filters[f]!, rows, count, rows);
  return rows.subarray(0, count);
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
  // A handful of matches: sort them by rank. Otherwise walk the column's order and keep the
  // matches, a tight loop that beats a comparator sort from a few hundred matches on.
  if (total <= 64) {
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
