import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { buildCompanySearchIndex, MATCH_TIERS, type SearchableCompany } from "./company-search";
import { SEARCH_LIMIT } from "./limits";
import { compactKey } from "./normalize";

let nextId = 1;
function company(ticker: string, name: string, marketCap: number | null = 1e9, exchange = "NYSE"): SearchableCompany {
  return { id: nextId++, ticker, name, exchange, marketCap };
}

const UNIVERSE = [
  company("CORV", "Corvexa Therapeutics Inc.", 5e9, "NASDAQ"),
  company("COR", "Coral Energy Corp.", 2e9),
  company("CORX", "Corex Bancorp", 9e9),
  company("ACOR", "Acorn Foods", 50e9),
  company("KO", "Coca-Cola Co.", 260e9),
  company("MCD", "McDonald's Corporation", 200e9),
  company("NSRGY", "Nestlé S.A.", 300e9, "AMEX"),
  company("BRK.B", "Berkshire Hathaway Inc.", 900e9),
  company("THX", "Therapix Biosciences", null),
  company("ZEN", "Zenith Data Labs", 1e8, "NASDAQ"),
  company("AO", "A.O. Smith", 10e9),
];
const index = buildCompanySearchIndex(UNIVERSE);

const tickers = (query: string, limit?: number) => index.search(query, limit).map((h) => h.company.ticker);
const tiers = (query: string) => index.search(query).map((h) => `${h.company.ticker}:${h.tier}`);

describe("company search: tiers", () => {
  it("puts the exact ticker first, above bigger companies that match otherwise", () => {
    // McDonald's Corporation is far bigger than Coral Energy, but only its name matches.
    expect(tiers("cor")).toEqual(["COR:ticker", "CORX:ticker-prefix", "CORV:ticker-prefix", "MCD:name-prefix"]);
  });

  it("ranks ticker prefixes above name word prefixes", () => {
    expect(tiers("co")).toEqual([
      "CORX:ticker-prefix",
      "CORV:ticker-prefix",
      "COR:ticker-prefix",
      "KO:name-prefix",
      "MCD:name-prefix",
    ]);
  });

  it("matches name words in any position and order", () => {
    expect(tiers("therap")).toEqual(["CORV:name-prefix", "THX:name-prefix"]);
    expect(tiers("ther corv")).toEqual(["CORV:name-prefix"]);
    expect(tiers("corvexa therapeutics inc")).toEqual(["CORV:name-prefix"]);
    expect(tiers("hathaway")).toEqual(["BRK.B:name-prefix"]);
  });

  it("matches the name with spaces and punctuation removed", () => {
    expect(tiers("cocacola")).toEqual(["KO:name-prefix"]);
    expect(tiers("coca-cola")).toEqual(["KO:name-prefix"]);
  });

  it("gives each query word a name word of its own", () => {
    // "coca" and "cola" are each one typo from "coral", but Coral Energy has one such word.
    expect(tiers("coca cola")).toEqual(["KO:name-prefix"]);
    expect(tiers("co co")).toEqual(["KO:name-prefix", "COR:name-prefix"]);
    expect(tiers("corex corex")).toEqual([]);
  });

  it("finds names with typos: one from 4 letters, a swap counts as one", () => {
    expect(tiers("corvaxa")).toEqual(["CORV:fuzzy-name"]);
    expect(tiers("cocq")).toEqual(["KO:fuzzy-name"]);
    expect(tiers("hatahway")).toEqual(["BRK.B:fuzzy-name"]);
  });

  it("allows two typos from 8 letters", () => {
    expect(tiers("berkshyre hathawey")).toEqual(["BRK.B:fuzzy-name"]);
    expect(tiers("therapeutcis")).toEqual(["CORV:fuzzy-name"]);
    expect(tiers("tharepuetics")).toEqual([]);
  });

  it("allows no typo in words under 4 letters", () => {
    expect(tiers("zrn")).toEqual([]);
    expect(tiers("zen")).toEqual(["ZEN:ticker"]);
    expect(tiers("zwnith")).toEqual(["ZEN:fuzzy-name"]);
  });

  it("finds a typo in a word still being typed", () => {
    expect(tiers("berks")).toEqual(["BRK.B:name-prefix"]);
    expect(tiers("bersk")).toEqual(["BRK.B:fuzzy-name"]);
  });

  it("needs every query word to match", () => {
    expect(tiers("corvexa bancorp")).toEqual([]);
    expect(tiers("corex bancorp")).toEqual(["CORX:name-prefix"]);
  });

  it("lists a company once, in its best tier", () => {
    const hits = index.search("zen");
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ tier: "ticker", company: { ticker: "ZEN" } });
  });
});

