import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testPool, type TestDatabase } from "../../../test/support/database";
import { startMarketSources, type MarketSources } from "../../../test/support/market-sources";
import {
  standInCompany,
  standInRates,
  standInUniverse,
  tenKFiled,
  tenQFiled,
} from "../../../test/support/stand-in-companies";
import { readCompanyFacts } from "../../domain/xbrl/company-facts";
import { statementsFromFacts } from "../../domain/xbrl/statements-from-facts";
import { companyFactsJson } from "../../domain/xbrl/test-facts";
import { runMarketPipeline } from "../pipeline/market-pipeline";
import { readPriceHistory } from "../price-store";
import { DEMO_MARKET_HERE, fetchMarket, MISSING_CONTACT, type FetchReport } from "./fetch-market";
import { fetchData } from "./fetch-step";

// `npm run data -- fetch` against local stand-ins of the SEC, Stooq and FRED, into a test
// database, and then the market pipeline (research, ratings, screener) on what it stored.

const UNIVERSE = () => [
  ...standInUniverse(),
  // A registrant that has filed no XBRL facts (the SEC answers 404): prices only.
  {
    ...standInCompany({
      cik: 1004,
      ticker: "DLTA",
      name: "Delta Holdings",
      exchange: "Nasdaq",
      sic: "6770",
      revenue: 1e8,
    }),
    facts: null,
  },
];

const noop = () => undefined;

