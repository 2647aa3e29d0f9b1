import { useId, type FormEvent } from "react";
import { WATCHLIST_LIMITS } from "../../../domain/watchlists/limits";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../components/ui/dialog";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import { watchlistsForm } from "./watchlists-forms";
import { useWatchlistsForm } from "./watchlists-provider";

/**
 * Asks for a name and creates the watchlist with the watchlists action's create form; once the
 * server made it, the dialog closes and `onCreated` gets it (to add a company to it, say). A
 * refusal keeps the dialog open while the store shows the server's message.
 */
export function NewWatchlistDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated?(watchlist: Watchlist): void;
}) {
  const id = useId();
  const { send, busy } = useWatchlistsForm(undefined, (result) => {
    if (!result.watchlist) return;
    onOpenChange(false);
    onCreated?.(result.watchlist);
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (name) send(watchlistsForm("create", { name }));
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent describedBy="">
        <DialogTitle className="text-lg font-semibold">New watchlist</DialogTitle>
        <form className="mt-4 space-y-4" onSubmit={submit}>
          <div>
            <label htmlFor={id} className="block text-sm font-medium">
              Name
            </label>
            <input
              id={id}
              name="name"
              required
              maxLength={WATCHLIST_LIMITS.nameLength}
              className="mt-1 w-full rounded-md border border-slate-300 bg-surface px-3 py-2"
            />
          </div>
          <Button type="submit" block disabled={busy}>
            Create
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
