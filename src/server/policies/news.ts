// Which version of a story a reader gets. Premium members read the fuller one (the analyst and
// firm behind a current call, a Zen Rating change); everyone else the public one, and no story
// that is only a Premium value. Decided here, applied in the queries and the presenter, so no
// answer of any kind (page, JSON, feed, sitemap) can carry what the reader may not see.

export interface NewsAccess {
  premium: boolean;
}

export function newsAccessFor(entitlements: { hasPremium: boolean }): NewsAccess {
  return { premium: entitlements.hasPremium };
}

/** What a guest gets: the feeds and sitemaps are read by anyone. */
export const PUBLIC_NEWS: NewsAccess = { premium: false };
