import { spawn } from "node:child_process";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "kysely";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/app";
import { insertSignedInUser } from "./support/fixtures";
import { startMarketSources, type MarketSources } from "./support/market-sources";
import { standInRates, standInUniverse, tenKFiled } from "./support/stand-in-companies";
import type { CompanyEarnings } from "../src/domain/contracts/company";
import { paths } from "../src/domain/paths";
import { formatPercent } from "../src/web/lib/format";
import { loadConfig } from "../src/server/config";
import { marketUpdate } from "../src/server/jobs/market-update";
import { createLogger } from "../src/server/plugins/request-logging";

// Real market data by one command, as a self-hosting investor runs it: `npm run data -- fetch`
// against local stand-ins of the SEC, Stooq and FRED, then the site serving the fetched
// companies (company pages, the screener), and the nightly job bringing what is new.

const root = path.resolve(import.meta.dirname, "..");

function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(SEC_|FETCH_|STOOQ_|FRED_|TIINGO_|PRICE_SOURCE)/.test(k)),
    );
    const child = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["src/server/cli/data.ts", ...args], {
      cwd: root,
      env: { ...clean, ...env },
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("real US market data by one command", () => {
  let t: TestApp;
  let sources: MarketSources;
  let env: Record<string, string>;
  let fetched: { code: number | null; output: string };

  beforeAll(async () => {
    t = await createTestApp();
    sources = await startMarketSources({
      companies: standInUniverse(),
      rates: standInRates(),
    });
    env = {
      DATABASE_URL: t.database.url,
      SEC_DATA_URL: sources.url,
      SEC_FILES_URL: sources.url,
      STOOQ_URL: sources.url,
      FRED_URL: sources.url,
      FETCH_PRICES_FROM: "2021-01-01",
    };
    fetched = await cli(["fetch"], { ...env, SEC_CONTACT: "investor@example.com" });
    await t.app.screener.reload();
  }, 300_000);
  afterAll(async () => {
    await sources?.close();
    await t?.close();
  });

  it("refuses to fetch without a contact address for the SEC, saying what to set", async () => {
    const res = await cli(["fetch"], env);
    expect(res.code).toBe(1);
    expect(res.output).toContain("Fetching from the SEC needs SEC_CONTACT");
    expect(res.output).toContain("SEC_CONTACT=you@example.com npm run data -- fetch");
  });

  it("fetches, reports what it fetched, and runs the research, ratings and screener", () => {
    expect(fetched.code, fetched.output).toBe(0);
    expect(fetched.output).toMatch(
      /Fetched: 3 companies, 3 with anything new; \d+ statement versions, \d+ dividends, \d+ price days, \d+ rate days new/,
    );
    expect(fetched.output).toMatch(/research/i);
    expect(fetched.output).toMatch(/screener/i);
  });

  it("computes the key statistics from the fetched statements: trailing EPS over the last four quarters, P/E, ROE, debt to equity", async () => {
    const { rows } = await sql<{ statistics: Record<string, number | null>; quarters: number[] }>`
      SELECT r.statistics,
             (SELECT array_agg(eps ORDER BY period_end DESC) FROM (
                SELECT eps, period_end FROM fundamentals f
                WHERE f.company_id = c.id AND f.period = 'Q' AND f.superseded_on IS NULL
                ORDER BY period_end DESC LIMIT 4) q) AS quarters
      FROM company_research r JOIN companies c ON c.id = r.company_id WHERE c.ticker = 'ALFA'`.execute(t.database.db);
    const { statistics, quarters } = rows[0]!;
    expect(quarters).toHaveLength(4);
    expect(statistics.earningsPerShare).toBeCloseTo(
      quarters.reduce((a, b) => a + b, 0),
      6,
    );
    for (const key of ["priceEarningsRatio", "returnOnEquity", "debtToEquity", "marketCap", "revenue"])
      expect(statistics[key], key).toBeGreaterThan(0);
  });

  it("serves the fetched companies' pages, with the restated figure from its filing on", async () => {
    const page = await t.app.inject({ method: "GET", url: "/stocks/us/nyse/beta" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Beta Software Corp");
    const { cookie } = await insertSignedInUser(t.database.db);
    const res = await t.app.inject({
      method: "GET",
      url: `${paths.companyEarnings({ exchange: "NYSE", ticker: "BETA" })}.data`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const decoded = await decodeViaTurboStream(new Response(new Uint8Array(res.rawPayload)).body!, globalThis);
    const earnings = Object.values(decoded.value as Record<string, { data?: CompanyEarnings }>).find(
      (r) => r?.data && "annual" in r.data,
    )!.data!;
    const stored = await sql<{ revenue: number; filed: string }>`
      SELECT revenue, filed_on::text AS filed FROM fundamentals f JOIN companies c ON c.id = f.company_id
      WHERE c.ticker = 'BETA' AND f.period = 'A' AND f.fiscal_year = 2022 ORDER BY filed_on`.execute(t.database.db);
    expect(stored.rows.map((r) => r.filed)).toEqual([tenKFiled(2022), tenKFiled(2023)]);
    expect(earnings.annual.find((a) => a.fiscalYear === 2022)?.revenue).toBe(stored.rows[1]!.revenue);
    expect(earnings.annual.map((a) => a.fiscalYear).sort()).toEqual([2021, 2022, 2023]);
  });

  it("shows a fetched company's dividend yield and its dividends from the filings, dated by filing", async () => {
    const close = sources.data.companies.find((c) => c.ticker === "GAMA")!.prices.at(-1)![4];
    const page = await t.app.inject({
      method: "GET",
      url: paths.companyDividends({ exchange: "NYSE", ticker: "GAMA" }),
    });
    expect(page.statusCode).toBe(200);
    // $0.30 declared in each of the four latest quarters' filings, over the last close.
    const yieldCell = /data-testid="dividend-yield"[^>]*>([^<]*)</.exec(page.body)?.[1];
    expect(yieldCell).toBe(formatPercent(1.2 / Math.fround(close), 2));
    expect(page.body).toContain(`${tenKFiled(2023)}`);
    expect(page.body).toContain("comes from the company&#x27;s filings with the SEC");
    // A company whose filings declare none: whether it pays is not known.
    const alfa = await t.app.inject({
      method: "GET",
      url: paths.companyDividends({ exchange: "Nasdaq", ticker: "ALFA" }),
    });
    expect(alfa.body).toContain("whether it pays a dividend is not known");
  });

  it("lists the fetched companies in the screener", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/screener/companies" });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ total: number; rows: { url: string }[] }>();
    expect(body.total).toBe(3);
    expect(body.rows.map((r) => r.url).sort()).toEqual([
      "/stocks/us/nasdaq/alfa",
      "/stocks/us/nyse/beta",
      "/stocks/us/nyse/gama",
    ]);
  });

  it("a second run fetches nothing new", async () => {
    const before = sources.requests.length;
    const res = await cli(["fetch"], { ...env, SEC_CONTACT: "investor@example.com" });
    expect(res.code, res.output).toBe(0);
    expect(res.output).toContain(
      "Fetched: 3 companies, 0 with anything new; 0 statement versions, 0 dividends, 0 price days, 0 rate days new",
    );
    expect(sources.requests.slice(before).filter((r) => r.path.includes("companyfacts"))).toEqual([]);
  });

  it("the nightly job fetches the new days when FETCH_NIGHTLY is set", async () => {
    for (const c of sources.data.companies) {
      const last = c.prices.at(-1)!;
      c.prices.push(["2024-07-01", last[4], last[4] + 1, last[4] - 1, last[4] + 0.25, 5000]);
    }
    const config = loadConfig({ NODE_ENV: "test", ...env, SEC_CONTACT: "investor@example.com", FETCH_NIGHTLY: "true" });
    await marketUpdate.run(
      {
        config,
        db: t.database.db,
        pool: t.database.pool,
        log: createLogger("info", new Writable({ write: (_c, _e, done) => done() })),
        signal: new AbortController().signal,
      },
      {},
    );
    const asOf = await t.database.db
      .selectFrom("market_meta")
      .select("value")
      .where("key", "=", "as_of")
      .executeTakeFirst();
    expect(asOf?.value).toBe("2024-07-01");
    const research = await t.database.db
      .selectFrom("market_meta")
      .select("value")
      .where("key", "=", "research_as_of")
      .executeTakeFirst();
    expect(research?.value).toBe("2024-07-01");
  });
});
