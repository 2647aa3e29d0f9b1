import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser } from "../../../../test/support/fixtures";
import type { NewsArticle, NewsList } from "../../../domain/contracts/news";

// The news as a reader, a feed reader and a crawler get it: lists filtered and paged, one story,
// the pages, the feeds and sitemaps (read with an XML parser), and no Premium value (a Zen Rating
// grade, who made a current analyst call) in anything a guest or a free member gets.

let t: TestApp;
let free: string;
let premium: string;
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "item", "entry"].includes(name) });

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 30, seed: "news-routes", asOf: "2012-03-30" }),
    ratingWorkers: 0,
  });
  await t.app.screener.reload();
  free = (await insertSignedInUser(t.database.db)).cookie;
  premium = (await insertSignedInUser(t.database.db, { premium: true })).cookie;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie, accept: "text/html" } : { accept: "text/html" } });
const json = async <T>(url: string, cookie?: string): Promise<T> => {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};

/** Every page of /api/news for a reader. */
async function everyStory(cookie?: string): Promise<NewsList["articles"]> {
  const first = await json<NewsList>("/api/news", cookie);
  const pages = [first];
  for (let p = 2; p <= first.pageCount; p++) pages.push(await json<NewsList>(`/api/news?page=${p}`, cookie));
  return pages.flatMap((p) => p.articles);
}

