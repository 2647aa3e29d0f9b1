import { useState, type ReactNode } from "react";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { NewWatchlistDialog } from "./new-watchlist-dialog";
import { useWatchlists } from "./watchlists-provider";

/** A menu of the user's watchlists that ends with "New watchlist…" (the new one goes to `onCreated`). */
export function WatchlistMenu({
  trigger,
  label,
  children,
  onCreated,
}: {
  trigger: ReactNode;
  label: string;
  /** The menu's items, one per watchlist. */
  children: ReactNode;
  onCreated(watchlist: Watchlist): void;
}) {
  const { create } = useWatchlists();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent aria-label={label}>
          {children}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>New watchlist…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NewWatchlistDialog open={creating} onOpenChange={setCreating} create={create} onCreated={onCreated} />
    </>
  );
}
