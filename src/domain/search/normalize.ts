// Folding text for search, so that case, accents, full-width forms and punctuation never decide
// whether a company is found: "Nestlé", "NESTLE" and "nestle" are one word; "McDonald's" and
// "A.O." stay single words ("mcdonalds", "ao"); "Coca-Cola" and "Oil & Gas" split into words.

// Apostrophes and full stops join: they sit inside abbreviations and possessives.
const JOINERS = /['\u2018\u2019`.]/gu;
// Everything else that is not a letter or a digit separates words.
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/** Lower case without accents; compatibility forms (full-width letters, ligatures) decomposed. */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(MARKS, "").toLowerCase();
}

/** The words search compares: folded, punctuation removed. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .replace(JOINERS, "")
    .split(SEPARATORS)
    .filter((w) => w.length > 0);
}

/** The text as one run of letters and digits: how tickers ("BRK.B", "brk b") are compared. */
export function compactKey(text: string): string {
  return searchWords(text).join("");
}
