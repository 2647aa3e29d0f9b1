import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { DB } from "../../../db/schema";
import { paths } from "../../../domain/paths";
import {
  NEWS_PAGE_SIZE,
  NEWS_SHORT_LIST,
  type NewsArticle,
  type NewsCompany,
  type NewsList,
  type NewsQuery,
  type NewsSector,
  type NewsSummary,
} from "../../../domain/contracts/news";
import { contentLibrary } from "../../content/content-library";
import type { NewsAccess } from "../../policies/news";
import { presentNewsArticle, presentNewsSummary, type NewsRow } from "../../presenters/news";

// Reading the news: lists filtered by sector and company, one story, a company's latest, the
// newest for the home page, feeds and sitemaps. Every query leaves out Premium-only stories for
// a reader without Premium, so a count, a page or a feed never shows one was there.

type From = SelectQueryBuilder<DB, "news_articles", object>;

function columns(q: From) {
  return q.select([
    "news_articles.id",
    "kind",
    sql<string>`news_articles.date::text`.as("date"),
    "published_at",
    "headline",
    "summary",
    "body",
    "premium_headline",
    "premium_summary",
    "premium_body",
    "premium_only",
    "author",
    "source",
    "link",
  ]);
}

function visible(q: From, access: NewsAccess): From {
  return access.premium ? q : q.where("premium_only", "=", false);
}

/** The stories that name one of these companies. */
function naming(q: From, companyIds: number[]): From {
  return q.where(({ exists, selectFrom }) =>
    exists(
      selectFrom("news_article_companies as l")
        .select(sql`1`.as("one"))
        .whereRef("l.article_id", "=", "news_articles.id")
        .where("l.company_id", "in", companyIds),
    ),
  );
}

const authorOf = (slug: string) => contentLibrary().authors.get(slug);

async function companiesOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, NewsCompany[]>> {
  const byArticle = new Map<number, NewsCompany[]>();
  if (ids.length === 0) return byArticle;
  const rows = await db
    .selectFrom("news_article_companies as l")
    .innerJoin("companies as c", "c.id", "l.company_id")
    .select(["l.article_id", "c.id", "c.ticker", "c.exchange", "c.name"])
    .where("l.article_id", "in", ids)
    .orderBy("l.article_id")
    .orderBy("l.position")
    .execute();
  for (const r of rows) {
    const list = byArticle.get(r.article_id) ?? [];
    list.push({ id: r.id, ticker: r.ticker, exchange: r.exchange, name: r.name, url: paths.company(r) });
    byArticle.set(r.article_id, list);
  }
  return byArticle;
}

async function summaries(db: Kysely<DB>, rows: NewsRow[], access: NewsAccess): Promise<NewsSummary[]> {
  const companies = await companiesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentNewsSummary(r, companies.get(r.id) ?? [], access, authorOf));
}

/** Newest first; on one day the market wrap leads. */
function newest(q: From): From {
  return q
    .orderBy("news_articles.date", "desc")
    .orderBy(sql`kind = 'market_wrap'`, "desc")
    .orderBy("news_articles.id", "desc");
}

export async function newsSectors(db: Kysely<DB>): Promise<NewsSector[]> {
  return db.selectFrom("sectors").select(["slug", "name"]).orderBy("name").execute();
}

export type NewsListResult = NewsList | { unknown: "sector" | "company" };

export async function listNews(db: Kysely<DB>, query: NewsQuery, access: NewsAccess): Promise<NewsListResult> {
  let q = visible(db.selectFrom("news_articles"), access);
  if (query.sector) {
    const sector = await db.selectFrom("sectors").select("id").where("slug", "=", query.sector).executeTakeFirst();
    if (!sector) return { unknown: "sector" };
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("news_article_companies as l")
          .innerJoin("companies as c", "c.id", "l.company_id")
          .select(sql`1`.as("one"))
          .whereRef("l.article_id", "=", "news_articles.id")
          .where("c.sector_id", "=", sector.id),
      ),
    );
  }
  const ticker = query.company?.toUpperCase();
  if (ticker) {
    const ids = (await db.selectFrom("companies").select("id").where("ticker", "=", ticker).execute()).map((c) => c.id);
    if (ids.length === 0) return { unknown: "company" };
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("news_article_companies as l")
          .select(sql`1`.as("one"))
          .whereRef("l.article_id", "=", "news_articles.id")
          .where("l.company_id", "in", ids),
      ),
    );
  }
  const [{ total }, rows] = await Promise.all([
    q.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    columns(newest(q))
      .limit(NEWS_PAGE_SIZE)
      .offset((query.page - 1) * NEWS_PAGE_SIZE)
      .execute() as Promise<NewsRow[]>,
  ]);
  return {
    articles: await summaries(db, rows, access),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE)),
    total,
    filters: { sector: query.sector ?? null, company: ticker ?? null },
  };
}

