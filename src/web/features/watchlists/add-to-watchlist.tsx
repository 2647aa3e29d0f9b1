import type { ReactNode } from "react";
import type { CompanyToWatch } from "../../../domain/auth/pending-choices";
import { Button } from "../../components/ui/button";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { useToast } from "../../components/ui/toast";
import { WatchlistMenu } from "./watchlist-menu";
import { WatchButton } from "./watch-button";
import { orderedWatchlists } from "./watchlist-state";
import { useWatchlists } from "./watchlists-provider";

// Many rows at once (the screener's selection): one call replaces the watchlist's companies
// with the old ones plus the new, so either all are added or none.

export function AddToWatchlist({ companies, onDone }: { companies: CompanyToWatch[]; onDone(): void }) {
  const { signedIn, state, addMany, askToSignUp } = useWatchlists();
  const toast = useToast();
  const ids = companies.map((c) => c.id);

  async function addTo(watchlistId: number, name: string) {
    if (await addMany(watchlistId, ids)) {
      toast(`Added ${ids.length} ${ids.length === 1 ? "company" : "companies"} to ${name}.`);
      onDone();
    }
  }

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
    <WatchlistMenu
      label="Add the selected companies to"
      trigger={<Button size="sm">Add to watchlist</Button>}
      onCreated={(w) => void addTo(w.id, w.name)}
    >
      {orderedWatchlists(state).map((w) => (
        <DropdownMenuItem key={w.id} onSelect={() => void addTo(w.id, w.name)}>
          {w.name}
        </DropdownMenuItem>
      ))}
    </WatchlistMenu>
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
