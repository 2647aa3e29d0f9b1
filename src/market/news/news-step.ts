import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { rows } from "../company-rows";
import { dayOf, isoDay, metaText as meta, recentCloses } from "../recent-closes";
import { NEWSROOM_AUTHOR, type CompanyFacts, type DataSource, type WrittenArticle } from "../../domain/news/article";
import {
  analystActionStory,
  dividendStory,
  earningsStory,
  notableMoveStory,
  ratingMigrationStory,
} from "../../domain/news/company-stories";
import { marketWrapStory, type Mover } from "../../domain/news/market-wrap";
import { ANALYST_RATING_NAMES } from "../../domain/news/rating-names";

// The news step of the market pipeline: the newsroom's stories of the days since its last run,
// written from the market events the events step found (earnings, dividends raised or cut, grade
// changes, analysts' upgrades and downgrades) and from the day's prices (the market wrap, the
// largest moves). A first run, or a market rebuilt, writes the last NEWS_DAYS days; each later
// run adds the new days. The same market gives the same stories, and a rerun writes none twice
// (each story's key is unique).

/** A first run writes this many calendar days of news (about three months of market days). */
export const NEWS_DAYS = 90;
/** A one-day move this large (percent) in a company of above-median size is a story ... */
const NOTABLE_MOVE_PCT = 10;
/** ... and at most this many a day, the largest first. */
const NOTABLE_MOVES_PER_DAY = 3;
/** The wrap names this many gainers and decliners. */
const WRAP_MOVERS = 3;
/** Stories are dated after the close (16:00 in New York is 21:00 UTC in winter, 20:00 in summer). */
const PUBLISHED_HOUR_UTC = 21;

/** The news is missing or older than the market. */
export async function newsIsStale(db: Kysely<DB>): Promise<boolean> {
  const [asOf, newsAsOf] = await Promise.all([meta(db, "as_of"), meta(db, "news_as_of")]);
  return asOf !== null && asOf !== newsAsOf;
}

export interface NewsResult {
  from: string;
  to: string;
  written: number;
  seconds: number;
}

interface Company {
  id: number;
  name: string;
  ticker: string;
  exchange: string;
  sector: string | null;
  industry: string | null;
  shares: number | null;
  days: number[];
  closes: number[];
}

/** Writes the stories of the days after the last run, up to the market's date. Null without a market. */
export async function writeNews(db: Kysely<DB>): Promise<NewsResult | null> {
  const started = performance.now();
  const [to, last, sourceMeta] = await Promise.all([meta(db, "as_of"), meta(db, "news_as_of"), meta(db, "source")]);
  if (!to) return null;
  const source: DataSource = sourceMeta === "import" ? "import" : "demo";
  const fresh = !last || last > to;
  const from = fresh ? isoDay(dayOf(to) - NEWS_DAYS) : last;
  let written = 0;
  await db.transaction().execute(async (trx) => {
    // A rebuilt market's stories name companies that are gone: the generated news starts again.
    if (fresh) await trx.deleteFrom("news_articles").where("source", "<>", "feed").execute();
    if (from < to) {
      const companies = await loadCompanies(trx, from, to);
      const articles = [
        ...(await eventStories(trx, companies, from, to, source)),
        ...(await priceStories(trx, companies, from, to, source)),
      ];
      written = await insertArticles(trx, articles, source);
    }
    await trx
      .insertInto("market_meta")
      .values({ key: "news_as_of", value: JSON.stringify(to) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(to), updated_at: new Date() }))
      .execute();
  });
  return { from, to, written, seconds: (performance.now() - started) / 1000 };
}

