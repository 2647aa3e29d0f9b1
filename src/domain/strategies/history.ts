import { isoOf } from "../rating/day-numbers";
import type { PriceSeries, Tape } from "./tape";

// Each company's dated history as the backtests read it (decision 051), and the tape made from
// them. What a signal day's screen sees is worked out from these in point-in-time.ts.

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

/** A company's dated records as they are read, one object a record (historyOf makes the history). */
export interface HistoryRecords {
  id: number;
  sectorId: number | null;
  day: Int32Array;
  close: Float64Array;
  adj: Float64Array;
  /** In filing order. */
  annual: readonly AnnualFigures[];
  /** In ex-date order. */
  dividends: readonly { exDay: number; amount: number }[];
  /** In rated-day order: grade code 1 (A) .. 5 (F). */
  ratings: readonly { day: number; grade: number }[];
}

/** Annual statements as columns in filing order, NaN where a figure is missing. */
export interface AnnualColumns {
  /** Day number of the filing: the figures are known from this day on. */
  filedDay: Int32Array;
  revenue: Float64Array;
  netIncome: Float64Array;
  eps: Float64Array;
  shares: Float64Array;
  equity: Float64Array;
  debt: Float64Array;
}

// A backtest holds every company's history from 2002 in memory: as typed arrays rather than an
// object a statement, dividend and rating (millions of them at 6,000 companies), the collector
// has a few arrays a company to mark instead of millions of objects, each time it runs.
export interface CompanyHistory {
  id: number;
  sectorId: number | null;
  /** Trading days (day numbers), ascending; the last is the last day it traded. */
  day: Int32Array;
  close: Float64Array;
  /** Closes adjusted for splits and dividends (total return). */
  adj: Float64Array;
  annual: AnnualColumns;
  /** Dividends in ex-date order. */
  dividends: { exDay: Int32Array; amount: Float64Array };
  /** Zen Rating by rated day: grade code 1 (A) .. 5 (F). */
  ratings: { day: Int32Array; grade: Uint8Array };
}

/** A figure as a number, NaN for null. */
const num = (x: number | null): number => (x === null ? Number.NaN : x);

/** The company's history from its records. */
export function historyOf(r: HistoryRecords): CompanyHistory {
  const figures = (read: (a: AnnualFigures) => number | null) => Float64Array.from(r.annual, (a) => num(read(a)));
  return {
    id: r.id,
    sectorId: r.sectorId,
    day: r.day,
    close: r.close,
    adj: r.adj,
    annual: {
      filedDay: Int32Array.from(r.annual, (a) => a.filedDay),
      revenue: figures((a) => a.revenue),
      netIncome: figures((a) => a.netIncome),
      eps: figures((a) => a.eps),
      shares: figures((a) => a.shares),
      equity: figures((a) => a.equity),
      debt: figures((a) => a.debt),
    },
    dividends: {
      exDay: Int32Array.from(r.dividends, (d) => d.exDay),
      amount: Float64Array.from(r.dividends, (d) => d.amount),
    },
    ratings: { day: Int32Array.from(r.ratings, (x) => x.day), grade: Uint8Array.from(r.ratings, (x) => x.grade) },
  };
}

/** Every day any company traded, ascending. */
function tradingDays(histories: readonly CompanyHistory[]): Int32Array {
  let min = Infinity;
  let max = -Infinity;
  for (const c of histories)
    if (c.day.length > 0) {
      min = Math.min(min, c.day[0]!);
      max = Math.max(max, c.day[c.day.length - 1]!);
    }
  if (min > max) return new Int32Array(0);
  const traded = new Uint8Array(max - min + 1);
  // The company's days in a local: the engine then keeps it in a register rather than reading it
  // again after every write (at 6,000 companies since 2002 this loop runs 36 million times).
  for (const c of histories) {
    const day = c.day;
    for (let k = 0; k < day.length; k++) traded[day[k]! - min] = 1;
  }
  const days: number[] = [];
  for (let k = 0; k < traded.length; k++) if (traded[k] === 1) days.push(min + k);
  return Int32Array.from(days);
}

/**
 * The tape: the market's trading days (every day any company traded), each company's adjusted
 * closes on them, and the whole market cap-weighted (yesterday's market caps times today's
 * returns), which is the benchmark on demo data.
 */
export function tapeOf(histories: readonly CompanyHistory[]): { tape: Tape; days: Int32Array } {
  const days = tradingDays(histories);
  // Day number to its index in `days`: an array over the calendar's span (a few thousand days).
  const index = new Int32Array(days.length > 0 ? days[days.length - 1]! - days[0]! + 1 : 0);
  days.forEach((d, i) => (index[d - days[0]!] = i));
  const prices = new Map<number, PriceSeries>();
  const weight = new Float64Array(days.length);
  const gain = new Float64Array(days.length);
  for (const c of histories) {
    if (c.day.length === 0) continue;
    const first = index[c.day[0]! - days[0]!]!;
    const span = index[c.day[c.day.length - 1]! - days[0]!]! - first + 1;
    // A company that traded every market day of its life has its own adjusted closes as its
    // series (no copy: at 6,000 companies since 2002 that is 300 MB not written twice).
    const closes = span === c.day.length ? c.adj : new Float64Array(span);
    // A day it did not trade inside its life keeps the close before. Its weight in the market
    // on a day is its market cap at the close before (raw close times the shares filed by then).
    // Locals for the same reason as in tradingDays: this loop runs once a company a market day.
    const { day, close, adj, annual } = c;
    let a = -1;
    let shares = Number.NaN;
    const filings = annual.filedDay.length;
    let nextFiling = filings > 0 ? annual.filedDay[0]! : Infinity;
    let cap = 0;
    for (let k = 0, p = 0; k < closes.length; k++) {
      const d = first + k;
      const today = days[d]!;
      while (p + 1 < day.length && day[p + 1]! <= today) p++;
      if (closes !== adj) closes[k] = adj[p]!;
      if (k > 0 && cap > 0) {
        weight[d] = weight[d]! + cap;
        gain[d] = gain[d]! + cap * (closes[k]! / closes[k - 1]! - 1);
      }
      while (nextFiling <= today) {
        shares = annual.shares[++a]!;
        nextFiling = a + 1 < filings ? annual.filedDay[a + 1]! : Infinity;
      }
      const price = close[p]!;
      cap = !Number.isNaN(shares) && price > 0 ? price * shares : 0;
    }
    prices.set(c.id, { first, closes });
  }
  const market = new Float64Array(days.length);
  market[0] = 100;
  for (let d = 1; d < days.length; d++) market[d] = market[d - 1]! * (1 + (weight[d]! > 0 ? gain[d]! / weight[d]! : 0));
  return { tape: { dates: Array.from(days, isoOf), prices, market }, days };
}
