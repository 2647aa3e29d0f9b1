import {
  ANALYST_SORTS,
  DEFAULT_SORT_DIRECTION,
  analystsQuerySchema,
  type AnalystSort,
  type AnalystsQuery,
} from "../../../domain/contracts/analysts";
import { paths } from "../../../domain/paths";

// The /analysts address is the ranking's query (the API's parameters), so any view of it can be
// shared. A hand-edited address keeps the parameters that make sense and drops the others, so
// a reader always gets a page.

const KEYS = ["page", "sort", "dir", "sector", "firm", "min_calls", "q"] as const;

/** The query of a page address, each parameter checked on its own; blank fields count as absent. */
export function readAnalystsQuery(search: URLSearchParams): AnalystsQuery {
  const query: Record<string, unknown> = {};
  for (const key of KEYS) {
    const value = search.get(key);
    if (value === null || value.trim() === "") continue;
    const one = analystsQuerySchema.safeParse({ [key]: value });
    if (one.success) Object.assign(query, one.data);
  }
  return query as AnalystsQuery;
}

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
