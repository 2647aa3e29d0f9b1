import { columnByKey } from "../screener/columns";
import { describeValue } from "../screener/describe";
import { filterByKey } from "../screener/filters";
import { encodeScreen } from "../screener/query-string";
import { paths } from "../paths";
import type { StrategyMethod } from "../contracts/strategies";
import type { Strategy, TradingCosts } from "./strategy";

// A strategy's rules in words, for the pages and the exports: what anyone needs to run it again
// on the screener by hand.

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))} %`;

function sizeText(dollars: number): string {
  return dollars >= 1e9 ? `$${dollars / 1e9} billion` : `$${dollars / 1e6} million`;
}

/** "10 bp a side in commission, plus a half-spread of 2 bp (over $10 billion) to 40 bp (smaller)". */
export function costsText(costs: TradingCosts): string {
  const bands = costs.spreadBySize;
  if (bands.length === 0) return `${costs.commissionBps} bp a side in commission and fees.`;
  const spreads = bands
    .map((b, i) =>
      b.minCap > 0 ? `${b.bps} bp from ${sizeText(b.minCap)}` : `${b.bps} bp ${i === 0 ? "for all" : "below that"}`,
    )
    .join(", ");
  return `${costs.commissionBps} bp a side in commission and fees, plus half the bid-ask spread by size: ${spreads}.`;
}

export function weightingText(strategy: Pick<Strategy, "weighting">): string {
  const w = strategy.weighting;
  return w.kind === "equal" ? "Equal weights" : `By market cap, at most ${percent(w.cap)} in one company`;
}

/** Each filter and the order in words: "Zen Rating: A, B", "P/E: 0 to 15", "Sorted by P/E, lowest first". */
export function rulesText(strategy: Pick<Strategy, "filters" | "sort">): string[] {
  const rules = strategy.filters.map((f) => {
    const filter = filterByKey(f.key);
    if (!filter) return f.key;
    // The bounds themselves, not a preset's name ("0 to 15", not "Low"): the rule must be exact.
    const exact = filter.type === "range" ? { ...filter, params: { ...filter.params, presets: [] } } : filter;
    return `${filter.name}: ${describeValue(exact, f.value)}`;
  });
  const sortColumn = strategy.sort ? columnByKey(strategy.sort.column) : undefined;
  rules.push(
    strategy.sort
      ? `Sorted by ${sortColumn?.name ?? strategy.sort.column}, ${strategy.sort.direction === "asc" ? "lowest" : "highest"} first`
      : "Sorted by market cap, largest first",
  );
  return rules;
}

export function methodOf(strategy: Strategy): StrategyMethod {
  const query = encodeScreen({ tab: 1, page: 1, filters: [...strategy.filters], sort: strategy.sort });
  return {
    holdings: strategy.holdings,
    weighting: weightingText(strategy),
    rebalance: strategy.rebalance,
    costs: costsText(strategy.costs),
    screenerUrl: paths.stockScreener(query || undefined),
    rules: rulesText(strategy),
  };
}
