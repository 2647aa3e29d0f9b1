import type { ReactNode } from "react";
import type { CompanySearchResult } from "../../domain/contracts/company-search";
import type { Watchlist } from "../../domain/contracts/watchlists";
import { companyOfPath } from "../../domain/paths";
import { useAskToSignUp } from "../features/auth/use-ask-to-sign-up";
import { SearchWatchCell } from "../features/watchlists/search-watch-cell";
import { WatchlistsProvider } from "../features/watchlists/watchlists-provider";

/** The search popup's second cell: the result's Watch control (inside WatchlistsBridge only). */
export function searchWatchCell(result: CompanySearchResult): ReactNode {
  const company = companyOfPath(result.url);
  return company ? <SearchWatchCell exchange={company.exchange} ticker={company.ticker} /> : null;
}

/** Joins the two features (which may not import each other): a guest's Watch opens sign-up. */
export function WatchlistsBridge({
  signedIn,
  watchlists,
  children,
}: {
  signedIn: boolean;
  watchlists: Watchlist[];
  children: ReactNode;
}) {
  const { watchCompany } = useAskToSignUp();
  return (
    <WatchlistsProvider signedIn={signedIn} watchlists={watchlists} askToSignUp={watchCompany}>
      {children}
    </WatchlistsProvider>
  );
}
