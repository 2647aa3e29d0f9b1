import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import { WATCHLIST_FREQUENCIES, WATCHLIST_LIMITS, type WatchlistFrequency } from "../../../domain/watchlists/limits";
import { Button } from "../../components/ui/button";
import { useWatchlists, useWatchlistsForm } from "./watchlists-provider";
import { watchlistsForm } from "./watchlists-forms";
import { orderedWatchlists } from "./watchlist-state";

// /users/watchlists: every watchlist with its controls. Reordering is by buttons (keyboard and
// screen reader friendly). Each change is a watchlists form (decision 067): the list shows it at
// once (the store applies the forms on their way), the reloaded loaders after, and a refusal
// goes back to what the server holds while the store shows why.

// The new-watchlist dialog (Radix's dialog) loads when first opened, not with the page
// (decision 041); then it stays mounted.
const NewWatchlistDialog = lazy(() =>
  import("./new-watchlist-dialog").then((m) => ({ default: m.NewWatchlistDialog })),
);

const FREQUENCY_LABELS: Record<WatchlistFrequency, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" };

export function WatchlistManager() {
  const { state } = useWatchlists();
  const shown = orderedWatchlists(state);
  const [creating, setCreating] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // One order on its way: a second move replaces the first, from the order it asked for.
  const { send: reorder } = useWatchlistsForm("watchlists-reorder");

  function move(index: number, by: -1 | 1) {
    const ids = shown.map((w) => w.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder(watchlistsForm("reorder", { watchlist_id: ids }));
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Watchlists</h1>
        <Button
          onClick={() => {
            setDialogLoaded(true);
            setCreating(true);
          }}
          disabled={shown.length >= WATCHLIST_LIMITS.watchlistsPerUser}
        >
          New watchlist
        </Button>
      </div>
      <ol className="mt-6 divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Your watchlists">
        {shown.map((w, i) => (
          <WatchlistItem
            key={w.id}
            watchlist={w}
            first={i === 0}
            last={i === shown.length - 1}
            only={shown.length === 1}
            move={(by) => move(i, by)}
          />
        ))}
      </ol>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <NewWatchlistDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </div>
  );
}

function WatchlistItem({
  watchlist: w,
  first,
  last,
  only,
  move,
}: {
  watchlist: Watchlist;
  first: boolean;
  last: boolean;
  only: boolean;
  move(by: -1 | 1): void;
}) {
  const [renaming, setRenaming] = useState(false);
  const rename = useWatchlistsForm();
  const hide = useWatchlistsForm();
  const remove = useWatchlistsForm();
  return (
    // Hidden, not gone, while its deletion is on its way: a refusal brings it back with the message.
    <li hidden={remove.busy} className="flex flex-wrap items-center gap-3 p-4" data-testid="watchlist-item">
      <div className="min-w-48 flex-1">
        {renaming ? (
          <RenameForm
            watchlist={w}
            onDone={(name) => {
              setRenaming(false);
              if (name && name !== w.name) rename.send(watchlistsForm("rename", { watchlist_id: w.id, name }));
            }}
          />
        ) : (
          <Link to={w.url} className="font-semibold text-emerald-800 hover:underline">
            {w.name}
          </Link>
        )}
        <p className="text-sm text-slate-700">
          {w.companies.length} {w.companies.length === 1 ? "company" : "companies"}
          {w.hidden ? " · hidden" : ""}
        </p>
      </div>
      <SubscriptionControls watchlist={w} />
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" disabled={first} onClick={() => move(-1)} aria-label={`Move ${w.name} up`}>
          ↑
        </Button>
        <Button variant="ghost" size="sm" disabled={last} onClick={() => move(1)} aria-label={`Move ${w.name} down`}>
          ↓
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${w.name}`}>
          Rename
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => hide.send(watchlistsForm("hide", { watchlist_id: w.id, hidden: !w.hidden }))}
          aria-label={`${w.hidden ? "Show" : "Hide"} ${w.name}`}
        >
          {w.hidden ? "Show" : "Hide"}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={only}
          onClick={() => remove.send(watchlistsForm("delete", { watchlist_id: w.id }))}
          aria-label={`Delete ${w.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

function RenameForm({ watchlist, onDone }: { watchlist: Watchlist; onDone(name: string | null): void }) {
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onDone(String(new FormData(e.currentTarget).get("name") ?? "").trim());
      }}
    >
      <label className="sr-only" htmlFor={`rename-${watchlist.id}`}>
        New name for {watchlist.name}
      </label>
      <input
        id={`rename-${watchlist.id}`}
        name="name"
        defaultValue={watchlist.name}
        maxLength={WATCHLIST_LIMITS.nameLength}
        required
        autoFocus
        className="rounded-md border border-slate-300 bg-surface px-2 py-1"
      />
      <Button type="submit" size="sm">
        Save
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => onDone(null)}>
        Cancel
      </Button>
    </form>
  );
}

/** The digest checkbox and frequency: they show the form on its way, then the server's answer. */
function SubscriptionControls({ watchlist: w }: { watchlist: Watchlist }) {
  // One subscription form per watchlist on its way: a second change replaces the first and
  // carries both, read from the watchlist as the first asked it.
  const { send } = useWatchlistsForm(`watchlist-subscription-${w.id}`);
  const save = (subscribed: boolean, frequency: WatchlistFrequency) =>
    send(watchlistsForm("subscribe", { watchlist_id: w.id, subscribed, frequency }), { flushSync: true });
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={w.subscribed}
          onChange={(e) => save(e.target.checked, w.subscriptionFrequency)}
        />
        Email digest
      </label>
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only">Digest frequency for {w.name}</span>
        <select
          value={w.subscriptionFrequency}
          className="rounded-md border border-slate-300 bg-surface px-2 py-1"
          onChange={(e) => save(w.subscribed, e.target.value as WatchlistFrequency)}
        >
          {WATCHLIST_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
