// Watchlists' business limits and digest frequencies (docs/decisions/023-watchlists.md), apart
// from the zod contract (contracts/watchlists.ts re-exports them) so that the pages showing them
// do not bring zod to the browser (decision 041).

/** The company filter takes 500 ids too. */
export const WATCHLIST_LIMITS = {
  watchlistsPerUser: 50,
  companiesPerWatchlist: 500,
  nameLength: 100,
  noteLength: 500,
} as const;

export const WATCHLIST_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type WatchlistFrequency = (typeof WATCHLIST_FREQUENCIES)[number];

/** Onboarding's digest choice (contracts/onboarding.ts): "none" keeps the first watchlist without a digest. */
export const ONBOARDING_FREQUENCIES = [...WATCHLIST_FREQUENCIES, "none"] as const;
export type OnboardingFrequency = (typeof ONBOARDING_FREQUENCIES)[number];
