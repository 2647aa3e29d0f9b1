import { useState } from "react";
import type { CompanyToWatch } from "../../../domain/auth/pending-choices";
import { Button } from "../../components/ui/button";
import { DropdownMenuCheckboxItem } from "../../components/ui/dropdown-menu";
import { orderedWatchlists } from "./watchlist-state";
import { WatchlistMenu } from "./watchlist-menu";
import { useWatchlists } from "./watchlists-provider";

// The Watch control wherever a company appears: it says which watchlists hold the company and
// toggles them in place. The tick changes at once (optimistic); a refused change takes it back
// and the provider shows the server's message. A guest is asked to sign up instead (spec 4).

export function WatchButton({ company: given, size = "sm" }: { company: CompanyToWatch; size?: "xs" | "sm" | "md" }) {
  const { signedIn, state, toggle, askToSignUp } = useWatchlists();
  // Only the reference is kept (a guest's choice waits in local storage as exactly this).
  const company: CompanyToWatch = { id: given.id, exchange: given.exchange, ticker: given.ticker };
  const [pending, setPending] = useState<Record<number, boolean>>({});
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
