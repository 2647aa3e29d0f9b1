import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { companyPagePaths, publicPagePaths, robotsTxt, sitemapIndexXml, sitemapParts, sitemapXml } from "./sitemap";

const parser = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

describe("sitemaps", () => {
  it("list each address once, absolute, with its date when known, escaped for XML", () => {
    const text = sitemapXml("https://openzen.example", [
      { path: "/plans" },
      { path: "/a?b=1&c=2", lastmod: "2026-11-28" },
    ]);
    expect(XMLValidator.validate(text)).toBe(true);
    const doc = parser.parse(text);
    expect(doc.urlset.url).toEqual([
      { loc: "https://openzen.example/plans" },
      { loc: "https://openzen.example/a?b=1&c=2", lastmod: "2026-11-28" },
    ]);
  });

  it("split past 50,000 addresses into an index of numbered parts", () => {
    expect(sitemapParts(0)).toBe(1);
    expect(sitemapParts(50_000)).toBe(1);
    expect(sitemapParts(50_001)).toBe(2);
    const doc = parser.parse(sitemapIndexXml("https://o.example", 2));
    expect(doc.sitemapindex.sitemap).toEqual([
      { loc: "https://o.example/sitemaps/1.xml" },
      { loc: "https://o.example/sitemaps/2.xml" },
    ]);
  });

  it("list the public pages without a member's own pages, and a company's pages", () => {
    const pages = publicPagePaths(["/blog/x"]);
    expect(pages).toContain("/");
    expect(pages).toContain("/stock-screener/dividends");
    expect(pages).toContain("/blog/x");
    // Every house strategy's public record; never an export (a subscriber's file or the upsell).
    expect(pages).toContain("/stock-strategies/momentum-leaders");
    expect(pages.some((p) => p.includes("/export"))).toBe(false);
    expect(pages.some((p) => p.startsWith("/users") || p.includes("saved") || p.includes("order-form"))).toBe(false);
    expect(new Set(pages).size).toBe(pages.length);
    expect(companyPagePaths({ exchange: "NYSE", ticker: "ACME" })[0]).toBe("/stocks/us/nyse/acme");
  });

  it("robots.txt points at the sitemap and keeps crawlers off members' pages and redirects", () => {
    const text = robotsTxt("https://o.example");
    expect(text).toContain("Sitemap: https://o.example/sitemap.xml");
    expect(text).toContain("Disallow: /users/");
    expect(text).toContain("Disallow: /go/");
    expect(text).toContain("Disallow: /stock-strategies/export");
  });
});
