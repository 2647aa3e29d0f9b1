import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { DB, MacroSeries } from "../../db/schema";
import { readCompanyFacts } from "../../domain/xbrl/company-facts";
import { filingShares, inListingShares } from "../../domain/xbrl/share-classes";
import { industryOfSic } from "../../domain/xbrl/sic-industries";
import { statementsFromFacts, type StatementVersion } from "../../domain/xbrl/statements-from-facts";
import type { MarketFetchConfig } from "./fetch-config";
import { upsertCompanies } from "../importers/companies";
import { parseFredSeries, writeMacroPoints } from "../importers/fred-series";
import { afterStatementsWritten } from "../importers/fundamentals-csv";
import { recordImportedMarket } from "../importers/market-meta";
import { parseSecTickers } from "../importers/sec-tickers";
import { writeSecTickers } from "../importers/sec-tickers";
import { ensureTaxonomy } from "../taxonomy-store";
import { createHttpClient, FetchFailed, type HttpClient } from "./http-client";
import {
  agreesWith,
  appendPrices,
  parseStooqAnswer,
  parseTiingoAnswer,
  replacePrices,
  storedPriceEnd,
  storedRecentPrices,
  type FetchedPrices,
} from "./price-files";
import { parseJson, readSubmissions, sourceUrls } from "./sources";
import { writeStatementVersions } from "./statement-store";
import { writeReportedDividends, writeStatementDividends } from "./dividend-store";
import { openBulkArchive, type BulkArchive } from "./bulk-archive";

// `npm run data -- fetch` and the nightly fetch: US listed companies from public sources into
// the tables the importers fill. The SEC's ticker file gives the universe; for each company its
// submissions give the SIC industry and the date of its latest 10-K or 10-Q, and only when that
// is newer than what is stored are its XBRL company facts fetched and turned into statements
// (src/domain/xbrl). Prices come from the configured source from the day after the last stored
// one, Treasury yields from FRED likewise. Each company is written in one transaction with its
// fetch state, so an interrupted run loses at most the company under way, and the next run
// resumes after the companies done since the interrupted one began.

/** A fetch that must not start: its message says what to do instead. */
export class FetchRefused extends Error {}

export const DEMO_MARKET_HERE =
  "This database holds the simulated demo market; real companies would mix with invented ones. Fetch into a " +
  "database of its own: DATA_DIR=.data/us SEC_CONTACT=you@example.com npm run data -- fetch (then start the site " +
  "with the same DATA_DIR), or set DATABASE_URL to another database";

export const MISSING_CONTACT =
  "Fetching from the SEC needs SEC_CONTACT, an e-mail address the SEC can reach you at: its fair access " +
  "policy asks every client to name one in its User-Agent (https://www.sec.gov/os/accessing-edgar-data). " +
  "Run for example: SEC_CONTACT=you@example.com npm run data -- fetch";

const FRED_SERIES: Record<string, MacroSeries> = { DGS10: "treasury_10y", DGS3MO: "treasury_3m" };
/**
 * A company of the ticker file whose own prices stop while the market trades on is delisted
 * once the market has traded more market days than this since its last price: an SEC trading
 * suspension lasts at most ten, and a price source's gap rarely longer (decision 073).
 */
export const PRICES_STOPPED_AFTER_MARKET_DAYS = 10;
/** The SEC's fair access limit, for all of its hosts together. */
const SEC_REQUESTS_PER_SECOND = 10;

export interface FetchOptions {
  config: MarketFetchConfig;
  signal?: AbortSignal;
  log: (line: string) => void;
  onProgress: (done: number, total: number) => void;
  /** The first retry's wait (doubled after each); Retry-After overrides it. */
  backoffMs?: number;
}

