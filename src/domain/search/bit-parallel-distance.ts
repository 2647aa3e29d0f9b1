// The distance of edit-distance.ts computed a column at a time with the query's rows packed in
// the bits of one 32-bit integer: Myers' bit-vector algorithm as Hyyrö extended it to
// transpositions (H. Hyyrö, "A bit-vector algorithm for computing Levenshtein and Damerau edit
// distances", Nordic Journal of Computing 10, 2003). About ten integer operations per letter of
// the word instead of a row of the table per letter of the query; the tests check it against
// the table on random words.

/** Query words up to this length fit in one 32-bit vector (bit 31 stays free for carries). */
export const MAX_BIT_PARALLEL = 31;

export function bitParallelPrefixDistanceTo(query: string, max: number): (word: string) => number {
  const m = query.length;
  const over = max + 1;
  if (m === 0) return () => 0;
  if (m > MAX_BIT_PARALLEL)
    throw new RangeError(`query words longer than ${MAX_BIT_PARALLEL} characters need the table`);
  // Where each character occurs in the query, one bit per position.
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let i = 0; i < m; i++) {
    const c = query.charCodeAt(i);
    if (c < 128) ascii[c]! |= 1 << i;
    else other.set(c, (other.get(c) ?? 0) | (1 << i));
  }
  const all = 2 ** m - 1;
  const last = 1 << (m - 1);

  return (word: string) => {
    if (word.length < m - max) return over;
    // Prefixes longer than m + max letters are more than max edits away.
    const n = Math.min(word.length, m + max);
    // Vertical deltas of the column: all +1 in column 0 (distance i from the empty prefix).
    let vp = all;
    let vn = 0;
    let d0 = 0;
    let previousMatch = 0;
    // Bottom cell of the column: the distance from the whole query to the prefix so far.
    let score = m;
    let best = m;
    for (let j = 0; j < n; j++) {
      const c = word.charCodeAt(j);
      const match = c < 128 ? ascii[c]! : (other.get(c) ?? 0);
      const swap = (((~d0 & match) << 1) & previousMatch) | 0;
      d0 = ((((match & vp) + vp) ^ vp) | match | vn | swap) & all;
      const hp = (vn | ~(d0 | vp)) & all;
      const hn = d0 & vp;
      if (hp & last) score++;
      else if (hn & last) score--;
      // The carried-in 1 is row 0's +1 per letter: the word is aligned from its first letter.
      const x = ((hp << 1) | 1) & all;
      vn = x & d0;
      vp = ((hn << 1) | ~(x | d0)) & all;
      previousMatch = match;
      if (score < best) best = score;
    }
    return best > max ? over : best;
  };
}
