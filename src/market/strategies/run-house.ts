import { runBacktest, type BacktestRun } from "../../domain/strategies/backtest";
import { figuresOf, type Figures } from "../../domain/strategies/figures";
import { tapeOf, type CompanyHistory } from "../../domain/strategies/history";
import { fieldsReadBy, PointInTimeMarket } from "../../domain/strategies/point-in-time";
import { signalDays } from "../../domain/strategies/calendar";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { HOUSE_STRATEGIES, type HouseStrategy } from "../../domain/strategies/house";

// The house strategies over the stored histories: each run whole, split at its launch date into
// backtest and live figures, and again on survivors only (the bias check).

export interface HouseRecord {
  house: HouseStrategy;
  run: BacktestRun;
  backtest: Figures;
  /** null until the record has a live day after its launch. */
  live: Figures | null;
  survivorsOnly: Figures;
  /** The market's own figures over the same days (its volatility, Sharpe and drawdown beside the strategy's). */
  market: { backtest: Figures; live: Figures | null };
}

export function runHouseStrategies(
  histories: readonly CompanyHistory[],
  onProgress?: (line: string) => void,
): HouseRecord[] {
  const { tape, days } = tapeOf(histories);
  const lastDay = days[days.length - 1]!;
  const survivors = new Set(
    histories.filter((c) => c.day.length > 0 && c.day[c.day.length - 1]! === lastDay).map((c) => c.id),
  );
  // Snapshots are shared by the strategies: each signal day's is built once, the first strategy
  // walking the market forward month by month (the quarterly ones read the same month-ends).
  const pointInTime = new PointInTimeMarket(histories, {
    signalDays: signalDays(tape.dates, "monthly").map((d) => days[d]!),
    fields: fieldsReadBy(HOUSE_STRATEGIES.map((h) => h.strategy)),
  });
  const snapshots = new Map<number, ScreenerSnapshot>();
  const snapshotAt = (d: number) => {
    let s = snapshots.get(d);
    if (!s) snapshots.set(d, (s = pointInTime.snapshotAt(days[d]!)));
    return s;
  };
  return HOUSE_STRATEGIES.map((house) => {
    const fromDay = Math.max(
      0,
      tape.dates.findIndex((d) => d >= house.from),
    );
    const run = runBacktest({ strategy: house.strategy, tape, snapshotAt, fromDay });
    const survivorsRun = runBacktest({
      strategy: house.strategy,
      tape,
      snapshotAt,
      fromDay,
      only: (id) => survivors.has(id),
    });
    const launch = run.dates.findIndex((d) => d >= house.launchedOn);
    const split = launch < 0 ? run.dates.length - 1 : launch;
    onProgress?.(house.id);
    // The market's figures: the same measures read off its curve, as if it were the book.
    const marketRun: BacktestRun = { ...run, equity: run.market, rebalances: [] };
    const hasLive = launch > 0 && launch < run.dates.length - 1;
    return {
      house,
      run,
      backtest: figuresOf(run, 0, split),
      live: hasLive ? figuresOf(run, launch, run.dates.length - 1) : null,
      survivorsOnly: figuresOf(survivorsRun),
      market: {
        backtest: figuresOf(marketRun, 0, split),
        live: hasLive ? figuresOf(marketRun, launch, run.dates.length - 1) : null,
      },
    };
  });
}
