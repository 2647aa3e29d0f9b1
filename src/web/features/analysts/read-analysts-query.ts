import { analystsQuerySchema, type AnalystsQuery } from "../../../domain/contracts/analysts";

// The /analysts address read as the ranking's query (analysts-query.ts writes it), by the page's
// loader: each parameter checked on its own by the contract's schema, so a hand-edited address
// keeps the parameters that make sense and drops the others.

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
