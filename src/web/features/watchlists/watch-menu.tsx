import { useState } from "react";
import type { CompanyToWatch } from "../../../domain/auth/pending-choices";
import { Button } from "../../components/ui/button";
import { DropdownMenuCheckboxItem } from "../../components/ui/dropdown-menu";
import { orderedWatchlists } from "./watchlist-state";
import { WatchlistMenu } from "./watchlist-menu";
import { useWatchlists } from "./watchlists-provider";

// A member's Watch menu, loaded by watch-button.tsx when first used (decision 041). The tick
// changes at once (optimistic); a refused change takes it back and the provider shows the
// server's message.

export default function WatchMenu({
  company,
  size,
  focusFirstItem,
}: {
  company: CompanyToWatch;
  size: "xs" | "sm" | "md";
  focusFirstItem: boolean;
}) {
  const { state, toggle } = useWatchlists();
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const holding = state.companies[company.id] ?? [];
  const watchlists = orderedWatchlists(state);
  const isOn = (id: number) => pending[id] ?? holding.includes(id);
  const count = watchlists.filter((w) => isOn(w.id)).length;

  async function flip(watchlistId: number, on: boolean) {
    setPending((p) => ({ ...p, [watchlistId]: on }));
    await toggle(watchlistId, company, on);
    setPending(({ [watchlistId]: _done, ...rest }) => rest);
  }

  return (
    <WatchlistMenu
      label={`Watchlists for ${company.ticker}`}
      focusFirstItem={focusFirstItem}
      trigger={
        <Button variant={count ? "primary" : "secondary"} size={size} aria-label={`Watch ${company.ticker}`}>
          {count ? `Watching (${count})` : "Watch"}
        </Button>
      }
      onCreated={(w) => void flip(w.id, true)}
    >
      {watchlists.map((w) => (
        <DropdownMenuCheckboxItem
          key={w.id}
          checked={isOn(w.id)}
          onSelect={(e) => e.preventDefault()}
          onCheckedChange={(on) => void flip(w.id, on)}
        >
          {w.name}
        </DropdownMenuCheckboxItem>
      ))}
    </WatchlistMenu>
  );
}
