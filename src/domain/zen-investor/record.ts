import { returnFigures, type ReturnFigures } from "./returns";
import type { ModelRun, Position } from "./run";

// What the public pages show of a run, kept by the nightly job beside the ledger (decision 063):
// the two return figures for the whole record and for its backtest and live parts, the curve at
// month-ends, and every position. Figures are computed from the run, never typed in.

export interface StoredRecord {
  asOf: string;
  launchedOn: string;
  figures: { whole: ReturnFigures; backtest: ReturnFigures | null; live: ReturnFigures | null };
  /** [month-end date, portfolio, market], both 1.0 on the first day. */
  curve: [string, number, number][];
  positions: Position[];
}

/** The run from index `a` to index `b` (inclusive) of its days, with the positions opened in it. */
function part(run: ModelRun, a: number, b: number): ModelRun {
  const from = run.dates[a]!;
  const to = run.dates[b]!;
  return {
    ...run,
    dates: run.dates.slice(a, b + 1),
    equity: run.equity.slice(a, b + 1),
    market: run.market.slice(a, b + 1),
    positions: run.positions.filter((p) => p.entryDate >= from && p.entryDate <= to),
  };
}

/**
 * The record's figures: the backtest runs up to the last close before the launch date, the live
 * part from that close (its first day's return is the first live day's) to the last.
 */
export function recordOf(run: ModelRun, launchedOn: string): StoredRecord | null {
  const n = run.dates.length;
  if (n === 0) return null;
  const firstLive = run.dates.findIndex((d) => d >= launchedOn);
  const backtestEnd = firstLive < 0 ? n - 1 : firstLive - 1;
  const curve: StoredRecord["curve"] = [];
  for (let i = 0; i < n; i++) {
    const monthEnd = i === n - 1 || run.dates[i + 1]!.slice(0, 7) !== run.dates[i]!.slice(0, 7);
    if (monthEnd) curve.push([run.dates[i]!, round6(run.equity[i]!), round6(run.market[i]!)]);
  }
  const live =
    firstLive < 0
      ? null
      : { ...part(run, Math.max(0, firstLive - 1), n - 1), positions: livePositions(run, launchedOn) };
  return {
    asOf: run.dates[n - 1]!,
    launchedOn,
    figures: {
      whole: returnFigures(run),
      backtest: backtestEnd >= 1 ? returnFigures(part(run, 0, backtestEnd)) : null,
      live: live && live.dates.length >= 2 ? returnFigures(live) : null,
    },
    curve,
    positions: run.positions,
  };
}

const livePositions = (run: ModelRun, launchedOn: string): Position[] =>
  run.positions.filter((p) => p.entryDate >= launchedOn);

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;
