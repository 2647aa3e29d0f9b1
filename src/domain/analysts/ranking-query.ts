// The analysts ranking's sorts and query limits (contracts/analysts.ts re-exports them), apart
// from the zod contract so that the /analysts page does not bring zod to the browser
// (decision 041).

export const ANALYST_SORTS = ["rank", "score", "success_rate", "avg_return", "calls", "latest_call", "name"] as const;
export type AnalystSort = (typeof ANALYST_SORTS)[number];
export const ANALYSTS_PAGE_SIZE = 25;
export const ANALYST_SEARCH_MAX = 100;
export const MAX_MIN_CALLS = 10_000;

/** The direction each sort takes when the address does not say: best first. */
export const DEFAULT_SORT_DIRECTION: Record<AnalystSort, "asc" | "desc"> = {
  rank: "asc",
  score: "desc",
  success_rate: "desc",
  avg_return: "desc",
  calls: "desc",
  latest_call: "desc",
  name: "asc",
};
