import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  companyPagePaths,
  publicPagePaths,
  robotsTxt,
  sitemapIndexXml,
  sitemapParts,
  sitemapXml,
  SITEMAP_LIMIT,
  type SitemapUrl,
} from "../../../domain/discovery/sitemap";
import type { ScreenerSnapshot } from "../../../domain/screener/snapshot";
import { paths } from "../../../domain/paths";
import type { DB } from "../../../db/schema";
import type { Kysely } from "kysely";
import { newsSitemapEntries } from "../../services/news/news";
import { AppError } from "../../errors";
import { contentLibrary } from "../../content/content-library";
import type { LiveScreener } from "../../screener/live-screener";
import { blogFeed } from "./blog-feed";

// robots.txt, the sitemaps (the news stories among them) and the blog's feeds: what search engines and feed readers read.
// Addresses are absolute on the site's public address (PUBLIC_URL).

/** Crawlers read these often; an hour keeps them fresh enough (the market changes daily). */
const CACHE = "public, max-age=3600";

const kept = new WeakMap<ScreenerSnapshot, SitemapUrl[]>();

function sitemapUrls(snapshot: ScreenerSnapshot): SitemapUrl[] {
  let urls = kept.get(snapshot);
  if (!urls) {
    const blog = [...contentLibrary().blog.values()];
    const ticker = snapshot.textOf("ticker");
    const exchange = snapshot.textOf("exchange");
    const companies: SitemapUrl[] = [];
    for (let row = 0; row < snapshot.size; row++) {
      const t = ticker[row];
      const e = exchange[row];
      if (t && e) for (const path of companyPagePaths({ exchange: e, ticker: t })) companies.push({ path });
    }
    urls = [
      ...publicPagePaths([]).map((path) => ({ path })),
      ...blog.map((a) => ({ path: a.url, lastmod: a.date })),
      ...companies,
    ];
    kept.set(snapshot, urls);
  }
  return urls;
}

function xml(reply: FastifyReply, type: string, body: string) {
  return reply.header("content-type", `${type}; charset=utf-8`).header("cache-control", CACHE).send(body);
}

/** The site's pages and companies (kept per snapshot), then every public news story. */
async function allUrls(db: Kysely<DB>, snapshot: ScreenerSnapshot): Promise<SitemapUrl[]> {
  const news = await newsSitemapEntries(db);
  return [...sitemapUrls(snapshot), ...news.map((s) => ({ path: paths.newsArticle(s.id), lastmod: s.date }))];
}

export async function discoveryRoutes(
  app: FastifyInstance,
  options: { screener: LiveScreener; publicUrl: string; db: Kysely<DB> },
) {
  const origin = options.publicUrl;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hidden = { hide: true } as const;

  api.get("/robots.txt", { schema: hidden }, (_request, reply) =>
    reply.header("content-type", "text/plain; charset=utf-8").header("cache-control", CACHE).send(robotsTxt(origin)),
  );

  api.get("/sitemap.xml", { schema: hidden }, async (_request, reply) => {
    const urls = await allUrls(options.db, options.screener.snapshot);
    const parts = sitemapParts(urls.length);
    return xml(reply, "application/xml", parts === 1 ? sitemapXml(origin, urls) : sitemapIndexXml(origin, parts));
  });

  api.get(
    "/sitemaps/:part",
    { schema: { ...hidden, params: z.object({ part: z.string() }) } },
    async (request, reply) => {
      const urls = await allUrls(options.db, options.screener.snapshot);
      const match = /^([1-9]\d{0,4})\.xml$/.exec(request.params.part);
      const part = match ? Number(match[1]) : 0;
      if (part < 1 || part > sitemapParts(urls.length) || sitemapParts(urls.length) === 1)
        throw new AppError("NOT_FOUND", "There is no such sitemap.");
      return xml(
        reply,
        "application/xml",
        sitemapXml(origin, urls.slice((part - 1) * SITEMAP_LIMIT, part * SITEMAP_LIMIT)),
      );
    },
  );

  api.get("/blog/feed.xml", { schema: hidden }, (_request, reply) =>
    xml(reply, "application/rss+xml", blogFeed(origin, [...contentLibrary().blog.values()]).rss2()),
  );
  api.get("/blog/atom.xml", { schema: hidden }, (_request, reply) =>
    xml(reply, "application/atom+xml", blogFeed(origin, [...contentLibrary().blog.values()]).atom1()),
  );
}
