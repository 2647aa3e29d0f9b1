import { metricInfo } from "./metrics";

// Finding a filter (or a column) by what people type: its name, its short name or one of the
// metric's aliases (metrics.ts). Punctuation and case do not count ("P/E", "pe" and "PE" are
// the same), and words may be cut short ("div yield" finds Dividend Yield). Better matches come
// first: the whole name, then every word's start, then any part of the name.

export interface Searchable {
  key: string;
  name: string;
  shortName?: string;
}

/** Lowercase letters and digits only. */
function squeeze(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9%]+/g, "");
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9%]+/)
    .filter(Boolean);
}

/** Every word of the query starts a word of the name, in any order. */
function wordStarts(query: readonly string[], name: readonly string[]): boolean {
  return query.every((q) => name.some((w) => w.startsWith(q)));
}

/** How well `query` names `item`: 0 (exactly) to 3 (a part of a name); null when it does not. */
export function matchRank(item: Searchable, query: string): number | null {
  const q = squeeze(query);
  if (q === "") return 3;
  const names = [item.name, item.shortName, ...(metricInfo(item.key)?.aliases ?? [])].filter(
    (n): n is string => n !== undefined,
  );
  const squeezed = names.map(squeeze);
  if (squeezed.includes(q)) return 0;
  const queryWords = words(query);
  if (squeezed.some((n) => n.startsWith(q))) return 1;
  if (names.some((n) => wordStarts(queryWords, words(n)))) return 2;
  if (squeezed.some((n) => n.includes(q))) return 3;
  return null;
}

/** The items `query` finds, best first (ties keep the catalogue's order). */
export function searchMetrics<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: matchRank(item, query) }))
    .filter((m): m is { item: T; index: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((m) => m.item);
}
