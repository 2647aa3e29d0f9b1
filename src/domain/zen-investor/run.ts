import type { CompanyHistory } from "../strategies/history";
import { lastAtOrBefore, valuesAsOf } from "../strategies/point-in-time";
import { heldAt, tradedAt, type Tape } from "../strategies/tape";
import { gradeLetter, round4, runChecks, ZEN_INVESTOR_RULE, type CheckResult, type Rule } from "./rule";

// The model portfolio run point in time on the strategies engine's histories and tape. At each
// trading day's close the rule reads only what was known then (valuesAsOf) and writes its alerts;
// the alerts fill at the NEXT trading day's close, never the signal day's. The last day's alerts
// are written with no fill yet: it comes with the next day's data, as it does for subscribers. A company that stops
// trading is sold at its last price and its position is kept in the record like any other.
//
// Prices: alerts and fills show the raw close the company traded at (what a subscriber could
// have paid); returns are ratios of closes adjusted for splits and dividends (total return), which
// later adjustments cannot change since they scale every earlier close alike.

export type SellReason = "delisted" | "stop" | "grade" | "score";

export interface Alert {
  date: string;
  side: "buy" | "sell";
  companyId: number;
  /** Why the rule fired: "qualifies" for a buy, the sell reasons in the order above. */
  reasons: ("qualifies" | SellReason)[];
  /** The Zen Rating that day as a letter, or null when unrated. */
  grade: string | null;
  /** The rule's score that day (0-100), or null when the company was no longer listed. */
  score: number | null;
  checks: CheckResult[];
  /** The close that day and the valuation read from it (4 decimals, null when missing). */
  valuation: { price: number | null; pe: number | null; pb: number | null; ps: number | null; dy: number | null };
}

export interface Fill {
  /** The alert it fills (its date; side and company are the same). */
  alertDate: string;
  date: string;
  side: "buy" | "sell";
  companyId: number;
  /** The raw close it filled at, or null when a buy could not fill (no trade that day, or no cash left). */
  price: number | null;
  /** The value traded as a fraction of the portfolio at that close, before the day's fills (0 when not filled). */
  weight: number;
}

export interface Position {
  companyId: number;
  entryDate: string;
  entryPrice: number;
  exitDate: string | null;
  exitPrice: number | null;
  exitReasons: SellReason[];
  /** Total return from the entry fill to the exit fill (or the last close while open). */
  return: number;
  /** The market's return over the same days. */
  marketReturn: number;
  /** Calendar days held (to the last day while open). */
  days: number;
}

export interface ModelRun {
  dates: string[];
  /** The portfolio's value, 1.0 on the first day (all cash). */
  equity: Float64Array;
  /** The market on the same days, 1.0 on the first. */
  market: Float64Array;
  alerts: Alert[];
  fills: Fill[];
  /** Every position ever opened, closed ones first in exit order, then the open ones. */
  positions: Position[];
}

/** The day the service opened: entries dated before it are the backtest, from it on live. */
export const ZEN_INVESTOR_LAUNCHED_ON = "2026-12-01";
/** The record starts with the first trading day of 2003. */
export const ZEN_INVESTOR_FROM = "2003-01-01";

export interface ModelInput {
  histories: readonly CompanyHistory[];
  /** The tape from tapeOf(histories) and its day numbers. */
  tape: Tape;
  days: Int32Array;
  rule?: Rule;
  /** The first tape day the rule reads (default 0). */
  fromDay?: number;
  /**
   * The rating dates the rule may read (default all). The stored rating history keeps month-ends
   * for good and the latest month's days only until the next update thins them, so the nightly
   * run reads month-ends only: a rating that later leaves the history must not have made an alert.
   */
  ratingDay?: (day: number) => boolean;
}

interface Open {
  companyId: number;
  entry: number;
  entryPrice: number;
  /** Units of the adjusted close held. */
  units: number;
}

