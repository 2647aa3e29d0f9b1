import { addRow, emptySet, type Bitset } from "./bitset";
import { buildRangeIndex, rowsInRange, type RangeIndex } from "./range-index";
import type { Values } from "./values";

// The screener's columnar snapshot: every listed company's values as typed arrays (one per
// field, NaN for null) plus the few text fields, held in memory by each server process. Rows
// are in the default order (market cap, largest first), so a screen without a sort needs no
// sorting at all. Sort orders, range indexes and the row sets of text codes are made on first
// use of a field and kept: a snapshot never changes, a new one replaces it.

export const TEXT_FIELDS = ["ticker", "name", "exchange", "sector", "industry", "country", "cons", "tac"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface SnapshotCompany {
  id: number;
  exchange: string;
  ticker: string;
  name: string;
  sectorId: number | null;
  industryId: number | null;
  sector: string | null;
  industry: string | null;
  country: string;
  /** Analyst consensus rating code (strong_buy ... strong_sell). */
  consensus: string | null;
  topConsensus: string | null;
  values: Values;
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
  const x = a.values.mcap ?? null;
  const y = b.values.mcap ?? null;
  if (x === null || y === null) return x === null && y === null ? a.id - b.id : x === null ? 1 : -1;
  return y - x || a.id - b.id;
};

export class ScreenerSnapshot {
  readonly size: number;
  readonly ids: Int32Array;
  readonly text: Record<TextField, (string | null)[]>;
  private readonly numbers = new Map<string, Float64Array>();
  private readonly orders = { asc: new Map<string, SortOrder>(), desc: new Map<string, SortOrder>() };
  private readonly rowById = new Map<number, number>();
  private readonly textCodes = new Map<TextField, TextCodes>();
  private readonly ranges = new Map<string, RangeIndex>();
  private readonly codeSets = new Map<TextField, Bitset[]>();
  private readonly valueSets = new Map<string, Map<number, Bitset>>();

  /** `fields`: every numeric field to hold (missing values read null). */
  constructor(
    companies: readonly SnapshotCompany[],
    fields: readonly string[],
    readonly asOf: string | null,
  ) {
    const rows = [...companies].sort(byMarketCap);
    const n = rows.length;
    this.size = n;
    this.ids = Int32Array.from(rows, (r) => r.id);
    rows.forEach((r, i) => this.rowById.set(r.id, i));
    this.text = {
      ticker: rows.map((r) => r.ticker),
      name: rows.map((r) => r.name),
      exchange: rows.map((r) => r.exchange),
      sector: rows.map((r) => r.sector),
      industry: rows.map((r) => r.industry),
      country: rows.map((r) => r.country),
      cons: rows.map((r) => r.consensus),
      tac: rows.map((r) => r.topConsensus),
    };
    const column = (get: (r: SnapshotCompany) => number | null | undefined) =>
      Float64Array.from(rows, (r) => get(r) ?? Number.NaN);
    this.numbers.set(
      "id",
      column((r) => r.id),
    );
    this.numbers.set(
      "sid",
      column((r) => r.sectorId),
    );
    this.numbers.set(
      "iid",
      column((r) => r.industryId),
    );
    for (const field of fields)
      if (!this.numbers.has(field))
        this.numbers.set(
          field,
          column((r) => r.values[field]),
        );
  }

  /** A numeric field's values by row; NaN is null. Unknown fields throw: a catalogue bug, not input. */
  numbersOf(field: string): Float64Array {
    const values = this.numbers.get(field);
    if (!values) throw new Error(`the screener snapshot has no field '${field}'`);
    return values;
  }

  /** A text field's codes, made on first use and kept. */
  codesOf(field: TextField): TextCodes {
    let codes = this.textCodes.get(field);
    if (!codes) {
      const dictionary = new Map<string, number>();
      const text = this.text[field];
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
  codeSetsOf(field: TextField): readonly Bitset[] {
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
    return this.numbers.has(field) || (TEXT_FIELDS as readonly string[]).includes(field);
  }

  value(field: string, row: number): number | null {
    const v = this.numbersOf(field)[row]!;
    return Number.isNaN(v) ? null : v;
  }

  rowOf(id: number): number | undefined {
    return this.rowById.get(id);
  }

  /** Rows ordered by a field; nulls last in either direction; ties in the default order. */
  sortOrder(field: string, direction: "asc" | "desc"): SortOrder {
    const cached = this.orders[direction].get(field);
    if (cached) return cached;
    const sign = direction === "asc" ? 1 : -1;
    const present: number[] = [];
    const missing: number[] = [];
    let compare: (a: number, b: number) => number;
    if ((TEXT_FIELDS as readonly string[]).includes(field)) {
      const text = this.text[field as TextField];
      const keys = text.map((t) => t?.toLowerCase() ?? null);
      for (let i = 0; i < this.size; i++) (keys[i] === null ? missing : present).push(i);
      compare = (a, b) => {
        const x = keys[a]!;
        const y = keys[b]!;
        return (x < y ? -sign : x > y ? sign : 0) || a - b;
      };
    } else {
      const values = this.numbersOf(field);
      for (let i = 0; i < this.size; i++) (Number.isNaN(values[i]!) ? missing : present).push(i);
      compare = (a, b) => sign * (values[a]! - values[b]!) || a - b;
    }
    present.sort(compare);
    const order = Int32Array.from([...present, ...missing]);
    const rank = new Int32Array(this.size);
    for (let p = 0; p < order.length; p++) rank[order[p]!] = p;
    const result = { order, rank };
    this.orders[direction].set(field, result);
    return result;
  }
}