export interface FetchReport {
  /** Companies of the universe (listed on NYSE, Nasdaq or NYSE American, and in FETCH_TICKERS when set). */
  companies: number;
  /** Companies with anything new stored. */
  updated: number;
  /** Fetched companies that left the SEC's ticker file in this run: kept, with their last price and a delisting date. */
  delisted: string[];
  /**
   * Companies still in the ticker file delisted in this run because their prices stopped: no
   * price of their own for more than PRICES_STOPPED_AFTER_MARKET_DAYS market days.
   */
  pricesStopped: string[];
  /** Delisted companies listed again in this run: back in the ticker file with prices, or their prices resumed. */
  relisted: string[];
  /** Listings whose statements were restated in their own shares (another class of the registrant trades at a multiple). */
  shareClasses: string[];
  /** Statement versions new in this run. */
  statements: number;
  /** Dividends new in this run (the price source's, or the filings' declared ones). */
  dividends: number;
  priceDays: number;
  ratePoints: number;
  /** Why companies' statements or prices were not fetched, with how many. */
  skipped: Record<string, number>;
  failed: { ticker: string; reason: string }[];
  requests: number;
  /** The SEC's bulk archives were read for the companies never fetched before (a first load). */
  bulk: boolean;
  /** This run continued an interrupted one. */
  resumed: boolean;
  /** Stopped before the end (a signal); the next run resumes. */
  interrupted: boolean;
}

interface RunMark {
  startedAt: string;
  finishedAt: string | null;
}

async function readRun(db: Kysely<DB>): Promise<RunMark | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", "fetch_run").executeTakeFirst();
  return (row?.value as RunMark | undefined) ?? null;
}

