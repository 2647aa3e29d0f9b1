import { describe, expect, it } from "vitest";
import { compactKey, foldText, searchWords } from "./normalize";

describe("search text folding", () => {
  it("lower-cases and removes accents", () => {
    expect(foldText("Nestlé SOCIÉTÉ Ångström")).toBe("nestle societe angstrom");
  });

  it("decomposes full-width letters and ligatures", () => {
    expect(foldText("ＡＡＰＬ ﬁnance")).toBe("aapl finance");
  });

  it("keeps possessives and abbreviations as one word", () => {
    expect(searchWords("McDonald's Corp.")).toEqual(["mcdonalds", "corp"]);
    expect(searchWords("A.O. Smith")).toEqual(["ao", "smith"]);
    expect(searchWords("Macy’s")).toEqual(["macys"]);
  });

  it("splits on hyphens, ampersands, slashes and spaces", () => {
    expect(searchWords("Coca-Cola  Oil & Gas/Power")).toEqual(["coca", "cola", "oil", "gas", "power"]);
  });

  it("finds no words in punctuation or white space", () => {
    expect(searchWords("")).toEqual([]);
    expect(searchWords("  \t ")).toEqual([]);
    expect(searchWords("-&/!?")).toEqual([]);
  });

  it("keeps letters of other scripts and digits", () => {
    expect(searchWords("3M Company")).toEqual(["3m", "company"]);
    expect(searchWords("Société Générale 株式会社")).toEqual(["societe", "generale", "株式会社"]);
  });

  it("compacts a ticker however it is punctuated", () => {
    expect(compactKey("BRK.B")).toBe("brkb");
    expect(compactKey("brk-b")).toBe("brkb");
    expect(compactKey(" Brk b ")).toBe("brkb");
    expect(compactKey("$aapl")).toBe("aapl");
  });
});