/** One story by its id as text from an address; null when there is none (or the id is no id). */
export async function readNewsArticle(db: Kysely<DB>, id: string, access: NewsAccess): Promise<NewsArticle | null> {
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  const row = (await columns(db.selectFrom("news_articles"))
    .where("news_articles.id", "=", Number(id))
    .executeTakeFirst()) as NewsRow | undefined;
  if (!row) return null;
  const locked = row.premium_only && !access.premium;
  const companies = locked ? new Map<number, NewsCompany[]>() : await companiesOf(db, [row.id]);
  return presentNewsArticle(row, companies.get(row.id) ?? [], access, authorOf);
}

export async function companyNews(db: Kysely<DB>, companyId: number, access: NewsAccess): Promise<NewsSummary[]> {
  const rows = (await columns(newest(naming(visible(db.selectFrom("news_articles"), access), [companyId])))
    .limit(NEWS_SHORT_LIST)
    .execute()) as NewsRow[];
  return summaries(db, rows, access);
}

/**
 * The stories naming any of some companies (a watchlist's), newest first, a page of `limit` at a
 * time; `hasMore` says whether a next page exists.
 */
export async function newsAboutCompanies(
  db: Kysely<DB>,
  companyIds: number[],
  access: NewsAccess,
  page: { limit: number; page: number },
): Promise<{ articles: NewsSummary[]; hasMore: boolean }> {
  if (companyIds.length === 0) return { articles: [], hasMore: false };
  const rows = (await columns(newest(naming(visible(db.selectFrom("news_articles"), access), companyIds)))
    .limit(page.limit + 1)
    .offset((page.page - 1) * page.limit)
    .execute()) as NewsRow[];
  return { articles: await summaries(db, rows.slice(0, page.limit), access), hasMore: rows.length > page.limit };
}

/** The newest stories, for the home page (`limit`) or a feed. */
export async function latestNews(db: Kysely<DB>, access: NewsAccess, limit = NEWS_SHORT_LIST): Promise<NewsSummary[]> {
  const rows = (await columns(newest(visible(db.selectFrom("news_articles"), access)))
    .limit(limit)
    .execute()) as NewsRow[];
  return summaries(db, rows, access);
}

/** An author's newest stories (the newsroom's page). */
export async function newsByAuthor(db: Kysely<DB>, author: string, access: NewsAccess): Promise<NewsSummary[]> {
  const rows = (await columns(newest(visible(db.selectFrom("news_articles"), access)))
    .where("author", "=", author)
    .limit(NEWS_PAGE_SIZE)
    .execute()) as NewsRow[];
  return summaries(db, rows, access);
}

/** The newest stories whole, for the feeds. */
export async function latestNewsArticles(db: Kysely<DB>, access: NewsAccess, limit: number): Promise<NewsArticle[]> {
  const rows = (await columns(newest(visible(db.selectFrom("news_articles"), access)))
    .limit(limit)
    .execute()) as NewsRow[];
  const companies = await companiesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentNewsArticle(r, companies.get(r.id) ?? [], access, authorOf));
}

/** Every public story's address and date, for sitemap.xml. */
export async function newsSitemapEntries(db: Kysely<DB>): Promise<{ id: number; date: string }[]> {
  return db
    .selectFrom("news_articles")
    .select(["id", sql<string>`date::text`.as("date")])
    .where("premium_only", "=", false)
    .orderBy("id")
    .execute();
}

/** The public stories published since a time, newest first (Google's news sitemap: the last two days). */
export async function newsSince(db: Kysely<DB>, since: Date): Promise<NewsSummary[]> {
  const rows = (await columns(newest(visible(db.selectFrom("news_articles"), { premium: false })))
    .where("published_at", ">=", since)
    .limit(1000)
    .execute()) as NewsRow[];
  return summaries(db, rows, { premium: false });
}
