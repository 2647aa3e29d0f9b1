import type { CompanySearchResult } from "../../../domain/contracts/company-search";
import { apiFetch } from "../../lib/api-fetch";

// GET /api/companies/search?q= (spec section 7): the query is URL-encoded.

export function companySearchUrl(query: string): string {
  return `/api/companies/search?q=${encodeURIComponent(query)}`;
}

export async function searchCompanies(query: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
  return (await apiFetch<CompanySearchResult[]>(companySearchUrl(query), { signal })) ?? [];
}
