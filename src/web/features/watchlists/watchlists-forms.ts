import { appActions } from "../../../domain/paths";
import { actionForm } from "../../lib/action-form";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import type { WatchlistFrequency } from "../../../domain/watchlists/limits";
import type { WatchlistAction } from "./watchlist-state";

// The watchlists' forms, the one way their data changes (decision 067): every change of a
// member's watchlists is a form a fetcher sends to the watchlists action route, named by its
// intent; the action (watchlists-action.ts) calls the typed client and answers the saved
// watchlist or the server's message, and React Router reloads the loaders after. While forms are
// on their way, the store shows what they ask (`askedChanges`), so every control agrees at once.
// Every page loads this module with the store: the action and its client load when first used.

export const WATCHLISTS_ACTION = appActions.watchlists();

/** Each intent's fields, as the controls send them. */
export interface WatchlistsFields {
  watch: { watchlist_id: number; company_id: number };
  /** Out of every watchlist named (a search result's Watch takes it out of all that hold it). */
  unwatch: { watchlist_id: readonly number[]; company_id: number };
  /** The companies added to those the watchlist holds, in one replace: all of them or none. */
  add_many: { watchlist_id: number; company_id: readonly number[]; held_id: readonly number[] };
  note: { watchlist_id: number; company_id: number; note: string };
  create: { name: string };
  rename: { watchlist_id: number; name: string };
  hide: { watchlist_id: number; hidden: boolean };
  delete: { watchlist_id: number };
  reorder: { watchlist_id: readonly number[] };
  subscribe: { watchlist_id: number; subscribed: boolean; frequency: WatchlistFrequency };
}
export type WatchlistsIntent = keyof WatchlistsFields;

export interface WatchlistsActionResult {
  intent: WatchlistsIntent;
  /** The watchlist the form changed, if it names one. */
  watchlistId: number | null;
  /** The saved watchlist where the server answers one (the new one of create, say). */
  watchlist: Watchlist | null;
  /** The server's refusal, shown as a toast. */
  error: string | null;
}

/** One fetcher per watchlist and company: a second click replaces the first instead of racing it. */
export const watchFetcherKey = (watchlistId: number, companyId: number) => `watch-${watchlistId}-${companyId}`;

/** The form of one change, with the fields its intent takes. */
export const watchlistsForm = <I extends WatchlistsIntent>(intent: I, fields: WatchlistsFields[I]): FormData =>
  actionForm(intent, fields);

interface Submission {
  formAction?: string;
  formData?: FormData;
}

/**
 * What the watchlists forms on their way ask of the store, in the order they were sent. A note
 * or a new watchlist changes nothing it holds; a form the action cannot read changes nothing
 * either, as the action will refuse it. A deleted watchlist stays in the store until the loaders
 * drop it: its control hides it meanwhile and stays mounted, to show a refusal when one comes.
 */
export function askedChanges(fetchers: readonly Submission[]): WatchlistAction[] {
  const changes: WatchlistAction[] = [];
  for (const { formAction, formData: form } of fetchers) {
    if (!form || !formAction?.startsWith(WATCHLISTS_ACTION)) continue;
    const ids = form.getAll("watchlist_id").map(Number);
    const id = ids[0] ?? NaN;
    const companies = form.getAll("company_id").map(Number);
    const text = (name: string) => String(form.get(name) ?? "");
    const patch = (set: Extract<WatchlistAction, { type: "patch" }>["changes"]) =>
      changes.push({ type: "patch", id, changes: set });
    switch (form.get("intent")) {
      case "watch":
      case "add_many":
        for (const companyId of companies) changes.push({ type: "addCompany", watchlistId: id, companyId });
        break;
      case "unwatch":
        for (const watchlistId of ids) changes.push({ type: "removeCompany", watchlistId, companyId: companies[0]! });
        break;
      case "rename":
        patch({ name: text("name").trim() });
        break;
      case "hide":
        patch({ hidden: text("hidden") === "true" });
        break;
      case "subscribe":
        patch({
          subscribed: text("subscribed") === "true",
          subscriptionFrequency: text("frequency") as WatchlistFrequency,
        });
        break;
      case "reorder":
        changes.push({ type: "reorder", order: ids });
    }
  }
  return changes;
}