describe("the news API", () => {
  it("lists stories newest first, a page at a time, each linked to its companies", async () => {
    const list = await json<NewsList>("/api/news");
    expect(list.total).toBeGreaterThan(20);
    expect(list.articles).toHaveLength(20);
    const dates = list.articles.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const earnings = list.articles.find((a) => a.kind !== "market_wrap" && a.kind !== "notable_move");
    expect(earnings?.companies.length ?? 1).toBeGreaterThan(0);
    for (const a of list.articles) {
      expect(a.source).toBe("demo");
      expect(a.author).toEqual({ name: "OpenZen Newsroom (automated)", url: "/authors/openzen-newsroom" });
    }
    const last = await json<NewsList>(`/api/news?page=${list.pageCount}`);
    expect(last.articles.length).toBe(list.total - 20 * (list.pageCount - 1));
    expect((await json<NewsList>(`/api/news?page=${list.pageCount + 1}`)).articles).toEqual([]);
  });

  it("filters by sector and by company", async () => {
    const { rows } = await t.database.pool.query<{ slug: string; ticker: string; sector_id: number }>(
      `SELECT s.slug, c.ticker, c.sector_id FROM news_article_companies l JOIN companies c ON c.id = l.company_id
       JOIN sectors s ON s.id = c.sector_id GROUP BY s.slug, c.ticker, c.sector_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const { slug, ticker, sector_id } = rows[0]!;
    const bySector = await json<NewsList>(`/api/news?sector=${slug}`);
    expect(bySector.total).toBeGreaterThan(0);
    expect(bySector.filters.sector).toBe(slug);
    const inSector = new Set(
      (
        await t.database.pool.query<{ ticker: string }>("SELECT ticker FROM companies WHERE sector_id = $1", [
          sector_id,
        ])
      ).rows.map((r) => r.ticker),
    );
    for (const a of bySector.articles)
      expect(
        a.companies.some((c) => inSector.has(c.ticker)),
        a.headline,
      ).toBe(true);
    const byCompany = await json<NewsList>(`/api/news?company=${ticker.toLowerCase()}`);
    expect(byCompany.total).toBeGreaterThan(0);
    expect(byCompany.filters.company).toBe(ticker);
    for (const a of byCompany.articles) expect(a.companies.map((c) => c.ticker)).toContain(ticker);
    expect(byCompany.total).toBeLessThan((await json<NewsList>("/api/news")).total);
  });

  it("answers an unknown filter or a bad page with a 400 naming it, an unknown story with a 404", async () => {
    const code = async (url: string) => (await t.app.inject({ method: "GET", url })).json().error.code;
    expect(await code("/api/news?sector=no-such-sector")).toBe("NEWS_SECTOR_UNKNOWN");
    expect(await code("/api/news?company=ZZZZZZ")).toBe("NEWS_COMPANY_UNKNOWN");
    expect(await code("/api/news?page=0")).toBe("VALIDATION_FAILED");
    expect(await code("/api/news?company=%3Cscript%3E")).toBe("VALIDATION_FAILED");
    const missing = await t.app.inject({ method: "GET", url: "/api/news/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NEWS_ARTICLE_NOT_FOUND");
    expect((await t.app.inject({ method: "GET", url: "/api/news/abc" })).statusCode).toBe(404);
  });

  it("gives a story whole, and a company's page shows it", async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      "SELECT id FROM news_articles WHERE kind = 'earnings' ORDER BY date DESC, id DESC LIMIT 1",
    );
    const story = await json<NewsArticle>(`/api/news/${rows[0]!.id}`);
    expect(story.body.length).toBeGreaterThan(3);
    expect(story.body.at(-1)).toContain("simulated demo market");
    const company = story.companies[0]!;
    const page = await get(story.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(story.headline.replace(/'/g, "&#x27;"));
    expect(page.body).toContain(`href="${company.url}"`);
    const ld =
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"NewsArticle".*?)<\/script>/.exec(
        page.body,
      );
    expect(ld, "NewsArticle structured data").not.toBeNull();
    const data = JSON.parse(ld![1]!) as { headline: string; datePublished: string; author: { url: string } };
    expect(data).toMatchObject({ headline: story.headline, datePublished: story.publishedAt });
    expect(data.author.url).toBe("/authors/openzen-newsroom");
    const companyPage = await get(company.url);
    expect(companyPage.statusCode).toBe(200);
    expect(companyPage.body).toContain(`${company.name.replace(/&/g, "&amp;")} in the news`);
    expect(companyPage.body).toContain(`href="/news/`);
  });

  it("lists the news on /news, filtered, and a home page block of the latest", async () => {
    const page = await get("/news");
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("This section is coming soon.");
    expect(page.body).toContain('data-testid="news-list"');
    expect((await get("/news?sector=no-such-sector")).statusCode).toBe(404);
    const home = await get("/");
    expect(home.body).toContain("Latest news");
    expect(home.body).toMatch(/href="\/news\/\d+"/);
  });
});

describe("feeds and sitemaps", () => {
  it("RSS and Atom carry the newest public stories, and every page advertises them", async () => {
    const rss = await t.app.inject({ method: "GET", url: "/news/feed.xml" });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    const items = parser.parse(rss.body).rss.channel.item as { title: string; link: string }[];
    expect(items.length).toBe(50);
    for (const i of items) expect(new URL(i.link).pathname).toMatch(/^\/news\/\d+$/);
    const atom = await t.app.inject({ method: "GET", url: "/news/atom.xml" });
    const entries = parser.parse(atom.body).feed.entry as { author: { name: string; uri: string } }[];
    expect(entries.length).toBe(50);
    for (const e of entries) expect(e.author.uri).toMatch(/\/authors\/openzen-newsroom$/);
    const home = await get("/");
    expect(home.body).toContain('href="/news/feed.xml"');
    expect(home.body).toContain('href="/news/atom.xml"');
  });

  it("sitemap.xml lists the public stories; the news sitemap those of the last two days", async () => {
    const locs: string[] = parser
      .parse((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body)
      .urlset.url.map((u: { loc: string }) => new URL(u.loc).pathname);
    const { rows } = await t.database.pool.query<{ id: number; premium_only: boolean }>(
      "SELECT id, premium_only FROM news_articles",
    );
    for (const r of rows) expect(locs.includes(`/news/${r.id}`)).toBe(!r.premium_only);
    expect(locs).toContain("/news");

    // The demo market's stories are of 2012: none is two days old. An item imported now is.
    const recent = await t.database.pool.query<{ id: number }>(
      `INSERT INTO news_articles (kind, key, date, published_at, headline, summary, body, author, source, link)
       VALUES ('imported', 'feed:recent', now()::date, now(), 'Fresh & new', 'Fresh', '["Fresh"]', 'Wire', 'feed', 'https://news.example/fresh')
       RETURNING id`,
    );
    const news = parser.parse((await t.app.inject({ method: "GET", url: "/news/sitemap.xml" })).body).urlset.url as {
      loc: string;
      "news:news": { "news:title": string };
    }[];
    expect(news.map((u) => new URL(u.loc).pathname)).toEqual([`/news/${recent.rows[0]!.id}`]);
    expect(news[0]!["news:news"]["news:title"]).toBe("Fresh & new");
    expect((await t.app.inject({ method: "GET", url: "/robots.txt" })).body).toMatch(
      /^Sitemap: \S+\/news\/sitemap\.xml$/m,
    );
    await t.database.pool.query("DELETE FROM news_articles WHERE key = 'feed:recent'");
  });
});

describe("Premium stays Premium in the news", () => {
  it("no grade and no current call's analyst or firm reaches a guest or a free member, in any answer", async () => {
    const { rows: premiumOnly } = await t.database.pool.query<{ id: number; premium_headline: string }>(
      "SELECT id, premium_headline FROM news_articles WHERE premium_only",
    );
    const { rows: calls } = await t.database.pool.query<{ id: number; analyst: string; firm: string }>(
      `SELECT a.id, e.payload->>'analyst' AS analyst, e.payload->>'firm' AS firm
       FROM news_articles a JOIN news_article_companies l ON l.article_id = a.id AND l.position = 0
       JOIN market_events e ON e.company_id = l.company_id AND e.date = a.date
        AND e.kind IN ('analyst_upgrade', 'analyst_downgrade') AND a.key = 'analyst:' || e.company_id || ':' || e.key || ':' || e.date
       WHERE a.kind = 'analyst_action'`,
    );
    expect(premiumOnly.length).toBeGreaterThan(0);
    expect(calls.length).toBeGreaterThan(0);
    const secrets = [
      ...premiumOnly.map((r) => r.premium_headline),
      ...calls.flatMap((c) => [`${c.analyst} of ${c.firm}`, c.firm]),
    ];
    const grade = /Zen Rating (rises|falls|upgraded|downgraded) to [A-F]|to [A-F] from [A-F]/;

    const answersFor = async (cookie?: string) => {
      const bodies: string[] = [];
      const stories = await everyStory(cookie);
      bodies.push(JSON.stringify(stories));
      for (const id of [...premiumOnly.map((r) => r.id), ...calls.map((c) => c.id)]) {
        bodies.push(
          (await t.app.inject({ method: "GET", url: `/api/news/${id}`, headers: cookie ? { cookie } : {} })).body,
        );
        bodies.push((await get(`/news/${id}`, cookie)).body);
      }
      bodies.push((await get("/news", cookie)).body, (await get("/", cookie)).body);
      for (const url of ["/news/feed.xml", "/news/atom.xml", "/sitemap.xml", "/news/sitemap.xml"])
        bodies.push((await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} })).body);
      const companies = new Set(stories.flatMap((s) => s.companies.map((c) => c.url)));
      for (const url of companies) bodies.push((await get(url, cookie)).body);
      return { stories, text: bodies.join("\n") };
    };

    for (const [who, cookie] of [
      ["guest", undefined],
      ["free member", free],
    ] as const) {
      const { stories, text } = await answersFor(cookie);
      expect(
        stories.some((s) => s.kind === "rating_migration"),
        who,
      ).toBe(false);
      expect(text, who).not.toMatch(grade);
      for (const secret of secrets) expect(text.includes(secret), `${who}: ${secret}`).toBe(false);
      // The teaser of a Premium story names no company.
      const teaser = await json<NewsArticle>(`/api/news/${premiumOnly[0]!.id}`, cookie);
      expect(teaser).toMatchObject({ locked: true, companies: [] });
    }

    // The same answers to a Premium member carry them: the test can tell.
    const { stories, text } = await answersFor(premium);
    expect(stories.some((s) => s.kind === "rating_migration")).toBe(true);
    expect(text).toMatch(grade);
    expect(secrets.some((s) => text.includes(s))).toBe(true);
  }, 120_000);
});
