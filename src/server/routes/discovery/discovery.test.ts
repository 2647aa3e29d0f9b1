import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { createTestApp, type TestApp } from "../../../../test/support/app";

// robots.txt, the sitemap and the blog's feeds as a crawler and a feed reader get them, each read
// with an XML parser; every listed company is in the sitemap.

let t: TestApp;
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "item", "entry", "link"].includes(name),
});

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 30, seed: "discovery", asOf: "2012-03-30" }),
    ratingWorkers: 0,
  });
  await t.app.screener.reload();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe("discovery", () => {
  it("robots.txt names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it("the sitemap lists the public pages, the blog and every listed company", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    const locs: string[] = parser.parse(res.body).urlset.url.map((u: { loc: string }) => new URL(u.loc).pathname);
    expect(locs).toContain("/");
    expect(locs).toContain("/blog/what-is-a-good-roe");
    const { rows } = await t.database.pool.query<{ path: string }>(
      `SELECT '/stocks/us/' || lower(vals->>'exchange') || '/' || lower(vals->>'ticker') AS path FROM screener_snapshot`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(locs).toContain(r.path);
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/1.xml" })).statusCode).toBe(404);
  });

  it("the blog's RSS and Atom feeds list both articles with their authors", async () => {
    const rss = await t.app.inject({ method: "GET", url: "/blog/feed.xml" });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    const items = parser.parse(rss.body).rss.channel.item as { title: string; link: string[] | string }[];
    expect(items.map((i) => i.title).sort()).toEqual([
      "The Due Diligence Score, Explained",
      "What Is a Good Return on Equity?",
    ]);

    const atom = await t.app.inject({ method: "GET", url: "/blog/atom.xml" });
    expect(atom.statusCode).toBe(200);
    const entries = parser.parse(atom.body).feed.entry as { author: { name: string; uri: string } }[];
    expect(entries).toHaveLength(2);
    for (const e of entries) expect(e.author.uri).toMatch(/\/authors\/openzen-research$/);
  });
});
