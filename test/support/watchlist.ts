import type { Watchlist } from "../../src/domain/contracts/watchlists";

/** A member's watchlist as the API answers it: visible, no digest, the companies given. */
export const aWatchlist = (id: number, name: string, companies: number[]): Watchlist => ({
  id,
  name,
  url: `/users/watchlists/${id}`,
  companies,
  subscribed: false,
  subscriptionFrequency: "weekly",
  hidden: false,
});
