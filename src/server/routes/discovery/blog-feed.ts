import { Feed } from "feed";
import type { EditorialArticle } from "../../../domain/contracts/editorial";

// The blog as RSS 2.0 and Atom 1.0 (the `feed` package writes both from one description).

export function blogFeed(origin: string, articles: readonly EditorialArticle[]): Feed {
  const feed = new Feed({
    title: "OpenZen Blog",
    description: "How OpenZen's checks, scores and screens work, shown on the market data the site holds.",
    id: `${origin}/blog`,
    link: `${origin}/`,
    language: "en",
    copyright: "OpenZen",
    updated: articles[0] ? new Date(`${articles[0].date}T00:00:00Z`) : new Date(0),
    feedLinks: { rss: `${origin}/blog/feed.xml`, atom: `${origin}/blog/atom.xml` },
  });
  for (const a of articles)
    feed.addItem({
      title: a.title,
      id: `${origin}${a.url}`,
      link: `${origin}${a.url}`,
      description: a.description,
      date: new Date(`${a.date}T00:00:00Z`),
      author: [{ name: a.author.name, link: `${origin}${a.author.url}` }],
      category: a.tags.map((name) => ({ name })),
    });
  return feed;
}