/** Every company with its split-adjusted closes from a year before the window to its end. */
async function loadCompanies(db: Kysely<DB>, from: string, to: string): Promise<Map<number, Company>> {
  const [list, closes] = await Promise.all([
    rows<Omit<Company, "days" | "closes">>(
      db,
      sql`SELECT c.id, c.name, c.ticker, c.exchange, s.name AS sector, i.name AS industry,
                 c.shares_outstanding::float8 AS shares
          FROM companies c LEFT JOIN sectors s ON s.id = c.sector_id LEFT JOIN industries i ON i.id = c.industry_id`,
    ),
    recentCloses(db, Number(from.slice(0, 4)) - 1, Number(to.slice(0, 4))),
  ]);
  // Closes after the market's day (none in a market built to it) are not news yet.
  const toDay = dayOf(to);
  return new Map(
    list.map((c) => {
      const held = closes.get(c.id) ?? { days: [], closes: [] };
      let n = held.days.length;
      while (n > 0 && held.days[n - 1]! > toDay) n--;
      return [c.id, { ...c, days: held.days.slice(0, n), closes: held.closes.slice(0, n) }];
    }),
  );
}

/** Index of the last close on or before `day`, or -1. */
function closeIndex(c: Company, day: number): number {
  let lo = 0;
  let hi = c.days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (c.days[mid]! <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const pctChange = (now: number, before: number) => (now / before - 1) * 100;

/** What a story says of a company on a day, from the closes up to that day. */
function factsOf(c: Company, date: string): CompanyFacts {
  const day = dayOf(date);
  const k = closeIndex(c, day);
  const close = k >= 0 ? c.closes[k]! : null;
  const previous = k >= 1 && c.days[k] === day ? c.closes[k - 1]! : null;
  const yearAgo = closeIndex(c, day - 365);
  return {
    id: c.id,
    name: c.name,
    ticker: c.ticker,
    exchange: c.exchange,
    sector: c.sector,
    industry: c.industry,
    close: close === null ? null : round(close, 2),
    dayChangePct: close !== null && previous ? round(pctChange(close, previous), 2) : null,
    yearChangePct:
      close !== null && yearAgo >= 0 && yearAgo < k ? round(pctChange(close, c.closes[yearAgo]!), 2) : null,
    marketCap: close !== null && c.shares ? close * c.shares : null,
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

interface EventRow {
  company_id: number;
  date: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  year_ago_eps: number | null;
  year_ago_revenue: number | null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (typeof v === "string" ? v : "");

async function eventStories(
  db: Kysely<DB>,
  companies: Map<number, Company>,
  from: string,
  to: string,
  source: DataSource,
): Promise<WrittenArticle[]> {
  const events = await rows<EventRow>(
    db,
    sql`SELECT e.company_id, e.date::text AS date, e.kind, e.key, e.payload, y.eps AS year_ago_eps, y.revenue AS year_ago_revenue
        FROM market_events e
        LEFT JOIN LATERAL (
          SELECT f.eps, f.revenue FROM fundamentals f
          WHERE e.kind = 'earnings_reported' AND f.company_id = e.company_id AND f.period = 'Q'
            AND f.fiscal_year = (e.payload->>'fiscalYear')::int - 1 AND f.fiscal_quarter = (e.payload->>'fiscalQuarter')::int
            AND f.filed_on <= e.date
          ORDER BY f.filed_on DESC LIMIT 1) y ON true
        WHERE e.date > ${from}::date AND e.date <= ${to}::date
          AND e.kind IN ('earnings_reported', 'dividend_raised', 'dividend_cut', 'grade_change', 'analyst_upgrade', 'analyst_downgrade')
        ORDER BY e.date, e.company_id, e.kind, e.key`,
  );
  const articles: WrittenArticle[] = [];
  for (const e of events) {
    const c = companies.get(e.company_id);
    if (!c) continue;
    const company = factsOf(c, e.date);
    const p = e.payload;
    switch (e.kind) {
      case "earnings_reported":
        articles.push(
          earningsStory(
            {
              company,
              date: e.date,
              fiscalYear: num(p.fiscalYear) ?? 0,
              fiscalQuarter: num(p.fiscalQuarter) ?? 0,
              eps: num(p.eps),
              revenue: num(p.revenue),
              yearAgoEps: e.year_ago_eps,
              yearAgoRevenue: e.year_ago_revenue,
              annualEps: num(p.annualEps),
              estimateEps: num(p.estimateEps),
              surprisePct: num(p.surprisePct),
            },
            source,
          ),
        );
        break;
      case "dividend_raised":
      case "dividend_cut": {
        const amount = num(p.amount);
        const previous = num(p.previous);
        const changePct = num(p.changePct);
        if (amount === null || previous === null || changePct === null) break;
        articles.push(
          dividendStory(
            {
              company,
              date: e.date,
              amount,
              previous,
              changePct,
              exDate: text(p.exDate) || e.date,
              payDate: text(p.payDate) || null,
            },
            source,
          ),
        );
        break;
      }
      case "grade_change":
        if (text(p.grade) && text(p.previous))
          articles.push(
            ratingMigrationStory({ company, date: e.date, grade: text(p.grade), previous: text(p.previous) }, source),
          );
        break;
      case "analyst_upgrade":
      case "analyst_downgrade":
        articles.push(
          analystActionStory(
            {
              company,
              date: e.date,
              analystId: Number(e.key),
              analyst: text(p.analyst),
              firm: text(p.firm),
              upgrade: e.kind === "analyst_upgrade",
              rating: ANALYST_RATING_NAMES[text(p.rating)] ?? text(p.rating),
              previousRating: ANALYST_RATING_NAMES[text(p.previousRating)] ?? text(p.previousRating),
              target: num(p.target),
              previousTarget: num(p.previousTarget),
            },
            source,
          ),
        );
        break;
    }
  }
  return articles;
}

/** The market wrap of every market day in the window, and the day's largest moves. */
async function priceStories(
  db: Kysely<DB>,
  companies: Map<number, Company>,
  from: string,
  to: string,
  source: DataSource,
): Promise<WrittenArticle[]> {
  const [fromDay, toDay] = [dayOf(from), dayOf(to)];
  const extremes = await rows<{ company_id: number; date: string; kind: "high_52w" | "low_52w" }>(
    db,
    sql`SELECT company_id, date::text AS date, kind FROM market_events
        WHERE kind IN ('high_52w', 'low_52w') AND date > ${from}::date AND date <= ${to}::date`,
  );
  const extremeOf = new Map(extremes.map((e) => [`${e.company_id}:${e.date}`, e.kind]));
  const marketDays = new Set<number>();
  for (const c of companies.values())
    for (let k = c.days.length - 1; k >= 0 && c.days[k]! > fromDay; k--)
      if (c.days[k]! <= toDay) marketDays.add(c.days[k]!);
  const articles: WrittenArticle[] = [];
  for (const day of [...marketDays].sort((a, b) => a - b)) {
    const date = isoDay(day);
    const yearEnd = dayOf(`${Number(date.slice(0, 4)) - 1}-12-31`);
    const moves: { c: Company; change: number; close: number; previous: number; cap: number }[] = [];
    let [capBefore, capNow, ytdNow, ytdBefore] = [0, 0, 0, 0];
    const sectors = new Map<string, { before: number; now: number }>();
    for (const c of companies.values()) {
      const k = closeIndex(c, day);
      if (k < 1 || c.days[k] !== day || !c.shares) continue;
      const [close, previous] = [c.closes[k]!, c.closes[k - 1]!];
      const cap = previous * c.shares;
      moves.push({ c, change: pctChange(close, previous), close, previous, cap });
      capBefore += cap;
      capNow += close * c.shares;
      const y = closeIndex(c, yearEnd);
      if (y >= 0) {
        ytdBefore += c.closes[y]! * c.shares;
        ytdNow += close * c.shares;
      }
      if (c.sector) {
        const s = sectors.get(c.sector) ?? { before: 0, now: 0 };
        s.before += cap;
        s.now += close * c.shares;
        sectors.set(c.sector, s);
      }
    }
    if (moves.length === 0 || capBefore <= 0) continue;
    const indexChangePct = pctChange(capNow, capBefore);
    const sectorChange = new Map([...sectors].map(([name, s]) => [name, pctChange(s.now, s.before)]));
    // Movers among companies of above-median size: a penny stock's jump is not the market's news.
    const caps = moves.map((m) => m.cap).sort((a, b) => a - b);
    const median = caps[Math.floor(caps.length / 2)]!;
    const sized = moves.filter((m) => m.cap >= median);
    const byChange = [...sized].sort((a, b) => b.change - a.change || a.c.id - b.c.id);
    const mover = (m: (typeof moves)[number]): Mover => ({
      company: factsOf(m.c, date),
      changePct: round(m.change, 2),
    });
    articles.push(
      marketWrapStory(
        {
          date,
          indexChangePct: round(indexChangePct, 2),
          indexYtdPct: ytdBefore > 0 ? round(pctChange(ytdNow, ytdBefore), 2) : null,
          advancers: moves.filter((m) => m.close > m.previous).length,
          decliners: moves.filter((m) => m.close < m.previous).length,
          unchanged: moves.filter((m) => m.close === m.previous).length,
          sectors: [...sectorChange].map(([name, changePct]) => ({ name, changePct: round(changePct, 2) })),
          gainers: byChange
            .filter((m) => m.change > 0)
            .slice(0, WRAP_MOVERS)
            .map(mover),
          losers: byChange
            .filter((m) => m.change < 0)
            .reverse()
            .slice(0, WRAP_MOVERS)
            .map(mover),
          newHighs: extremes.filter((e) => e.date === date && e.kind === "high_52w").length,
          newLows: extremes.filter((e) => e.date === date && e.kind === "low_52w").length,
        },
        source,
      ),
    );
    const notable = sized
      .filter((m) => Math.abs(m.change) >= NOTABLE_MOVE_PCT)
      .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.c.id - b.c.id)
      .slice(0, NOTABLE_MOVES_PER_DAY);
    for (const m of notable) {
      const facts = factsOf(m.c, date);
      const extreme = extremeOf.get(`${m.c.id}:${date}`);
      articles.push(
        notableMoveStory(
          {
            company: { ...facts, close: round(m.close, 2), dayChangePct: round(m.change, 2) },
            date,
            previousClose: round(m.previous, 2),
            marketChangePct: round(indexChangePct, 2),
            sectorChangePct: m.c.sector ? round(sectorChange.get(m.c.sector) ?? 0, 2) : null,
            extreme: extreme === "high_52w" ? "high" : extreme === "low_52w" ? "low" : null,
          },
          source,
        ),
      );
    }
  }
  return articles;
}

/** Inserts the stories and their companies in slices; a story already written is left as it is. */
async function insertArticles(db: Kysely<DB>, articles: WrittenArticle[], source: DataSource): Promise<number> {
  let written = 0;
  for (let i = 0; i < articles.length; i += 1000) {
    const slice = articles.slice(i, i + 1000);
    const inserted = await db
      .insertInto("news_articles")
      .values(
        slice.map((a) => ({
          kind: a.kind,
          key: a.key,
          date: a.date,
          published_at: new Date(`${a.date}T${String(PUBLISHED_HOUR_UTC).padStart(2, "0")}:00:00Z`),
          headline: a.headline,
          summary: a.summary,
          body: JSON.stringify(a.body),
          premium_headline: a.premium?.headline ?? null,
          premium_summary: a.premium?.summary ?? null,
          premium_body: a.premium ? JSON.stringify(a.premium.body) : null,
          premium_only: a.premiumOnly,
          author: NEWSROOM_AUTHOR,
          source,
          link: null,
        })),
      )
      .onConflict((oc) => oc.column("key").doNothing())
      .returning(["id", "key"])
      .execute();
    written += inserted.length;
    const byKey = new Map(slice.map((a) => [a.key, a]));
    const links = inserted.flatMap((row) =>
      [...new Set(byKey.get(row.key)!.companyIds)].map((company_id, position) => ({
        article_id: row.id,
        company_id,
        position,
      })),
    );
    if (links.length) await db.insertInto("news_article_companies").values(links).execute();
  }
  return written;
}
