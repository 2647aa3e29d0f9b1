import { useId, useState, type FormEvent } from "react";
import { WATCHLIST_LIMITS } from "../../../domain/watchlists/limits";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../components/ui/dialog";
import type { Watchlist } from "../../../domain/contracts/watchlists";

/** Asks for a name and creates the watchlist; `onCreated` gets it (to add a company to it, say). */
export function NewWatchlistDialog({
  open,
  onOpenChange,
  create,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  create(name: string): Promise<Watchlist | null>;
  onCreated?(watchlist: Watchlist): void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (!name) return;
    setBusy(true);
    const created = await create(name);
    setBusy(false);
    if (!created) return;
    onOpenChange(false);
    onCreated?.(created);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent describedBy="">
        <DialogTitle className="text-lg font-semibold">New watchlist</DialogTitle>
        <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)}>
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
