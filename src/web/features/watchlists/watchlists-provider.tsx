import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useFetchers } from "react-router";
import {
  COMPANIES_TO_WATCH_KEY,
  readCompaniesToWatch,
  type CompanyToWatch,
} from "../../../domain/auth/pending-choices";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import { useToast } from "../../components/ui/toast";
import { useActionForm } from "../../lib/action-form";
import { watchlistReducer, watchlistState, type WatchlistAction, type WatchlistState } from "./watchlist-state";
import { askedChanges, WATCHLISTS_ACTION, watchlistsForm, type WatchlistsActionResult } from "./watchlists-forms";

// The one watchlist store of the page (spec 4): the server's watchlists (the root loader) with
// what the watchlists forms on their way ask for (watchlists-forms.ts, decision 067), so the
// Watch buttons, the menus, the manager and a watchlist's table agree at once. Every change is a
// form a fetcher sends to the watchlists action route (`useWatchlistsForm`); React Router's
// reload after the action brings the new lists here, and a refusal shows the server's message.

interface WatchlistsApi {
  signedIn: boolean;
  state: WatchlistState;
  /** A watchlists form's answer: a refusal is kept and shown. */
  settled(result: WatchlistsActionResult): void;
  /** For guests: keep the company and open sign-up (spec 4). */
  askToSignUp(company: CompanyToWatch): void;
}

const Context = createContext<WatchlistsApi | null>(null);

export function useWatchlists(): WatchlistsApi {
  const api = useContext(Context);
  if (!api) throw new Error("useWatchlists outside WatchlistsProvider");
  return api;
}

/** A fetcher for the watchlists' forms (lib/action-form.ts): the store shows a refusal. */
export function useWatchlistsForm(key?: string, onAnswer?: (result: WatchlistsActionResult) => void) {
  return useActionForm(WATCHLISTS_ACTION, useWatchlists().settled, key, onAnswer);
}

interface Props {
  signedIn: boolean;
  watchlists: Watchlist[];
  askToSignUp(company: CompanyToWatch): void;
  children: ReactNode;
}

export function WatchlistsProvider({ signedIn, watchlists, askToSignUp, children }: Props) {
  const loaded = useMemo(() => watchlistState(watchlists), [watchlists]);
  const toast = useToast();
  const [error, setError] = useState<WatchlistState["error"]>(null);

  // The changes on their way, compared by what they ask: another feature's fetcher leaves the
  // store (and the fifty Watch buttons of a sector page) as it is.
  const askedKey = JSON.stringify(askedChanges(useFetchers()));
  const asked = useMemo(() => JSON.parse(askedKey) as WatchlistAction[], [askedKey]);
  const state = useMemo(() => ({ ...asked.reduce(watchlistReducer, loaded), error }), [asked, loaded, error]);

  // Every control of the company shares the fetcher and sees its answer: it is taken once.
  const seen = useRef(new WeakSet<WatchlistsActionResult>());
  const settled = useCallback(
    (result: WatchlistsActionResult) => {
      if (seen.current.has(result)) return;
      seen.current.add(result);
      setError(result.error ? { message: result.error, watchlistId: result.watchlistId } : null);
      if (result.error) toast(result.error, "error");
    },
    [toast],
  );

  // Spec 4: a guest's waiting choice is applied after sign-up, to the first watchlist, and the
  // list cleared. Once per page load.
  const { send: sendWaiting } = useActionForm(WATCHLISTS_ACTION, settled, "watchlists-waiting");
  const applied = useRef(false);
  const firstId = loaded.order[0];
  const first = firstId === undefined ? undefined : loaded.watchlists[firstId];
  useEffect(() => {
    if (!signedIn || applied.current || !first) return;
    applied.current = true;
    let companies: CompanyToWatch[];
    try {
      companies = readCompaniesToWatch(localStorage.getItem(COMPANIES_TO_WATCH_KEY));
    } catch {
      return;
    }
    if (companies.length === 0) return;
    const ids = companies.map((c) => c.id);
    sendWaiting(watchlistsForm("add_many", { watchlist_id: first.id, company_id: ids, held_id: first.companies }));
    localStorage.removeItem(COMPANIES_TO_WATCH_KEY);
  }, [signedIn, first, sendWaiting]);

  const value = useMemo(() => ({ signedIn, state, settled, askToSignUp }), [signedIn, state, settled, askToSignUp]);
  return <Context value={value}>{children}</Context>;
}
