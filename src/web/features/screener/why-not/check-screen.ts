import { api } from "../../../../domain/paths";
import type { CompanySearchResult } from "../../../../domain/contracts/company-search";
import type { ScreenCheckResponse } from "../../../../domain/contracts/screen-check";
import { apiCall } from "../../../lib/api-client";

// GET /api/screener/why-not/{ticker}?{screen}: each filter of the screen checked for a company.

export type ScreenCheck = ScreenCheckResponse;

export async function checkScreen(
  ticker: string,
  screenQuery: string,
  signal?: AbortSignal,
): Promise<ScreenCheck | null> {
  return apiCall<ScreenCheck>(api.screenerWhyNot(ticker, screenQuery), { signal });
}

/** Suggestions for the ticker box: the site search's (GET /api/companies/search). */
export async function suggestCompanies(term: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
  return (await apiCall<CompanySearchResult[]>(api.companySearch(term), { signal })) ?? [];
}
