import type { CompanyToWatch } from "../../../domain/auth/pending-choices";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import { Button } from "../../components/ui/button";
import { DropdownMenuCheckboxItem } from "../../components/ui/dropdown-menu";
import { watchFetcherKey, watchlistsForm } from "./watchlists-forms";
import { orderedWatchlists } from "./watchlist-state";
import { WatchlistMenu } from "./watchlist-menu";
import { useWatchlists, useWatchlistsForm } from "./watchlists-provider";

// A member's Watch menu, loaded by watch-button.tsx when first used (decision 041). Each tick is
// a form a fetcher sends to the watchlists action (decision 067): it changes at once (the store
// shows what the forms on their way ask), the loaders' watchlists take over once the server
// answered, and a refusal goes back to them while the provider shows the server's message.

function WatchItem({ watchlist, companyId, on }: { watchlist: Watchlist; companyId: number; on: boolean }) {
  const { send } = useWatchlistsForm(watchFetcherKey(watchlist.id, companyId));
  return (
    <DropdownMenuCheckboxItem
      checked={on}
      onSelect={(e) => e.preventDefault()}
      onCheckedChange={(on) =>
        send(watchlistsForm(on ? "watch" : "unwatch", { watchlist_id: watchlist.id, company_id: companyId }))
      }
    >
      {watchlist.name}
    </DropdownMenuCheckboxItem>
  );
}

export default function WatchMenu({
  company,
  size,
  focusFirstItem,
}: {
  company: CompanyToWatch;
  size: "xs" | "sm" | "md";
  focusFirstItem: boolean;
}) {
  const { state } = useWatchlists();
  const holding = state.companies[company.id] ?? [];
  // A watchlist made from the menu takes the company at once.
  const { send: addToNew } = useWatchlistsForm();
  const watchlists = orderedWatchlists(state);
  const count = watchlists.filter((w) => holding.includes(w.id)).length;
  return (
    <WatchlistMenu
      label={`Watchlists for ${company.ticker}`}
      focusFirstItem={focusFirstItem}
      trigger={
        <Button variant={count ? "primary" : "secondary"} size={size} aria-label={`Watch ${company.ticker}`}>
          {count ? `Watching (${count})` : "Watch"}
        </Button>
      }
      onCreated={(w) => addToNew(watchlistsForm("watch", { watchlist_id: w.id, company_id: company.id }))}
    >
      {watchlists.map((w) => (
        <WatchItem key={w.id} watchlist={w} companyId={company.id} on={holding.includes(w.id)} />
      ))}
    </WatchlistMenu>
  );
}
