import { addRow, emptySet, type Bitset } from "./bitset";
import { orderRowsBy } from "./radix-order";
import { buildRangeIndex, rowsInRange, type RangeIndex } from "./range-index";
import type { Values } from "./values";

// The screener's columnar snapshot: every listed company's values as typed arrays (one per
// field, NaN for null) plus the few text fields, held in memory by each server process. Rows
// are in the default order (market cap, largest first), so a screen without a sort needs no
// sorting at all. Sort orders, range indexes and the row sets of text codes are made on first
// use of a field and kept: a snapshot never changes, a new one replaces it.

/** A company's screener values (values.ts): numbers, and text for the text columns. */
export interface SnapshotCompany {
  id: number;
  values: Values;
}

/**
 * Every row's numbers by field, rows in any order (the snapshot puts them in market-cap order and
 * copies them): how a backtest hands over a month's values without an object per company.
 */
export interface SnapshotColumns {
  ids: Int32Array;
  /** One value a row, NaN for null, by field; "mcap" orders the rows. */
  numbers: ReadonlyMap<string, Float64Array>;
}

/** Which fields the snapshot holds as text and as numbers (filter-fields.ts: SNAPSHOT_FIELDS). */
export interface SnapshotFields {
  text: readonly string[];
  numbers: readonly string[];
}

/** A text field as small integer codes (-1 for null), for select filters: equality on ints. */
export interface TextCodes {
  codes: Int32Array;
  dictionary: Map<string, number>;
}

export interface SortOrder {
  /** Row indices in order. */
  order: Int32Array;
  /** rank[row] = position of the row in `order`. */
  rank: Int32Array;
}

const byMarketCap = (a: SnapshotCompany, b: SnapshotCompany) => {
  const x = typeof a.values.mcap === "number" ? a.values.mcap : null;
  const y = typeof b.values.mcap === "number" ? b.values.mcap : null;
  if (x === null || y === null) return x === null && y === null ? a.id - b.id : x === null ? 1 : -1;
  return y - x || a.id - b.id;
};

/** Rows by market cap, largest first, those without one last, ties by id (byMarketCap's order). */
function marketCapOrder(ids: Int32Array, mcap: Float64Array | undefined): Int32Array {
  const n = ids.length;
  const order = new Int32Array(n);
  let sorted = true;
  for (let row = 1; row < n && sorted; row++) sorted = ids[row - 1]! < ids[row]!;
  // The rows by id (a backtest hands them over that way already), then by market cap, stably.
  let byId: Int32Array | null = null;
  if (!sorted) {
    byId = new Int32Array(n);
    for (let row = 0; row < n; row++) byId[row] = row;
    byId.sort((a, b) => ids[a]! - ids[b]!);
  }
  const rowAt = (k: number) => (byId === null ? k : byId[k]!);
  if (mcap === undefined) {
    for (let k = 0; k < n; k++) order[k] = rowAt(k);
    return order;
  }
  let present = 0;
  for (let k = 0; k < n; k++) if (!Number.isNaN(mcap[rowAt(k)]!)) order[present++] = rowAt(k);
  let missing = present;
  for (let k = 0; k < n; k++) if (Number.isNaN(mcap[rowAt(k)]!)) order[missing++] = rowAt(k);
  orderRowsBy(mcap, order.subarray(0, present), "desc");
  return order;
}

/** The columns' rows copied in market-cap order, with the "id" field and every field asked for (NaN when missing). */
function inMarketCapOrder(
  { ids, numbers }: SnapshotColumns,
  fields: readonly string[],
): { ids: Int32Array; numbers: Map<string, Float64Array> } {
  const order = marketCapOrder(ids, numbers.get("mcap"));
  const n = order.length;
  const orderedIds = new Int32Array(n);
  const id = new Float64Array(n);
  for (let row = 0; row < n; row++) id[row] = orderedIds[row] = ids[order[row]!]!;
  const ordered = new Map([["id", id]]);
  for (const field of fields) {
    if (ordered.has(field)) continue;
    const values = numbers.get(field);
    const column = new Float64Array(n).fill(Number.NaN);
    if (values) for (let row = 0; row < n; row++) column[row] = values[order[row]!]!;
    ordered.set(field, column);
  }
  return { ids: orderedIds, numbers: ordered };
}

/** Rows by a text field, case aside; nulls last; ties by row. */
function textOrder(text: readonly (string | null)[], direction: "asc" | "desc"): Int32Array {
  const sign = direction === "asc" ? 1 : -1;
  const keys = text.map((t) => t?.toLowerCase() ?? null);
  const present: number[] = [];
  const missing: number[] = [];
  for (let i = 0; i < keys.length; i++) (keys[i] === null ? missing : present).push(i);
  present.sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    return (x < y ? -sign : x > y ? sign : 0) || a - b;
  });
  return Int32Array.from([...present, ...missing]);
}

/** Rows by a numeric field; NaN (null) last; ties by row (a stable sort of the rows in order). */
function numberOrder(values: Float64Array, direction: "asc" | "desc"): Int32Array {
  const order = new Int32Array(values.length);
  let present = 0;
  for (let row = 0; row < values.length; row++) if (!Number.isNaN(values[row]!)) order[present++] = row;
  let missing = present;
  for (let row = 0; row < values.length; row++) if (Number.isNaN(values[row]!)) order[missing++] = row;
  orderRowsBy(values, order.subarray(0, present), direction);
  return order;
}

