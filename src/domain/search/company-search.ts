import { pairsDistinctWords } from "./distinct-words";
import { prefixDistanceTo, typoBudget } from "./edit-distance";
import { NameVocabulary } from "./name-vocabulary";
import { SEARCH_LIMIT } from "./limits";
import { compactKey, foldText, searchWords } from "./normalize";
import { SortedKeys } from "./sorted-keys";

// Company search (spec section 7, GET /api/companies/search). The ranking rule:
//
//   1. "ticker":        the query, reduced to letters and digits, is a ticker ("brk.b" = BRK-B).
//   2. "ticker-prefix": it begins a ticker.
//   3. "name-prefix":   every query word begins a word of the name, each a different word, in
//                       any order ("corv ther" finds Corvexa Therapeutics), or the query begins
//                       the name with spaces and punctuation removed ("cocacola" finds Coca-Cola).
//   4. "fuzzy-name":    the same allowing typos in each query word (see edit-distance.ts: none
//                       under 4 letters, 1 from 4, 2 from 8).
//
// Companies with prices come before those without (an entry of the SEC ticker file with no
// prices has an empty page), each group in the tier order above.
// A company is listed once, in its best tier. Within a tier the larger market cap comes first;
// companies without one come last; then name and ticker keep the order stable. Case, accents and
// punctuation are folded away (normalize.ts). A query with no letters or digits finds nothing.

export interface SearchableCompany {
  id: number;
  name: string;
  ticker: string;
  exchange: string;
  /** In dollars; null when unknown (no shares or no price). */
  marketCap: number | null;
  /** False when no price is held for the company; absent: priced. */
  hasPrices?: boolean;
}

export const MATCH_TIERS = ["ticker", "ticker-prefix", "name-prefix", "fuzzy-name"] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface SearchHit {
  company: SearchableCompany;
  tier: MatchTier;
}

export interface CompanySearchIndex {
  readonly size: number;
  search(query: string, limit?: number): SearchHit[];
}

// Tier numbers in the per-query marks; 0 means "not found".
const TICKER = 1;
const TICKER_PREFIX = 2;
const NAME_PREFIX = 3;
const FUZZY = 4;

function capOf(company: SearchableCompany): number | null {
  const cap = company.marketCap;
  return cap !== null && Number.isFinite(cap) && cap >= 0 ? cap : null;
}

/** Priced first; largest market cap first, unknown caps last; then name and ticker, so the order is stable. */
function rankOrder(companies: readonly SearchableCompany[]): SearchableCompany[] {
  const keyed = companies.map((company) => ({
    company,
    priced: company.hasPrices !== false,
    cap: capOf(company),
    name: foldText(company.name),
  }));
  keyed.sort((a, b) => {
    if (a.priced !== b.priced) return a.priced ? -1 : 1;
    if (a.cap !== b.cap) {
      if (a.cap === null) return 1;
      if (b.cap === null) return -1;
      return b.cap - a.cap;
    }
    if (a.name !== b.name) return a.name < b.name ? -1 : 1;
    if (a.company.ticker !== b.company.ticker) return a.company.ticker < b.company.ticker ? -1 : 1;
    return a.company.id - b.company.id;
  });
  return keyed.map((k) => k.company);
}

// Below this many candidates, checking each one's own words beats another vocabulary pass.
const DIRECT_CHECKS = 100;

interface TypoMatcher {
  budget: number;
  distance: (word: string) => number;
}

