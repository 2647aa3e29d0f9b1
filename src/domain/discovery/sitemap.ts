import { paths, type CompanyRef } from "../paths";
import { SCREENER_PRESETS, STOCK_IDEAS } from "../screener/presets";
import { HOUSE_STRATEGIES } from "../strategies/house";

// What search engines are told: the public pages (never a member's own pages, forms or checkout
// steps) and every listed company, as sitemaps.org XML. Past 50,000 addresses a sitemap must be
// split, so the site then answers a sitemap index pointing at numbered parts.

/** The sitemaps.org limit of addresses in one file. */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapUrl {
  /** A path on this site ("/plans") */
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/** The public pages anyone can open and a search engine should list. */
export function publicPagePaths(blog: readonly string[]): string[] {
  return [
    paths.home(),
    paths.analysts(),
    paths.plans(),
    paths.zenRatings(),
    paths.performanceGuarantee(),
    paths.privacyPolicy(),
    paths.termsOfService(),
    paths.marketMap(),
    paths.news(),
    paths.stockScreener(),
    ...SCREENER_PRESETS.map((p) => paths.stockScreenerPreset(p.slug)),
    paths.stockIdeas(),
    ...STOCK_IDEAS.map((p) => paths.stockIdea(p.slug)),
    paths.sectors(),
    paths.industries(),
    paths.stockPicks(),
    paths.stockStrategies(),
    ...HOUSE_STRATEGIES.map((s) => paths.stockStrategy(s.id)),
    paths.stockStrategiesPlans(),
    ...blog,
  ].filter((p, i, all) => all.indexOf(p) === i);
}

/** Each listed company's page and its forecast, earnings and dividends pages. */
export function companyPagePaths(company: CompanyRef): string[] {
  return [
    paths.company(company),
    paths.companyForecast(company),
    paths.companyEarnings(company),
    paths.companyDividends(company),
  ];
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: number): string {
  const body = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  ).join("\n");
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** How many files the addresses take: one sitemap up to the limit, else an index of this many parts. */
export function sitemapParts(count: number, limit = SITEMAP_LIMIT): number {
  return Math.max(1, Math.ceil(count / limit));
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    // A member's own pages, forms and checkout steps say nothing to a search engine.
    "Disallow: /users/",
    "Disallow: /api/",
    "Disallow: /go/",
    "Disallow: /stock-screener/saved",
    "Disallow: /stock-picks/order-form",
    "Disallow: /stock-strategies/order-form",
    "Disallow: /stock-strategies/export",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/news/sitemap.xml`,
    "",
  ].join("\n");
}
