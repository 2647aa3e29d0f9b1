import { useEffect } from "react";
import { useFetcher, useFetchers } from "react-router";
import type { CompanyToWatch } from "../../../domain/auth/pending-choices";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import { Button } from "../../components/ui/button";
import { DropdownMenuCheckboxItem } from "../../components/ui/dropdown-menu";
import { askedWatches, WATCHLISTS_ACTION, watchFetcherKey, watchForm, type WatchActionResult } from "./watch-action";
import { orderedWatchlists } from "./watchlist-state";
import { WatchlistMenu } from "./watchlist-menu";
import { useWatchlists } from "./watchlists-provider";

// A member's Watch menu, loaded by watch-button.tsx when first used (decision 041). Each tick is
// a form a fetcher sends to the watchlists action (decision 067): it changes at once, the
// loaders' watchlists take over once the server answered, and a refusal goes back to them while
// the provider shows the server's message.

function WatchItem({ watchlist, companyId, on }: { watchlist: Watchlist; companyId: number; on: boolean }) {
  const { settled } = useWatchlists();
  const fetcher = useFetcher<WatchActionResult>({ key: watchFetcherKey(watchlist.id, companyId) });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result) settled(result);
  }, [result, settled]);
  return (
    <DropdownMenuCheckboxItem
      checked={on}
      onSelect={(e) => e.preventDefault()}
      onCheckedChange={(on) =>
        void fetcher.submit(watchForm(watchlist.id, companyId, on), { method: "post", action: WATCHLISTS_ACTION })
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
  const { state, settled } = useWatchlists();
  // What the ticks on their way ask, else the loaders' watchlists.
  const asked = askedWatches(useFetchers());
  const holding = state.companies[company.id] ?? [];
  const isOn = (id: number) => asked.get(`${id}:${company.id}`) ?? holding.includes(id);
  // A watchlist made from the menu takes the company at once.
  const addToNew = useFetcher<WatchActionResult>();
  const added = addToNew.state === "idle" ? addToNew.data : undefined;
  useEffect(() => {
    if (added) settled(added);
  }, [added, settled]);
  const watchlists = orderedWatchlists(state);
  const count = watchlists.filter((w) => isOn(w.id)).length;
  return (
    <WatchlistMenu
      label={`Watchlists for ${company.ticker}`}
      focusFirstItem={focusFirstItem}
      trigger={
        <Button variant={count ? "primary" : "secondary"} size={size} aria-label={`Watch ${company.ticker}`}>
          {count ? `Watching (${count})` : "Watch"}
        </Button>
      }
      onCreated={(w) =>
        void addToNew.submit(watchForm(w.id, company.id, true), { method: "post", action: WATCHLISTS_ACTION })
      }
    >
      {watchlists.map((w) => (
        <WatchItem key={w.id} watchlist={w} companyId={company.id} on={isOn(w.id)} />
      ))}
    </WatchlistMenu>
  );
}
