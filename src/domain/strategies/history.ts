import { isoOf } from "../rating/day-numbers";
import { ScreenerSnapshot, type SnapshotCompany } from "../screener/snapshot";
import type { Values } from "../screener/values";
import type { PriceSeries, Tape } from "./tape";

// Point in time from the stored histories (decision 051): each signal day's screener values are
// worked out from what carries its own date (prices by day, annual statements by filing date,
// dividends by ex-date, the Zen Rating by rated date), so nothing later than the day can reach
// a rebalance. Only these fields can be screened in a backtest.

/** The screener fields a backtest can screen on, point in time. */
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

export interface AnnualFigures {
  /** Day number of the filing: the figures are known from this day on. */
  filedDay: number;
  revenue: number | null;
  netIncome: number | null;
  eps: number | null;
  shares: number | null;
  equity: number | null;
  debt: number | null;
}

export interface CompanyHistory {
  id: number;
  sectorId: number | null;
  /** Trading days (day numbers), ascending; the last is the last day it traded. */
  day: Int32Array;
  close: Float64Array;
  /** Closes adjusted for splits and dividends (total return). */
  adj: Float64Array;
  /** Annual statements in filing order. */
  annual: readonly AnnualFigures[];
  dividends: readonly { exDay: number; amount: number }[];
  /** Zen Rating by rated day: grade code 1 (A) .. 5 (F). */
  ratings: readonly { day: number; grade: number }[];
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

const ratio = (a: number | null, b: number | null): number | null => (a !== null && b !== null && b > 0 ? a / b : null);
const growth = (now: number | null, before: number | null): number | null =>
  now !== null && before !== null && before > 0 ? (now / before - 1) * 100 : null;

/** A company's screener values known at the close of `day`, or null when it was not listed then. */
export function valuesAsOf(c: CompanyHistory, day: number): Values | null {
  const i = lastAtOrBefore(c.day.length, (k) => c.day[k]!, day);
  // Not listed yet, or delisted: its last trade was before this day.
  if (i < 0 || (i === c.day.length - 1 && c.day[i]! < day)) return null;
  const price = c.close[i]!;
  const a = lastAtOrBefore(c.annual.length, (k) => c.annual[k]!.filedDay, day);
  const last = a >= 0 ? c.annual[a]! : null;
  const before = a >= 1 ? c.annual[a - 1]! : null;
  const shares = last?.shares ?? null;
  const mcap = shares !== null ? price * shares : null;
  let paid = 0;
  for (const d of c.dividends) if (d.exDay <= day && d.exDay > day - 365) paid += d.amount;
  const change = (days: number): number | null => {
    const j = lastAtOrBefore(c.day.length, (k) => c.day[k]!, day - days);
    return j >= 0 && day - c.day[j]! < days + 7 ? (c.adj[i]! / c.adj[j]! - 1) * 100 : null;
  };
  const r = lastAtOrBefore(c.ratings.length, (k) => c.ratings[k]!.day, day);
  const eps = last?.eps ?? null;
  return {
    sid: c.sectorId,
    price,
    mcap,
    shares,
    zr: r >= 0 ? 6 - c.ratings[r]!.grade : null,
    pe: eps !== null && eps > 0 ? price / eps : null,
    pb: ratio(mcap, last?.equity ?? null),
    ps: ratio(mcap, last?.revenue ?? null),
    dy: price > 0 ? (paid / price) * 100 : null,
    roe:
      last?.netIncome != null && last.equity !== null && last.equity > 0 ? (last.netIncome / last.equity) * 100 : null,
    nm:
      last?.netIncome != null && last.revenue !== null && last.revenue > 0
        ? (last.netIncome / last.revenue) * 100
        : null,
    de: ratio(last?.debt ?? null, last?.equity ?? null),
    rgr1y: growth(last?.revenue ?? null, before?.revenue ?? null),
    egr1y: growth(last?.netIncome ?? null, before?.netIncome ?? null),
    chg1m: change(30),
    chg3m: change(91),
    chg6m: change(182),
    chg1y: change(365),
  };
}

const FIELDS = { text: [] as string[], numbers: [...POINT_IN_TIME_FIELDS] };

/** The screener snapshot of every company listed at the close of `day`. */
export function snapshotAsOf(histories: readonly CompanyHistory[], day: number): ScreenerSnapshot {
  const companies: SnapshotCompany[] = [];
  for (const c of histories) {
    const values = valuesAsOf(c, day);
    if (values !== null) companies.push({ id: c.id, values });
  }
  return new ScreenerSnapshot(companies, FIELDS, isoOf(day));
}

/**
 * The tape: the market's trading days (every day any company traded), each company's adjusted
 * closes on them, and the whole market cap-weighted (yesterday's market caps times today's
 * returns), which is the benchmark on demo data.
 */
export function tapeOf(histories: readonly CompanyHistory[]): { tape: Tape; days: Int32Array } {
  const all = new Set<number>();
  for (const c of histories) for (const d of c.day) all.add(d);
  const days = Int32Array.from([...all].sort((a, b) => a - b));
  const index = new Map<number, number>();
  days.forEach((d, i) => index.set(d, i));
  const prices = new Map<number, PriceSeries>();
  const weight = new Float64Array(days.length);
  const gain = new Float64Array(days.length);
  for (const c of histories) {
    if (c.day.length === 0) continue;
    const first = index.get(c.day[0]!)!;
    const closes = new Float64Array(index.get(c.day[c.day.length - 1]!)! - first + 1);
    // A day it did not trade inside its life keeps the close before. Its weight in the market
    // on a day is its market cap at the close before (raw close times the shares filed by then).
    let a = -1;
    let cap = 0;
    for (let k = 0, p = 0; k < closes.length; k++) {
      const d = first + k;
      while (p + 1 < c.day.length && index.get(c.day[p + 1]!)! <= d) p++;
      closes[k] = c.adj[p]!;
      if (k > 0 && cap > 0) {
        weight[d] = weight[d]! + cap;
        gain[d] = gain[d]! + cap * (closes[k]! / closes[k - 1]! - 1);
      }
      while (a + 1 < c.annual.length && c.annual[a + 1]!.filedDay <= days[d]!) a++;
      const shares = a >= 0 ? c.annual[a]!.shares : null;
      cap = shares !== null && c.close[p]! > 0 ? c.close[p]! * shares : 0;
    }
    prices.set(c.id, { first, closes });
  }
  const market = new Float64Array(days.length);
  market[0] = 100;
  for (let d = 1; d < days.length; d++) market[d] = market[d - 1]! * (1 + (weight[d]! > 0 ? gain[d]! / weight[d]! : 0));
  return { tape: { dates: Array.from(days, isoOf), prices, market }, days };
}

/** The fields a screen reads that have no history to read them from (a backtest refuses them). */
export function fieldsWithoutHistory(keys: readonly string[]): string[] {
  const known = new Set<string>(POINT_IN_TIME_FIELDS);
  return keys.filter((k) => !known.has(k));
}
