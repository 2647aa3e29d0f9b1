import { useState, type ReactNode } from "react";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useFirstItemFocus } from "../../components/ui/until-used";
import { NewWatchlistDialog } from "./new-watchlist-dialog";

/**
 * A menu of the user's watchlists that ends with "New watchlist…" (the new one goes to `onCreated`).
 * Loaded when first used, in place of a plain button and open (watch-button.tsx, decision 041).
 */
export function WatchlistMenu({
  trigger,
  label,
  children,
  onCreated,
  focusFirstItem = false,
}: {
  trigger: ReactNode;
  label: string;
  /** The menu's items, one per watchlist. */
  children: ReactNode;
  onCreated(watchlist: Watchlist): void;
  /** Opened from the keyboard: focus goes to the first item. */
  focusFirstItem?: boolean;
}) {
  const content = useFirstItemFocus<HTMLDivElement>(focusFirstItem);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent aria-label={label} ref={content}>
          {children}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>New watchlist…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NewWatchlistDialog open={creating} onOpenChange={setCreating} onCreated={onCreated} />
    </>
  );
}