async function writeRun(db: Kysely<DB>, run: RunMark): Promise<void> {
  await sql`INSERT INTO market_meta (key, value) VALUES ('fetch_run', ${JSON.stringify(run)}::jsonb)
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`.execute(db);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function fetchMarket(db: Kysely<DB>, options: FetchOptions): Promise<FetchReport> {
  const { config, log } = options;
  if (!config.secContact) throw new FetchRefused(MISSING_CONTACT);
  const urls = sourceUrls(config);
  const secHosts = [...new Set([new URL(config.secDataUrl).host, new URL(config.secFilesUrl).host])];
  const http: HttpClient = createHttpClient({
    userAgent: `OpenZen market data ${config.secContact}`,
    limits: [{ hosts: secHosts, perSecond: SEC_REQUESTS_PER_SECOND }],
    backoffMs: options.backoffMs,
    signal: options.signal,
    onRetry: (url, reason, wait) => log(`  retrying ${url} in ${(wait / 1000).toFixed(1)} s: ${reason}`),
  });
  if (config.priceSource === "tiingo" && !config.tiingo.apiKey)
    throw new FetchRefused("PRICE_SOURCE=tiingo needs TIINGO_API_KEY (or leave PRICE_SOURCE unset for Stooq)");

  const report: FetchReport = {
    companies: 0,
    updated: 0,
    delisted: [],
    pricesStopped: [],
    relisted: [],
    shareClasses: [],
    statements: 0,
    dividends: 0,
    priceDays: 0,
    ratePoints: 0,
    skipped: {},
    failed: [],
    requests: 0,
    bulk: false,
    resumed: false,
    interrupted: false,
  };
  const skip = (reason: string) => (report.skipped[reason] = (report.skipped[reason] ?? 0) + 1);

  const demo = await db.selectFrom("companies").select("id").where("source", "=", "demo").limit(1).executeTakeFirst();
  if (demo) throw new FetchRefused(DEMO_MARKET_HERE);

  await ensureTaxonomy(db);
  const previous = await readRun(db);
  const run: RunMark =
    previous && !previous.finishedAt ? previous : { startedAt: new Date().toISOString(), finishedAt: null };
  report.resumed = run === previous;
  await writeRun(db, run);
  if (report.resumed) log(`Resuming the fetch begun ${run.startedAt}`);

  // The universe.
  const tickerFile = await http.get(urls.tickers, parseJson);
  if (tickerFile.status === 404) throw new FetchFailed(urls.tickers, `the SEC ticker file is not at ${urls.tickers}`);
  const parsed = parseSecTickers(tickerFile.text);
  if (!parsed.errors.empty)
    throw new FetchFailed(urls.tickers, `the SEC ticker file: ${parsed.errors.list.map((e) => e.message).join("; ")}`);
  const wanted = config.tickers ? new Set(config.tickers) : undefined;
  const universe = parsed.facts.filter((f) => !wanted || wanted.has(f.ticker));
  if (wanted)
    for (const t of wanted)
      if (!universe.some((f) => f.ticker === t))
        skip(`${t}: not listed on NYSE, Nasdaq or NYSE American in the SEC file`);
  await db.transaction().execute((trx) => writeSecTickers(trx, universe));
  await keepDelisted(db, parsed.facts, report, log);
  const { ids } = await db.transaction().execute((trx) => upsertCompanies(trx, universe, { defaultExchange: "NYSE" }));
  report.companies = universe.length;
  log(`${universe.length} companies in the SEC's ticker file${wanted ? " (FETCH_TICKERS)" : ""}`);

  const states = new Map(
    (await db.selectFrom("market_fetch_state").selectAll().execute()).map((s) => [s.company_id, s]),
  );
  const companies = universe
    .map((f) => ({ ticker: f.ticker, cik: f.cik!, id: ids.get(f.ticker)! }))
    .sort((a, b) => a.cik - b.cik || (a.ticker < b.ticker ? -1 : 1));
  // Listings of one registrant share its submissions and facts: fetched once per run.
  const byCik = new Map<
    number,
    Promise<{ sic: string | null; latest: string | null; facts: StatementVersion[] | null | undefined }>
  >();

  // A first load: two archives instead of two requests for each company never fetched.
  const unfetched = companies.filter((c) => !states.has(c.id)).length;
  let bulk: { dir: string; facts: BulkArchive; submissions: BulkArchive } | null = null;
  if (unfetched > config.bulkFrom) {
    const dir = await mkdtemp(path.join(tmpdir(), "openzen-sec-bulk-"));
    try {
      log(`${unfetched} companies never fetched: downloading the SEC's bulk archives instead of two requests each`);
      const factsFile = path.join(dir, "companyfacts.zip");
      const submissionsFile = path.join(dir, "submissions.zip");
      if ((await http.download(urls.submissionsZip, submissionsFile)) === 404)
        throw new Error(`${urls.submissionsZip} is not there`);
      if ((await http.download(urls.companyFactsZip, factsFile)) === 404)
        throw new Error(`${urls.companyFactsZip} is not there`);
      bulk = { dir, submissions: await openBulkArchive(submissionsFile), facts: await openBulkArchive(factsFile) };
      report.bulk = true;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      await rm(dir, { recursive: true, force: true });
      log(`  the SEC's bulk archives could not be read (${reasonOf(error)}): asking company by company`);
    }
  }
  const cikFile = (cik: number) => `CIK${String(cik).padStart(10, "0")}.json`;

  // The market's calendar of recent days and each company's last price day, for the companies
  // whose prices stopped (settleListings).
  const marketDays = new Set<string>();
  const lastPriceDays: { id: number; ticker: string; last: string | null }[] = [];

  let done = 0;
  options.onProgress(0, companies.length);
  for (const company of companies) {
    if (options.signal?.aborted) {
      report.interrupted = true;
      break;
    }
    const state = states.get(company.id);
    if (report.resumed && state && state.checked_at.toISOString() >= run.startedAt) {
      skip("brought up to date before the interruption");
      options.onProgress(++done, companies.length);
      continue;
    }
    try {
      const through = state?.facts_through ? state.facts_through.toISOString().slice(0, 10) : null;
      let registrant = byCik.get(company.cik);
      if (!registrant) {
        // A company never fetched reads the archives when the run downloaded them; a registrant
        // missing from an archive is one the SEC holds nothing for, as a 404 says.
        const archive = bulk && !state ? bulk : null;
        registrant = (async () => {
          const subText = archive
            ? await archive.submissions.read(cikFile(company.cik))
            : await http.get(urls.submissions(company.cik), parseJson).then((a) => (a.status === 404 ? null : a.text));
          const sub =
            subText === null ? { sic: null, latestStatementFiling: null } : readSubmissions(JSON.parse(subText));
          // undefined: nothing new to fetch; null: the SEC holds no facts for it.
          let facts: StatementVersion[] | null | undefined;
          if (sub.latestStatementFiling && (!through || sub.latestStatementFiling > through)) {
            const factsText = archive
              ? await archive.facts.read(cikFile(company.cik))
              : await http
                  .get(urls.companyFacts(company.cik), parseJson)
                  .then((f) => (f.status === 404 ? null : f.text));
            facts = factsText === null ? null : statementsFromFacts(readCompanyFacts(JSON.parse(factsText)));
          }
          return { sic: sub.sic, latest: sub.latestStatementFiling, facts };
        })();
        byCik.set(company.cik, registrant);
      }
      const { sic, latest, facts } = await registrant;
      let note = state?.facts_note ?? null;
      let factsThrough = through;
      if (!latest) {
        skip("statements: no 10-K or 10-Q filed");
        note = "no 10-K or 10-Q filed";
      } else if (facts === undefined) skip("statements: no new filings");
      else if (facts === null) {
        skip("statements: the SEC holds no XBRL facts");
        note = "no XBRL facts";
        factsThrough = latest;
      } else {
        factsThrough = latest;
        note = facts.length === 0 ? "no statement figures in its XBRL facts" : null;
        if (facts.length === 0) skip("statements: no statement figures in the XBRL facts");
      }

      const recent = await storedRecentPrices(db, company.id);
      const stored = recent.end;
      const prices = await fetchPrices(http, config, urls, company.ticker, stored?.date ?? config.pricesFrom);
      let replace = false;
      if (stored && prices.bars.length > 0 && !agreesWith(stored, prices.bars)) {
        // The source re-adjusted its history (a split or a dividend since): all of it again.
        log(
          `  ${company.ticker}: prices re-adjusted at the source since ${stored.date}; fetching the whole history again`,
        );
        Object.assign(prices, await fetchPrices(http, config, urls, company.ticker, config.pricesFrom));
        replace = true;
      }
      if (prices.bars.length === 0) skip("prices: none at the source");

      const industry = industryOfSic(sic);
      const changed = await db.transaction().execute(async (trx) => {
        let n = 0;
        if (industry) {
          const r = await upsertCompanies(
            trx,
            [{ ticker: company.ticker, sectorId: industry.sectorId, industryId: industry.id }],
            {
              defaultExchange: "NYSE",
            },
          );
          n += r.updated;
        }
        if (facts) {
          const shares = state?.filing_shares ?? 1;
          const versions = await writeStatementVersions(
            trx,
            company.id,
            facts.map((v) => inListingShares(v, shares)),
          );
          report.statements += versions;
          n += versions;
        }
        const days = replace
          ? await replacePrices(trx, company.id, prices.bars)
          : await appendPrices(trx, company.id, stored?.date ?? null, prices.bars);
        if (days === 0 && prices.bars.length > 0) skip("prices: no new days");
        report.priceDays += days;
        n += days;
        if (prices.splits.length > 0) {
          await trx
            .insertInto("splits")
            .values(
              prices.splits.map((s) => ({
                company_id: company.id,
                ex_date: s.exDate,
                ratio: s.ratio,
                source: "reported" as const,
                prices_adjusted: true,
              })),
            )
            .onConflict((oc) => oc.columns(["company_id", "ex_date"]).doNothing())
            .execute();
        }
        const dividends =
          (await writeReportedDividends(trx, company.id, prices.dividends)) +
          (await writeStatementDividends(trx, company.id));
        report.dividends += dividends;
        n += dividends;
        if (facts || replace) n += await afterStatementsWritten(trx, [company.id]);
        await trx
          .insertInto("market_fetch_state")
          .values({
            company_id: company.id,
            cik: company.cik,
            facts_through: factsThrough,
            facts_note: note,
            checked_at: new Date(),
          })
          .onConflict((oc) =>
            oc.column("company_id").doUpdateSet((eb) => ({
              cik: eb.ref("excluded.cik"),
              facts_through: eb.ref("excluded.facts_through"),
              facts_note: eb.ref("excluded.facts_note"),
              checked_at: eb.ref("excluded.checked_at"),
            })),
          )
          .execute();
        return n;
      });
      if (changed > 0) report.updated++;
      for (const day of recent.days) marketDays.add(day);
      for (const bar of prices.bars) marketDays.add(bar.date);
      const lastBar = prices.bars.at(-1)?.date ?? null;
      const last = lastBar && (!stored || replace || lastBar > stored.date) ? lastBar : (stored?.date ?? null);
      lastPriceDays.push({ id: company.id, ticker: company.ticker, last });
    } catch (error) {
      if (options.signal?.aborted) {
        report.interrupted = true;
        break;
      }
      report.failed.push({ ticker: company.ticker, reason: reasonOf(error) });
      log(`  ${company.ticker}: not fetched: ${reasonOf(error)}`);
    }
    options.onProgress(++done, companies.length);
  }

  if (bulk) {
    bulk.facts.close();
    bulk.submissions.close();
    await rm(bulk.dir, { recursive: true, force: true });
  }

  if (!report.interrupted) {
    for (const [code, series] of Object.entries(FRED_SERIES)) {
      try {
        const last = await db
          .selectFrom("macro_series")
          .select(sql<string | null>`max(date)::text`.as("last"))
          .where("series", "=", series)
          .executeTakeFirst();
        const from = last?.last ? nextDay(last.last) : config.pricesFrom;
        const answer = await http.get(urls.fred(code, from));
        const { points, errors } = parseFredSeries(answer.text, `${code}.csv`);
        if (!errors.empty)
          throw new Error(`FRED ${code}: ${errors.list.map((e) => `line ${e.line}: ${e.message}`).join("; ")}`);
        const fresh = points.filter((p) => !last?.last || p.date > last.last);
        if (fresh.length === 0) skip("rates: no new days");
        report.ratePoints += await db.transaction().execute((trx) => writeMacroPoints(trx, series, fresh));
      } catch (error) {
        if (options.signal?.aborted) {
          report.interrupted = true;
          break;
        }
        report.failed.push({ ticker: code, reason: reasonOf(error) });
        log(`  ${code}: not fetched: ${reasonOf(error)}`);
      }
    }
  }

  if (!report.interrupted) await alignShareClasses(db, report, log);
  if (!report.interrupted) await settleListings(db, lastPriceDays, marketDays, report, log);

  report.requests = http.requests;
  if (!report.interrupted) await writeRun(db, { ...run, finishedAt: new Date().toISOString() });
  if (fetchChangedMarket(report)) await recordImportedMarket(db);
  for (const line of describeReport(report)) log(line);
  return report;
}

/** Whether the run changed anything the market's later steps read. */
export function fetchChangedMarket(r: FetchReport): boolean {
  return (
    r.updated > 0 ||
    r.ratePoints > 0 ||
    r.delisted.length > 0 ||
    r.pricesStopped.length > 0 ||
    r.relisted.length > 0 ||
    r.shareClasses.length > 0
  );
}

/**
 * A fetched company no longer in the SEC's ticker file (the whole file, whatever FETCH_TICKERS
 * asks for) has left its exchange: it is kept, with its prices and statements, and delisted from
 * the day after its last stored price (the day of this run without one), so that research and
 * backtests of earlier days still see it and later ones do not. One back in the file is listed
 * again by settleListings once its prices are fetched, if they did not stop meanwhile.
 */
async function keepDelisted(
  db: Kysely<DB>,
  listed: readonly { ticker: string }[],
  report: FetchReport,
  log: (line: string) => void,
): Promise<void> {
  const tickers = listed.map((f) => f.ticker);
  const fetched = await db
    .selectFrom("companies as c")
    .innerJoin("market_fetch_state as s", "s.company_id", "c.id")
    .select(["c.id", "c.ticker", sql<string | null>`c.delisted_on::text`.as("delistedOn")])
    .execute();
  const inFile = new Set(tickers);
  const today = new Date().toISOString().slice(0, 10);
  for (const c of fetched) {
    if (inFile.has(c.ticker) || c.delistedOn) continue;
    const last = await storedPriceEnd(db, c.id);
    const from = last ? nextDay(last.date) : today;
    await setDelisted(db, c.id, from);
    report.delisted.push(c.ticker);
    log(`  ${c.ticker}: no longer in the SEC's ticker file; kept with its last price, delisted from ${from}`);
  }
}

/**
 * The listing status of the companies fetched in this run, all in the ticker file, from their
 * prices against the market's: one without a price of its own for more than
 * PRICES_STOPPED_AFTER_MARKET_DAYS days the market traded is delisted from the day after its
 * last price (kept, as one that left the file is); a delisted one whose prices are current
 * again is listed again. A company never priced, or whose fetch failed, is left as it is.
 */
async function settleListings(
  db: Kysely<DB>,
  fetched: readonly { id: number; ticker: string; last: string | null }[],
  marketDays: ReadonlySet<string>,
  report: FetchReport,
  log: (line: string) => void,
): Promise<void> {
  if (fetched.length === 0) return;
  // A few hundred days: counting them for each company is cheap.
  const calendar = [...marketDays];
  const daysAfter = (day: string) => calendar.filter((d) => d > day).length;
  const delisted = new Map(
    (
      await db
        .selectFrom("companies")
        .select(["id", sql<string | null>`delisted_on::text`.as("delistedOn")])
        .where(
          "id",
          "in",
          fetched.map((c) => c.id),
        )
        .execute()
    ).map((c) => [c.id, c.delistedOn]),
  );
  for (const c of fetched) {
    if (c.last === null) continue;
    const stopped = daysAfter(c.last) > PRICES_STOPPED_AFTER_MARKET_DAYS;
    const delistedOn = delisted.get(c.id) ?? null;
    if (stopped && !delistedOn) {
      const from = nextDay(c.last);
      await setDelisted(db, c.id, from);
      report.pricesStopped.push(c.ticker);
      log(
        `  ${c.ticker}: no price since ${c.last} while the market traded ${daysAfter(c.last)} days; kept with its last price, delisted from ${from}`,
      );
    } else if (!stopped && delistedOn) {
      await setDelisted(db, c.id, null);
      report.relisted.push(c.ticker);
      log(`  ${c.ticker}: in the SEC's ticker file with prices through ${c.last}; listed again`);
    }
  }
}

/** Delists a company from a day (the sources never say why), or lists it again with null. */
async function setDelisted(db: Kysely<DB>, companyId: number, from: string | null): Promise<void> {
  await db
    .updateTable("companies")
    .set({ delisted_on: from, delisting_reason: from ? "other" : null })
    .where("id", "=", companyId)
    .execute();
}

/**
 * Listings of one registrant trading at a multiple of each other (share-classes.ts): each
 * listing's statements in its own shares, from its latest close against the dearest listing's.
 * Done after every listing's prices are in, whatever order they were fetched in; a listing
 * whose ratio changed is restated whole, and later filings come in restated by it.
 */
async function alignShareClasses(db: Kysely<DB>, report: FetchReport, log: (line: string) => void): Promise<void> {
  const states = await db.selectFrom("market_fetch_state").select(["company_id", "cik", "filing_shares"]).execute();
  const byCik = new Map<number, typeof states>();
  for (const s of states) byCik.set(s.cik, [...(byCik.get(s.cik) ?? []), s]);
  for (const listings of byCik.values()) {
    if (listings.length < 2) continue;
    const closes = await Promise.all(
      listings.map(async (s) => (await storedPriceEnd(db, s.company_id))?.close ?? null),
    );
    const dearest = Math.max(...closes.map((c) => c ?? 0));
    for (const [i, listing] of listings.entries()) {
      const close = closes[i];
      if (close === null || close === undefined) continue;
      const want = filingShares(close, dearest);
      if (want === listing.filing_shares) continue;
      const factor = want / listing.filing_shares;
      const ticker = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("fundamentals")
          .set((eb) => ({
            eps: sql`${eb.ref("eps")} / ${factor}::double precision`,
            dividends_per_share: sql`${eb.ref("dividends_per_share")} / ${factor}::double precision`,
            shares: sql`${eb.ref("shares")} * ${factor}::double precision`,
          }))
          .where("company_id", "=", listing.company_id)
          .execute();
        await trx
          .updateTable("market_fetch_state")
          .set({ filing_shares: want })
          .where("company_id", "=", listing.company_id)
          .execute();
        await writeStatementDividends(trx, listing.company_id);
        await afterStatementsWritten(trx, [listing.company_id]);
        const row = await trx
          .selectFrom("companies")
          .select("ticker")
          .where("id", "=", listing.company_id)
          .executeTakeFirstOrThrow();
        return row.ticker;
      });
      report.shareClasses.push(ticker);
      log(`  ${ticker}: per-share figures in its own shares, ${want} to one share of its registrant's filings`);
    }
  }
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function fetchPrices(
  http: HttpClient,
  config: MarketFetchConfig,
  urls: ReturnType<typeof sourceUrls>,
  ticker: string,
  from: string,
): Promise<FetchedPrices> {
  const tiingo = config.priceSource === "tiingo";
  const answer = await http.get(tiingo ? urls.tiingo(ticker, from) : urls.stooq(ticker, from));
  if (answer.status === 404) return { bars: [], splits: [], dividends: [] };
  return tiingo ? parseTiingoAnswer(answer.text, ticker) : parseStooqAnswer(answer.text, ticker);
}

