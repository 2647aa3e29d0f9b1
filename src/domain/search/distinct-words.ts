// Whether each query word can be given a name word of its own. Without this, "coca cola" would
// find "Coral Energy" because both typed words are one typo from "coral"; repeating a word
// ("co co") must likewise find names with two such words.

/**
 * True when every query word 0..queryWords-1 can be paired with a different name word
 * 0..nameWords-1 that it matches. Plain backtracking: both sides are a handful of words.
 */
export function pairsDistinctWords(
  queryWords: number,
  nameWords: number,
  matches: (query: number, name: number) => boolean,
): boolean {
  if (queryWords > nameWords) return false;
  const taken = new Array<boolean>(nameWords).fill(false);
  const assign = (q: number): boolean => {
    if (q === queryWords) return true;
    for (let w = 0; w < nameWords; w++) {
      if (taken[w] || !matches(q, w)) continue;
      taken[w] = true;
      if (assign(q + 1)) return true;
      taken[w] = false;
    }
    return false;
  };
  return assign(0);
}
