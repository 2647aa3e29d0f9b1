import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { useToast } from "../../components/ui/toast";
import { Button } from "../../components/ui/button";
import { watchlistsForm } from "./watchlists-forms";
import { orderedWatchlists } from "./watchlist-state";
import { WatchlistMenu } from "./watchlist-menu";
import { useWatchlists, useWatchlistsForm } from "./watchlists-provider";

// The member's "Add to watchlist" menu, loaded by add-to-watchlist.tsx when first used
// (decision 041). One form replaces the watchlist's companies with the old ones plus the new, so
// either all are added or none; the Watch buttons show them at once, and the message comes with
// the server's answer.

export default function AddToWatchlistMenu({
  ids,
  onDone,
  focusFirstItem,
}: {
  ids: number[];
  onDone(): void;
  focusFirstItem: boolean;
}) {
  const { state } = useWatchlists();
  const toast = useToast();
  const { send } = useWatchlistsForm(undefined, ({ watchlist, error }) => {
    if (error || !watchlist) return;
    toast(`Added ${ids.length} ${ids.length === 1 ? "company" : "companies"} to ${watchlist.name}.`);
    onDone();
  });

  const addTo = (watchlistId: number) =>
    send(
      watchlistsForm("add_many", {
        watchlist_id: watchlistId,
        company_id: ids,
        held_id: state.watchlists[watchlistId]?.companies ?? [],
      }),
    );

  return (
    <WatchlistMenu
      label="Add the selected companies to"
      focusFirstItem={focusFirstItem}
      trigger={<Button size="sm">Add to watchlist</Button>}
      onCreated={(w) => addTo(w.id)}
    >
      {orderedWatchlists(state).map((w) => (
        <DropdownMenuItem key={w.id} onSelect={() => addTo(w.id)}>
          {w.name}
        </DropdownMenuItem>
      ))}
    </WatchlistMenu>
  );
}
