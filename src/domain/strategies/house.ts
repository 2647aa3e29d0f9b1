import type { ActiveFilter } from "../screener/screen";
import { DEFAULT_COSTS, type Strategy } from "./strategy";

// The house strategies: screens anyone could type into the screener, run by the same engine
// every member can run on a saved screen. The launch date splits each record: before it the
// figures are a backtest, after it they are live, run forward by the nightly update.

export interface HouseStrategy {
  /** The id in /stock-strategies/{id}. */
  id: string;
  name: string;
  /** What it does, in plain words. */
  description: string;
  strategy: Strategy;
  /** From this day on the record is live; before it, a backtest. */
  launchedOn: string;
  /** Backtests start here (the demo market's ratings begin in 2002). */
  from: string;
}

export const STRATEGIES_LAUNCH = "2026-12-01";
export const BACKTEST_FROM = "2003-01-01";

const grades = (...values: string[]): ActiveFilter => ({ key: "zr", value: { type: "select", values } });
const range = (key: string, low: number | null, high: number | null): ActiveFilter => ({
  key,
  value: { type: "range", low, high },
});

function house(id: string, name: string, description: string, strategy: Omit<Strategy, "costs">): HouseStrategy {
  return {
    id,
    name,
    description,
    strategy: { ...strategy, costs: DEFAULT_COSTS },
    launchedOn: STRATEGIES_LAUNCH,
    from: BACKTEST_FROM,
  };
}

export const HOUSE_STRATEGIES: readonly HouseStrategy[] = [
  house(
    "top-rated-value",
    "Top-Rated Value",
    "The 20 cheapest companies by price to earnings among those rated A or B, equally weighted, traded again each month.",
    {
      filters: [grades("A", "B"), range("pe", 0, 15)],
      sort: { column: "pe", direction: "asc" },
      holdings: 20,
      weighting: { kind: "equal" },
      rebalance: "monthly",
    },
  ),
  house(
    "top-rated-growth",
    "Top-Rated Growth",
    "The 20 companies rated A whose sales grew fastest over their last reported year, equally weighted, each month.",
    {
      filters: [grades("A"), range("rgr1y", 10, null)],
      sort: { column: "rgr1y", direction: "desc" },
      holdings: 20,
      weighting: { kind: "equal" },
      rebalance: "monthly",
    },
  ),
  house(
    "dividend-growers",
    "Dividend Payers With a Strong Score",
    "The 25 highest yields among companies rated A or B that pay at least 2 % and grew their earnings last year, each quarter.",
    {
      filters: [grades("A", "B"), range("dy", 2, null), range("egr1y", 0, null)],
      sort: { column: "dy", direction: "desc" },
      holdings: 25,
      weighting: { kind: "equal" },
      rebalance: "quarterly",
    },
  ),
  house(
    "momentum-leaders",
    "Momentum Leaders",
    "The 20 companies over $2 billion that rose most over six months, leaving out those rated D or F, each month.",
    {
      filters: [grades("A", "B", "C"), range("mcap", 2e9, null)],
      sort: { column: "chg6m", direction: "desc" },
      holdings: 20,
      weighting: { kind: "equal" },
      rebalance: "monthly",
    },
  ),
  house(
    "quality-fair-price",
    "Quality at a Fair Price",
    "The 25 highest returns on equity among companies with debt below their equity and a price to earnings under 25, weighted by size with at most 10 % in one, each quarter.",
    {
      filters: [range("roe", 15, null), range("de", null, 1), range("pe", 0, 25)],
      sort: { column: "roe", direction: "desc" },
      holdings: 25,
      weighting: { kind: "marketCap", cap: 0.1 },
      rebalance: "quarterly",
    },
  ),
  house(
    "small-caps-rated-a",
    "Small Caps Rated A",
    "The 25 largest companies between $300 million and $2 billion rated A, equally weighted, each month.",
    {
      filters: [grades("A"), range("mcap", 300e6, 2e9)],
      sort: null,
      holdings: 25,
      weighting: { kind: "equal" },
      rebalance: "monthly",
    },
  ),
];

export function houseStrategy(id: string): HouseStrategy | undefined {
  return HOUSE_STRATEGIES.find((s) => s.id === id);
}
