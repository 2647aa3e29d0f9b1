import { z } from "zod";
import { NEWS_KINDS } from "../news/article";

// The news as the API and the pages answer it: /api/news (filtered by sector and company, paged),
// /api/news/{id}, and the short lists of the company pages and the home page. A reader without
// Premium gets each story's public version; a story that is only a Premium value is absent from
// their lists and, opened by its address, answers a locked teaser naming no company.

export const NEWS_PAGE_SIZE = 20;
/** Stories on a company page, and on the home page. */
export const NEWS_SHORT_LIST = 5;

export const newsCompanySchema = z.object({
  id: z.number(),
  ticker: z.string(),
  exchange: z.string(),
  name: z.string(),
  url: z.string(),
});
export type NewsCompany = z.infer<typeof newsCompanySchema>;

export const newsSummarySchema = z
  .object({
    id: z.number(),
    url: z.string(),
    kind: z.enum(NEWS_KINDS),
    headline: z.string(),
    summary: z.string(),
    /** The market day the story is of (YYYY-MM-DD), and when it was published (ISO time). */
    date: z.string(),
    publishedAt: z.string(),
    /** 'demo': written from simulated data; 'import': from imported market data; 'feed': an imported news item. */
    source: z.enum(["demo", "import", "feed"]),
    author: z.object({ name: z.string(), url: z.string().nullable() }),
    companies: z.array(newsCompanySchema),
    /** An imported item's original article. */
    link: z.string().nullable(),
    /** A Premium story shown to someone without Premium: its teaser only. */
    locked: z.boolean(),
  })
  .meta({ id: "NewsSummary" });
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsArticleSchema = newsSummarySchema.extend({ body: z.array(z.string()) }).meta({ id: "NewsArticle" });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsQuerySchema = z.object({
  /** A sector's slug. */
  sector: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  /** A company's ticker, any case. */
  company: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,10}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

export const newsListSchema = z
  .object({
    articles: z.array(newsSummarySchema),
    page: z.number(),
    pageCount: z.number(),
    total: z.number(),
    filters: z.object({ sector: z.string().nullable(), company: z.string().nullable() }),
  })
  .meta({ id: "NewsList" });
export type NewsList = z.infer<typeof newsListSchema>;

/**
 * GET /api/users/watchlists/{id}/news: the stories naming one of the watchlist's companies, newest
 * first, `limit` a page; `hasMore` says whether a next page exists.
 */
export const watchlistNewsSchema = z
  .object({ news: z.array(newsSummarySchema), page: z.number(), hasMore: z.boolean() })
  .meta({ id: "WatchlistNews" });
export type WatchlistNews = z.infer<typeof watchlistNewsSchema>;

export interface NewsSector {
  slug: string;
  name: string;
}

/** What the news pages read, for the request's session. */
export interface NewsPagesReader {
  list(query: NewsQuery): Promise<(NewsList & { sectors: NewsSector[] }) | { unknown: "sector" | "company" }>;
  article(id: string): Promise<NewsArticle | null>;
  forCompany(companyId: number): Promise<NewsSummary[]>;
  latest(): Promise<NewsSummary[]>;
  /** An author's newest stories (content/authors slug). */
  byAuthor(author: string): Promise<NewsSummary[]>;
}
