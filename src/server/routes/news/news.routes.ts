import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import { newsArticleSchema, newsListSchema, newsQuerySchema, NEWS_PAGE_SIZE } from "../../../domain/contracts/news";
import type { DB } from "../../../db/schema";
import { AppError } from "../../errors";
import { entitlementsFor } from "../../policies/entitlements";
import { newsAccessFor, PUBLIC_NEWS } from "../../policies/news";
import { latestNewsArticles, listNews, newsSince, readNewsArticle } from "../../services/news/news";
import { newsFeed, newsSitemapXml } from "../discovery/news-feed";

// The news: the API of the /news pages, and the feeds and the news sitemap anyone can read.

/** Feed readers and crawlers come back often; the news changes once a market day or an import. */
const CACHE = "public, max-age=900";
/** Stories in a feed. */
const FEED_SIZE = 50;
/** Google's news sitemap lists the stories of the last two days. */
const NEWS_SITEMAP_MS = 2 * 86_400_000;

async function accessOf(request: FastifyRequest) {
  const user = await request.currentUser();
  return newsAccessFor(entitlementsFor(user?.planTypes ?? [], user?.everPremium ?? false));
}

function xml(reply: FastifyReply, type: string, body: string) {
  return reply.header("content-type", `${type}; charset=utf-8`).header("cache-control", CACHE).send(body);
}

export async function newsRoutes(app: FastifyInstance, options: { db: Kysely<DB>; publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, publicUrl: origin } = options;
  const tags = ["news"];

  api.get(
    "/api/news",
    {
      schema: {
        tags,
        summary: "The news, newest first",
        description:
          `${NEWS_PAGE_SIZE} stories a page (\`page\` from 1), filtered by \`sector\` (a sector's slug: stories naming a company ` +
          "of that sector) and `company` (a ticker, any case). Stories are written from the market data the site holds " +
          "(`source` demo: simulated, import: imported data) or imported from news feeds (`source` feed). Without Premium, " +
          "stories that are only a Premium value are left out and the others come in their public version. An unknown " +
          "sector answers 400 NEWS_SECTOR_UNKNOWN, an unknown ticker 400 NEWS_COMPANY_UNKNOWN; a page past the end an empty list.",
        querystring: newsQuerySchema,
        response: { 200: newsListSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const result = await listNews(db, request.query, await accessOf(request));
      if ("unknown" in result)
        throw new AppError(result.unknown === "sector" ? "NEWS_SECTOR_UNKNOWN" : "NEWS_COMPANY_UNKNOWN");
      return result;
    },
  );

  api.get(
    "/api/news/:id",
    {
      schema: {
        tags,
        summary: "One news story",
        description:
          "The story with its body. A Premium-only story read without Premium is its locked teaser (`locked` true, " +
          "no companies). An unknown id answers 404 NEWS_ARTICLE_NOT_FOUND.",
        params: z.object({ id: z.string() }),
        response: { 200: newsArticleSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const story = await readNewsArticle(db, request.params.id, await accessOf(request));
      if (!story) throw new AppError("NEWS_ARTICLE_NOT_FOUND");
      return story;
    },
  );

  const hidden = { hide: true } as const;
  const feedStories = () => latestNewsArticles(db, PUBLIC_NEWS, FEED_SIZE);
  api.get("/news/feed.xml", { schema: hidden }, async (_request, reply) =>
    xml(reply, "application/rss+xml", newsFeed(origin, await feedStories()).rss2()),
  );
  api.get("/news/atom.xml", { schema: hidden }, async (_request, reply) =>
    xml(reply, "application/atom+xml", newsFeed(origin, await feedStories()).atom1()),
  );
  api.get("/news/sitemap.xml", { schema: hidden }, async (_request, reply) =>
    xml(reply, "application/xml", newsSitemapXml(origin, await newsSince(db, new Date(Date.now() - NEWS_SITEMAP_MS)))),
  );
}