/** The raw close at or before day number `day` (a delisted company's last one). */
function rawCloseAt(c: CompanyHistory, day: number): number {
  const i = lastAtOrBefore(c.day.length, (k) => c.day[k]!, day);
  return i >= 0 ? c.close[i]! : Number.NaN;
}

const tradesOn = (c: CompanyHistory, day: number): boolean => {
  const i = lastAtOrBefore(c.day.length, (k) => c.day[k]!, day);
  return i >= 0 && c.day[i] === day;
};

/** The Zen Rating's grade code at the close of `day`, or null when not yet rated. */
const gradeAsOf = (c: CompanyHistory, day: number): number | null => {
  const i = lastAtOrBefore(c.ratings.day.length, (k) => c.ratings.day[k]!, day);
  return i >= 0 ? c.ratings.grade[i]! : null;
};

/** The ratings given on the days kept. */
function ratingsOn(ratings: CompanyHistory["ratings"], keep: (day: number) => boolean): CompanyHistory["ratings"] {
  const at = Array.from(ratings.day.keys()).filter((k) => keep(ratings.day[k]!));
  return { day: Int32Array.from(at, (k) => ratings.day[k]!), grade: Uint8Array.from(at, (k) => ratings.grade[k]!) };
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? round4(v) : null);

export function runModelPortfolio(input: ModelInput): ModelRun {
  const rule = input.rule ?? ZEN_INVESTOR_RULE;
  const { tape, days } = input;
  const keep = input.ratingDay;
  const histories = keep
    ? input.histories.map((c) => ({ ...c, ratings: ratingsOn(c.ratings, keep) }))
    : input.histories;
  const byId = new Map(histories.map((c) => [c.id, c]));
  const start = input.fromDay ?? 0;
  const n = tape.dates.length - start;
  const equity = new Float64Array(Math.max(0, n));
  const market = new Float64Array(Math.max(0, n));
  const alerts: Alert[] = [];
  const fills: Fill[] = [];
  const closed: Position[] = [];
  const open = new Map<number, Open>();
  const soldOn = new Map<number, number>();
  let cash = 1;
  let pending: Alert[] = [];

  const value = (d: number): number => {
    let v = cash;
    for (const p of open.values()) v += p.units * heldAt(tape.prices.get(p.companyId), d);
    return v;
  };
  const marketBetween = (a: number, b: number): number => tape.market[b]! / tape.market[a]! - 1;
  const position = (p: Open, exit: number, exitPrice: number | null, reasons: SellReason[]): Position => {
    const s = tape.prices.get(p.companyId);
    return {
      companyId: p.companyId,
      entryDate: tape.dates[p.entry]!,
      entryPrice: p.entryPrice,
      exitDate: exitPrice === null ? null : tape.dates[exit]!,
      exitPrice,
      exitReasons: reasons,
      return: heldAt(s, exit) / heldAt(s, p.entry) - 1,
      marketReturn: marketBetween(p.entry, exit),
      days: days[exit]! - days[p.entry]!,
    };
  };

  for (let d = start; d < tape.dates.length; d++) {
    const date = tape.dates[d]!;
    // Yesterday's alerts fill at today's close: sells first, so their cash can pay for the buys.
    if (pending.length > 0) {
      const worth = value(d);
      for (const a of pending.filter((x) => x.side === "sell")) {
        const p = open.get(a.companyId)!;
        const traded = p.units * heldAt(tape.prices.get(a.companyId), d);
        cash += traded;
        open.delete(a.companyId);
        const price = round4(rawCloseAt(byId.get(a.companyId)!, days[d]!));
        closed.push(position(p, d, price, a.reasons as SellReason[]));
        soldOn.set(a.companyId, days[d]!);
        fills.push({ alertDate: a.date, date, side: "sell", companyId: a.companyId, price, weight: traded / worth });
      }
      for (const a of pending.filter((x) => x.side === "buy")) {
        const series = tape.prices.get(a.companyId);
        const adj = tradedAt(series, d);
        const history = byId.get(a.companyId)!;
        const trades = !Number.isNaN(adj) && tradesOn(history, days[d]!);
        const amount = trades ? Math.min(cash, rule.positionSize * worth) : 0;
        if (amount <= 0) {
          fills.push({ alertDate: a.date, date, side: "buy", companyId: a.companyId, price: null, weight: 0 });
          continue;
        }
        cash -= amount;
        const price = round4(rawCloseAt(history, days[d]!));
        open.set(a.companyId, { companyId: a.companyId, entry: d, entryPrice: price, units: amount / adj });
        fills.push({ alertDate: a.date, date, side: "buy", companyId: a.companyId, price, weight: amount / worth });
      }
    }
    equity[d - start] = value(d);
    market[d - start] = tape.market[d]! / tape.market[start]!;

    const today: Alert[] = [];
    const alertOf = (companyId: number, side: "buy" | "sell", reasons: Alert["reasons"]): Alert => {
      const c = byId.get(companyId)!;
      const v = valuesAsOf(c, days[d]!);
      const scored = v === null ? null : runChecks(rule, v);
      const zr = v?.zr;
      return {
        date,
        side,
        companyId,
        reasons,
        grade: typeof zr === "number" ? gradeLetter(6 - zr) : null,
        score: scored?.score ?? null,
        checks: scored?.checks ?? [],
        valuation: {
          price: num(v?.price),
          pe: num(v?.pe),
          pb: num(v?.pb),
          ps: num(v?.ps),
          dy: num(v?.dy),
        },
      };
    };
    for (const p of [...open.values()].sort((a, b) => a.companyId - b.companyId)) {
      const c = byId.get(p.companyId)!;
      const v = valuesAsOf(c, days[d]!);
      const reasons: SellReason[] = [];
      if (v === null) reasons.push("delisted");
      else {
        const s = tape.prices.get(p.companyId);
        if (heldAt(s, d) / heldAt(s, p.entry) - 1 <= -rule.stopLoss) reasons.push("stop");
        const zr = v.zr;
        if (typeof zr === "number" && 6 - zr > rule.sellBelowGrade) reasons.push("grade");
        if (runChecks(rule, v).score < rule.sellUnderScore) reasons.push("score");
      }
      if (reasons.length > 0) today.push(alertOf(p.companyId, "sell", reasons));
    }
    const free = rule.maxPositions - open.size + today.length;
    if (free > 0) {
      const candidates: { id: number; score: number; mcap: number }[] = [];
      for (const c of histories) {
        if (open.has(c.id)) continue;
        const sold = soldOn.get(c.id);
        if (sold !== undefined && days[d]! - sold < rule.coolOffDays) continue;
        const grade = gradeAsOf(c, days[d]!);
        if (grade === null || grade > rule.buyGrade) continue;
        // Only a company that traded today is read today (no stale close passes as today's).
        if (!tradesOn(c, days[d]!)) continue;
        const v = valuesAsOf(c, days[d]!);
        if (v === null) continue;
        const { score } = runChecks(rule, v);
        if (score < rule.buyScore) continue;
        candidates.push({ id: c.id, score, mcap: typeof v.mcap === "number" ? v.mcap : 0 });
      }
      candidates.sort((a, b) => b.score - a.score || b.mcap - a.mcap || a.id - b.id);
      for (const c of candidates.slice(0, free)) today.push(alertOf(c.id, "buy", ["qualifies"]));
    }
    alerts.push(...today);
    pending = today;
  }
  const last = tape.dates.length - 1;
  const held = [...open.values()].sort((a, b) => a.entry - b.entry || a.companyId - b.companyId);
  return {
    dates: tape.dates.slice(start),
    equity,
    market,
    alerts,
    fills,
    positions: [...closed, ...held.map((p) => position(p, last, null, []))],
  };
}
