import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import {
  COMPANIES_TO_WATCH_KEY,
  readCompaniesToWatch,
  type CompanyToWatch,
} from "../../../domain/auth/pending-choices";
import type { Watchlist, WatchlistFrequency } from "../../../domain/contracts/watchlists";
import { useToast } from "../../components/ui/toast";
import * as client from "./api/watchlists";
import type { WatchActionResult } from "./watch-action";
import { watchlistReducer, watchlistState, type WatchlistAction, type WatchlistState } from "./watchlist-state";
import { useOnChange } from "../../lib/use-on-change";

// The one watchlist store of the page (spec 4), seeded from the server's watchlists (the root
// loader) and reset whenever they change. Every change calls the server first and then changes
// the store; the loaders are revalidated so the header's dropdown and the pages follow. The Watch
// menu's ticks are forms instead (watch-action.ts, decision 067): the menu reads what the forms on
// their way ask, and React Router's reload after the action brings the new lists here.

interface WatchlistsApi {
  signedIn: boolean;
  state: WatchlistState;
  /** A Watch form's answer: a refusal is kept and shown. */
  settled(result: WatchActionResult): void;
  /** Adds the company to the watchlist or takes it out; a guest is asked to sign up instead. */
  toggle(watchlistId: number, company: CompanyToWatch, on: boolean): Promise<boolean>;
  addMany(watchlistId: number, companyIds: number[]): Promise<boolean>;
  create(name: string): Promise<Watchlist | null>;
  /** PATCH /api/users with user{watchlist_ids}; the store takes the server's order. */
  reorder(ids: number[]): Promise<boolean>;
  /** Rename or hide (spec 4's edit and hide). */
  edit(id: number, changes: { name?: string; hidden?: boolean }): Promise<boolean>;
  remove(id: number): Promise<boolean>;
  /** Subscribe, unsubscribe, change the frequency (spec 4). */
  subscribe(id: number, subscribed: boolean, frequency: WatchlistFrequency): Promise<boolean>;
  /** For guests: keep the company and open sign-up (spec 4). */
  askToSignUp(company: CompanyToWatch): void;
}

const Context = createContext<WatchlistsApi | null>(null);

export function useWatchlists(): WatchlistsApi {
  const api = useContext(Context);
  if (!api) throw new Error("useWatchlists outside WatchlistsProvider");
  return api;
}

const edited = (watchlist: Watchlist): WatchlistAction => ({ type: "edit", watchlist });

const messageOf = (e: unknown) => (e instanceof Error ? e.message : "Unknown error has occured!");

interface Props {
  signedIn: boolean;
  watchlists: Watchlist[];
  askToSignUp(company: CompanyToWatch): void;
  children: ReactNode;
}

export function WatchlistsProvider({ signedIn, watchlists, askToSignUp, children }: Props) {
  const [state, dispatch] = useReducer(watchlistReducer, watchlists, watchlistState);
  const revalidator = useRevalidator();
  const toast = useToast();
  useOnChange(watchlists, (next) => dispatch({ type: "reset", watchlists: next }));

  const fail = useCallback(
    (e: unknown, watchlistId: number | null) => {
      const message = messageOf(e);
      dispatch({ type: "error", message, watchlistId });
      toast(message, "error");
    },
    [toast],
  );

  /**
   * One change: the server call, then the store's action, then the loaders; a refusal stores
   * the message with the watchlist id and shows it. Undefined when refused.
   */
  const change = useCallback(
    async <T,>(watchlistId: number | null, call: () => Promise<T>, action: (answer: T) => WatchlistAction) => {
      try {
        const answer = await call();
        dispatch(action(answer));
        void revalidator.revalidate();
        return answer;
      } catch (e) {
        fail(e, watchlistId);
        return undefined;
      }
    },
    [fail, revalidator],
  );

  // Every control of the company shares the fetcher and sees its answer: it is taken once.
  const seen = useRef(new WeakSet<WatchActionResult>());
  const settled = useCallback(
    (result: WatchActionResult) => {
      if (seen.current.has(result)) return;
      seen.current.add(result);
      if (result.error) fail(new Error(result.error), result.watchlistId);
    },
    [fail],
  );

  const toggle = useCallback(
    async (watchlistId: number, company: CompanyToWatch, on: boolean) =>
      (await change(
        watchlistId,
        () => (on ? client.addCompany(watchlistId, company.id) : client.removeCompany(watchlistId, company.id)),
        edited,
      )) !== undefined,
    [change],
  );

  const addMany = useCallback(
    async (watchlistId: number, companyIds: number[]) => {
      const current = state.watchlists[watchlistId];
      if (!current) return false;
      // One replace call: either every company is added or none.
      const merged = [...current.companies, ...companyIds.filter((id) => !current.companies.includes(id))];
      return (
        (await change(watchlistId, () => client.updateWatchlist(watchlistId, { company_ids: merged }), edited)) !==
        undefined
      );
    },
    [change, state.watchlists],
  );

  const create = useCallback(
    async (name: string) =>
      (await change(
        null,
        () => client.createWatchlist(name),
        (watchlist) => ({ type: "add", watchlist }),
      )) ?? null,
    [change],
  );

  const reorder = useCallback(
    async (ids: number[]) =>
      (await change(
        null,
        () => client.reorderWatchlists(ids),
        (next) => ({ type: "reorder", order: next.map((w) => w.id) }),
      )) !== undefined,
    [change],
  );

  const edit = useCallback(
    async (id: number, changes: { name?: string; hidden?: boolean }) =>
      (await change(id, () => client.updateWatchlist(id, changes), edited)) !== undefined,
    [change],
  );

  const remove = useCallback(
    async (id: number) =>
      (await change(
        id,
        () => client.deleteWatchlist(id),
        (): WatchlistAction => ({ type: "remove", id }),
      )) !== undefined,
    [change],
  );

  const subscribe = useCallback(
    async (id: number, subscribed: boolean, frequency: WatchlistFrequency) =>
      (await change(
        id,
        () => client.updateSubscriptions([{ id, subscribed, subscriptionFrequency: frequency }]),
        (answer): WatchlistAction => {
          const updated = answer.find((w) => w.id === id);
          return updated
            ? { type: "edit", watchlist: updated }
            : { type: "error", message: "No watchlists found for updating!", watchlistId: id };
        },
      )) !== undefined,
    [change],
  );

  // Spec 4: a guest's waiting choice is applied after sign-up, to the first watchlist, and the
  // list cleared. Once per page load.
  const applied = useRef(false);
  const firstId = state.order[0];
  useEffect(() => {
    if (!signedIn || applied.current || firstId === undefined) return;
    applied.current = true;
    let waiting: CompanyToWatch[];
    try {
      waiting = readCompaniesToWatch(localStorage.getItem(COMPANIES_TO_WATCH_KEY));
    } catch {
      return;
    }
    if (waiting.length === 0) return;
    void (async () => {
      for (const company of waiting) {
        try {
          dispatch({ type: "edit", watchlist: await client.addCompany(firstId, company.id) });
        } catch (e) {
          fail(e, firstId);
        }
      }
      localStorage.removeItem(COMPANIES_TO_WATCH_KEY);
      void revalidator.revalidate();
    })();
  }, [signedIn, firstId, fail, revalidator]);

  const value = useMemo(
    () => ({
      signedIn,
      state,
      settled,
      toggle,
      addMany,
      create,
      reorder,
      edit,
      remove,
      subscribe,
      askToSignUp,
    }),
    [signedIn, state, settled, toggle, addMany, create, reorder, edit, remove, subscribe, askToSignUp],
  );
  return <Context value={value}>{children}</Context>;
}
