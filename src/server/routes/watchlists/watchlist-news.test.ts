import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import type { NewsArticle, WatchlistNews } from "../../../domain/contracts/news";

// A watchlist's news on a small demo market with its written news: the stories of /news naming
// the watchlist's companies, newest first and paged, read as /news reads them (a Zen Rating
// change only for Premium, an analyst's call without who made it for everyone else); the owner
// only.

let t: TestApp;
let free: SignedInUser;
let other: SignedInUser;
let premium: SignedInUser;
let empty: SignedInUser;
let watched: number[];

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 30, seed: "watchlist-news", asOf: "2012-03-30" }),
    ratingWorkers: 0,
  });
  // Two companies whose news holds both Premium kinds: a Zen Rating change and a named analyst's call.
  const { rows } = await t.database.pool.query<{ company_id: number }>(
    `(SELECT l.company_id FROM news_article_companies l JOIN news_articles a ON a.id = l.article_id
       WHERE a.kind = 'rating_migration' ORDER BY l.company_id LIMIT 1)
     UNION
     (SELECT l.company_id FROM news_article_companies l JOIN news_articles a ON a.id = l.article_id
       WHERE a.kind = 'analyst_action' AND a.premium_headline IS NOT NULL ORDER BY l.company_id DESC LIMIT 1)`,
  );
  watched = rows.map((r) => r.company_id);
  free = await insertSignedInUser(t.database.db, { watchlists: ["Mine"] });
  other = await insertSignedInUser(t.database.db, { watchlists: ["Theirs"] });
  premium = await insertSignedInUser(t.database.db, { watchlists: ["Premium's"], premium: true });
  empty = await insertSignedInUser(t.database.db, { watchlists: ["Nothing yet"] });
  for (const user of [free, other, premium])
    await t.database.db
      .insertInto("watchlist_companies")
      .values(watched.map((company_id, position) => ({ watchlist_id: user.watchlistIds[0]!, company_id, position })))
      .execute();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, user: SignedInUser | null) =>
  t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
const newsOf = (user: SignedInUser, query = "") => `/api/users/watchlists/${user.watchlistIds[0]}/news${query}`;

/** Every page of a watchlist's news for its owner. */
async function everyStory(user: SignedInUser): Promise<WatchlistNews["news"]> {
  const stories: WatchlistNews["news"] = [];
  for (let page = 1; ; page++) {
    const res = await get(newsOf(user, `?limit=200&page=${page}`), user);
    expect(res.statusCode).toBe(200);
    const answer = res.json<WatchlistNews>();
    stories.push(...answer.news);
    if (!answer.hasMore) return stories;
  }
}

/** The ids of the stories naming a watched company, the Premium-only ones too or not. */
async function storiesInTable(withPremiumOnly: boolean): Promise<number[]> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `SELECT DISTINCT a.id FROM news_articles a JOIN news_article_companies l ON l.article_id = a.id
      WHERE l.company_id = ANY($1) AND ($2 OR NOT a.premium_only)`,
    [watched, withPremiumOnly],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe("a watchlist's news", () => {
  it("answers a guest 401 and another user's watchlist 404 'No watchlist found!'", async () => {
    expect((await get(newsOf(free), null)).statusCode).toBe(401);
    const res = await get(newsOf(other), free);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: "WATCHLIST_NOT_FOUND", message: "No watchlist found!" });
    expect((await get(newsOf(free, "?limit=500"), free)).statusCode).toBe(400);
  });

  it("lists the written stories naming the watchlist's companies, newest first, in pages", async () => {
    const stories = await everyStory(free);
    expect(stories.length).toBeGreaterThan(4);
    expect(stories.map((s) => s.id).sort((a, b) => a - b)).toEqual(await storiesInTable(false));
    for (const s of stories) {
      expect(
        s.companies.some((c) => watched.includes(c.id)),
        s.headline,
      ).toBe(true);
      expect(s.url).toBe(`/news/${s.id}`);
      expect(s.source).toBe("demo");
    }
    const dates = stories.map((s) => s.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = (await get(newsOf(free, "?limit=2"), free)).json<WatchlistNews>();
    const second = (await get(newsOf(free, "?limit=2&page=2"), free)).json<WatchlistNews>();
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect([...first.news, ...second.news].map((s) => s.id)).toEqual(stories.slice(0, 4).map((s) => s.id));
    const empties = (await get(newsOf(empty), empty)).json<WatchlistNews>();
    expect(empties).toEqual({ news: [], page: 1, hasMore: false });
  });

  it("gives each story as /news gives it to the same reader", async () => {
    for (const user of [free, premium]) {
      const [story] = (await get(newsOf(user, "?limit=1"), user)).json<WatchlistNews>().news;
      const { body: _body, ...summary } = (await get(`/api/news/${story!.id}`, user)).json<NewsArticle>();
      expect(story).toEqual(summary);
    }
  });

  it("keeps Zen Rating changes and who made an analyst's call for Premium members", async () => {
    const { rows } = await t.database.pool.query<{ premium_headline: string; premium_only: boolean }>(
      `SELECT DISTINCT a.id, a.premium_headline, a.premium_only FROM news_articles a
         JOIN news_article_companies l ON l.article_id = a.id
        WHERE l.company_id = ANY($1) AND a.premium_headline IS NOT NULL`,
      [watched],
    );
    const premiumHeadlines = rows.map((r) => r.premium_headline);
    expect(rows.some((r) => r.premium_only)).toBe(true);
    expect(rows.some((r) => !r.premium_only)).toBe(true);

    const freeStories = await everyStory(free);
    expect(freeStories.some((s) => s.kind === "rating_migration")).toBe(false);
    const freeText = JSON.stringify(freeStories);
    for (const headline of premiumHeadlines) expect(freeText).not.toContain(headline);

    const premiumStories = await everyStory(premium);
    expect(premiumStories.map((s) => s.id).sort((a, b) => a - b)).toEqual(await storiesInTable(true));
    expect(premiumStories.some((s) => s.kind === "rating_migration")).toBe(true);
    const premiumText = JSON.stringify(premiumStories);
    for (const headline of premiumHeadlines) expect(premiumText).toContain(JSON.stringify(headline).slice(1, -1));
  });
});
