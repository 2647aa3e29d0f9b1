import type { AnalystsQuery } from "../../../domain/contracts/analysts";
import { ANALYST_SORTS, DEFAULT_SORT_DIRECTION, type AnalystSort } from "../../../domain/analysts/ranking-query";
import { paths } from "../../../domain/paths";

// The /analysts address is the ranking's query (the API's parameters), so any view of it can be
// shared. A hand-edited address keeps the parameters that make sense and drops the others, so
// a reader always gets a page. Reading it (with the contract's zod schema) is the loader's
// (read-analysts-query.ts), so the page's browser code has no zod (decision 041).

export function sortOf(query: AnalystsQuery): { sort: AnalystSort; dir: "asc" | "desc" } {
  const sort = query.sort ?? "rank";
  return { sort, dir: query.dir ?? DEFAULT_SORT_DIRECTION[sort] };
}

/** The address of the ranking with `change` applied; defaults are left out, so addresses stay short. */
export function analystsHref(query: AnalystsQuery, change: Partial<AnalystsQuery> = {}): string {
  const next: AnalystsQuery = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sector) params.set("sector", next.sector);
  if (next.firm !== undefined) params.set("firm", String(next.firm));
  if (next.min_calls !== undefined && next.min_calls > 0) params.set("min_calls", String(next.min_calls));
  const sort = next.sort ?? "rank";
  if (sort !== "rank") params.set("sort", sort);
  if (next.dir && next.dir !== DEFAULT_SORT_DIRECTION[sort]) params.set("dir", next.dir);
  if (next.page !== undefined && next.page > 1) params.set("page", String(next.page));
  const qs = params.toString();
  return qs ? `${paths.analysts()}?${qs}` : paths.analysts();
}

/** The address after a header click: its own default direction first, the other on a second click. */
export function sortHref(query: AnalystsQuery, sort: AnalystSort): string {
  const current = sortOf(query);
  const dir = current.sort === sort ? (current.dir === "asc" ? "desc" : "asc") : DEFAULT_SORT_DIRECTION[sort];
  return analystsHref(query, { sort, dir, page: undefined });
}

export const SORT_LABELS: Record<AnalystSort, string> = {
  rank: "Rank",
  score: "Score",
  success_rate: "Success rate",
  avg_return: "Average return",
  calls: "Calls",
  latest_call: "Latest call",
  name: "Name",
};

export { ANALYST_SORTS };
