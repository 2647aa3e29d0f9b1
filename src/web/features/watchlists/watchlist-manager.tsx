import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import { WATCHLIST_FREQUENCIES, WATCHLIST_LIMITS, type WatchlistFrequency } from "../../../domain/watchlists/limits";
import { Button } from "../../components/ui/button";
import { useWatchlists } from "./watchlists-provider";
import { orderedWatchlists } from "./watchlist-state";

// /users/watchlists: every watchlist with its controls. Reordering is by buttons (keyboard and
// screen reader friendly); each change is sent to the server, then the loaders are revalidated.

// The new-watchlist dialog (Radix's dialog) loads when first opened, not with the page
// (decision 041); then it stays mounted.
const NewWatchlistDialog = lazy(() =>
  import("./new-watchlist-dialog").then((m) => ({ default: m.NewWatchlistDialog })),
);

const FREQUENCY_LABELS: Record<WatchlistFrequency, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" };

export function WatchlistManager() {
  const { state, create, reorder, edit, remove } = useWatchlists();
  const watchlists = orderedWatchlists(state);
  const [creating, setCreating] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [order, setOrder] = useState<number[] | null>(null);
  const shown = order ? order.flatMap((id) => watchlists.filter((w) => w.id === id)) : watchlists;

  async function move(index: number, by: -1 | 1) {
    const ids = shown.map((w) => w.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    setOrder(ids); // optimistic; the store takes the server's order, a refusal brings the old one back
    await reorder(ids);
    setOrder(null);
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
          disabled={watchlists.length >= WATCHLIST_LIMITS.watchlistsPerUser}
        >
          New watchlist
        </Button>
      </div>
      <ol className="mt-6 divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Your watchlists">
        {shown.map((w, i) => (
          <li key={w.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="watchlist-item">
            <div className="min-w-48 flex-1">
              {renaming === w.id ? (
                <RenameForm
                  watchlist={w}
                  onDone={async (name) => {
                    setRenaming(null);
                    if (name && name !== w.name) await edit(w.id, { name });
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
              <Button
                variant="ghost"
                size="sm"
                disabled={i === 0}
                onClick={() => void move(i, -1)}
                aria-label={`Move ${w.name} up`}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={i === shown.length - 1}
                onClick={() => void move(i, 1)}
                aria-label={`Move ${w.name} down`}
              >
                ↓
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setRenaming(w.id)} aria-label={`Rename ${w.name}`}>
                Rename
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void edit(w.id, { hidden: !w.hidden })}
                aria-label={`${w.hidden ? "Show" : "Hide"} ${w.name}`}
              >
                {w.hidden ? "Show" : "Hide"}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={shown.length === 1}
                onClick={() => void remove(w.id)}
                aria-label={`Delete ${w.name}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <NewWatchlistDialog open={creating} onOpenChange={setCreating} create={create} />
        </Suspense>
      ) : null}
    </div>
  );
}

function RenameForm({ watchlist, onDone }: { watchlist: Watchlist; onDone(name: string | null): Promise<void> }) {
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void onDone(String(new FormData(e.currentTarget).get("name") ?? "").trim());
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
      <Button type="button" variant="ghost" size="sm" onClick={() => void onDone(null)}>
        Cancel
      </Button>
    </form>
  );
}

/** The digest checkbox and frequency: they change at once and follow the server's answer after. */
function SubscriptionControls({ watchlist: w }: { watchlist: Watchlist }) {
  const { subscribe } = useWatchlists();
  const [subscribed, setSubscribed] = useState(w.subscribed);
  const [frequency, setFrequency] = useState(w.subscriptionFrequency);
  useEffect(() => {
    setSubscribed(w.subscribed);
    setFrequency(w.subscriptionFrequency);
  }, [w.subscribed, w.subscriptionFrequency]);
  const save = async (next: { subscribed: boolean; subscriptionFrequency: WatchlistFrequency }) => {
    if (await subscribe(w.id, next.subscribed, next.subscriptionFrequency)) return;
    // Refused: back to what the server holds (the provider showed why).
    setSubscribed(w.subscribed);
    setFrequency(w.subscriptionFrequency);
  };
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={subscribed}
          onChange={(e) => {
            setSubscribed(e.target.checked);
            void save({ subscribed: e.target.checked, subscriptionFrequency: frequency });
          }}
        />
        Email digest
      </label>
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only">Digest frequency for {w.name}</span>
        <select
          value={frequency}
          className="rounded-md border border-slate-300 bg-surface px-2 py-1"
          onChange={(e) => {
            const next = e.target.value as WatchlistFrequency;
            setFrequency(next);
            void save({ subscribed, subscriptionFrequency: next });
          }}
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
