import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { demoBuild } from "../pipeline/data-steps";
import { runMarketPipeline } from "../pipeline/market-pipeline";
import { NEWS_DAYS, writeNews } from "./news-step";

// The news step on a small demo market: the newsroom's kinds of story over the last NEWS_DAYS
// days, each linked to the companies it names, nothing twice on a rerun, the same stories from
// the same market, and a rebuilt market's stories replaced.

const AS_OF = "2006-06-30";

describe("the news step", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 40, seed: "news", asOf: AS_OF }),
      ratingWorkers: 0,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const stories = async () =>
    (
      await t.pool.query<{
        key: string;
        kind: string;
        date: string;
        headline: string;
        body: string[];
        companies: number[];
      }>(
        `SELECT a.key, a.kind, a.date::text AS date, a.headline, a.body,
                array(SELECT company_id FROM news_article_companies l WHERE l.article_id = a.id ORDER BY position) AS companies
         FROM news_articles a ORDER BY a.key`,
      )
    ).rows;

  it("writes every kind of story for the last days of the market, each linked to its companies", async () => {
    const all = await stories();
    const kinds = new Set(all.map((s) => s.kind));
    for (const kind of ["earnings", "dividend", "rating_migration", "analyst_action", "market_wrap"])
      expect(kinds, kind).toContain(kind);
    const first = new Date(Date.parse(`${AS_OF}T00:00:00Z`) - NEWS_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect(all.every((s) => s.date > first && s.date <= AS_OF)).toBe(true);
    // A wrap for every market day of the window.
    const days = await t.pool.query<{ n: number }>(
      `SELECT count(DISTINCT date)::int AS n FROM market_events WHERE date > $1 AND date <= $2 AND kind = 'ex_dividend'`,
      [first, AS_OF],
    );
    expect(all.filter((s) => s.kind === "market_wrap").length).toBeGreaterThanOrEqual(days.rows[0]!.n);
    for (const s of all.filter((x) => x.kind !== "market_wrap")) expect(s.companies.length, s.key).toBeGreaterThan(0);
    // Every earnings report of the window has its story.
    const reports = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM market_events WHERE kind = 'earnings_reported' AND date > $1 AND date <= $2`,
      [first, AS_OF],
    );
    expect(all.filter((s) => s.kind === "earnings").length).toBe(reports.rows[0]!.n);
    const one = all.find((s) => s.kind === "earnings")!;
    const company = await t.pool.query<{ name: string }>("SELECT name FROM companies WHERE id = $1", [
      one.companies[0],
    ]);
    expect(one.body[0]).toContain(company.rows[0]!.name);
    expect(one.body.at(-1)).toContain("simulated demo market");
  });

  it("writes nothing twice when run again, and the same stories from the same market", async () => {
    const before = await stories();
    await t.pool.query("DELETE FROM market_meta WHERE key = 'news_as_of'");
    await writeNews(t.db);
    expect(await stories()).toEqual(before);
    const again = await writeNews(t.db);
    expect(again?.written).toBe(0);
  });

  it("keeps imported news when a rebuilt market's stories are replaced", async () => {
    await t.pool.query(
      `INSERT INTO news_articles (kind, key, date, published_at, headline, summary, body, author, source, link)
       VALUES ('imported', 'feed:x', '2006-06-01', now(), 'Imported', 'Imported', '["Imported"]', 'Wire', 'feed', 'https://example.com/x')`,
    );
    await t.pool.query("UPDATE news_articles SET headline = 'stale' WHERE source = 'demo'");
    await t.pool.query("DELETE FROM market_meta WHERE key = 'news_as_of'");
    await writeNews(t.db);
    const all = await stories();
    expect(all.some((s) => s.headline === "stale")).toBe(false);
    expect(all.some((s) => s.key === "feed:x")).toBe(true);
  });
});
