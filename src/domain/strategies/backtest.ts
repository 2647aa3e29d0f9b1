import { runScreen } from "../screener/engine";
import type { ScreenerSnapshot } from "../screener/snapshot";
import { signalDays } from "./calendar";
import { costPerDollar, type Strategy } from "./strategy";
import { heldAt, tradedAt, type Tape } from "./tape";
import { targetWeights } from "./weights";

// The backtest: on each signal day the strategy's screen runs over what was known at that day's
// close (the snapshot the caller builds as of that date), and the book is traded to the new
// targets at the NEXT trading day's close, paying the stated costs. Between fills the book drifts
// with prices. Vectorised where it counts: the screen is the screener's own bitset engine, and a
// day's valuation touches only the holdings.

export interface Holding {
  companyId: number;
  /** Weight in the book right after the fill. */
  weight: number;
  price: number;
}

export interface Trade {
  companyId: number;
  side: "buy" | "sell";
  /** The traded value as a fraction of the book before the trade. */
  fraction: number;
  price: number;
}

export interface Rebalance {
  signalDate: string;
  fillDate: string;
  holdings: Holding[];
  trades: Trade[];
  /** One-way turnover: half the traded value over the book. */
  turnover: number;
  /** Costs paid, as a fraction of the book. */
  cost: number;
}

export interface BacktestRun {
  /** From the first signal day on; the book is cash (1.0) on that day. */
  dates: string[];
  equity: Float64Array;
  /** The market on the same days, 1.0 on the first. */
  market: Float64Array;
  rebalances: Rebalance[];
}

export interface BacktestInput {
  strategy: Strategy;
  tape: Tape;
  /** The screener values known at the close of day d (point in time: the caller's promise). */
  snapshotAt: (day: number) => ScreenerSnapshot;
  /** First day a signal may fall on (default: the first). */
  fromDay?: number;
  /** Keep only these companies (the survivors-only run of the bias check). */
  only?: (companyId: number) => boolean;
  onProgress?: (done: number, total: number) => void;
}

/** The first `count` screened companies that trade on the fill day, in the screen's order. */
function choose(
  input: BacktestInput,
  snapshot: ScreenerSnapshot,
  fill: number,
): { ids: number[]; caps: (number | null)[] } {
  const { strategy, tape, only } = input;
  const { rows } = runScreen(snapshot, {
    filters: strategy.filters,
    sort: strategy.sort,
    page: 1,
    pageSize: Math.max(1, snapshot.size),
  });
  const ids: number[] = [];
  const caps: (number | null)[] = [];
  const mcap = snapshot.hasField("mcap") ? snapshot.numbersOf("mcap") : null;
  for (let i = 0; i < rows.length && ids.length < strategy.holdings; i++) {
    const row = rows[i]!;
    const id = snapshot.ids[row]!;
    if (only && !only(id)) continue;
    if (Number.isNaN(tradedAt(tape.prices.get(id), fill))) continue;
    ids.push(id);
    const cap = mcap ? mcap[row]! : Number.NaN;
    caps.push(Number.isNaN(cap) ? null : cap);
  }
  return { ids, caps };
}

export function runBacktest(input: BacktestInput): BacktestRun {
  const { strategy, tape } = input;
  const from = input.fromDay ?? 0;
  const signals = signalDays(tape.dates, strategy.rebalance).filter((d) => d >= from);
  if (signals.length === 0) throw new Error("no rebalance date in the tape");
  const start = signals[0]!;
  const days = tape.dates.length - start;
  const equity = new Float64Array(days);
  const market = new Float64Array(days);
  const base = tape.market[start]!;
  for (let d = start; d < tape.dates.length; d++) market[d - start] = tape.market[d]! / base;

  let cash = 1;
  let heldIds: number[] = [];
  let shares = new Float64Array(0);
  const value = (d: number): number => {
    let v = cash;
    for (let k = 0; k < heldIds.length; k++) v += shares[k]! * heldAt(tape.prices.get(heldIds[k]!), d);
    return v;
  };
  const rebalances: Rebalance[] = [];
  let next = 0;
  for (let d = start; d < tape.dates.length; d++) {
    // A fill: the day after a signal, at that day's close.
    if (next > 0 && signals[next - 1]! + 1 === d) {
      const signal = signals[next - 1]!;
      const { ids, caps } = choose(input, input.snapshotAt(signal), d);
      rebalances.push(trade(d, signal, ids, caps));
    }
    equity[d - start] = value(d);
    if (next < signals.length && signals[next] === d) {
      next++;
      input.onProgress?.(next, signals.length);
    }
  }
  return { dates: tape.dates.slice(start), equity, market, rebalances };

  function trade(d: number, signal: number, ids: number[], caps: (number | null)[]): Rebalance {
    const before = value(d);
    const weights = targetWeights(strategy.weighting, caps);
    const price = ids.map((id) => tradedAt(tape.prices.get(id), d));
    const current = new Map<number, number>();
    for (let k = 0; k < heldIds.length; k++) {
      const id = heldIds[k]!;
      current.set(id, shares[k]! * heldAt(tape.prices.get(id), d));
    }
    const costOf = (id: number): number => {
      const i = ids.indexOf(id);
      return costPerDollar(strategy.costs, i >= 0 ? caps[i]! : null);
    };
    // The book after costs pays for its own trades: a few rounds settle it to far below a cent.
    let after = before;
    let cost = 0;
    for (let round = 0; round < 4; round++) {
      cost = 0;
      for (const [id, v] of current) if (!ids.includes(id)) cost += v * costOf(id);
      ids.forEach((id, i) => (cost += Math.abs(weights[i]! * after - (current.get(id) ?? 0)) * costOf(id)));
      after = before - cost;
    }
    const trades: Trade[] = [];
    let traded = 0;
    for (const [id, v] of current)
      if (!ids.includes(id) && v !== 0) {
        trades.push({ companyId: id, side: "sell", fraction: v / before, price: heldAt(tape.prices.get(id), d) });
        traded += v;
      }
    ids.forEach((id, i) => {
      const delta = weights[i]! * after - (current.get(id) ?? 0);
      traded += Math.abs(delta);
      if (Math.abs(delta) > 1e-12 * before)
        trades.push({
          companyId: id,
          side: delta > 0 ? "buy" : "sell",
          fraction: Math.abs(delta) / before,
          price: price[i]!,
        });
    });
    heldIds = ids;
    shares = Float64Array.from(ids, (_, i) => (weights[i]! * after) / price[i]!);
    cash = ids.length === 0 ? after : 0;
    return {
      signalDate: tape.dates[signal]!,
      fillDate: tape.dates[d]!,
      holdings: ids.map((companyId, i) => ({ companyId, weight: weights[i]!, price: price[i]! })),
      trades,
      turnover: before > 0 ? traded / (2 * before) : 0,
      cost: before > 0 ? cost / before : 0,
    };
  }
}