export class ScreenerSnapshot {
  readonly size: number;
  readonly ids: Int32Array;
  private readonly text = new Map<string, (string | null)[]>();
  private readonly numbers = new Map<string, Float64Array>();
  private readonly orders = { asc: new Map<string, SortOrder>(), desc: new Map<string, SortOrder>() };
  private rowById: Map<number, number> | null = null;
  private readonly textCodes = new Map<string, TextCodes>();
  private readonly ranges = new Map<string, RangeIndex>();
  private readonly codeSets = new Map<string, Bitset[]>();
  private readonly valueSets = new Map<string, Map<number, Bitset>>();

  /** A snapshot of numeric columns (SnapshotColumns): the same rows and order as from companies. */
  static fromColumns(columns: SnapshotColumns, asOf: string | null): ScreenerSnapshot {
    return new ScreenerSnapshot(columns, { text: [], numbers: [...columns.numbers.keys()] }, asOf);
  }

  /** `fields`: every field to hold, as text or as numbers (a missing value reads null). */
  constructor(
    companies: readonly SnapshotCompany[] | SnapshotColumns,
    fields: SnapshotFields,
    readonly asOf: string | null,
  ) {
    if (!Array.isArray(companies)) {
      const ordered = inMarketCapOrder(companies as SnapshotColumns, fields.numbers);
      this.size = ordered.ids.length;
      this.ids = ordered.ids;
      for (const [field, column] of ordered.numbers) this.numbers.set(field, column);
      for (const field of fields.text) this.text.set(field, new Array<null>(this.size).fill(null));
      return;
    }
    const rows = [...(companies as readonly SnapshotCompany[])].sort(byMarketCap);
    const n = rows.length;
    this.size = n;
    this.ids = Int32Array.from(rows, (r) => r.id);
    for (const field of fields.text)
      this.text.set(
        field,
        rows.map((r) => {
          const v = r.values[field];
          return typeof v === "string" ? v : null;
        }),
      );
    this.numbers.set(
      "id",
      Float64Array.from(rows, (r) => r.id),
    );
    for (const field of fields.numbers)
      if (!this.numbers.has(field))
        this.numbers.set(
          field,
          Float64Array.from(rows, (r) => {
            const v = r.values[field];
            return typeof v === "number" ? v : Number.NaN;
          }),
        );
  }

  /** A numeric field's values by row; NaN is null. Unknown fields throw: a catalogue bug, not input. */
  numbersOf(field: string): Float64Array {
    const values = this.numbers.get(field);
    if (!values) throw new Error(`the screener snapshot has no field '${field}'`);
    return values;
  }

  /** A text field's values by row. Unknown fields throw, as numbersOf does. */
  textOf(field: string): readonly (string | null)[] {
    const text = this.text.get(field);
    if (!text) throw new Error(`the screener snapshot has no text field '${field}'`);
    return text;
  }

  /** A text field's codes, made on first use and kept. */
  codesOf(field: string): TextCodes {
    let codes = this.textCodes.get(field);
    if (!codes) {
      const dictionary = new Map<string, number>();
      const text = this.textOf(field);
      const array = new Int32Array(this.size);
      for (let i = 0; i < this.size; i++) {
        const t = text[i];
        if (t === null || t === undefined) {
          array[i] = -1;
          continue;
        }
        let code = dictionary.get(t);
        if (code === undefined) dictionary.set(t, (code = dictionary.size));
        array[i] = code;
      }
      codes = { codes: array, dictionary };
      this.textCodes.set(field, codes);
    }
    return codes;
  }

  /** A numeric field's range index (range-index.ts), made on first use and kept. */
  rangeIndex(field: string): RangeIndex {
    let index = this.ranges.get(field);
    if (!index) {
      index = buildRangeIndex(this.numbersOf(field), this.sortOrder(field, "asc").order);
      this.ranges.set(field, index);
    }
    return index;
  }

  /** The rows of each code of a text field (index = code), made on first use and kept. */
  codeSetsOf(field: string): readonly Bitset[] {
    let sets = this.codeSets.get(field);
    if (!sets) {
      const { codes, dictionary } = this.codesOf(field);
      const made = Array.from({ length: dictionary.size }, () => emptySet(this.size));
      for (let row = 0; row < this.size; row++) if (codes[row]! >= 0) addRow(made[codes[row]!]!, row);
      this.codeSets.set(field, made);
      sets = made;
    }
    return sets;
  }

  /**
   * The rows whose field equals x, kept: select filters on numbers (sector, industry, grade)
   * choose among a few values, so each field keeps one set per value asked for.
   */
  rowsEqualTo(field: string, x: number): Bitset {
    let sets = this.valueSets.get(field);
    if (!sets) this.valueSets.set(field, (sets = new Map()));
    let set = sets.get(x);
    if (!set) {
      set = rowsInRange(this.rangeIndex(field), x, x);
      sets.set(x, set);
    }
    return set;
  }

  hasField(field: string): boolean {
    return this.numbers.has(field) || this.text.has(field);
  }

  value(field: string, row: number): number | null {
    const v = this.numbersOf(field)[row]!;
    return Number.isNaN(v) ? null : v;
  }

  rowOf(id: number): number | undefined {
    // Made on first use: a backtest's monthly snapshots never look a row up by id.
    if (this.rowById === null) {
      this.rowById = new Map();
      for (let row = 0; row < this.size; row++) this.rowById.set(this.ids[row]!, row);
    }
    return this.rowById.get(id);
  }

  /** Rows ordered by a field; nulls last in either direction; ties in the default order. */
  sortOrder(field: string, direction: "asc" | "desc"): SortOrder {
    const cached = this.orders[direction].get(field);
    if (cached) return cached;
    const text = this.text.get(field);
    const order = text ? textOrder(text, direction) : numberOrder(this.numbersOf(field), direction);
    const rank = new Int32Array(this.size);
    for (let p = 0; p < order.length; p++) rank[order[p]!] = p;
    const result = { order, rank };
    this.orders[direction].set(field, result);
    return result;
  }
}
