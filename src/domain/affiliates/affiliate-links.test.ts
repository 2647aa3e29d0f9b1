import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { affiliateTarget, allowedAddress, parseAffiliateTable, parseAllowedHosts } from "./affiliate-links";

const HOSTS = parseAllowedHosts(" Partner.example , broker.example. ,");

function table(links: Record<string, unknown>) {
  const result = parseAffiliateTable(JSON.stringify(links), HOSTS);
  if (!result.ok) throw new Error(result.problems.join("; "));
  return result.table;
}

describe("the affiliate table", () => {
  it("reads the allow-list as lower-case host names", () => {
    expect(HOSTS).toEqual(["partner.example", "broker.example"]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
  });

  it("maps each slug to its https address on an allowed host", () => {
    const t = table({ broker: "https://broker.example/open?ref=openzen", "partner-2": "https://PARTNER.example/x" });
    expect(affiliateTarget(t, "broker")).toBe("https://broker.example/open?ref=openzen");
    expect(affiliateTarget(t, "partner-2")).toBe("https://partner.example/x");
  });

  it("is empty without AFFILIATE_LINKS", () => {
    expect(parseAffiliateTable(undefined, HOSTS)).toEqual({ ok: true, table: new Map() });
    expect(parseAffiliateTable("  ", [])).toEqual({ ok: true, table: new Map() });
  });

  it.each([
    ["http://broker.example/", "must be an https address"],
    ["javascript:alert(1)", "must be an https address"],
    ["//broker.example/", "is not an address"],
    ["https://user:pw@broker.example/", "must not carry a user name or password"],
    ["https://evil.example/", "goes to evil.example, which is not in AFFILIATE_HOSTS"],
    ["https://broker.example.evil.example/", "which is not in AFFILIATE_HOSTS"],
    ["https://sub.broker.example/", "which is not in AFFILIATE_HOSTS"],
  ])("refuses %s", (address, problem) => {
    expect(allowedAddress(address, HOSTS)).toContain(problem);
    const result = parseAffiliateTable(JSON.stringify({ x: address }), HOSTS);
    expect(result.ok).toBe(false);
  });

  it("refuses the whole table for one bad entry, naming each problem", () => {
    const result = parseAffiliateTable(
      JSON.stringify({ good: "https://broker.example/", "Bad Slug": "https://broker.example/", worse: 5 }),
      HOSTS,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'AFFILIATE_LINKS: "Bad Slug" is not a slug (lower-case letters, digits and inner hyphens, at most 64)',
        'AFFILIATE_LINKS: the address of "worse" must be a string',
      ],
    });
    expect(parseAffiliateTable("[1]", HOSTS).ok).toBe(false);
    expect(parseAffiliateTable("{nope", HOSTS).ok).toBe(false);
  });

  test.prop([fc.string({ maxLength: 80 })])("never answers an address that is not in the table", (slug) => {
    const t = table({ broker: "https://broker.example/" });
    const target = affiliateTarget(t, slug);
    expect(target === null || (slug === "broker" && target === "https://broker.example/")).toBe(true);
  });

  it("does not read a slug's neighbours: prototype names, case and padding are unknown", () => {
    const t = table({ broker: "https://broker.example/" });
    for (const slug of ["constructor", "__proto__", "toString", "BROKER", " broker", "broker/", "broker%2F"])
      expect(affiliateTarget(t, slug)).toBeNull();
  });
});