export function describeReport(r: FetchReport): string[] {
  const lines = [
    `${r.interrupted ? "Interrupted (the next run resumes)" : "Fetched"}: ${r.companies} companies, ${r.updated} with anything new; ` +
      `${r.statements} statement versions, ${r.dividends} dividends, ${r.priceDays} price days, ${r.ratePoints} rate days new; ${r.requests} requests${r.bulk ? " (the SEC's bulk archives for a first load)" : ""}`,
  ];
  if (r.shareClasses.length > 0)
    lines.push(`  restated in their own shares (another class trades at a multiple): ${r.shareClasses.join(", ")}`);
  if (r.delisted.length > 0)
    lines.push(`  delisted ${r.delisted.length} (no longer in the SEC's ticker file, kept): ${r.delisted.join(", ")}`);
  if (r.pricesStopped.length > 0)
    lines.push(
      `  delisted ${r.pricesStopped.length} (in the SEC's ticker file, but no price for more than ${PRICES_STOPPED_AFTER_MARKET_DAYS} market days; kept): ${r.pricesStopped.join(", ")}`,
    );
  if (r.relisted.length > 0) lines.push(`  listed again ${r.relisted.length}: ${r.relisted.join(", ")}`);
  for (const [reason, n] of Object.entries(r.skipped).sort()) lines.push(`  skipped ${n}: ${reason}`);
  for (const f of r.failed) lines.push(`  FAILED ${f.ticker}: ${f.reason}`);
  return lines;
}
