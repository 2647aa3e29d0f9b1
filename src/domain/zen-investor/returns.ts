import { dayOf } from "../rating/day-numbers";
import type { ModelRun, Position } from "./run";

// The two figures shown side by side, each against the market over the same days:
// - the portfolio's time-weighted return: the chained daily returns of the whole book, cash
//   included (the model portfolio has no deposits or withdrawals, so it is the growth of its value);
// - the average return per pick: every position ever opened weighs the same, closed ones
//   (delisted ones included, at their last price) and open ones at the last close, each against the
//   market's return over its own holding days. It flatters a portfolio that sized its winners
//   small, which is why it is never shown alone.

export interface ReturnFigures {
  from: string;
  to: string;
  timeWeighted: {
    portfolio: number;
    market: number;
    /** Compound a year over calendar time, or null for a record shorter than a year. */
    portfolioAnnual: number | null;
    marketAnnual: number | null;
  };
  averagePick: {
    picks: number;
    closed: number;
    open: number;
    average: number | null;
    market: number | null;
    /** Picks whose return beat the market's over the same days. */
    beatMarket: number;
  };
}

const annual = (total: number, days: number): number | null =>
  days >= 365 ? Math.pow(1 + total, 365.25 / days) - 1 : null;

/** The chained daily returns of a curve: its growth over the whole run. */
export function timeWeightedReturn(curve: Float64Array): number {
  let growth = 1;
  for (let i = 1; i < curve.length; i++) growth *= curve[i]! / curve[i - 1]!;
  return growth - 1;
}

export function averagePick(positions: readonly Position[]): ReturnFigures["averagePick"] {
  const picks = positions.length;
  const mean = (f: (p: Position) => number): number | null =>
    picks === 0 ? null : positions.reduce((s, p) => s + f(p), 0) / picks;
  return {
    picks,
    closed: positions.filter((p) => p.exitDate !== null).length,
    open: positions.filter((p) => p.exitDate === null).length,
    average: mean((p) => p.return),
    market: mean((p) => p.marketReturn),
    beatMarket: positions.filter((p) => p.return > p.marketReturn).length,
  };
}

export function returnFigures(run: ModelRun): ReturnFigures {
  const from = run.dates[0]!;
  const to = run.dates[run.dates.length - 1]!;
  const days = dayOf(to) - dayOf(from);
  const portfolio = timeWeightedReturn(run.equity);
  const market = timeWeightedReturn(run.market);
  return {
    from,
    to,
    timeWeighted: { portfolio, market, portfolioAnnual: annual(portfolio, days), marketAnnual: annual(market, days) },
    averagePick: averagePick(run.positions),
  };
}
