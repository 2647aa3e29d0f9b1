import { describe, expect, it } from "vitest";
import { aWatchlist } from "../../../../test/support/watchlist";
import { orderedWatchlists, watchlistReducer, watchlistState, type WatchlistAction } from "./watchlist-state";

// Spec 3 and 4: watchlists and companies by id plus the ordered list; a company leaves the
// company store only when no remaining watchlist holds it.

const list = aWatchlist;
const start = watchlistState([list(1, "Dividends", [10, 11]), list(2, "Growth", [11])]);
const run = (...actions: WatchlistAction[]) => actions.reduce(watchlistReducer, start);

describe("watchlist state", () => {
  it("keeps watchlists and companies by id with the user's order", () => {
    expect(start.order).toEqual([1, 2]);
    expect(start.companies).toEqual({ 10: [1], 11: [1, 2] });
  });

  it("keeps a company while another watchlist still holds it", () => {
    const once = run({ type: "removeCompany", watchlistId: 1, companyId: 11 });
    expect(once.companies).toEqual({ 10: [1], 11: [2] });
    const twice = run(
      { type: "removeCompany", watchlistId: 1, companyId: 11 },
      { type: "removeCompany", watchlistId: 2, companyId: 11 },
    );
    expect(twice.companies).toEqual({ 10: [1] });
  });

  it("drops the companies of a removed watchlist that no other holds", () => {
    const state = run({ type: "remove", id: 1 });
    expect(state.order).toEqual([2]);
    expect(state.companies).toEqual({ 11: [2] });
  });

  it("adds a company once, removes many, and adds a watchlist last", () => {
    const state = run(
      { type: "addCompany", watchlistId: 2, companyId: 12 },
      { type: "addCompany", watchlistId: 2, companyId: 12 },
      { type: "removeCompanies", watchlistId: 1, companyIds: [10, 11] },
      { type: "add", watchlist: list(3, "New", []) },
    );
    expect(state.watchlists[2]!.companies).toEqual([11, 12]);
    expect(state.watchlists[1]!.companies).toEqual([]);
    expect(state.companies).toEqual({ 11: [2], 12: [2] });
    expect(orderedWatchlists(state).map((w) => w.name)).toEqual(["Dividends", "Growth", "New"]);
  });

  it("reorders, ignoring ids it does not know, and stores an error with its watchlist id", () => {
    const state = run(
      { type: "reorder", order: [2, 99, 1] },
      { type: "error", message: "No watchlist found!", watchlistId: 2 },
    );
    expect(state.order).toEqual([2, 1]);
    expect(state.error).toEqual({ message: "No watchlist found!", watchlistId: 2 });
    expect(watchlistReducer(state, { type: "edit", watchlist: list(2, "Growth+", [11]) }).error).toBeNull();
  });
});
