import { columnByKey, DEFAULT_SORT } from "./columns";
import { selectField } from "./filter-fields";
import { addRow, countRows, emptySet, hasRow, intersect, rowsInOrder, unite, type Bitset } from "./bitset";
import { rowsInRange } from "./range-index";
import type { ActiveFilter } from "./screen";
import type { ScreenerSnapshot } from "./snapshot";

// Screening over the columnar snapshot: filter, count, sort by any column in either direction,
// and cut a page. Pure: the snapshot in, row indices out; locking happens around it.

export interface ScreenPage {
  total: number;
  /** Row indices of the page, in order. */
  rows: Int32Array;
}

// Each filter becomes the set of rows it keeps (bitset.ts): a range or a boolean from the
// field's range index, a select as the union of its options' rows. The screen's rows are the
// intersection, its total their count; only the page's rows are ever listed.

function rangeSet(snapshot: ScreenerSnapshot, field: string, low: number | null, high: number | null): Bitset {
  return rowsInRange(snapshot.rangeIndex(field), low, high);
}

function filterSet(snapshot: ScreenerSnapshot, filter: ActiveFilter): Bitset {
  const v = filter.value;
  if (v.type === "range") return rangeSet(snapshot, filter.key, v.low, v.high);
  if (v.type === "boolean") {
    const wanted = v.value ? 1 : 0;
    return rangeSet(snapshot, filter.key, wanted, wanted);
  }
  const field = selectField(filter.key);
  const set = emptySet(snapshot.size);
  if (field.kind === "text") {
    const { dictionary } = snapshot.codesOf(field.field);
    const sets = snapshot.codeSetsOf(field.field);
    for (const value of v.values) {
      const code = dictionary.get(value);
      if (code !== undefined) unite(set, sets[code]!);
    }
  } else if (field.field === "id") {
    // The company filter: ids straight to their rows.
    for (const value of v.values) {
      const row = snapshot.rowOf(field.toNumber(value));
      if (row !== undefined) addRow(set, row);
    }
  } else {
    for (const value of v.values) {
      const x = field.toNumber(value);
      if (!Number.isNaN(x)) unite(set, snapshot.rowsEqualTo(field.field, x));
    }
  }
  return set;
}

/** The rows passing every filter; null when there is no filter (every row passes). */
function matchingSet(snapshot: ScreenerSnapshot, filters: readonly ActiveFilter[]): Bitset | null {
  if (filters.length === 0) return null;
  const set = filterSet(snapshot, filters[0]!);
  for (let f = 1; f < filters.length; f++) intersect(set, filterSet(snapshot, filters[f]!));
  return set;
}

export function countScreen(snapshot: ScreenerSnapshot, filters: readonly ActiveFilter[]): number {
  const set = matchingSet(snapshot, filters);
  return set === null ? snapshot.size : countRows(set);
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
  const set = matchingSet(snapshot, query.filters);
  const total = set === null ? snapshot.size : countRows(set);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { total, rows: new Int32Array(0) };
  const take = Math.min(total, offset + query.pageSize) - offset;
  const sort = query.sort ?? DEFAULT_SORT;
  // Rows are stored by market cap, largest first, with ties by id: the default order is free.
  if (sort.column === DEFAULT_SORT.column && sort.direction === DEFAULT_SORT.direction) {
    if (set !== null) return { total, rows: rowsInOrder(set, offset, take) };
    const rows = new Int32Array(take);
    for (let i = 0; i < take; i++) rows[i] = offset + i;
    return { total, rows };
  }
  const { order, rank } = snapshot.sortOrder(sortField(sort.column), sort.direction);
  if (set === null) return { total, rows: order.slice(offset, offset + take) };
  // Two ways to the page, whichever reads less: walk the column's order until the page is
  // full (about (offset + take) x size / total positions: cheap when matches are dense), or
  // mark each match at its rank and list the marks in rank order (total + size / 32). The walk
  // reads memory in order, which the processor fetches ahead; a mark reads the ranks at random,
  // which between requests are out of the caches: a mark costs about sixteen steps of the walk.
  const walk = ((offset + take) * snapshot.size) / total;
  if (walk <= 16 * total + (snapshot.size >>> 5)) {
    const rows = new Int32Array(take);
    let seen = 0;
    let out = 0;
    for (let p = 0; p < order.length && out < take; p++) {
      const row = order[p]!;
      if (!hasRow(set, row)) continue;
      if (seen++ >= offset) rows[out++] = row;
    }
    return { total, rows };
  }
  const ranks = emptySet(snapshot.size);
  const matches = rowsInOrder(set, 0, total);
  for (let i = 0; i < matches.length; i++) addRow(ranks, rank[matches[i]!]!);
  const positions = rowsInOrder(ranks, offset, take);
  for (let i = 0; i < positions.length; i++) positions[i] = order[positions[i]!]!;
  return { total, rows: positions };
}
