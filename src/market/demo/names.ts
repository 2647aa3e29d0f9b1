import type { Random } from "./random";

// Invented company names and tickers. Names are built from syllables plus a word that fits the
// sector, so "Corvexa Therapeutics" reads like a biotech; tickers come from the name's letters.

const STARTS = [
  "Al",
  "Ar",
  "Bel",
  "Bri",
  "Cal",
  "Cor",
  "Cy",
  "Dal",
  "Dor",
  "Dyn",
  "El",
  "Em",
  "Fal",
  "Fen",
  "Gal",
  "Gry",
  "Hal",
  "Hel",
  "Ir",
  "Jor",
  "Kel",
  "Kor",
  "Lum",
  "Lyr",
  "Mar",
  "Mer",
  "Nor",
  "Nov",
  "Or",
  "Pal",
  "Pen",
  "Quan",
  "Ral",
  "Ros",
  "Sal",
  "Sel",
  "Sol",
  "Tal",
  "Ter",
  "Tor",
  "Ul",
  "Val",
  "Ven",
  "Vor",
  "Wes",
  "Xan",
  "Yor",
  "Zen",
  "Zel",
  "Ast",
  "Bar",
  "Cas",
  "Del",
  "Ost",
  "Tam",
  "Bal",
  "Hor",
  "Kin",
  "Mon",
  "Sten",
];
const MIDDLES = ["", "", "a", "e", "i", "o", "an", "en", "or", "ar", "el", "il", "on"];
const ENDS = [
  "tra",
  "vex",
  "nova",
  "ion",
  "ium",
  "ex",
  "ara",
  "on",
  "is",
  "ant",
  "ix",
  "ora",
  "um",
  "yn",
  "ent",
  "ica",
  "ora",
  "ax",
  "ell",
  "ine",
  "ery",
  "ton",
  "worth",
  "field",
  "stone",
  "brook",
  "gate",
  "crest",
  "point",
  "ridge",
];

const SECTOR_WORDS: Record<number, string[]> = {
  1: ["Materials", "Chemical", "Mining", "Resources", "Metals", "Minerals"],
  2: ["Media", "Communications", "Networks", "Interactive", "Broadcasting", "Telecom"],
  3: ["Brands", "Retail", "Motors", "Apparel", "Leisure", "Home", "Restaurants"],
  4: ["Foods", "Consumer", "Beverage", "Farms", "Household", "Grocers"],
  5: ["Energy", "Petroleum", "Oil & Gas", "Resources", "Midstream", "Drilling"],
  6: ["Financial", "Bancorp", "Capital", "Insurance", "Holdings", "Trust", "Partners"],
  7: ["Therapeutics", "Health", "Medical", "Biosciences", "Pharma", "Diagnostics", "Bio"],
  8: ["Industries", "Aerospace", "Logistics", "Machinery", "Engineering", "Systems", "Transport"],
  9: ["Realty", "Properties", "REIT", "Residential", "Land", "Real Estate"],
  10: ["Technologies", "Software", "Semiconductor", "Systems", "Data", "Labs", "Networks", "Cloud"],
  11: ["Power", "Utilities", "Electric", "Water", "Gas", "Energy"],
};
const FORMS = ["Inc.", "Corp.", "Corporation", "Holdings", "Group", "Co.", "Inc.", "Inc."];

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function inventName(rng: Random, sectorId: number): string {
  const stem = capitalise(`${rng.pick(STARTS)}${rng.pick(MIDDLES)}${rng.pick(ENDS)}`.toLowerCase());
  const word = rng.chance(0.75) ? ` ${rng.pick(SECTOR_WORDS[sectorId] ?? ["Industries"])}` : "";
  const form = rng.chance(0.7) ? ` ${rng.pick(FORMS)}` : "";
  return `${stem}${word}${form}`;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A ticker from the name's letters, unique within `taken` (which it extends). */
export function inventTicker(rng: Random, name: string, exchange: string, taken: Set<string>): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, "");
  const initials = name
    .split(/\s+/)
    .map((w) =>
      w
        .replace(/[^A-Za-z]/g, "")
        .charAt(0)
        .toUpperCase(),
    )
    .join("");
  const length = exchange === "NASDAQ" ? 4 : rng.chance(0.5) ? 3 : rng.chance(0.7) ? 4 : 2;
  const candidates = [
    letters.slice(0, length),
    (letters.slice(0, 2) + initials.slice(1)).slice(0, length),
    letters.slice(0, 1) + letters.slice(2, length + 1),
    letters.slice(0, 2) + letters.slice(3, length + 1),
  ];
  for (const c of candidates) {
    if (c.length >= 2 && !taken.has(c)) {
      taken.add(c);
      return c;
    }
  }
  // Short codes run out (there are only 26 two-letter tickers per first letter): lengthen as
  // attempts fail.
  for (let attempt = 0; ; attempt++) {
    let c = letters.charAt(0) || rng.pick([...LETTERS]);
    const target = Math.min(5, length + Math.floor(attempt / 20));
    while (c.length < target) c += LETTERS.charAt(rng.int(0, 25));
    if (!taken.has(c)) {
      taken.add(c);
      return c;
    }
  }
}
