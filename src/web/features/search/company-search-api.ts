import type { CompanySearchResult } from "../../../domain/contracts/company-search";
import { apiFetch } from "../../lib/api-fetch";
import { cleanCookies, withCookieRetry } from "../../lib/cookie-hygiene";

// GET /api/companies/search?q= (spec section 7): the query is URL-encoded.

export function companySearchUrl(query: string): string {
  return `/api/companies/search?q=${encodeURIComponent(query)}`;
}

/** One search; after a failure, oversized and blocklisted cookies are removed and it is tried once more. */
export async function searchCompanies(query: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
  const run = async () => (await apiFetch<CompanySearchResult[]>(companySearchUrl(query), { signal })) ?? [];
  return withCookieRetry(run, () => cleanCookies(), signal);
}
