import { lazy, type ReactNode } from "react";
import type { CompanyToWatch } from "../../../domain/auth/pending-choices";
import { Button } from "../../components/ui/button";
import { MenuUntilUsed } from "../../components/ui/until-used";
import { WatchButton } from "./watch-button";
import { useWatchlists } from "./watchlists-provider";

// Many rows at once (the screener's selection). The member's menu (add-to-watchlist-menu.tsx)
// loads when first used (decision 041).

const loadMenu = () => import("./add-to-watchlist-menu");
const AddToWatchlistMenu = lazy(loadMenu);

export function AddToWatchlist({ companies, onDone }: { companies: CompanyToWatch[]; onDone(): void }) {
  const { signedIn, askToSignUp } = useWatchlists();
  const ids = companies.map((c) => c.id);

  if (!signedIn) {
    return (
      <Button
        size="sm"
        onClick={() => {
          for (const c of companies) askToSignUp({ id: c.id, exchange: c.exchange, ticker: c.ticker });
        }}
      >
        Add to watchlist
      </Button>
    );
  }
  return (
    <MenuUntilUsed
      preload={loadMenu}
      button={(handlers) => (
        <Button size="sm" {...handlers}>
          Add to watchlist
        </Button>
      )}
      menu={(fromKeyboard) => <AddToWatchlistMenu ids={ids} onDone={onDone} focusFirstItem={fromKeyboard} />}
    />
  );
}

/** For ScreenerView: ticked rows go to a watchlist, each row has its Watch (the routes spread this). */
export const screenerWatchlistSlots = {
  selectionActions: (companies: CompanyToWatch[], clear: () => void): ReactNode => (
    <AddToWatchlist companies={companies} onDone={clear} />
  ),
  // The screener's smallest button: its rows fit a 1,440 px screen (decision 037).
  rowAction: (company: CompanyToWatch): ReactNode => <WatchButton company={company} size="xs" />,
};
