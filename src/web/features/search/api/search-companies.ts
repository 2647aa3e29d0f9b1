import type { CompanySearchResult } from "../../../../domain/contracts/company-search";
import { api } from "../../../../domain/paths";
import { apiCall, schemaOf } from "../../../lib/api-client";
import { cleanCookies, withCookieRetry } from "../../../lib/cookie-hygiene";

// GET /api/companies/search?q= (spec section 7); the answer parsed by the contract, loaded with the
// first answer so that zod stays out of every page's first load (the search is in the header).

const results = schemaOf(
  () => import("../../../../domain/contracts/company-search"),
  (c) => c.companySearchResponseSchema,
);

/** One search; after a failure, oversized and blocklisted cookies are removed and it is tried once more. */
export async function searchCompanies(query: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
  const run = async () => (await apiCall(api.companySearch(query), results, { signal })) ?? [];
  return withCookieRetry(run, () => cleanCookies(), signal);
}
