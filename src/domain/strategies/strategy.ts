import type { ActiveFilter, SortDirection } from "../screener/screen";

// A strategy: the rules a backtest runs, stated so that anyone can run them again. A screen picks
// and orders the companies, the first `holdings` of them are bought, weighted equally or by
// market cap with a cap per holding, and the whole book is traded again on each rebalance date at
// a stated cost.

export type Weighting =
  { kind: "equal" } | { kind: "marketCap"; /** Largest weight of one holding, 0..1. */ cap: number };

export type RebalancePeriod = "monthly" | "quarterly";

/** The half-spread paid by size: a company of at least `minCap` dollars pays `bps` a side. */
export interface SpreadBand {
  minCap: number;
  bps: number;
}

export interface TradingCosts {
  /** Commission and fees, basis points of the traded value, each side. */
  commissionBps: number;
  /** Largest band first; a company below every band pays the last band's spread. */
  spreadBySize: readonly SpreadBand[];
}

export interface Strategy {
  filters: readonly ActiveFilter[];
  /** null: the screener's default order (market cap, largest first). */
  sort: { column: string; direction: SortDirection } | null;
  holdings: number;
  weighting: Weighting;
  rebalance: RebalancePeriod;
  costs: TradingCosts;
}

/** What a backtest charges when nothing else is said: 10 bp a side plus a spread by size. */
export const DEFAULT_COSTS: TradingCosts = {
  commissionBps: 10,
  spreadBySize: [
    { minCap: 10e9, bps: 2 },
    { minCap: 2e9, bps: 5 },
    { minCap: 300e6, bps: 15 },
    { minCap: 0, bps: 40 },
  ],
};

/** Holdings a strategy may ask for: enough for a real portfolio, few enough to follow by hand. */
export const MAX_HOLDINGS = 100;

/** The cost of trading one dollar of a company this size, as a fraction (one side). */
export function costPerDollar(costs: TradingCosts, marketCap: number | null): number {
  const bands = costs.spreadBySize;
  let spread = bands.length > 0 ? bands[bands.length - 1]!.bps : 0;
  if (marketCap !== null && Number.isFinite(marketCap))
    for (const band of bands)
      if (marketCap >= band.minCap) {
        spread = band.bps;
        break;
      }
  return (costs.commissionBps + spread) / 10_000;
}
