import { isoOf } from "../rating/day-numbers";
import { fieldOfFilter } from "../screener/filter-fields";
import { ScreenerSnapshot } from "../screener/snapshot";
import type { Values } from "../screener/values";
import type { CompanyHistory } from "./history";
import type { Strategy } from "./strategy";

// Point in time from the stored histories (decision 051): each signal day's screener values are
// worked out from what carries its own date (prices by day, annual statements by filing date,
// dividends by ex-date, the Zen Rating by rated date), so nothing later than the day can reach
// a rebalance. Only these fields can be screened in a backtest.
//
// A company's values on a day are read through a cursor: for each dated series, the last entry
// on or before the day (its price, its latest filing, its dividends of the past year, its
// rating, its closes one, three, six and twelve months back). A single lookup finds them by
// binary search; a backtest walks one cursor a company forward month by month and writes the
// values straight into the snapshot's columns (decision 065), so a month costs a few steps and
// one number a field for each listed company, whatever the history's length. Both read the
// same formulas below.

/** The screener fields a backtest can screen on, point in time (the order of the columns). */
export const POINT_IN_TIME_FIELDS = [
  "sid",
  "price",
  "mcap",
  "shares",
  "zr",
  "pe",
  "pb",
  "ps",
  "dy",
  "roe",
  "nm",
  "de",
  "rgr1y",
  "egr1y",
  "chg1m",
  "chg3m",
  "chg6m",
  "chg1y",
] as const;

const FIELD_COUNT = POINT_IN_TIME_FIELDS.length;
/** A set of the fields above, as bits (bit f: POINT_IN_TIME_FIELDS[f]). */
const bit = (field: (typeof POINT_IN_TIME_FIELDS)[number]): number => 1 << POINT_IN_TIME_FIELDS.indexOf(field);
const ALL_FIELDS = (1 << FIELD_COUNT) - 1;
// The fields read off the latest annual statement, the dividends, the rating, and each change.
const FROM_ANNUAL =
  bit("mcap") |
  bit("shares") |
  bit("pe") |
  bit("pb") |
  bit("ps") |
  bit("roe") |
  bit("nm") |
  bit("de") |
  bit("rgr1y") |
  bit("egr1y");
const FROM_DIVIDENDS = bit("dy");
const FROM_RATING = bit("zr");
const CHANGES = [bit("chg1m"), bit("chg3m"), bit("chg6m"), bit("chg1y")] as const;
const SHARES = bit("shares");
const PE = bit("pe");
const PB = bit("pb");
const PS = bit("ps");
const ROE = bit("roe");
const NM = bit("nm");
const DE = bit("de");
const GROWTH = bit("rgr1y") | bit("egr1y");

/** The fields' set of bits; the market cap is always in it (it orders a snapshot's rows). */
function fieldSet(fields: Iterable<string>): number {
  let set = bit("mcap");
  for (const field of fields) {
    const f = (POINT_IN_TIME_FIELDS as readonly string[]).indexOf(field);
    if (f >= 0) set |= 1 << f;
  }
  return set;
}

/** The last index with key(i) <= x, or -1. */
export function lastAtOrBefore(n: number, key: (i: number) => number, x: number): number {
  let lo = 0;
  let hi = n - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(mid) <= x) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

// A cursor's slots: each is the last index of its series whose date is on or before its bound.
const PRICE = 0;
const ANNUAL = 1;
/** Dividends paid in the year to the day are those after DIVIDENDS_BEFORE, up to DIVIDENDS. */
const DIVIDENDS_BEFORE = 2;
const DIVIDENDS = 3;
const RATING = 4;
/** The closes 30, 91, 182 and 365 days back (the 1, 3, 6 and 12-month changes). */
const BACK = 5;
const BACK_DAYS = [30, 91, 182, 365] as const;
const SLOTS = BACK + BACK_DAYS.length;

