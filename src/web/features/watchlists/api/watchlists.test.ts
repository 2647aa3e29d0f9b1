import { afterEach, describe, expect, it, vi } from "vitest";
import { getWatchlist, NO_WATCHLIST_ID, updateSubscriptions, updateWatchlist } from "./watchlists";

// Spec 5: watchlist read and update reject when no watchlist id is given; the subscriptions
// update rejects when the list is empty. Nothing is sent in either case.

describe("watchlists client", () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  afterEach(() => fetchSpy.mockReset());

  it("refuses a read or an update without a watchlist id", async () => {
    await expect(getWatchlist(undefined)).rejects.toThrow(NO_WATCHLIST_ID);
    await expect(updateWatchlist(null, { company_ids: [1] })).rejects.toThrow(NO_WATCHLIST_ID);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses an empty subscriptions update", async () => {
    await expect(updateSubscriptions([])).rejects.toThrow();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
