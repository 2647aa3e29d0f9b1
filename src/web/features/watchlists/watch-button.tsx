import { lazy } from "react";
import type { CompanyToWatch } from "../../../domain/auth/pending-choices";
import { Button } from "../../components/ui/button";
import { MenuUntilUsed } from "../../components/ui/until-used";
import { orderedWatchlists } from "./watchlist-state";
import { useWatchlists } from "./watchlists-provider";

// The Watch control wherever a company appears: it says which watchlists hold the company and
// toggles them in place (watch-menu.tsx). A guest is asked to sign up instead (spec 4). The
// menu, with Radix's dropdown and the new-watchlist dialog, loads when first used (decision 041).

export const loadWatchMenu = () => import("./watch-menu");
const WatchMenu = lazy(loadWatchMenu);

export function WatchButton({ company: given, size = "sm" }: { company: CompanyToWatch; size?: "xs" | "sm" | "md" }) {
  const { signedIn, state, askToSignUp } = useWatchlists();
  // Only the reference is kept (a guest's choice waits in local storage as exactly this).
  const company: CompanyToWatch = { id: given.id, exchange: given.exchange, ticker: given.ticker };
  if (!signedIn) {
    return (
      <Button
        variant="secondary"
        size={size}
        onClick={() => askToSignUp(company)}
        aria-label={`Watch ${company.ticker}`}
      >
        Watch
      </Button>
    );
  }
  const holding = state.companies[company.id] ?? [];
  const count = orderedWatchlists(state).filter((w) => holding.includes(w.id)).length;
  return (
    <MenuUntilUsed
      preload={loadWatchMenu}
      button={(handlers) => (
        <Button
          variant={count ? "primary" : "secondary"}
          size={size}
          aria-label={`Watch ${company.ticker}`}
          {...handlers}
        >
          {count ? `Watching (${count})` : "Watch"}
        </Button>
      )}
      menu={(fromKeyboard) => <WatchMenu company={company} size={size} focusFirstItem={fromKeyboard} />}
    />
  );
}
