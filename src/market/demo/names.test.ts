import { describe, expect, it } from "vitest";
import { INDUSTRIES } from "../../domain/taxonomy";
import { INDUSTRY_WORDS, industryWords, NAME_FORMS } from "./names";
import { Random } from "./random";
import { drawUniverse } from "./universe";

// A demo company's name fits its industry ("Belilvex Apparel" made recreational
// vehicles, "Teracrest Cloud" semiconductors). A name is an invented stem, then perhaps a word
// of its industry, then perhaps a legal form.

/** What follows the stem is nothing, a form, one of the industry's words, or a word and a form. */
function fits(name: string, words: readonly string[]): boolean {
  const rest = name.slice(name.indexOf(" ") + 1);
  if (!name.includes(" ")) return true;
  return NAME_FORMS.includes(rest) || words.some((w) => rest === w || NAME_FORMS.some((f) => rest === `${w} ${f}`));
}

describe("demo company names", () => {
  it("has words for every industry of the taxonomy", () => {
    for (const industry of INDUSTRIES) expect(INDUSTRY_WORDS[industry.slug], industry.slug).toBeDefined();
  });

  it("gives every generated company a word of its own industry", () => {
    const specs = drawUniverse(new Random("names-test"), { listed: 3000, start: "2003-01-01" });
    let withWord = 0;
    for (const s of specs) {
      expect(fits(s.name, industryWords(s.industry)), `${s.name} in ${s.industry.name}`).toBe(true);
      const rest = s.name.slice(s.name.indexOf(" ") + 1);
      if (s.name.includes(" ") && !NAME_FORMS.includes(rest)) withWord++;
    }
    // Most names carry an industry word.
    expect(withWord / specs.length).toBeGreaterThan(0.6);
  });

  it("no longer names a recreational-vehicle maker for apparel or a chip maker for the cloud", () => {
    const words = (slug: string) => INDUSTRY_WORDS[slug]!;
    expect(words("recreational-vehicles")).not.toContain("Apparel");
    expect(words("semiconductors")).not.toContain("Cloud");
  });
});
