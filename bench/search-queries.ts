import type { SearchableCompany } from "../src/domain/search/company-search";

// The queries of the company search benchmark: what people type into a stock search box.

export type Kind = "ticker" | "ticker prefix" | "name prefix" | "typo" | "full name" | "no match";

export interface Query {
  kind: Kind;
  q: string;
}

/** A small deterministic generator, so that every run asks the same questions. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function typo(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 2));
  switch (Math.floor(r() * 3)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // swap
    case 1:
      return word.slice(0, i) + "xqz"[Math.floor(r() * 3)] + word.slice(i + 1); // substitute
    default:
      return word.slice(0, i) + word.slice(i + 1); // drop
  }
}

/** What people type: tickers, their starts, starts of name words, typos, whole names, nonsense. */
export function realisticQueries(companies: readonly SearchableCompany[], count: number, seed = 7): Query[] {
  const r = random(seed);
  const pick = () => companies[Math.floor(r() * companies.length)]!;
  const queries: Query[] = [];
  while (queries.length < count) {
    const c = pick();
    const words = c.name.split(/\s+/);
    const first = words[0]!;
    const roll = r();
    if (roll < 0.25) queries.push({ kind: "ticker", q: r() < 0.5 ? c.ticker.toLowerCase() : c.ticker });
    else if (roll < 0.4)
      queries.push({
        kind: "ticker prefix",
        q: c.ticker.slice(0, 1 + Math.floor(r() * Math.min(2, c.ticker.length))).toLowerCase(),
      });
    else if (roll < 0.7) {
      const part = first.slice(0, 2 + Math.floor(r() * Math.max(1, first.length - 1)));
      queries.push({
        kind: "name prefix",
        q:
          words.length > 1 && r() < 0.4
            ? `${first} ${words[1]!.slice(0, 1 + Math.floor(r() * 3))}`
            : part.toLowerCase(),
      });
    } else if (roll < 0.9 && first.length >= 5) {
      const misspelt = typo(first.toLowerCase(), r);
      queries.push({
        kind: "typo",
        q: words.length > 1 && r() < 0.4 ? `${misspelt} ${words[1]!.toLowerCase()}` : misspelt,
      });
    } else if (roll < 0.97) queries.push({ kind: "full name", q: c.name });
    else
      queries.push({ kind: "no match", q: ["zzzzqqq", "xylophone quartz", "???", "qwertyuiop"][Math.floor(r() * 4)]! });
  }
  return queries;
}
