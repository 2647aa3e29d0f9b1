import { readFile, stat } from "node:fs/promises";
import Parser from "rss-parser";
import { sql, type Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import { tickerMentions } from "../../domain/news/ticker-mentions";
import { bumpMarketVersion } from "../market-version";
import { notifyMarketChanged } from "../market-events";

// `npm run data -- import-news <file>`: real news from an RSS or Atom file. Each item becomes a
// story of kind 'imported' (title, link to the original, date, a plain-text summary), linked to
// the companies it names that the market holds. A file is imported whole or not at all; an item
// without what a story needs (a title, an http(s) link, a date) is skipped and reported; an item
// already held (same guid or link) is left as it is, so a feed can be imported again each day.

/** A news file larger than this is not a feed a person exports. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const MAX_TITLE = 300;
const MAX_SUMMARY = 1200;

export interface NewsImportReport {
  file: string;
  feed: string | null;
  imported: number;
  alreadyHeld: number;
  skipped: { item: number; reason: string }[];
  /** Companies the imported items were linked to. */
  linked: number;
}

export class NewsFileError extends Error {}

interface ParsedItem {
  key: string;
  title: string;
  link: string;
  publishedAt: Date;
  summary: string;
  author: string;
  mentions: ReturnType<typeof tickerMentions>;
}

/** Text without markup or runs of white space (summaries are shown as text, never as HTML). */
function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

type FeedItem = Parser.Item & { id?: string; author?: string };

/** An RSS or Atom document's items, checked one by one. Throws NewsFileError when it is no feed. */
export async function parseNewsFeed(
  xml: string,
): Promise<{ feed: string | null; items: ParsedItem[]; skipped: NewsImportReport["skipped"] }> {
  let output: Parser.Output<FeedItem>;
  try {
    output = await new Parser<object, FeedItem>().parseString(xml);
  } catch (error) {
    throw new NewsFileError(
      `Not an RSS or Atom feed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
    );
  }
  if (!Array.isArray(output.items)) throw new NewsFileError("Not an RSS or Atom feed: no items");
  const feed = output.title ? plain(output.title).slice(0, MAX_TITLE) || null : null;
  const items: ParsedItem[] = [];
  const skipped: NewsImportReport["skipped"] = [];
  output.items.forEach((item, index) => {
    const n = index + 1;
    const title = plain(item.title ?? "");
    const link = httpUrl(item.link);
    const date = new Date(item.isoDate ?? item.pubDate ?? "");
    if (!title) return skipped.push({ item: n, reason: "no title" });
    if (!link) return skipped.push({ item: n, reason: "no http(s) link" });
    if (Number.isNaN(date.getTime())) return skipped.push({ item: n, reason: "no valid date" });
    const summary = plain(item.contentSnippet ?? item.summary ?? item.content ?? "").slice(0, MAX_SUMMARY);
    const identity =
      (typeof item.guid === "string" && item.guid.trim()) || (typeof item.id === "string" && item.id.trim()) || link;
    items.push({
      key: `feed:${identity}`,
      title: title.slice(0, MAX_TITLE),
      link,
      publishedAt: date,
      summary: summary || title,
      author: plain(item.creator ?? item.author ?? "") || feed || "Imported news",
      mentions: tickerMentions(`${title} ${summary}`, item.categories ?? []),
    });
  });
  return { feed, items, skipped };
}

export async function importNewsFile(pool: pg.Pool, db: Kysely<DB>, file: string): Promise<NewsImportReport> {
  const size = (await stat(file)).size;
  if (size > MAX_FILE_BYTES) throw new NewsFileError(`The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  const { feed, items, skipped } = await parseNewsFeed(await readFile(file, "utf8"));
  const report: NewsImportReport = { file, feed, imported: 0, alreadyHeld: 0, skipped, linked: 0 };
  if (items.length === 0) return report;
  const companies = await db.selectFrom("companies").select(["id", "exchange", "ticker"]).execute();
  const byTicker = new Map<string, { id: number; exchange: string }[]>();
  for (const c of companies) byTicker.set(c.ticker, [...(byTicker.get(c.ticker) ?? []), c]);
  // A bare ticker counts only when one listed company has it; with its exchange, that one.
  const companyIdsOf = (item: ParsedItem) => [
    ...new Set(
      item.mentions.flatMap(({ exchange, ticker }) => {
        const held = byTicker.get(ticker) ?? [];
        const match = exchange ? held.filter((c) => c.exchange === exchange) : held.length === 1 ? held : [];
        return match.map((c) => c.id);
      }),
    ),
  ];
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      const row = await trx
        .insertInto("news_articles")
        .values({
          kind: "imported",
          key: item.key,
          date: sql<Date>`(${item.publishedAt.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date`,
          published_at: item.publishedAt,
          headline: item.title,
          summary: item.summary,
          body: JSON.stringify([item.summary]),
          author: item.author,
          source: "feed",
          link: item.link,
        })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) {
        report.alreadyHeld++;
        continue;
      }
      report.imported++;
      const ids = companyIdsOf(item);
      if (ids.length)
        await trx
          .insertInto("news_article_companies")
          .values(ids.map((company_id, position) => ({ article_id: row.id, company_id, position })))
          .execute();
      report.linked += ids.length;
    }
  });
  // Kept pages (the news, company and home pages) are made again with the new stories.
  if (report.imported > 0) {
    await bumpMarketVersion(pool);
    await notifyMarketChanged(pool);
  }
  return report;
}
