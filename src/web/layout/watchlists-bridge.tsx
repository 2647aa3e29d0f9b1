import type { ReactNode } from "react";
import type { Watchlist } from "../../domain/contracts/watchlists";
import { useAskToSignUp } from "../features/auth/use-ask-to-sign-up";
import { WatchlistsProvider } from "../features/watchlists/watchlists-provider";

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