/** Sets every slot of the cursor at `at` for `day` by binary search. */
function seek(c: CompanyHistory, cursor: Int32Array, at: number, day: number): void {
  cursor[at + PRICE] = lastDayAtOrBefore(c.day, day);
  cursor[at + ANNUAL] = lastDayAtOrBefore(c.annual.filedDay, day);
  cursor[at + DIVIDENDS_BEFORE] = lastDayAtOrBefore(c.dividends.exDay, day - 365);
  cursor[at + DIVIDENDS] = lastDayAtOrBefore(c.dividends.exDay, day);
  cursor[at + RATING] = lastDayAtOrBefore(c.ratings.day, day);
  for (let b = 0; b < BACK_DAYS.length; b++) cursor[at + BACK + b] = lastDayAtOrBefore(c.day, day - BACK_DAYS[b]!);
}

/** The last index of `days` (ascending day numbers) on or before x, or -1. */
function lastDayAtOrBefore(days: Int32Array, x: number): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! <= x) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The last index of `days` (ascending day numbers) from `from` on (at least -1) whose day is on or before x. */
function walkDays(days: Int32Array, from: number, x: number): number {
  let i = from;
  while (i + 1 < days.length && days[i + 1]! <= x) i++;
  return i;
}

/** Moves the cursor's price slot forward to `day` (never back). */
function advancePrice(c: CompanyHistory, cursor: Int32Array, at: number, day: number): void {
  cursor[at + PRICE] = walkDays(c.day, cursor[at + PRICE]!, day);
}

/**
 * Moves forward to `day` (never back) the slots the fields read; the others stay behind and
 * catch up when a later day reads them.
 */
function advanceRest(c: CompanyHistory, cursor: Int32Array, at: number, day: number, fields: number): void {
  if ((fields & FROM_ANNUAL) !== 0) cursor[at + ANNUAL] = walkDays(c.annual.filedDay, cursor[at + ANNUAL]!, day);
  if ((fields & FROM_DIVIDENDS) !== 0) {
    cursor[at + DIVIDENDS_BEFORE] = walkDays(c.dividends.exDay, cursor[at + DIVIDENDS_BEFORE]!, day - 365);
    cursor[at + DIVIDENDS] = walkDays(c.dividends.exDay, cursor[at + DIVIDENDS]!, day);
  }
  if ((fields & FROM_RATING) !== 0) cursor[at + RATING] = walkDays(c.ratings.day, cursor[at + RATING]!, day);
  for (let b = 0; b < BACK_DAYS.length; b++)
    if ((fields & CHANGES[b]!) !== 0)
      cursor[at + BACK + b] = walkDays(c.day, cursor[at + BACK + b]!, day - BACK_DAYS[b]!);
}

/** Whether the company was listed at the close of `day`: it had traded, and not for the last time before. */
function listed(c: CompanyHistory, cursor: Int32Array, at: number, day: number): boolean {
  const i = cursor[at + PRICE]!;
  return i >= 0 && !(i === c.day.length - 1 && c.day[i]! < day);
}

const ratio = (a: number, b: number): number => (b > 0 ? a / b : Number.NaN);
const growth = (now: number, before: number): number => (before > 0 ? (now / before - 1) * 100 : Number.NaN);
/** A company's sector id as a number, NaN for none (NaN fails every comparison, as null did). */
const num = (x: number | null): number => (x === null ? Number.NaN : x);

/**
 * Writes the company's values at the close of `day` into row `row` of the columns (one a field,
 * in POINT_IN_TIME_FIELDS' order; NaN is null), from a cursor set for that day: the fields in
 * the set `fields` only.
 */
