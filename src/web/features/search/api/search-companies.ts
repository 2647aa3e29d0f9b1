import type { CompanySearchResult } from "../../../../domain/contracts/company-search";
import { api } from "../../../../domain/paths";
import { apiCall } from "../../../lib/api-client";
import { cleanCookies, withCookieRetry } from "../../../lib/cookie-hygiene";

// GET /api/companies/search?q= (spec section 7).

/** One search; after a failure, oversized and blocklisted cookies are removed and it is tried once more. */
export async function searchCompanies(query: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
  const run = async () => (await apiCall<CompanySearchResult[]>(api.companySearch(query), { signal })) ?? [];
  return withCookieRetry(run, () => cleanCookies(), signal);
}
