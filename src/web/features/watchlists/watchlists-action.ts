import type { Watchlist } from "../../../domain/contracts/watchlists";
import { UNKNOWN_API_ERROR } from "../../lib/api-client";
import { badForm } from "../../lib/bad-form";
import * as client from "./api/watchlists";
import { WATCHLIST_FREQUENCIES, type WatchlistFrequency } from "../../../domain/watchlists/limits";
import type { WatchlistsActionResult, WatchlistsIntent } from "./watchlists-forms";

// The watchlists action's work (decision 067): it reads the form's intent, calls the typed
// client and answers the saved watchlist or the server's message; React Router then reloads the
// loaders, which bring the member's watchlists. A form it cannot read is a bad request.

export const WATCHLISTS_INTENTS = [
  "watch",
  "unwatch",
  "add_many",
  "note",
  "create",
  "rename",
  "hide",
  "delete",
  "reorder",
  "subscribe",
] as const satisfies readonly WatchlistsIntent[];

/** What a watchlists form asks, read from its fields (watchlists-forms.ts writes them). */
export type WatchlistsForm =
  | { intent: "watch"; watchlistId: number; companyId: number }
  | { intent: "unwatch"; watchlistIds: number[]; companyId: number }
  | { intent: "add_many"; watchlistId: number; companyIds: number[]; heldIds: number[] }
  | { intent: "note"; watchlistId: number; companyId: number; note: string }
  | { intent: "create"; name: string }
  | { intent: "rename"; watchlistId: number; name: string }
  | { intent: "hide"; watchlistId: number; hidden: boolean }
  | { intent: "delete"; watchlistId: number }
  | { intent: "reorder"; watchlistIds: number[] }
  | { intent: "subscribe"; watchlistId: number; subscribed: boolean; frequency: WatchlistFrequency };

const isIntent = (value: unknown): value is (typeof WATCHLISTS_INTENTS)[number] =>
  WATCHLISTS_INTENTS.some((i) => i === value);
const isFrequency = (value: unknown): value is WatchlistFrequency => WATCHLIST_FREQUENCIES.some((f) => f === value);

/**
 * What the form asks, or null when the action cannot read it (no intent it knows, a frequency
 * the digests do not have). Ids are read as numbers and not judged here: the typed client refuses
 * a missing watchlist id with its own message.
 */
export function readWatchlistsForm(form: FormData): WatchlistsForm | null {
  const intent = form.get("intent");
  if (!isIntent(intent)) return null;
  const text = (name: string) => String(form.get(name) ?? "");
  const id = (name: string) => Number(form.get(name));
  const ids = (name: string) => form.getAll(name).map(Number);
  const watchlistId = id("watchlist_id");
  switch (intent) {
    case "watch":
      return { intent, watchlistId, companyId: id("company_id") };
    case "unwatch":
      return { intent, watchlistIds: ids("watchlist_id"), companyId: id("company_id") };
    case "add_many":
      return { intent, watchlistId, companyIds: ids("company_id"), heldIds: ids("held_id") };
    case "note":
      return { intent, watchlistId, companyId: id("company_id"), note: text("note") };
    case "create":
      return { intent, name: text("name").trim() };
    case "rename":
      return { intent, watchlistId, name: text("name").trim() };
    case "hide":
      return { intent, watchlistId, hidden: text("hidden") === "true" };
    case "delete":
      return { intent, watchlistId };
    case "reorder":
      return { intent, watchlistIds: ids("watchlist_id") };
    case "subscribe": {
      const frequency = form.get("frequency");
      if (!isFrequency(frequency)) return null;
      return { intent, watchlistId, subscribed: text("subscribed") === "true", frequency };
    }
  }
}

/** The watchlist a form names, for the store's error. */
function watchlistOf(asked: WatchlistsForm): number | null {
  if ("watchlistId" in asked) return asked.watchlistId;
  if (asked.intent === "unwatch") return asked.watchlistIds[0] ?? null;
  return null;
}

async function saved(asked: WatchlistsForm): Promise<Watchlist | null> {
  switch (asked.intent) {
    case "watch":
      return client.addCompany(asked.watchlistId, asked.companyId);
    case "unwatch": {
      let last: Watchlist | null = null;
      for (const id of asked.watchlistIds) last = await client.removeCompany(id, asked.companyId);
      return last;
    }
    case "add_many": {
      const added = asked.companyIds.filter((id) => !asked.heldIds.includes(id));
      return client.updateWatchlist(asked.watchlistId, { company_ids: [...asked.heldIds, ...added] });
    }
    case "note":
      await client.setNote(asked.watchlistId, asked.companyId, asked.note);
      return null;
    case "create":
      return client.createWatchlist(asked.name);
    case "rename":
      return client.updateWatchlist(asked.watchlistId, { name: asked.name });
    case "hide":
      return client.updateWatchlist(asked.watchlistId, { hidden: asked.hidden });
    case "delete":
      await client.deleteWatchlist(asked.watchlistId);
      return null;
    case "reorder":
      await client.reorderWatchlists(asked.watchlistIds);
      return null;
    case "subscribe": {
      const { watchlistId: id, subscribed, frequency } = asked;
      const answer = await client.updateSubscriptions([{ id, subscribed, subscriptionFrequency: frequency }]);
      const updated = answer.find((w) => w.id === id);
      if (!updated) throw new Error("No watchlists found for updating!");
      return updated;
    }
  }
}

export async function watchlistsAction(form: FormData): Promise<WatchlistsActionResult> {
  const asked = readWatchlistsForm(form);
  if (!asked) throw badForm("watchlists", form.get("intent"), WATCHLISTS_INTENTS);
  const answer = { intent: asked.intent, watchlistId: watchlistOf(asked) };
  try {
    return { ...answer, watchlist: await saved(asked), error: null };
  } catch (e) {
    return { ...answer, watchlist: null, error: e instanceof Error ? e.message : UNKNOWN_API_ERROR };
  }
}