function writeValues(
  c: CompanyHistory,
  cursor: Int32Array,
  at: number,
  day: number,
  columns: readonly Float64Array[],
  row: number,
  fields: number,
): void {
  const i = cursor[at + PRICE]!;
  const price = c.close[i]!;
  columns[0]![row] = num(c.sectorId);
  columns[1]![row] = price;
  if ((fields & FROM_ANNUAL) !== 0) {
    const a = cursor[at + ANNUAL]!;
    const annual = c.annual;
    const none = Number.NaN;
    // Before the first filing every figure is missing (NaN), as a missing figure is.
    const shares = a >= 0 ? annual.shares[a]! : none;
    const revenue = a >= 0 ? annual.revenue[a]! : none;
    const netIncome = a >= 0 ? annual.netIncome[a]! : none;
    const equity = a >= 0 ? annual.equity[a]! : none;
    const mcap = price * shares;
    columns[2]![row] = mcap;
    if ((fields & SHARES) !== 0) columns[3]![row] = shares;
    if ((fields & PE) !== 0) {
      const eps = a >= 0 ? annual.eps[a]! : none;
      columns[5]![row] = eps > 0 ? price / eps : none;
    }
    if ((fields & PB) !== 0) columns[6]![row] = ratio(mcap, equity);
    if ((fields & PS) !== 0) columns[7]![row] = ratio(mcap, revenue);
    if ((fields & ROE) !== 0) columns[9]![row] = equity > 0 ? (netIncome / equity) * 100 : none;
    if ((fields & NM) !== 0) columns[10]![row] = revenue > 0 ? (netIncome / revenue) * 100 : none;
    if ((fields & DE) !== 0) columns[11]![row] = ratio(a >= 0 ? annual.debt[a]! : none, equity);
    if ((fields & GROWTH) !== 0) {
      columns[12]![row] = growth(revenue, a >= 1 ? annual.revenue[a - 1]! : none);
      columns[13]![row] = growth(netIncome, a >= 1 ? annual.netIncome[a - 1]! : none);
    }
  }
  if ((fields & FROM_RATING) !== 0) {
    const r = cursor[at + RATING]!;
    columns[4]![row] = r >= 0 ? 6 - c.ratings.grade[r]! : Number.NaN;
  }
  if ((fields & FROM_DIVIDENDS) !== 0) {
    let paid = 0;
    for (let k = cursor[at + DIVIDENDS_BEFORE]! + 1; k <= cursor[at + DIVIDENDS]!; k++) paid += c.dividends.amount[k]!;
    columns[8]![row] = price > 0 ? (paid / price) * 100 : Number.NaN;
  }
  for (let b = 0; b < BACK_DAYS.length; b++) {
    if ((fields & CHANGES[b]!) === 0) continue;
    const j = cursor[at + BACK + b]!;
    // A close more than a week short of the span back is too far to measure the change from.
    columns[14 + b]![row] =
      j >= 0 && day - c.day[j]! < BACK_DAYS[b]! + 7 ? (c.adj[i]! / c.adj[j]! - 1) * 100 : Number.NaN;
  }
}

// One company's lookups share these: the engine is synchronous, one lookup at a time.
const oneCursor = new Int32Array(SLOTS);
const oneRow = Array.from({ length: FIELD_COUNT }, () => new Float64Array(1));

/** A company's screener values known at the close of `day`, or null when it was not listed then. */
export function valuesAsOf(c: CompanyHistory, day: number): Values | null {
  seek(c, oneCursor, 0, day);
  if (!listed(c, oneCursor, 0, day)) return null;
  writeValues(c, oneCursor, 0, day, oneRow, 0, ALL_FIELDS);
  const values: Values = {};
  POINT_IN_TIME_FIELDS.forEach((field, f) => {
    const v = oneRow[f]![0]!;
    values[field] = Number.isNaN(v) ? null : v;
  });
  return values;
}

/** Signal days whose values are worked out together, company by company. */
const BLOCK = 24;

/** A block of signal days' values: for each day, its listed companies' ids and one column a field. */
interface Block {
  days: number[];
  ids: Int32Array[];
  columns: Float64Array[][];
  rows: Int32Array;
}

/**
 * The whole market point in time, for a backtest: one cursor a company, walked forward over the
 * signal days (an earlier day starts the walk again). The values of two years of signal days are
 * worked out together company by company, so that each company's history is read once, in order,
 * while it is in the processor's caches, rather than every company's at scattered places each
 * month; each day's snapshot is then made from its columns. Only the fields the run's screens
 * read are worked out and held (and the market cap, which orders the rows).
 */
export class PointInTimeMarket {
  private readonly cursors: Int32Array;
  private readonly signals: number[];
  private readonly fields: number;
  private walkedTo = Number.NEGATIVE_INFINITY;
  private block: Block | null = null;

