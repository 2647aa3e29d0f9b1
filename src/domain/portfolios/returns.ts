import { dayOf } from "../rating/day-numbers";
import { Ledger, orderedSteps, type Split, type Transaction } from "./ledger";

// A portfolio's worth day by day and its returns. The time-weighted return chains each day's
// growth with the day's deposits and withdrawals taken out (the manager's skill, what an index
// is compared on); the money-weighted return is the rate that the money put in and taken out
// actually earned (the investor's own result, where timing of deposits matters).
//
// Flows are counted at the close of their day: a buy on a day is made at that day's prices, so
// money brought in for it earns nothing before the next close.

export interface PriceSeries {
  /** Trading days, ascending (ISO). */
  dates: readonly string[];
  /** Closes as stored, one per date. */
  closes: readonly number[];
}

export interface ValuePoint {
  date: string;
  /** Holdings at the close plus cash. */
  value: number;
  /** Money brought in (positive) or taken out (negative) on the day. */
  flow: number;
}

class PriceCursor {
  private i = -1;
  constructor(
    private readonly series: PriceSeries | undefined,
    private readonly adjustedSplits: readonly Split[],
  ) {}

  /** The close at or before `day` in the member's shares of that day, or undefined before the first. */
  at(day: string): number | undefined {
    const s = this.series;
    if (!s) return undefined;
    while (this.i + 1 < s.dates.length && s.dates[this.i + 1]! <= day) this.i++;
    if (this.i < 0) return undefined;
    let close = s.closes[this.i]!;
    // Stored closes already divided by a later split are multiplied back for shares held before it.
    for (const split of this.adjustedSplits) if (split.date > day) close *= split.ratio;
    return close;
  }
}

/**
 * The portfolio's value and flows on each of `days` from its first transaction on. A company
 * without a close yet (or unknown to our data) is valued at the price of its latest trade.
 */
export function valueSeries(
  transactions: readonly Transaction[],
  splits: readonly Split[],
  prices: ReadonlyMap<number, PriceSeries>,
  days: readonly string[],
): ValuePoint[] {
  if (transactions.length === 0) return [];
  const steps = orderedSteps(transactions, splits);
  const first = transactions.reduce((min, t) => (t.date < min ? t.date : min), transactions[0]!.date);
  const ledger = new Ledger();
  const cursors = new Map<number, PriceCursor>();
  const lastTrade = new Map<number, number>();
  const cursor = (companyId: number) => {
    let c = cursors.get(companyId);
    if (!c) {
      const adjusted = splits.filter((s) => s.companyId === companyId && s.pricesAdjusted);
      c = new PriceCursor(prices.get(companyId), adjusted);
      cursors.set(companyId, c);
    }
    return c;
  };
  const out: ValuePoint[] = [];
  let s = 0;
  let flowsSeen = 0;
  let started = false;
  for (const day of days) {
    while (s < steps.length && steps[s]!.date <= day) {
      const step = steps[s++]!;
      if (step.kind === "transaction" && step.transaction.price !== null && step.transaction.companyId !== null)
        lastTrade.set(step.transaction.companyId, step.transaction.price);
      if (step.kind === "split" && lastTrade.has(step.split.companyId))
        lastTrade.set(step.split.companyId, lastTrade.get(step.split.companyId)! / step.split.ratio);
      ledger.apply(step);
    }
    if (!started && day < first) continue;
    started = true;
    let flow = 0;
    for (; flowsSeen < ledger.flows.length; flowsSeen++) flow += ledger.flows[flowsSeen]!.amount;
    let value = ledger.cash;
    for (const p of ledger.positions.values()) {
      if (p.shares <= 0) continue;
      const price = cursor(p.companyId).at(day) ?? lastTrade.get(p.companyId) ?? 0;
      value += p.shares * price;
    }
    out.push({ date: day, value, flow });
  }
  return out;
}

/**
 * The time-weighted growth of 1 from before the first day: each day's level. A day with nothing
 * held before it starts again from what was brought in that day.
 */
export function timeWeightedLevels(points: readonly ValuePoint[]): number[] {
  const levels: number[] = [];
  let level = 1;
  let previous = 0;
  for (const p of points) {
    let r = 0;
    if (previous > 0) r = (p.value - p.flow) / previous - 1;
    else if (p.flow > 0) r = p.value / p.flow - 1;
    level *= 1 + r;
    levels.push(level);
    previous = p.value;
  }
  return levels;
}

/** The index of the last date at or before `day`, or -1. */
export function lastIndexOnOrBefore(dates: readonly string[], day: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid]! <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export const PERFORMANCE_PERIODS = ["1M", "YTD", "1Y", "3Y", "ALL"] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

const minusMonths = (iso: string, months: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
};

/** The close a period is measured from: the day before it begins (null for all of it). */
export function periodStart(period: PerformancePeriod, asOf: string): string | null {
  switch (period) {
    case "1M":
      return minusMonths(asOf, 1);
    case "YTD":
      return `${Number(asOf.slice(0, 4)) - 1}-12-31`;
    case "1Y":
      return minusMonths(asOf, 12);
    case "3Y":
      return minusMonths(asOf, 36);
    case "ALL":
      return null;
  }
}

/**
 * The growth between the level at the last date on or before `from` and the last level. Null
 * when the series starts after `from` (the portfolio did not exist for the whole period).
 */
export function growthSince(
  dates: readonly string[],
  levels: readonly number[],
  from: string | null,
  base = 1,
): number | null {
  if (levels.length === 0) return null;
  const end = levels[levels.length - 1]!;
  if (from === null) return end / base - 1;
  const i = lastIndexOnOrBefore(dates, from);
  if (i < 0) return null;
  return end / levels[i]! - 1;
}

/**
 * The money-weighted return: the yearly rate at which the value at the start plus every flow
 * grows into the value at the end (an internal rate of return). Periods under a year give the
 * period's rate, not an annualised one. Null when no rate fits (nothing invested).
 */
export function moneyWeightedReturn(
  start: { date: string; value: number },
  flows: readonly { date: string; amount: number }[],
  end: { date: string; value: number },
): number | null {
  const t0 = dayOf(start.date);
  const years = (d: string) => (dayOf(d) - t0) / 365;
  // The investor's side: what goes in is negative, what is there at the end is positive.
  const cash: [number, number][] = [
    [0, -start.value],
    ...flows.map((f): [number, number] => [years(f.date), -f.amount]),
  ];
  cash.push([years(end.date), end.value]);
  if (!cash.some(([, c]) => c < 0) || !cash.some(([, c]) => c > 0)) return null;
  const npv = (r: number) => cash.reduce((sum, [t, c]) => sum + c / Math.pow(1 + r, t), 0);
  let lo = -0.9999;
  let hi = 1;
  while (npv(hi) > 0 && hi < 1e6) hi *= 2;
  if (Math.sign(npv(lo)) === Math.sign(npv(hi))) return null;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid;
    else hi = mid;
  }
  const rate = (lo + hi) / 2;
  const span = years(end.date);
  return span >= 1 ? rate : Math.pow(1 + rate, span) - 1;
}
