import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { useToast } from "../../components/ui/toast";
import { Button } from "../../components/ui/button";
import { orderedWatchlists } from "./watchlist-state";
import { WatchlistMenu } from "./watchlist-menu";
import { useWatchlists } from "./watchlists-provider";

// The member's "Add to watchlist" menu, loaded by add-to-watchlist.tsx when first used
// (decision 041). One call replaces the watchlist's companies with the old ones plus the new,
// so either all are added or none.

export default function AddToWatchlistMenu({
  ids,
  onDone,
  focusFirstItem,
}: {
  ids: number[];
  onDone(): void;
  focusFirstItem: boolean;
}) {
  const { state, addMany } = useWatchlists();
  const toast = useToast();

  async function addTo(watchlistId: number, name: string) {
    if (await addMany(watchlistId, ids)) {
      toast(`Added ${ids.length} ${ids.length === 1 ? "company" : "companies"} to ${name}.`);
      onDone();
    }
  }

  return (
    <WatchlistMenu
      label="Add the selected companies to"
      focusFirstItem={focusFirstItem}
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
