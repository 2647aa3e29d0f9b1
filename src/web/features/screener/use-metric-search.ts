import { useCallback, useState } from "react";
import type { searchMetrics as SearchMetricsFn, Searchable } from "../../../domain/screener/metric-search";

// Finding a column by name or alias (metric-search.ts, with the metric catalogue's aliases)
// loads when the search box is first used, not with the page (decision 041). An empty search
// lists everything in the catalogue's order, as searchMetrics does, so nothing changes on
// screen until there is something to search for, by when the module is there.

type SearchMetrics = typeof SearchMetricsFn;

let loaded: SearchMetrics | null = null;

export function useMetricSearch() {
  const [searchMetrics, setSearchMetrics] = useState<SearchMetrics | null>(() => loaded);
  const load = useCallback(() => {
    if (loaded) return;
    void import("../../../domain/screener/metric-search").then((m) => {
      loaded = m.searchMetrics;
      setSearchMetrics(() => m.searchMetrics);
    });
  }, []);
  const find = <T extends Searchable>(items: readonly T[], query: string): readonly T[] =>
    query.trim() === "" ? items : searchMetrics ? searchMetrics(items, query) : items;
  return { find, load };
}