describe("company search: ties", () => {
  const cap = (ticker: string, marketCap: number | null, name = `${ticker} Holdings`) =>
    company(ticker, name, marketCap);
  const tied = buildCompanySearchIndex([
    cap("ABA", 1e9),
    cap("ABB", 3e9),
    cap("ABC", null),
    cap("ABD", 2e9),
    cap("ABE", Number.NaN),
    cap("ABF", null, "Aardvark Holdings"),
  ]);

  it("orders a tier by market cap, largest first, unknown caps last", () => {
    expect(tied.search("ab").map((h) => h.company.ticker)).toEqual(["ABB", "ABD", "ABA", "ABF", "ABC", "ABE"]);
  });

  it("orders companies without a cap by name", () => {
    expect(
      tied
        .search("holdings")
        .map((h) => h.company.ticker)
        .slice(3),
    ).toEqual(["ABF", "ABC", "ABE"]);
  });

  it("does not let a market cap lift a company out of its tier", () => {
    const i = buildCompanySearchIndex([
      company("XYZ", "Tiny Co", 1),
      company("XYZA", "Huge Co", 1e12),
      company("AAA", "Xyz Giant", 1e13),
    ]);
    expect(i.search("xyz").map((h) => h.company.ticker)).toEqual(["XYZ", "XYZA", "AAA"]);
  });

  it("puts companies with prices above those without, each group in tier order", () => {
    const unpriced = (ticker: string, name: string) => ({ ...company(ticker, name, null), hasPrices: false });
    const i = buildCompanySearchIndex([
      unpriced("XYZ", "Filer One"),
      unpriced("XYZB", "Filer Two"),
      company("XYZA", "Huge Co", 1e12),
      company("AAA", "Xyz Giant", null),
      unpriced("BBB", "Xyz Filer"),
    ]);
    expect(i.search("xyz").map((h) => `${h.company.ticker}:${h.tier}`)).toEqual([
      "XYZA:ticker-prefix",
      "AAA:name-prefix",
      "XYZ:ticker",
      "XYZB:ticker-prefix",
      "BBB:name-prefix",
    ]);
    // The limit still holds across both groups, priced first.
    expect(i.search("xyz", 3).map((h) => h.company.ticker)).toEqual(["XYZA", "AAA", "XYZ"]);
  });
});

