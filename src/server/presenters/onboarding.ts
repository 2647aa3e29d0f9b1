import type { OnboardingCompany } from "../../domain/contracts/onboarding";
import { paths } from "../../domain/paths";
import type { SearchHit } from "../../domain/search/company-search";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";

// The companies onboarding offers: search hits and the popular ones, each with the id the
// onboarding call takes (the search API's own answer is spec 7's name, ticker and url only).

export function presentOnboardingHits(hits: readonly SearchHit[]): OnboardingCompany[] {
  return hits.map(({ company }) => ({
    id: company.id,
    name: company.name,
    ticker: company.ticker,
    url: paths.company(company),
  }));
}

/** The largest companies by market cap: the snapshot keeps its rows in that order. */
export function popularCompanies(snapshot: ScreenerSnapshot, count: number): OnboardingCompany[] {
  const tickers = snapshot.textOf("ticker");
  const names = snapshot.textOf("name");
  const exchanges = snapshot.textOf("exchange");
  const out: OnboardingCompany[] = [];
  for (let row = 0; row < snapshot.size && out.length < count; row++) {
    const ticker = tickers[row];
    const exchange = exchanges[row];
    if (!ticker || !exchange) continue;
    out.push({
      id: snapshot.ids[row]!,
      name: names[row] ?? ticker,
      ticker,
      url: paths.company({ exchange, ticker }),
    });
  }
  return out;
}