/** Builds the in-memory index; `search` is then a pure function of the query. */
export function buildCompanySearchIndex(companies: readonly SearchableCompany[]): CompanySearchIndex {
  // Companies are kept in rank order, so a lower position is a larger company.
  const ranked = rankOrder(companies);
  const n = ranked.length;
  // Positions from here on hold the companies without prices (rankOrder puts them last).
  const firstUnpriced = ranked.findIndex((c) => c.hasPrices === false);
  const unpricedFrom = firstUnpriced < 0 ? n : firstUnpriced;
  const tickers = new SortedKeys(ranked.map((c, position) => [compactKey(c.ticker), position]));
  const compactNames = new SortedKeys(ranked.map((c, position) => [compactKey(c.name), position]));
  const nameWords = ranked.map((c) => searchWords(c.name));
  const vocabulary = new NameVocabulary(nameWords);

  /**
   * Marks, with `tier`, the unmarked companies whose name has a word for every query word, each
   * its own; with `typos`, a word may match within its typo budget. Returns how many it marked.
   */
  function markNameMatches(words: string[], tier: number, marks: Uint8Array, typos?: (TypoMatcher | null)[]): number {
    // Candidates come from the vocabulary for the rarest query word; while they are many, the
    // next rarest words narrow them the same way; the few left are checked word by word against
    // each candidate's own name, which also makes sure each query word has a name word of its own.
    const order = words
      .map((word, q) => ({ q, uses: vocabulary.prefixUses(word) }))
      .sort((a, b) => a.uses - b.uses || a.q - b.q);
    let candidates: number[] = [];
    order.forEach(({ q }, round) => {
      if (round > 0 && candidates.length <= DIRECT_CHECKS) return;
      const matched = new Uint8Array(n);
      const mark = (positions: Int32Array) => {
        for (const p of positions) matched[p] = 1;
      };
      vocabulary.forEachPrefixMatch(words[q]!, mark);
      const typo = typos?.[q];
      if (typo) vocabulary.forEachFuzzyMatch(words[q]!, typo.budget, mark);
      if (round === 0) {
        for (let p = 0; p < n; p++) if (matched[p] === 1 && marks[p] === 0) candidates.push(p);
      } else {
        candidates = candidates.filter((p) => matched[p] === 1);
      }
    });

    const matches = (q: number, nameWord: string) => {
      const typo = typos?.[q];
      return nameWord.startsWith(words[q]!) || (typo != null && typo.distance(nameWord) <= typo.budget);
    };
    let marked = 0;
    for (const p of candidates) {
      const own = nameWords[p]!;
      if (words.length > 1 && !pairsDistinctWords(words.length, own.length, (q, w) => matches(q, own[w]!))) continue;
      marks[p] = tier;
      marked++;
    }
    return marked;
  }

  function search(query: string, limit = SEARCH_LIMIT): SearchHit[] {
    const max = Math.max(0, Math.floor(limit));
    const words = searchWords(query);
    if (max === 0 || words.length === 0 || n === 0) return [];
    const key = words.join("");
    const marks = new Uint8Array(n);
    let found = 0;

    tickers.forEachWithPrefix(key, (ticker, p) => {
      if (marks[p] === 0) found++;
      marks[p] = ticker === key ? TICKER : TICKER_PREFIX;
    });
    compactNames.forEachWithPrefix(key, (_, p) => {
      if (marks[p] !== 0) return;
      marks[p] = NAME_PREFIX;
      found++;
    });
    found += markNameMatches(words, NAME_PREFIX, marks);
    // Typos are looked for only when the better tiers leave room: they would rank below anyway.
    if (found < max) {
      const typos = words.map((word): TypoMatcher | null => {
        const budget = typoBudget(word.length);
        return budget > 0 ? { budget, distance: prefixDistanceTo(word, budget) } : null;
      });
      if (typos.some((t) => t !== null)) markNameMatches(words, FUZZY, marks, typos);
    }

    // One pass in rank order fills each tier with its largest companies, the priced ones in the
    // first four lists and the unpriced in the last four.
    const tiers: number[][] = [[], [], [], [], [], [], [], []];
    for (let p = 0; p < n; p++) {
      const tier = marks[p]!;
      const list = tier - 1 + (p >= unpricedFrom ? MATCH_TIERS.length : 0);
      if (tier !== 0 && tiers[list]!.length < max) tiers[list]!.push(p);
    }
    return tiers
      .flatMap((positions, t) =>
        positions.map((p) => ({ company: ranked[p]!, tier: MATCH_TIERS[t % MATCH_TIERS.length]! })),
      )
      .slice(0, max);
  }

  return { size: n, search };
}
