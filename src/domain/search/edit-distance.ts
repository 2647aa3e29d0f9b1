import { bitParallelPrefixDistanceTo, MAX_BIT_PARALLEL } from "./bit-parallel-distance";

// Typo tolerance for search. The distance is the optimal string alignment distance (restricted
// Damerau-Levenshtein: insertions, deletions, substitutions, and swaps of two neighbouring
// letters, each substring edited once) between the typed word and the closest *prefix* of a
// name word, because a search box sees words while they are still being typed: "corvexs"
// should find "Corvexa Therapeutics" and so should "corvexa therap".

/**
 * How many typos a typed word may carry: none below 4 letters (too many short words are one
 * edit apart), one from 4 letters, two from 8. These are the thresholds Algolia ships as its
 * defaults for the same problem.
 */
export function typoBudget(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * A 32-bit set of the characters among the first `length` of `word`: letters a-z have a bit
 * each, everything else shares six. Each character of a query that a word lacks costs an edit
 * of its own, which rules most words out before any table is filled.
 */
export function characterMask(word: string, length = word.length): number {
  let mask = 0;
  const end = Math.min(length, word.length);
  for (let i = 0; i < end; i++) {
    const code = word.charCodeAt(i);
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

/**
 * Returns a function giving the distance from `query` to the nearest prefix of a word, or
 * `max + 1` when it exceeds `max`. Made once per query word and run against every word of the
 * vocabulary: query words of up to 31 characters use the bit-parallel algorithm, longer ones
 * the table.
 */
export function prefixDistanceTo(query: string, max: number): (word: string) => number {
  return query.length <= MAX_BIT_PARALLEL ? bitParallelPrefixDistanceTo(query, max) : tablePrefixDistanceTo(query, max);
}

/** The textbook dynamic programme, row by row, stopping once a row is all above `max`. */
export function tablePrefixDistanceTo(query: string, max: number): (word: string) => number {
  const m = query.length;
  const width = m + max + 1;
  let twoBack = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  const over = max + 1;

  return (word: string) => {
    if (m === 0) return 0;
    // A prefix can be the whole word at most; shorter than m - max letters is out of reach.
    if (word.length < m - max) return over;
    // Prefixes longer than m + max letters are more than max edits away.
    const n = Math.min(word.length, m + max);
    for (let j = 0; j <= n; j++) previous[j] = j;
    for (let i = 1; i <= m; i++) {
      current[0] = i;
      let rowMin = i;
      const q = query.charCodeAt(i - 1);
      for (let j = 1; j <= n; j++) {
        const w = word.charCodeAt(j - 1);
        let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (q === w ? 0 : 1));
        if (i > 1 && j > 1 && q === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === w) {
          d = Math.min(d, twoBack[j - 2]! + 1);
        }
        current[j] = d;
        if (d < rowMin) rowMin = d;
      }
      // Every later row is at least this row's minimum: stop early on hopeless words.
      if (rowMin > max) return over;
      const spare = twoBack;
      twoBack = previous;
      previous = current;
      current = spare;
    }
    let best = over;
    for (let j = 0; j <= n; j++) if (previous[j]! < best) best = previous[j]!;
    return best > max ? over : best;
  };
}
