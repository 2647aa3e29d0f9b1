import { Feed } from "feed";
import type { NewsArticle } from "../../../domain/contracts/news";
import { escapeXml } from "../../../domain/discovery/sitemap";

// The news as RSS 2.0 and Atom 1.0, and Google's news sitemap of the last two days. Only the
// public version of each story: a feed is read by anyone.

export function newsFeed(origin: string, stories: readonly NewsArticle[]): Feed {
  const feed = new Feed({
    title: "OpenZen News",
    description:
      "Market news written from the data OpenZen holds (earnings, dividends, analysts' calls, moves, the daily wrap), and imported news.",
    id: `${origin}/news`,
    link: `${origin}/news`,
    language: "en",
    copyright: "OpenZen",
    updated: stories[0] ? new Date(stories[0].publishedAt) : new Date(0),
    feedLinks: { rss: `${origin}/news/feed.xml`, atom: `${origin}/news/atom.xml` },
  });
  for (const s of stories)
    feed.addItem({
      title: s.headline,
      id: `${origin}${s.url}`,
      link: `${origin}${s.url}`,
      description: s.summary,
      content: s.body.map((p) => `<p>${escapeXml(p)}</p>`).join(""),
      date: new Date(s.publishedAt),
      author: [{ name: s.author.name, ...(s.author.url ? { link: `${origin}${s.author.url}` } : {}) }],
      category: s.companies.map((c) => ({ name: c.ticker })),
    });
  return feed;
}

export function newsSitemapXml(
  origin: string,
  stories: readonly { url: string; headline: string; publishedAt: string }[],
): string {
  const body = stories
    .map(
      (s) =>
        `<url><loc>${escapeXml(origin + s.url)}</loc><news:news><news:publication><news:name>OpenZen News</news:name><news:language>en</news:language></news:publication>` +
        `<news:publication_date>${escapeXml(s.publishedAt)}</news:publication_date><news:title>${escapeXml(s.headline)}</news:title></news:news></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${body}\n</urlset>\n`;
}
