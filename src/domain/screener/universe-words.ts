// A saved screen's own list in words, for the pages that list saved screens (decision 072). Kept
// apart from the saved screen's schema so that a page showing it does not load zod with it.

/** The list a saved screen runs over, as its answer gives it; name null once the list is deleted. */
export interface SavedScreenUniverse {
  kind: "portfolio" | "watchlist";
  id: number;
  name: string | null;
}

/** "Portfolio: Retirement", "Watchlist: Tech names", "Portfolio deleted"; null for the whole market. */
export function universeWords(universe: SavedScreenUniverse | null): string | null {
  if (!universe) return null;
  const kind = universe.kind === "portfolio" ? "Portfolio" : "Watchlist";
  return universe.name === null ? `${kind} deleted` : `${kind}: ${universe.name}`;
}
