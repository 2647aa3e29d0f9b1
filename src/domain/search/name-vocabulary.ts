import { characterMask, prefixDistanceTo } from "./edit-distance";
import { SortedKeys } from "./sorted-keys";

// Every distinct word of every company name, with the companies (by position) that use it.
// Search looks words up here rather than company by company: thousands of companies share a
// few thousand words ("inc", "holdings", "therapeutics"), so each word is compared once.

// Query words are rarely longer; longer ones fall back to the whole-word mask, still a valid bound.
const MASKED_PREFIXES = 16;

export class NameVocabulary {
  private readonly words: SortedKeys;
  /** The words again, by id (the order of `postings`), for scans where order does not matter. */
  private readonly byId: string[];
  private readonly postings: Int32Array[];
  private readonly lengths: Int32Array;
  /** Per word, the character masks of its first 1..16 characters, then of the whole word. */
  private readonly masks: Int32Array;

  constructor(nameWords: readonly (readonly string[])[]) {
    const byWord = new Map<string, number[]>();
    nameWords.forEach((words, position) => {
      for (const word of new Set(words)) {
        let list = byWord.get(word);
        if (!list) byWord.set(word, (list = []));
        list.push(position);
      }
    });
    const distinct = [...byWord.keys()];
    this.words = new SortedKeys(distinct.map((w, i) => [w, i]));
    this.byId = distinct;
    this.postings = distinct.map((w) => Int32Array.from(byWord.get(w)!));
    this.lengths = Int32Array.from(distinct, (w) => w.length);
    const stride = MASKED_PREFIXES + 1;
    this.masks = new Int32Array(distinct.length * stride);
    distinct.forEach((word, i) => {
      for (let length = 1; length <= MASKED_PREFIXES; length++) this.masks[i * stride + length - 1] = characterMask(word, length);
      this.masks[i * stride + MASKED_PREFIXES] = characterMask(word);
    });
  }

  get size(): number {
    return this.words.size;
  }

  /** How many (word, company) pairs `prefix` begins: a cheap measure of how selective it is. */
  prefixUses(prefix: string): number {
    let uses = 0;
    this.words.forEachWithPrefix(prefix, (_, id) => (uses += this.postings[id]!.length));
    return uses;
  }

  /** Calls `visit` with the companies of every word that `prefix` begins. */
  forEachPrefixMatch(prefix: string, visit: (positions: Int32Array) => void): void {
    this.words.forEachWithPrefix(prefix, (_, id) => visit(this.postings[id]!));
  }

  /** Calls `visit` with the companies of every word that has a prefix within `budget` edits of `query`. */
  forEachFuzzyMatch(query: string, budget: number, visit: (positions: Int32Array) => void): void {
    const m = query.length;
    const reach = m + budget;
    const slot = reach <= MASKED_PREFIXES ? reach - 1 : MASKED_PREFIXES;
    const stride = MASKED_PREFIXES + 1;
    const queryMask = characterMask(query);
    // How often each character bit occurs in the query: a lacking character costs that many edits.
    const occurrences = new Int32Array(32);
    for (let i = 0; i < m; i++) occurrences[31 - Math.clz32(characterMask(query[i]!))]!++;
    const distance = prefixDistanceTo(query, budget);
    const { byId, lengths, masks, postings } = this;
    for (let id = 0; id < byId.length; id++) {
      // Cheap bounds first: a word too short, or lacking too many of the query's characters
      // among its first m + budget, is out of reach; the distance runs for the rest.
      if (lengths[id]! < m - budget) continue;
      if (missingCost(queryMask & ~masks[id * stride + slot]!, occurrences, budget) > budget) continue;
      if (distance(byId[id]!) > budget) continue;
      visit(postings[id]!);
    }
  }
}

/** Edits needed for the query characters in `missing` (a mask), counted up to `budget + 1`. */
function missingCost(missing: number, occurrences: Int32Array, budget: number): number {
  let cost = 0;
  for (let rest = missing; rest !== 0 && cost <= budget; rest &= rest - 1) cost += occurrences[31 - Math.clz32(rest & -rest)]!;
  return cost;
}
