import { characterMask, prefixDistanceTo } from "./edit-distance";
import { SortedKeys } from "./sorted-keys";

// Every distinct word of every company name, with the companies (by position) that use it.
// Search looks words up here rather than company by company: thousands of companies share a
// few thousand words ("inc", "holdings", "therapeutics"), so each word is compared once.

// Query words are rarely longer; longer ones fall back to the whole-word mask, still a valid bound.
const MASKED_PREFIXES = 16;
// Typo budgets with a head index (typoBudget gives 1 or 2); others scan every word.
const INDEXED_BUDGETS = [1, 2];

export class NameVocabulary {
  private readonly words: SortedKeys;
  /** The words again, by id (the order of `postings`), for scans where order does not matter. */
  private readonly byId: string[];
  private readonly postings: Int32Array[];
  private readonly lengths: Int32Array;
  /** Per word, the character masks of its first 1..16 characters, then of the whole word. */
  private readonly masks: Int32Array;
  /**
   * Per typo budget b, per character bit, the words with that character among their first
   * 2b + 1: with b typos a query keeps one of its first b + 1 characters there (see below),
   * so a fuzzy lookup only visits the words listed under those characters.
   */
  private readonly heads = new Map<number, Int32Array[]>();

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
      for (let length = 1; length <= MASKED_PREFIXES; length++)
        this.masks[i * stride + length - 1] = characterMask(word, length);
      this.masks[i * stride + MASKED_PREFIXES] = characterMask(word);
    });
    for (const budget of INDEXED_BUDGETS) {
      const buckets: number[][] = Array.from({ length: 32 }, () => []);
      distinct.forEach((word, id) => {
        const mask = characterMask(word, 2 * budget + 1);
        for (let bit = 0; bit < 32; bit++) if (mask & (1 << bit)) buckets[bit]!.push(id);
      });
      this.heads.set(
        budget,
        buckets.map((ids) => Int32Array.from(ids)),
      );
    }
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
    // With at most `budget` edits, one of the query's first budget + 1 characters survives, at
    // most `budget` places from where it was: it is among the word's first 2 budget + 1.
    // (A query no longer than the budget may lose every character: then every word passes.)
    const headMask = characterMask(query, budget + 1);
    const headSlot = Math.min(2 * budget + 1, MASKED_PREFIXES) - 1;
    // How often each character bit occurs in the query: a lacking character costs that many edits.
    const occurrences = new Int32Array(32);
    for (let i = 0; i < m; i++) occurrences[31 - Math.clz32(characterMask(query[i]!))]!++;
    const distance = prefixDistanceTo(query, budget);
    const { byId, lengths, masks, postings } = this;
    const consider = (id: number) => {
      // Cheap bounds first: a word too short, or lacking too many of the query's characters
      // among its first m + budget, is out of reach; the distance runs for the rest.
      if (lengths[id]! < m - budget) return;
      if (m > budget && (masks[id * stride + headSlot]! & headMask) === 0) return;
      if (missingCost(queryMask & ~masks[id * stride + slot]!, occurrences, budget) > budget) return;
      if (distance(byId[id]!) > budget) return;
      visit(postings[id]!);
    };
    const heads = this.heads.get(budget);
    if (!heads || m <= budget) {
      for (let id = 0; id < byId.length; id++) consider(id);
      return;
    }
    // Only the words listed under one of the query's first budget + 1 characters, each once.
    const seen = new Uint8Array(byId.length);
    for (let rest = headMask; rest !== 0; rest &= rest - 1) {
      for (const id of heads[31 - Math.clz32(rest & -rest)]!) {
        if (seen[id] === 1) continue;
        seen[id] = 1;
        consider(id);
      }
    }
  }
}

/** Edits needed for the query characters in `missing` (a mask), counted up to `budget + 1`. */
function missingCost(missing: number, occurrences: Int32Array, budget: number): number {
  let cost = 0;
  for (let rest = missing; rest !== 0 && cost <= budget; rest &= rest - 1)
    cost += occurrences[31 - Math.clz32(rest & -rest)]!;
  return cost;
}
