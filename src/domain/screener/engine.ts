import { columnByKey, DEFAULT_SORT } from "./columns";
import { selectField } from "./filter-fields";
import { addRow, countRows, emptySet, hasRow, intersect, rowsInOrder, unite, wordsFor, type Bitset } from "./bitset";
import { rowsInRange } from "./range-index";
import type { ActiveFilter, FilterValue } from "./screen";
import type { ScreenerSnapshot } from "./snapshot";

// Screening over the columnar snapshot: filter, count, sort by any column in either direction,
// and cut a page. Pure: the snapshot in, row indices out; locking happens around it.

export interface ScreenPage {
  total: number;
  /** Row indices of the page, in order. */
  rows: Int32Array;
}

// Each filter keeps a set of rows (bitset.ts): a range or a boolean from the field's range
// index, a select as the union of its options' rows. The screen's rows are their intersection,
// its total their count; only the page's rows are ever listed.
//
// A filter's set is kept with its value, as search engines keep their filters' bitsets (the
// filter cache of Lucene and Elasticsearch): screens share their filters far more than they
// repeat as a whole (the presets' bounds, the popular sectors; the codec hands every screen that
// reads the same f[key]=value the same frozen value, codec.ts), so a screen made of filters seen
// before is a copy and two ANDs. The screen itself is worked out in a set kept between screens:
// the engine is synchronous, one screen at a time, and every caller is done with the set
// before the next screen starts.

let matches = emptySet(0);
let marks = emptySet(0);

/** A kept set of `size` rows, made again only when the snapshot's size changes. */
function scratch(set: Bitset, size: number): Bitset {
  return set.length === wordsFor(size) ? set : emptySet(size);
}

/** The rows a select keeps: the union of its values' rows. */
function selectSet(snapshot: ScreenerSnapshot, key: string, values: readonly string[]): Bitset {
  const field = selectField(key);
  const set = emptySet(snapshot.size);
  if (field.kind === "text") {
    const { dictionary } = snapshot.codesOf(field.field);
    const sets = snapshot.codeSetsOf(field.field);
    for (const value of values) {
      const code = dictionary.get(value);
      if (code !== undefined) unite(set, sets[code]!);
    }
  } else if (field.field === "id") {
    // The company filter: ids straight to their rows.
    for (const value of values) {
      const row = snapshot.rowOf(field.toNumber(value));
      if (row !== undefined) addRow(set, row);
    }
  } else {
    for (const value of values) {
      const x = field.toNumber(value);
      if (!Number.isNaN(x)) unite(set, snapshot.rowsEqualTo(field.field, x));
    }
  }
  return set;
}

/** The rows one filter keeps, worked out anew. */
function rowsOfFilter(snapshot: ScreenerSnapshot, { key, value: v }: ActiveFilter): Bitset {
  if (v.type === "select") return selectSet(snapshot, key, v.values);
  // A boolean is the range [v, v] of its 0 or 1, whose rows the snapshot keeps.
  if (v.type === "boolean") return snapshot.rowsEqualTo(key, Number(v.value));
  return rowsInRange(snapshot.rangeIndex(key), v.low, v.high);
}

interface KeptRows {
  key: string;
  set: Bitset;
}

// Bounded by the words the sets hold (16 MB: about 22,000 sets at 6,000 companies, 1,300 at
// 100,000): past it the kept sets are let go and kept again as screens read them. Kept per
// snapshot, in weak maps, so that a snapshot replaced by a reload is not held by its sets.
export const KEPT_ROWS_WORDS = 4 * 1024 * 1024;
let keptRows = new WeakMap<ScreenerSnapshot, WeakMap<FilterValue, KeptRows>>();
let keptWords = 0;
// The last snapshot's sets, looked up once per snapshot rather than once per filter.
let lastSnapshot: ScreenerSnapshot | null = null;
let lastKept = new WeakMap<FilterValue, KeptRows>();

function keptFor(snapshot: ScreenerSnapshot): WeakMap<FilterValue, KeptRows> {
  if (snapshot !== lastSnapshot) {
    let kept = keptRows.get(snapshot);
    if (kept === undefined) keptRows.set(snapshot, (kept = new WeakMap()));
    lastSnapshot = snapshot;
    lastKept = kept;
  }
  return lastKept;
}

/** The rows one filter keeps, for this snapshot; the set is shared and must not be changed. */
export function filterRows(snapshot: ScreenerSnapshot, filter: ActiveFilter): Bitset {
  const kept = keptFor(snapshot).get(filter.value);
  // The same value can stand for another filter's key.
  if (kept !== undefined && kept.key === filter.key) return kept.set;
  const set = rowsOfFilter(snapshot, filter);
  if (keptWords + set.length > KEPT_ROWS_WORDS) {
    keptRows = new WeakMap();
    lastSnapshot = null;
    keptWords = 0;
  }
  keptFor(snapshot).set(filter.value, { key: filter.key, set });
  keptWords += set.length;
  return set;
}

/**
 * The rows passing every filter, in the kept set `matches` (valid until the next screen); null
 * when there is no filter (every row passes).
 */
function matchingSet(snapshot: ScreenerSnapshot, filters: readonly ActiveFilter[]): Bitset | null {
  if (filters.length === 0) return null;
  const set = (matches = scratch(matches, snapshot.size));
  set.set(filterRows(snapshot, filters[0]!));
  for (let i = 1; i < filters.length; i++) intersect(set, filterRows(snapshot, filters[i]!));
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
  const ranks = (marks = scratch(marks, snapshot.size));
  ranks.fill(0);
  const found = rowsInOrder(set, 0, total);
  for (let i = 0; i < found.length; i++) addRow(ranks, rank[found[i]!]!);
  const positions = rowsInOrder(ranks, offset, take);
  for (let i = 0; i < positions.length; i++) positions[i] = order[positions[i]!]!;
  return { total, rows: positions };
}