describe("fetching real market data from the public sources", () => {
  let database: TestDatabase;
  let sources: MarketSources;
  let first: FetchReport;
  let lines: string[] = [];
  const run = async (extra: Partial<Parameters<typeof fetchMarket>[1]> = {}) => {
    lines = [];
    return fetchMarket(database.db, {
      config: sources.config(),
      log: (l) => lines.push(l),
      onProgress: noop,
      backoffMs: 20,
      ...extra,
    });
  };
  const secRequests = () => sources.requests.filter((r) => /^\/(submissions|api|files)\//.test(r.path));

  beforeAll(async () => {
    database = await createTestDatabase();
    sources = await startMarketSources({ companies: UNIVERSE(), rates: standInRates() });
    // The first load meets the failure modes of a busy server on the way.
    sources.fail(/\/submissions\/CIK0000001001\.json/, { status: 429, retryAfter: "1" });
    sources.fail(/\/api\/xbrl\/companyfacts\/CIK0000001002\.json/, { status: 503 }, { truncate: true });
    sources.fail(/\/q\/d\/l\/\?s=gama/, { status: 500 });
    const pool = testPool(database.url, 8);
    try {
      const result = await runMarketPipeline(pool, {
        data: fetchData(sources.config(), { backoffMs: 20 }),
        skip: [],
      });
      first = result.data as FetchReport;
    } finally {
      await pool.end();
    }
  }, 300_000);
  afterAll(async () => {
    await sources?.close();
    await database?.close();
  });

  const company = (ticker: string) =>
    database.db.selectFrom("companies").selectAll().where("ticker", "=", ticker).executeTakeFirstOrThrow();

  it("refuses to run without a contact address for the SEC, before asking anything", async () => {
    const before = sources.requests.length;
    await expect(run({ config: { ...sources.config(), secContact: undefined } })).rejects.toThrow(MISSING_CONTACT);
    expect(sources.requests.length).toBe(before);
  });

  it("fills companies from the SEC's ticker file and submissions: exchange, CIK and industry from the SIC code", async () => {
    expect(first.companies).toBe(4);
    expect(first.failed).toEqual([]);
    expect(await company("ALFA")).toMatchObject({
      exchange: "NASDAQ",
      cik: 1001,
      name: "Alfa Computers Inc.",
      source: "import",
    });
    const industries = await database.db
      .selectFrom("companies as c")
      .innerJoin("industries as i", "i.id", "c.industry_id")
      .select(["c.ticker", "i.name"])
      .orderBy("c.ticker")
      .execute();
    expect(industries).toEqual([
      { ticker: "ALFA", name: "Computer Hardware" },
      { ticker: "BETA", name: "Software - Application" },
      { ticker: "DLTA", name: "Shell Companies" },
      { ticker: "GAMA", name: "Banks - Regional" },
    ]);
    // The OTC entry of the ticker file is not a company of ours.
    expect(
      await database.db.selectFrom("companies").select("id").where("ticker", "=", "SOMEF").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("stores annual and quarterly statements with their filing dates", async () => {
    const { id } = await company("ALFA");
    const rows = await database.db
      .selectFrom("fundamentals")
      .select([
        "period",
        "fiscal_year",
        "fiscal_quarter",
        sql<string>`period_end::text`.as("end"),
        sql<string>`filed_on::text`.as("filed"),
        "revenue",
        "operating_cash_flow",
        "capital_expenditure",
        "superseded_on",
      ])
      .where("company_id", "=", id)
      .orderBy("period_end")
      .orderBy("period", "desc")
      .execute();
    expect(rows.filter((r) => r.period === "A").map((r) => [r.fiscal_year, r.filed])).toEqual([
      [2021, tenKFiled(2021)],
      [2022, tenKFiled(2022)],
      [2023, tenKFiled(2023)],
    ]);
    // Q1-Q3 from the 10-Qs, Q4 from the 10-K (the year less nine months); 2024's first quarter.
    expect(rows.filter((r) => r.period === "Q")).toHaveLength(13);
    const q2 = rows.find((r) => r.end === "2022-06-30")!;
    expect(q2).toMatchObject({ fiscal_year: 2022, fiscal_quarter: 2, filed: tenQFiled(2022, 2) });
    expect(q2.operating_cash_flow).toBeGreaterThan(0);
    expect(q2.capital_expenditure).toBeLessThan(0);
    const q4 = rows.find((r) => r.end === "2023-12-31" && r.period === "Q")!;
    const a23 = rows.find((r) => r.end === "2023-12-31" && r.period === "A")!;
    const firstThree = rows.filter((r) => r.period === "Q" && r.fiscal_year === 2023 && r.fiscal_quarter < 4);
    expect(q4.revenue).toBe(a23.revenue! - firstThree.reduce((s, r) => s + r.revenue!, 0));
    expect(rows.every((r) => r.superseded_on === null)).toBe(true);
    expect((await company("ALFA")).shares_outstanding).toBe(1e8);
  });

  it("keeps a restated figure point in time: the later filing counts from its filing date only", async () => {
    const { id } = await company("BETA");
    const versions = await database.db
      .selectFrom("fundamentals")
      .select([
        "revenue",
        sql<string>`filed_on::text`.as("filed"),
        sql<string | null>`superseded_on::text`.as("superseded"),
      ])
      .where("company_id", "=", id)
      .where("period", "=", "A")
      .where("fiscal_year", "=", 2022)
      .orderBy("filed_on")
      .execute();
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ filed: tenKFiled(2022), superseded: tenKFiled(2023) });
    expect(versions[1]).toMatchObject({ filed: tenKFiled(2023), superseded: null });
    expect(versions[1]!.revenue).toBeCloseTo(versions[0]!.revenue! * 0.95, -1);
    // What a reader on a date sees (the research's and the screener's predicate).
    const known = async (asOf: string) =>
      (
        await sql<{ revenue: number }>`SELECT revenue FROM fundamentals
          WHERE company_id = ${id} AND period = 'A' AND fiscal_year = 2022
            AND filed_on <= ${asOf} AND (superseded_on IS NULL OR superseded_on > ${asOf})`.execute(database.db)
      ).rows.map((r) => r.revenue);
    expect(await known("2023-06-30")).toEqual([versions[0]!.revenue]);
    expect(await known(tenKFiled(2023))).toEqual([versions[1]!.revenue]);
    expect(await known("2023-01-31")).toEqual([]);
  });

  it("stores daily prices and Treasury yields, and the market's as-of date is the last price day", async () => {
    const { id } = await company("GAMA");
    const years = await database.db
      .selectFrom("price_years")
      .select(["year", "days", sql<string>`last_date::text`.as("last")])
      .where("company_id", "=", id)
      .orderBy("year")
      .execute();
    expect(years.map((y) => y.year)).toEqual([2021, 2022, 2023, 2024]);
    expect(years.at(-1)!.last).toBe("2024-06-28");
    const rates = await database.db
      .selectFrom("macro_series")
      .select(["series", sql<number>`count(*)::int`.as("n")])
      .groupBy("series")
      .orderBy("series")
      .execute();
    expect(rates.map((r) => r.series)).toEqual(["treasury_10y", "treasury_3m"]);
    const meta = await database.db
      .selectFrom("market_meta")
      .select(["key", "value"])
      .where("key", "in", ["source", "as_of"])
      .execute();
    expect(Object.fromEntries(meta.map((m) => [m.key, m.value]))).toEqual({ source: "import", as_of: "2024-06-28" });
  });

  it("stores the dividends declared in the filings, dated the day each was filed, and the research's yield counts the latest four", async () => {
    const { id } = await company("GAMA");
    const rows = await database.db
      .selectFrom("dividends")
      .select([sql<string>`ex_date::text`.as("exDate"), "pay_date", "amount", "source", "prices_adjusted"])
      .where("company_id", "=", id)
      .orderBy("ex_date")
      .execute();
    // A quarter a year from 2021 to 2023, and the first of 2024: $0.30 each, the fourth the year's $1.20 less the three before.
    expect(rows).toHaveLength(13);
    expect(first.dividends).toBe(13);
    expect(rows.slice(-4)).toEqual(
      [tenQFiled(2023, 2), tenQFiled(2023, 3), tenKFiled(2023), tenQFiled(2024, 1)].map((exDate) => ({
        exDate,
        pay_date: null,
        amount: 0.3,
        source: "statement",
        prices_adjusted: true,
      })),
    );
    const research = await sql<{
      dividends: { known: boolean; trailingAnnualDividend: number; dividendYield: number };
    }>`
      SELECT r.dividends FROM company_research r WHERE r.company_id = ${id}`.execute(database.db);
    const close = sources.data.companies
      .find((c) => c.ticker === "GAMA")!
      .prices.find((p) => p[0] === "2024-06-28")![4];
    const { dividends } = research.rows[0]!;
    expect(dividends.known).toBe(true);
    expect(dividends.trailingAnnualDividend).toBeCloseTo(1.2, 9);
    expect(dividends.dividendYield).toBeCloseTo(1.2 / Math.fround(close), 6);
    // The fetched prices already reflect the dividends: the adjusted close is the close.
    const bars = await readPriceHistory(database.db, id);
    expect(bars.every((b) => b.adjClose === b.close)).toBe(true);
    // A company whose filings declare no dividend: whether it pays is not known (decision 033).
    const alfa = await sql<{ dividends: { known: boolean } }>`
      SELECT r.dividends FROM company_research r JOIN companies c ON c.id = r.company_id WHERE c.ticker = 'ALFA'`.execute(
      database.db,
    );
    expect(alfa.rows[0]!.dividends.known).toBe(false);
  });

  it("reports a company the SEC holds no facts for, and still stores its prices", async () => {
    expect(first.skipped["statements: the SEC holds no XBRL facts"]).toBe(1);
    const { id } = await company("DLTA");
    expect(
      await database.db.selectFrom("fundamentals").select("company_id").where("company_id", "=", id).execute(),
    ).toEqual([]);
    expect(
      await database.db.selectFrom("price_years").select("year").where("company_id", "=", id).execute(),
    ).toHaveLength(4);
    expect(
      await database.db
        .selectFrom("market_fetch_state")
        .select("facts_note")
        .where("company_id", "=", id)
        .executeTakeFirst(),
    ).toEqual({ facts_note: "no XBRL facts" });
  });

  it("retries what a busy server answers: 429 after its Retry-After, 5xx and a body cut short with back-off", () => {
    const tries = (path: RegExp) => sources.requests.filter((r) => path.test(r.path));
    const submissions = tries(/\/submissions\/CIK0000001001\.json/);
    expect(submissions.map((r) => r.status).slice(0, 2)).toEqual([429, 200]);
    // Retry-After: 1 is a second at least between the two.
    expect(submissions[1]!.at - submissions[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(
      tries(/\/api\/xbrl\/companyfacts\/CIK0000001002\.json/)
        .map((r) => r.status)
        .slice(0, 3),
    ).toEqual([503, 200, 200]);
    expect(
      tries(/\/q\/d\/l\/\?s=gama/)
        .map((r) => r.status)
        .slice(0, 2),
    ).toEqual([500, 200]);
  });

  it("names our contact in the User-Agent of every request, and sends the SEC at most 10 requests in any second", () => {
    expect(sources.requests.every((r) => r.userAgent === "OpenZen market data investor@example.com")).toBe(true);
    const times = secRequests().map((r) => r.at);
    for (let i = 10; i < times.length; i++) expect(times[i]! - times[i - 10]!).toBeGreaterThanOrEqual(1000);
  });

  it("runs the research, Zen Ratings and screener on the fetched companies", async () => {
    const researched = await database.db.selectFrom("company_research").select("company_id").execute();
    expect(researched.length).toBe(4);
    const screened = await database.db.selectFrom("screener_snapshot").select("company_id").execute();
    expect(screened.length).toBe(4);
    const rated = await database.db.selectFrom("ratings_latest").select("company_id").execute();
    expect(rated.length).toBeGreaterThan(0);
  });

  it("a second run fetches nothing new: no company facts, no new rows, and the pipeline has nothing to do", async () => {
    const before = sources.requests.length;
    const pool = testPool(database.url, 4);
    try {
      const result = await runMarketPipeline(pool, { data: fetchData(sources.config(), { backoffMs: 20 }) });
      const report = result.data as FetchReport;
      expect(report).toMatchObject({
        updated: 0,
        statements: 0,
        dividends: 0,
        priceDays: 0,
        ratePoints: 0,
        failed: [],
      });
      // DLTA has filings but no facts: known from the first run, not asked for again.
      expect(report.skipped["statements: no new filings"]).toBe(4);
      expect(result.steps.filter((s) => s.name !== "data" && s.ran)).toEqual([]);
      expect(result.changed).toBe(false);
    } finally {
      await pool.end();
    }
    const paths = sources.requests.slice(before).map((r) => r.path);
    expect(paths.filter((p) => p.includes("companyfacts"))).toEqual([]);
    // The ticker file, a submissions file and a price request per company, and one per rate series.
    expect(paths).toHaveLength(1 + 4 + 4 + 2);
  });

  it("then fetches only the new filing and the new days", async () => {
    const alfa = sources.data.companies.find((c) => c.ticker === "ALFA")!;
    const fresh = standInUniverse(2024)[0]!;
    // The second quarter of 2024 is filed, and two more trading days are out.
    alfa.filings = fresh.filings.filter((f) => f.filingDate <= tenQFiled(2024, 2));
    alfa.facts = fresh.facts!.filter((f) => f.filed <= tenQFiled(2024, 2));
    const last = alfa.prices.at(-1)!;
    alfa.prices.push(
      ["2024-07-01", last[4], last[4] + 1, last[4] - 1, last[4] + 0.5, 1000],
      ["2024-07-02", last[4] + 0.5, last[4] + 1, last[4], last[4] + 0.7, 1000],
    );
    const before = sources.requests.length;
    const report = await run();
    const paths = sources.requests.slice(before).map((r) => r.path);
    expect(paths.filter((p) => p.includes("companyfacts"))).toEqual(["/api/xbrl/companyfacts/CIK0000001001.json"]);
    expect(report).toMatchObject({ updated: 1, priceDays: 2, failed: [] });
    expect(report.statements).toBeGreaterThan(0);
    const { id } = await company("ALFA");
    const q2 = await database.db
      .selectFrom("fundamentals")
      .select(sql<string>`filed_on::text`.as("filed"))
      .where("company_id", "=", id)
      .where(sql<string>`period_end::text`, "=", "2024-06-30")
      .executeTakeFirst();
    expect(q2).toEqual({ filed: tenQFiled(2024, 2) });
  });

  it("after an interruption, resumes with the companies not yet done", async () => {
    // Every company has something new: a day more of prices.
    for (const c of sources.data.companies) {
      const last = c.prices.at(-1)!;
      c.prices.push(["2024-07-03", last[4], last[4], last[4], last[4], 10]);
    }
    const controller = new AbortController();
    const interrupted = await run({
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 2) controller.abort(new Error("Ctrl-C"));
      },
    });
    expect(interrupted.interrupted).toBe(true);
    const before = sources.requests.length;
    const resumed = await run();
    expect(resumed).toMatchObject({ resumed: true, interrupted: false, failed: [] });
    expect(resumed.skipped["brought up to date before the interruption"]).toBe(2);
    const asked = sources.requests
      .slice(before)
      .map((r) => r.path)
      .filter((p) => p.startsWith("/submissions/"));
    expect(asked).toEqual(["/submissions/CIK0000001003.json", "/submissions/CIK0000001004.json"]);
    expect(lines.some((l) => l.startsWith("Resuming the fetch begun"))).toBe(true);
    // And the run after that is a whole one again.
    expect((await run()).resumed).toBe(false);
  });

  it("reports a company whose source keeps failing, stores the others, and fetches it on the next run", async () => {
    for (const c of sources.data.companies) {
      const last = c.prices.at(-1)!;
      c.prices.push(["2024-07-05", last[4], last[4], last[4], last[4], 10]);
    }
    sources.fail(/\/submissions\/CIK0000001003\.json/, ...Array.from({ length: 6 }, () => ({ status: 503 })));
    const report = await run();
    expect(report.failed).toEqual([
      { ticker: "GAMA", reason: expect.stringMatching(/^HTTP 503 from .*CIK0000001003\.json, 6 tries$/) },
    ]);
    expect(report.priceDays).toBe(3);
    expect(lines.some((l) => l.startsWith("  FAILED GAMA: HTTP 503"))).toBe(true);
    const again = await run();
    expect(again).toMatchObject({ failed: [], priceDays: 1 });
  });
  it("fetches a company's whole history again when the source re-adjusted it (a split)", async () => {
    const gama = sources.data.companies.find((c) => c.ticker === "GAMA")!;
    // A 2-for-1 split: the source halves every earlier price and adds the new day.
    gama.prices = gama.prices.map(([d, o, h, l, c, v]) => [d, o / 2, h / 2, l / 2, c / 2, v * 2]);
    const last = gama.prices.at(-1)!;
    gama.prices.push(["2024-07-08", last[4], last[4], last[4], last[4], 10]);
    const report = await run();
    expect(lines.some((l) => l.includes("GAMA: prices re-adjusted at the source"))).toBe(true);
    expect(report.failed).toEqual([]);
    const { id } = await company("GAMA");
    const stored = await readPriceHistory(database.db, id);
    expect(stored).toHaveLength(gama.prices.length);
    // Stored as 32-bit floats (price-codec.ts).
    expect(stored.map((b) => b.close)).toEqual(gama.prices.map((p) => Math.fround(p[4])));
  });

  it("keeps a company that left the SEC's ticker file, with its last price and a delisting date, and lists it again when it is back", async () => {
    const dlta = sources.data.companies.find((c) => c.ticker === "DLTA")!;
    sources.data.companies = sources.data.companies.filter((c) => c !== dlta);
    const before = sources.requests.length;
    const report = await run();
    expect(report).toMatchObject({ companies: 3, delisted: ["DLTA"], failed: [] });
    expect(lines).toContain("  delisted 1 (no longer in the SEC's ticker file, kept): DLTA");
    // Nothing is asked for it any more.
    expect(sources.requests.slice(before).filter((r) => /CIK0000001004|s=dlta/.test(r.path))).toEqual([]);
    const { id } = await company("DLTA");
    const lastPrice = (await readPriceHistory(database.db, id)).at(-1)!;
    expect(lastPrice.date).toBe(dlta.prices.at(-1)![0]);
    const stored = await database.db
      .selectFrom("companies")
      .select([sql<string>`delisted_on::text`.as("delistedOn"), "delisting_reason"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const dayAfter = new Date(`${lastPrice.date}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(stored).toEqual({ delistedOn: dayAfter.toISOString().slice(0, 10), delisting_reason: "other" });
    // A run after that does not delist it again; one that finds it back lists it again.
    expect((await run()).delisted).toEqual([]);
    sources.data.companies.push(dlta);
    expect((await run()).relisted).toEqual(["DLTA"]);
    expect(lines).toContain("  listed again 1: DLTA");
    expect((await company("DLTA")).delisted_on).toBeNull();
  });

  it("delists a company still in the ticker file whose prices stopped more than ten market days ago, and lists it again when they resume", async () => {
    const trade = (tickers: string[], days: string[]) => {
      for (const c of sources.data.companies.filter((c) => tickers.includes(c.ticker))) {
        const close = c.prices.at(-1)![4];
        for (const day of days) c.prices.push([day, close, close, close, close, 10]);
      }
    };
    const listing = async (ticker: string) =>
      database.db
        .selectFrom("companies")
        .select([sql<string | null>`delisted_on::text`.as("delistedOn"), "delisting_reason"])
        .where("ticker", "=", ticker)
        .executeTakeFirstOrThrow();
    const beta = sources.data.companies.find((c) => c.ticker === "BETA")!;
    const betaLast = beta.prices.at(-1)![0];
    expect(betaLast).toBe("2024-07-05");
    // GAMA traded on 2024-07-08 already; nine more market days without BETA make ten.
    const others = ["ALFA", "GAMA", "DLTA"];
    trade(others, ["2024-07-09", "2024-07-10", "2024-07-11", "2024-07-12", "2024-07-15"]);
    trade(others, ["2024-07-16", "2024-07-17", "2024-07-18", "2024-07-19"]);
    const tenDays = await run();
    expect(tenDays).toMatchObject({ pricesStopped: [], failed: [] });
    expect(await listing("BETA")).toEqual({ delistedOn: null, delisting_reason: null });

    // The eleventh: delisted from the day after its last price, which it keeps.
    trade(others, ["2024-07-22"]);
    const eleven = await run();
    expect(eleven).toMatchObject({ pricesStopped: ["BETA"], delisted: [], failed: [] });
    expect(await listing("BETA")).toEqual({ delistedOn: "2024-07-06", delisting_reason: "other" });
    expect(lines).toContain(
      "  delisted 1 (in the SEC's ticker file, but no price for more than 10 market days; kept): BETA",
    );
    const { id } = await company("BETA");
    expect((await readPriceHistory(database.db, id)).at(-1)!.date).toBe(betaLast);
    // Not delisted again by the next run, and the others stay listed.
    expect(await run()).toMatchObject({ pricesStopped: [], relisted: [] });
    for (const t of others) expect((await listing(t)).delistedOn).toBeNull();

    // Its prices resume: listed again, with the new day stored.
    trade([...others, "BETA"], ["2024-07-23"]);
    const resumed = await run();
    expect(resumed).toMatchObject({ relisted: ["BETA"], pricesStopped: [], failed: [] });
    expect(await listing("BETA")).toEqual({ delistedOn: null, delisting_reason: null });
    expect((await readPriceHistory(database.db, id)).at(-1)!.date).toBe("2024-07-23");
  });
});

describe("fetching the listings of one registrant, and only the tickers asked for", () => {
  let database: TestDatabase;
  let sources: MarketSources;
  let report: FetchReport;
  beforeAll(async () => {
    database = await createTestDatabase();
    const berkshire = standInCompany({
      cik: 3001,
      ticker: "BRK-A",
      name: "BERKSHIRE HATHAWAY INC",
      sic: "6331",
      revenue: 3e11,
    });
    sources = await startMarketSources({
      companies: [
        berkshire,
        {
          ...berkshire,
          ticker: "BRK-B",
          prices: berkshire.prices.map(([d, o, h, l, c, v]) => [d, o / 1500, h / 1500, l / 1500, c / 1500, v]),
        },
        standInCompany({ cik: 3002, ticker: "OTHR", name: "Other Inc.", sic: "3571", revenue: 1e9 }),
      ],
      rates: standInRates(),
    });
    report = await fetchMarket(database.db, {
      config: sources.config({ FETCH_TICKERS: "BRK-A, brk-b, NOPE" }),
      log: noop,
      onProgress: noop,
      backoffMs: 20,
    });
  }, 120_000);
  afterAll(async () => {
    await sources?.close();
    await database?.close();
  });

  it("asks for a registrant's submissions and facts once, and stores its statements for each listing", async () => {
    expect(report).toMatchObject({ companies: 2, failed: [] });
    const asked = sources.requests.map((r) => r.path);
    expect(asked.filter((p) => p.includes("CIK0000003001"))).toEqual([
      "/submissions/CIK0000003001.json",
      "/api/xbrl/companyfacts/CIK0000003001.json",
    ]);
    expect(
      asked.filter((p) => p.startsWith("/q/d/l/")).map((p) => new URL(p, "http://x").searchParams.get("s")),
    ).toEqual(["brk-a.us", "brk-b.us"]);
    const rows = await sql<{ ticker: string; statements: number; years: number }>`
      SELECT c.ticker, (SELECT count(*)::int FROM fundamentals f WHERE f.company_id = c.id) AS statements,
             (SELECT count(*)::int FROM price_years p WHERE p.company_id = c.id) AS years
      FROM companies c ORDER BY c.ticker`.execute(database.db);
    expect(rows.rows.map((r) => r.ticker)).toEqual(["BRK-A", "BRK-B"]);
    expect(rows.rows[0]!.statements).toBeGreaterThan(0);
    expect(rows.rows[1]!.statements).toBe(rows.rows[0]!.statements);
    expect(rows.rows.map((r) => r.years)).toEqual([4, 4]);
  });

  it("states a cheaper class's per-share figures in its own shares: BRK-B's EPS is BRK-A's over 1,500, its share count 1,500 times", async () => {
    expect(report.shareClasses).toEqual(["BRK-B"]);
    const rows = await sql<{ ticker: string; eps: number; shares: number; outstanding: number; per: number }>`
      SELECT c.ticker, f.eps, f.shares, c.shares_outstanding::float8 AS outstanding, s.filing_shares AS per
      FROM fundamentals f JOIN companies c ON c.id = f.company_id JOIN market_fetch_state s ON s.company_id = c.id
      WHERE f.period = 'A' AND f.fiscal_year = 2023 AND f.superseded_on IS NULL ORDER BY c.ticker`.execute(database.db);
    const [a, b] = rows.rows;
    expect([a!.per, b!.per]).toEqual([1, 1500]);
    expect(b!.eps).toBeCloseTo(a!.eps / 1500, 9);
    expect(b!.shares).toBeCloseTo(a!.shares * 1500, 0);
    // One company's value whichever class it is read from.
    const close = async (ticker: string) => {
      const { id } = await database.db
        .selectFrom("companies")
        .select("id")
        .where("ticker", "=", ticker)
        .executeTakeFirstOrThrow();
      return (await readPriceHistory(database.db, id)).at(-1)!.close;
    };
    const [closeA, closeB] = [await close("BRK-A"), await close("BRK-B")];
    expect((b!.outstanding * closeB) / (a!.outstanding * closeA)).toBeCloseTo(1, 3);
    expect(b!.eps / closeB).toBeCloseTo(a!.eps / closeA, 6);
    // And nothing to restate on the next run.
    const again = await fetchMarket(database.db, {
      config: sources.config({ FETCH_TICKERS: "BRK-A, brk-b" }),
      log: noop,
      onProgress: noop,
      backoffMs: 20,
    });
    expect(again).toMatchObject({ shareClasses: [], statements: 0, updated: 0 });
  });

  it("says which asked-for ticker the SEC does not list", () => {
    expect(report.skipped["NOPE: not listed on NYSE, Nasdaq or NYSE American in the SEC file"]).toBe(1);
    expect(sources.requests.some((r) => r.path.includes("CIK0000003002") || r.path.includes("othr"))).toBe(false);
  });
});

describe("a first load from the SEC's bulk archives", () => {
  let database: TestDatabase;
  let sources: MarketSources;
  beforeAll(async () => {
    database = await createTestDatabase();
    sources = await startMarketSources({ companies: UNIVERSE(), rates: standInRates() });
  }, 120_000);
  afterAll(async () => {
    await sources?.close();
    await database?.close();
  });
  const fetchWith = (bulkFrom: string) =>
    fetchMarket(database.db, {
      config: sources.config({ FETCH_BULK_FROM: bulkFrom }),
      log: noop,
      onProgress: noop,
      backoffMs: 20,
    });

  it("reads two archives instead of two requests per company, and stores the same statements", async () => {
    // A body cut short on the way is fetched again.
    sources.fail(/companyfacts\.zip/, { truncate: true });
    const report = await fetchWith("2");
    expect(report).toMatchObject({ bulk: true, companies: 4, failed: [] });
    const paths = sources.requests.map((r) => r.path);
    expect(paths.filter((p) => /^\/(submissions|api)\//.test(p))).toEqual([]);
    expect(paths.filter((p) => p.endsWith(".zip"))).toEqual([
      "/Archives/edgar/daily-index/bulkdata/submissions.zip",
      "/Archives/edgar/daily-index/xbrl/companyfacts.zip",
      "/Archives/edgar/daily-index/xbrl/companyfacts.zip",
    ]);
    // A registrant the archive holds no facts for is one the SEC has none for.
    expect(report.skipped["statements: the SEC holds no XBRL facts"]).toBe(1);
    const counts = await sql<{ ticker: string; n: number; sic: number | null }>`
      SELECT c.ticker, count(f.*)::int AS n, c.industry_id AS sic FROM companies c
      LEFT JOIN fundamentals f ON f.company_id = c.id GROUP BY c.ticker, c.industry_id ORDER BY c.ticker`.execute(
      database.db,
    );
    const byTicker = Object.fromEntries(counts.rows.map((r) => [r.ticker, r]));
    for (const c of sources.data.companies.filter((x) => x.facts)) {
      const expected = statementsFromFacts(readCompanyFacts(companyFactsJson(c.cik, c.name, c.facts!)));
      expect(byTicker[c.ticker]!.n, c.ticker).toBe(expected.length);
      expect(byTicker[c.ticker]!.sic, c.ticker).not.toBeNull();
    }
    expect(byTicker.DLTA!.n).toBe(0);
  });

  it("then asks company by company: a second run fetches nothing new", async () => {
    const before = sources.requests.length;
    const report = await fetchWith("2");
    expect(report).toMatchObject({ bulk: false, statements: 0, updated: 0, failed: [] });
    const paths = sources.requests.slice(before).map((r) => r.path);
    expect(paths.filter((p) => p.endsWith(".zip"))).toEqual([]);
    expect(paths.filter((p) => p.startsWith("/submissions/"))).toHaveLength(4);
  });
});

describe("a database that holds the demo market", () => {
  it("is not fetched into: the fetch says to use a database of its own, before asking anything", async () => {
    const database = await createTestDatabase();
    const sources = await startMarketSources({ companies: standInUniverse(), rates: standInRates() });
    try {
      await database.db
        .insertInto("companies")
        .values({ exchange: "NYSE", ticker: "DEMO", name: "Demo Corp", source: "demo" })
        .execute();
      await expect(fetchMarket(database.db, { config: sources.config(), log: noop, onProgress: noop })).rejects.toThrow(
        DEMO_MARKET_HERE,
      );
      expect(sources.requests).toEqual([]);
    } finally {
      await sources.close();
      await database.close();
    }
  });
});