describe("company search: limits and odd input", () => {
  const many = buildCompanySearchIndex(
    Array.from({ length: 40 }, (_, i) => company(`M${String(i).padStart(2, "0")}`, `Many Holdings ${i}`, i * 1e9)),
  );

  it("returns at most 10 results by default, the largest first", () => {
    expect(SEARCH_LIMIT).toBe(10);
    const hits = many.search("m");
    expect(hits).toHaveLength(10);
    expect(hits[0]!.company.ticker).toBe("M39");
  });

  it("honours a smaller limit and ignores a negative one", () => {
    expect(many.search("many", 3)).toHaveLength(3);
    expect(many.search("many", 0)).toEqual([]);
    expect(many.search("many", -5)).toEqual([]);
  });

  it("finds nothing for an empty, blank or punctuation-only query", () => {
    expect(index.search("")).toEqual([]);
    expect(index.search("   \t\n")).toEqual([]);
    expect(index.search("?!-/&")).toEqual([]);
  });

  it("finds nothing in an empty index", () => {
    expect(buildCompanySearchIndex([]).search("a")).toEqual([]);
  });

  it("folds case, accents and full-width letters", () => {
    expect(tickers("NESTLE")).toEqual(["NSRGY"]);
    expect(tickers("nestlé")).toEqual(["NSRGY"]);
    expect(tickers("ｎｅｓｔｌｅ")).toEqual(["NSRGY"]);
    expect(tickers("Ｃｏｒｖ")[0]).toBe("CORV");
    expect(tiers("ACORN")).toEqual(["ACOR:name-prefix"]);
  });

  it("ignores punctuation in tickers and names", () => {
    expect(tiers("brk.b")).toEqual(["BRK.B:ticker"]);
    expect(tiers("BRKB")).toEqual(["BRK.B:ticker"]);
    expect(tiers("brk b")).toEqual(["BRK.B:ticker"]);
    expect(tiers("mcdonalds")).toEqual(["MCD:name-prefix"]);
    expect(tiers("McDonald’s")).toEqual(["MCD:name-prefix"]);
    expect(tiers("a.o.")).toEqual(["AO:ticker"]);
  });

  it("survives long and strange queries", () => {
    expect(index.search("x".repeat(100))).toEqual([]);
    // Fifty words cannot each have a name word of their own.
    expect(index.search("a ".repeat(50))).toEqual([]);
    expect(index.search("🙂 \u0000 \uFFFF")).toEqual([]);
  });

  it("does not change with the order companies are given in", () => {
    const reversed = buildCompanySearchIndex([...UNIVERSE].reverse());
    for (const q of ["co", "cor", "berkshire", "the", "a"]) expect(reversed.search(q)).toEqual(index.search(q));
  });
});

describe("company search: properties", () => {
  const letters = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""));
  const arbCompany = fc.record({
    id: fc.nat(),
    ticker: fc.string({ unit: letters, minLength: 1, maxLength: 5 }),
    name: fc
      .array(fc.string({ unit: fc.constantFrom(..."abcdeoruvxzé'.-& ".split("")), minLength: 1, maxLength: 9 }), {
        minLength: 1,
        maxLength: 4,
      })
      .map((w) => w.join(" ")),
    exchange: fc.constantFrom("NYSE", "NASDAQ", "AMEX"),
    marketCap: fc.option(fc.double({ min: 0, max: 1e12, noNaN: true }), { nil: null }),
  });
  const arbUniverse = fc.array(arbCompany, { minLength: 1, maxLength: 60 });

  test.prop([arbUniverse, fc.string({ maxLength: 12 })])("never returns more than 10 results", (companies, query) => {
    expect(buildCompanySearchIndex(companies).search(query).length).toBeLessThanOrEqual(SEARCH_LIMIT);
  });

  test.prop([arbUniverse, fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 30 })])(
    "never returns more than the limit, nor a company twice",
    (companies, query, limit) => {
      const hits = buildCompanySearchIndex(companies).search(query, limit);
      expect(hits.length).toBeLessThanOrEqual(Math.min(limit, SEARCH_LIMIT * 3));
      expect(new Set(hits.map((h) => h.company)).size).toBe(hits.length);
    },
  );

  test.prop([arbUniverse, fc.nat()])("ranks an exact ticker first", (companies, pick) => {
    const target = companies[pick % companies.length]!;
    const [first] = buildCompanySearchIndex(companies).search(target.ticker.toLowerCase());
    expect(first?.tier).toBe("ticker");
    expect(compactKey(first!.company.ticker)).toBe(compactKey(target.ticker));
  });

  test.prop([arbUniverse, fc.string({ unit: fc.constantFrom(..."abcorx é".split("")), maxLength: 6 })])(
    "orders hits by tier, then by market cap",
    (companies, query) => {
      const hits = buildCompanySearchIndex(companies).search(query, 60);
      for (let i = 1; i < hits.length; i++) {
        const a = hits[i - 1]!;
        const b = hits[i]!;
        const ta = MATCH_TIERS.indexOf(a.tier);
        const tb = MATCH_TIERS.indexOf(b.tier);
        expect(ta).toBeLessThanOrEqual(tb);
        if (ta === tb && b.company.marketCap !== null)
          expect(a.company.marketCap ?? -1).toBeGreaterThanOrEqual(b.company.marketCap);
      }
    },
  );
});
