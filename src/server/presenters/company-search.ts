import type { CompanySearchResult } from "../../domain/contracts/company-search";
import { paths } from "../../domain/paths";
import type { SearchHit } from "../../domain/search/company-search";

/** A search result as spec section 3 has it: name, ticker and the company page. */
export function presentCompanySearch(hits: readonly SearchHit[]): CompanySearchResult[] {
  return hits.map(({ company }) => ({ name: company.name, ticker: company.ticker, url: paths.company(company) }));
}
