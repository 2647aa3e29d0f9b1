import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { importNewsFile, NewsFileError } from "./import-news";

// Importing news from RSS and Atom files the test writes: items become stories linked to the
// companies they name, a second import adds nothing, and a malformed file or item is refused
// with a reason while nothing half-written stays.

let t: TestDatabase;
let dir: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "openzen-news-import-"));
  const rows = await t.db
    .insertInto("companies")
    .values([
      { exchange: "NYSE", ticker: "ACME", name: "Acme Corp.", source: "import" },
      { exchange: "NASDAQ", ticker: "XYZ", name: "Xyz Inc.", source: "import" },
      { exchange: "NYSE", ticker: "DUP", name: "Dup One", source: "import" },
      { exchange: "NASDAQ", ticker: "DUP", name: "Dup Two", source: "import" },
    ])
    .returning(["id", "ticker", "exchange"])
    .execute();
  for (const r of rows) ids[`${r.exchange}:${r.ticker}`] = r.id;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t?.close();
});

async function file(name: string, text: string): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, text);
  return p;
}

const stories = async () =>
  (
    await t.pool.query<{
      key: string;
      headline: string;
      summary: string;
      date: string;
      author: string;
      link: string;
      source: string;
      kind: string;
      companies: number[];
    }>(
      `SELECT key, headline, summary, date::text AS date, author, link, source, kind,
              array(SELECT company_id FROM news_article_companies l WHERE l.article_id = a.id ORDER BY position) AS companies
       FROM news_articles a ORDER BY published_at, key`,
    )
  ).rows;

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Market Wire</title><link>https://wire.example/</link><description>News</description>
<item><title>Acme beats estimates</title><link>https://wire.example/acme</link><guid>wire-1</guid>
  <pubDate>Tue, 24 Nov 2026 22:15:00 GMT</pubDate><dc:creator>Jane Reporter</dc:creator>
  <description><![CDATA[<p>Acme Corp. (NYSE: ACME) said <b>profit</b> rose.</p>]]></description></item>
<item><title>Chip stocks slide</title><link>https://wire.example/chips</link>
  <pubDate>Wed, 25 Nov 2026 14:00:00 GMT</pubDate><description>$XYZ fell 4% while $DUP was flat.</description>
  <category>Semiconductors</category></item>
<item><title>Dup Two lists shares</title><link>https://wire.example/dup</link>
  <pubDate>Wed, 25 Nov 2026 15:00:00 GMT</pubDate><description>Listing day.</description><category>NASDAQ:DUP</category></item>
</channel></rss>`;

describe("importing news", () => {
  it("imports an RSS file's items, linked to the companies they name, and nothing twice", async () => {
    const report = await importNewsFile(t.pool, t.db, await file("wire.xml", RSS));
    expect(report).toMatchObject({ feed: "Market Wire", imported: 3, alreadyHeld: 0, skipped: [], linked: 3 });
    const [acme, chips, dup] = await stories();
    expect(acme).toMatchObject({
      key: "feed:wire-1",
      kind: "imported",
      source: "feed",
      headline: "Acme beats estimates",
      summary: "Acme Corp. (NYSE: ACME) said profit rose.",
      date: "2026-11-24",
      author: "Jane Reporter",
      link: "https://wire.example/acme",
      companies: [ids["NYSE:ACME"]],
    });
    // A bare ticker two listed companies share names neither; with its exchange, that one.
    expect(chips).toMatchObject({
      key: "feed:https://wire.example/chips",
      author: "Market Wire",
      companies: [ids["NASDAQ:XYZ"]],
    });
    expect(dup!.companies).toEqual([ids["NASDAQ:DUP"]]);

    const again = await importNewsFile(t.pool, t.db, await file("wire.xml", RSS));
    expect(again).toMatchObject({ imported: 0, alreadyHeld: 3 });
    expect(await stories()).toHaveLength(3);
  });

  it("imports an Atom file", async () => {
    const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Desk</title><id>urn:desk</id><updated>2026-11-26T10:00:00Z</updated>
<entry><title>Xyz raises guidance</title><id>urn:desk:7</id><link href="https://desk.example/7"/>
  <updated>2026-11-26T09:30:00Z</updated><author><name>Desk Editor</name></author>
  <summary>Xyz Inc. (Nasdaq: XYZ) raised its outlook.</summary></entry>
</feed>`;
    const report = await importNewsFile(t.pool, t.db, await file("desk.atom", atom));
    expect(report).toMatchObject({ feed: "Atom Desk", imported: 1, linked: 1 });
    const story = (await stories()).find((s) => s.key === "feed:urn:desk:7");
    expect(story).toMatchObject({
      headline: "Xyz raises guidance",
      link: "https://desk.example/7",
      date: "2026-11-26",
      summary: "Xyz Inc. (Nasdaq: XYZ) raised its outlook.",
      companies: [ids["NASDAQ:XYZ"]],
    });
  });

  it("skips an item without a title, an http(s) link or a date, and says why", async () => {
    const rss = `<rss version="2.0"><channel><title>Patchy</title>
<item><link>https://p.example/1</link><pubDate>Wed, 25 Nov 2026 15:00:00 GMT</pubDate></item>
<item><title>Script link</title><link>javascript:alert(1)</link><pubDate>Wed, 25 Nov 2026 15:00:00 GMT</pubDate></item>
<item><title>No date</title><link>https://p.example/3</link><pubDate>sometime</pubDate></item>
<item><title>Good one</title><link>https://p.example/4</link><pubDate>Wed, 25 Nov 2026 15:00:00 GMT</pubDate></item>
</channel></rss>`;
    const report = await importNewsFile(t.pool, t.db, await file("patchy.xml", rss));
    expect(report.imported).toBe(1);
    expect(report.skipped).toEqual([
      { item: 1, reason: "no title" },
      { item: 2, reason: "no http(s) link" },
      { item: 3, reason: "no valid date" },
    ]);
    expect((await stories()).map((s) => s.headline)).toContain("Good one");
    expect((await stories()).map((s) => s.headline)).not.toContain("Script link");
  });

  it("refuses a malformed file or one that is no feed, writing nothing", async () => {
    const before = await stories();
    for (const [name, text] of [
      ["broken.xml", "<rss><channel><title>Cut off<item><title>x</title>"],
      ["page.html", "<!doctype html><html><body><p>Not a feed</p></body></html>"],
      ["data.json", '{"items": []}'],
      ["empty.xml", ""],
    ] as const) {
      await expect(importNewsFile(t.pool, t.db, await file(name, text)), name).rejects.toBeInstanceOf(NewsFileError);
    }
    expect(await stories()).toEqual(before);
  });
});