  /**
   * `signalDays`: the days a run will ask for (day numbers; another day is worked out alone);
   * `fields`: those its screens read (default: every point-in-time field).
   */
  constructor(
    private readonly histories: readonly CompanyHistory[],
    options: { signalDays?: Iterable<number>; fields?: Iterable<string> } = {},
  ) {
    this.cursors = new Int32Array(histories.length * SLOTS).fill(-1);
    this.signals = [...new Set(options.signalDays ?? [])].sort((a, b) => a - b);
    this.fields = options.fields === undefined ? ALL_FIELDS : fieldSet(options.fields);
  }

  /** The screener snapshot of every company listed at the close of `day`. */
  snapshotAt(day: number): ScreenerSnapshot {
    let m = this.block === null ? -1 : this.block.days.indexOf(day);
    if (m < 0) {
      const at = lastAtOrBefore(this.signals.length, (k) => this.signals[k]!, day);
      this.walk(at >= 0 && this.signals[at] === day ? this.signals.slice(at, at + BLOCK) : [day]);
      m = 0;
    }
    const { ids, columns, rows } = this.block!;
    const n = rows[m]!;
    const numbers = new Map<string, Float64Array>();
    POINT_IN_TIME_FIELDS.forEach((field, f) => {
      if ((this.fields & (1 << f)) !== 0) numbers.set(field, columns[m]![f]!.subarray(0, n));
    });
    return ScreenerSnapshot.fromColumns({ ids: ids[m]!.subarray(0, n), numbers }, isoOf(day));
  }

  /** Works out the values of `days` (ascending) for every company listed on them. */
  private walk(days: number[]): void {
    const { histories, cursors, fields } = this;
    const block = this.blockFor(days);
    if (days[0]! < this.walkedTo) cursors.fill(-1);
    this.walkedTo = days[days.length - 1]!;
    for (let k = 0; k < histories.length; k++) {
      const c = histories[k]!;
      const at = k * SLOTS;
      for (let m = 0; m < days.length; m++) {
        const day = days[m]!;
        // Not listed yet: nothing to walk.
        if (c.day.length === 0 || c.day[0]! > day) continue;
        advancePrice(c, cursors, at, day);
        if (!listed(c, cursors, at, day)) continue;
        advanceRest(c, cursors, at, day, fields);
        const row = block.rows[m]!++;
        writeValues(c, cursors, at, day, block.columns[m]!, row, fields);
        block.ids[m]![row] = c.id;
      }
    }
  }

  /** The block's arrays, kept from the last block when large enough (a snapshot copies its columns). */
  private blockFor(days: number[]): Block {
    const n = this.histories.length;
    if (this.block === null || this.block.ids.length < days.length) {
      const months = Math.max(days.length, Math.min(BLOCK, this.signals.length));
      this.block = {
        days,
        ids: Array.from({ length: months }, () => new Int32Array(n)),
        columns: Array.from({ length: months }, () => Array.from({ length: FIELD_COUNT }, () => new Float64Array(n))),
        rows: new Int32Array(months),
      };
    }
    this.block.days = days;
    this.block.rows.fill(0);
    return this.block;
  }
}

/** The screener snapshot of every company listed at the close of `day` (one day; a run walks a PointInTimeMarket). */
export function snapshotAsOf(histories: readonly CompanyHistory[], day: number): ScreenerSnapshot {
  return new PointInTimeMarket(histories).snapshotAt(day);
}

/** The snapshot fields the strategies' screens read: their filters' fields and sort columns. */
export function fieldsReadBy(strategies: readonly Pick<Strategy, "filters" | "sort">[]): string[] {
  const fields = new Set<string>();
  for (const s of strategies) {
    for (const f of s.filters) fields.add(fieldOfFilter(f.key));
    if (s.sort) fields.add(s.sort.column);
  }
  return [...fields];
}

/** The fields a screen reads that have no history to read them from (a backtest refuses them). */
export function fieldsWithoutHistory(keys: readonly string[]): string[] {
  const known = new Set<string>(POINT_IN_TIME_FIELDS);
  return keys.filter((k) => !known.has(k));
}
