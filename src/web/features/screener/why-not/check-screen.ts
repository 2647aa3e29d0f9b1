import { api } from "../../../../domain/paths";
import type { CompanySearchResult } from "../../../../domain/contracts/company-search";
import type { ScreenCheckResponse } from "../../../../domain/contracts/screen-check";
import { apiCall, schemaOf } from "../../../lib/api-client";

// GET /api/screener/why-not/{ticker}?{screen}: each filter of the screen checked for a company.
// Both answers parsed by their contracts, loaded with the first answer (decision 041).

const checked = schemaOf(
  () => import("../../../../domain/contracts/screen-check"),
  (c) => c.screenCheckSchema,
);
const suggestions = schemaOf(
  () => import("../../../../domain/contracts/company-search"),
  (c) => c.companySearchResponseSchema,
);

export type ScreenCheck = ScreenCheckResponse;

export async function checkScreen(
  ticker: string,
  screenQuery: string,
  signal?: AbortSignal,
): Promise<ScreenCheck | null> {
  return apiCall(api.screenerWhyNot(ticker, screenQuery), checked, { signal });
}

/** Suggestions for the ticker box: the site search's (GET /api/companies/search). */
export async function suggestCompanies(term: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
  return (await apiCall(api.companySearch(term), suggestions, { signal })) ?? [];
}
