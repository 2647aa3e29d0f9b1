import * as client from "./api/watchlists";

// Watch and unwatch a company in one watchlist, the one way data changes (decision 067): the
// Watch menu's ticks are forms a fetcher sends to the watchlists action route, whose clientAction
// calls the typed client; React Router then reloads the loaders, which bring the member's
// watchlists. While a form is on its way, the Watch menu shows what it asks.

export const WATCHLISTS_ACTION = "/actions/watchlists";
export const WATCH_INTENT = "watch";
export const UNWATCH_INTENT = "unwatch";

export interface WatchActionResult {
  watchlistId: number;
  companyId: number;
  /** The server's refusal, shown as a toast. */
  error: string | null;
}

/** One fetcher per watchlist and company: a second click replaces the first instead of racing it. */
export const watchFetcherKey = (watchlistId: number, companyId: number) => `watch-${watchlistId}-${companyId}`;

/** The form a tick sends. */
export const watchForm = (watchlistId: number, companyId: number, on: boolean) => ({
  intent: on ? WATCH_INTENT : UNWATCH_INTENT,
  watchlist_id: String(watchlistId),
  company_id: String(companyId),
});

export async function watchAction(form: FormData): Promise<WatchActionResult> {
  const watchlistId = Number(form.get("watchlist_id"));
  const companyId = Number(form.get("company_id"));
  try {
    await (form.get("intent") === WATCH_INTENT
      ? client.addCompany(watchlistId, companyId)
      : client.removeCompany(watchlistId, companyId));
    return { watchlistId, companyId, error: null };
  } catch (e) {
    return { watchlistId, companyId, error: e instanceof Error ? e.message : "Unknown error has occured!" };
  }
}

interface Submission {
  formAction?: string;
  formData?: FormData;
}

/** What the watch forms on their way ask for, by `watchlistId:companyId`. */
export function askedWatches(fetchers: readonly Submission[]): Map<string, boolean> {
  const asked = new Map<string, boolean>();
  for (const f of fetchers) {
    if (!f.formData || !f.formAction?.startsWith(WATCHLISTS_ACTION)) continue;
    const key = `${String(f.formData.get("watchlist_id"))}:${String(f.formData.get("company_id"))}`;
    asked.set(key, f.formData.get("intent") === WATCH_INTENT);
  }
  return asked;
}
