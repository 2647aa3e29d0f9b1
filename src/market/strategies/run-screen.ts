import { setImmediate as nextTurn } from "node:timers/promises";
import { runBacktest } from "../../domain/strategies/backtest";
import { signalDays } from "../../domain/strategies/calendar";
import { figuresOf } from "../../domain/strategies/figures";
import { tapeOf, type CompanyHistory } from "../../domain/strategies/history";
import { fieldsReadBy, PointInTimeMarket } from "../../domain/strategies/point-in-time";
import { BACKTEST_FROM } from "../../domain/strategies/house";
import { shortlistAt, type ScreenBacktestResult } from "../../domain/strategies/screen-backtest";
import type { Strategy } from "../../domain/strategies/strategy";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { monthEndCurve } from "./store-records";

// One saved screen's backtest over the stored histories, from the house strategies' first year.
// Each signal day's point-in-time snapshot is built walking the market forward, one day at a
// time ahead of the engine, with a turn of the event loop between days, so the run can
// report its progress and stop when asked, and the process stays responsive meanwhile.

export interface ScreenRunOptions {
  /** Told the share of the work done (0 to 1) after each signal day; awaited. */
  onProgress?: (done: number) => Promise<void>;
  signal?: AbortSignal;
}

export async function runScreenBacktest(
  histories: readonly CompanyHistory[],
  strategy: Strategy,
  options: ScreenRunOptions = {},
): Promise<ScreenBacktestResult> {
  const { tape, days } = tapeOf(histories);
  const byId = new Map(histories.map((c) => [c.id, c]));
  const fromDay = Math.max(
    0,
    tape.dates.findIndex((d) => d >= BACKTEST_FROM),
  );
  const signals = signalDays(tape.dates, strategy.rebalance).filter((d) => d >= fromDay);
  const pointInTime = new PointInTimeMarket(histories, {
    signalDays: signals.map((d) => days[d]!),
    fields: fieldsReadBy([strategy]),
  });
  const shortlists = new Map<number, ScreenerSnapshot>();
  for (let i = 0; i < signals.length; i++) {
    options.signal?.throwIfAborted();
    const d = signals[i]!;
    shortlists.set(d, shortlistAt(byId, pointInTime.snapshotAt(days[d]!), strategy, tape, d + 1, days[d]!));
    await options.onProgress?.((i + 1) / signals.length);
    await nextTurn();
  }
  const run = runBacktest({
    strategy,
    tape,
    fromDay,
    snapshotAt: (d) => {
      const s = shortlists.get(d);
      if (!s) throw new Error(`no shortlist for signal day ${d}`);
      return s;
    },
  });
  return { figures: figuresOf(run), curve: monthEndCurve(run), rebalances: run.rebalances };
}
