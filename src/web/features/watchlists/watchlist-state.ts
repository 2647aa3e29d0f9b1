import type { Watchlist } from "../../../domain/contracts/watchlists";

// Spec 3 and 4: the watchlist store keeps watchlists and companies by id plus the ordered list
// of ids; errors keep a message and the watchlist id. A company leaves the company store only
// when no remaining watchlist holds it. The store is the loaders' watchlists with the changes
// that the forms on their way ask for applied (watchlists-forms.ts, decision 067).

export interface WatchlistState {
  order: number[];
  watchlists: Record<number, Watchlist>;
  /** Company id -> the ids of the watchlists holding it. */
  companies: Record<number, number[]>;
  error: { message: string; watchlistId: number | null } | null;
}

/** What a member sets on a watchlist apart from its companies. */
type WatchlistSetting = "name" | "hidden" | "subscribed" | "subscriptionFrequency";

export type WatchlistAction =
  | { type: "reset"; watchlists: Watchlist[] }
  | { type: "reorder"; order: number[] }
  | { type: "add"; watchlist: Watchlist }
  | { type: "edit"; watchlist: Watchlist }
  | { type: "patch"; id: number; changes: Partial<Pick<Watchlist, WatchlistSetting>> }
  | { type: "remove"; id: number }
  | { type: "addCompany"; watchlistId: number; companyId: number }
  | { type: "removeCompany"; watchlistId: number; companyId: number }
  | { type: "removeCompanies"; watchlistId: number; companyIds: number[] }
  | { type: "error"; message: string; watchlistId: number | null };

function companiesOf(watchlists: Record<number, Watchlist>): Record<number, number[]> {
  const companies: Record<number, number[]> = {};
  for (const w of Object.values(watchlists)) for (const c of w.companies) (companies[c] ??= []).push(w.id);
  return companies;
}

export function watchlistState(list: Watchlist[]): WatchlistState {
  const watchlists = Object.fromEntries(list.map((w) => [w.id, w]));
  return { order: list.map((w) => w.id), watchlists, companies: companiesOf(watchlists), error: null };
}

/** The state with these watchlists replaced; the company store follows them. */
function withWatchlists(state: WatchlistState, watchlists: Record<number, Watchlist>, order = state.order) {
  return { ...state, order, watchlists, companies: companiesOf(watchlists), error: null };
}

function change(state: WatchlistState, id: number, companies: (ids: number[]) => number[]): WatchlistState {
  const w = state.watchlists[id];
  if (!w) return state;
  return withWatchlists(state, { ...state.watchlists, [id]: { ...w, companies: companies(w.companies) } });
}

export function watchlistReducer(state: WatchlistState, action: WatchlistAction): WatchlistState {
  switch (action.type) {
    case "reset":
      return watchlistState(action.watchlists);
    case "reorder": {
      // A watchlist the new order does not name (made meanwhile) keeps its place after the others.
      const named = action.order.filter((id) => id in state.watchlists);
      return { ...state, order: [...named, ...state.order.filter((id) => !named.includes(id))], error: null };
    }
    case "add":
      return withWatchlists(state, { ...state.watchlists, [action.watchlist.id]: action.watchlist }, [
        ...state.order.filter((id) => id !== action.watchlist.id),
        action.watchlist.id,
      ]);
    case "edit":
      return withWatchlists(state, { ...state.watchlists, [action.watchlist.id]: action.watchlist });
    case "patch": {
      const w = state.watchlists[action.id];
      return w ? withWatchlists(state, { ...state.watchlists, [action.id]: { ...w, ...action.changes } }) : state;
    }
    case "remove": {
      const { [action.id]: _removed, ...rest } = state.watchlists;
      return withWatchlists(
        state,
        rest,
        state.order.filter((id) => id !== action.id),
      );
    }
    case "addCompany":
      return change(state, action.watchlistId, (ids) =>
        ids.includes(action.companyId) ? ids : [...ids, action.companyId],
      );
    case "removeCompany":
      return change(state, action.watchlistId, (ids) => ids.filter((id) => id !== action.companyId));
    case "removeCompanies": {
      const gone = new Set(action.companyIds);
      return change(state, action.watchlistId, (ids) => ids.filter((id) => !gone.has(id)));
    }
    case "error":
      return { ...state, error: { message: action.message, watchlistId: action.watchlistId } };
  }
}

/** The watchlists in the user's order. */
export function orderedWatchlists(state: WatchlistState): Watchlist[] {
  return state.order.flatMap((id) => (state.watchlists[id] ? [state.watchlists[id]] : []));
}
