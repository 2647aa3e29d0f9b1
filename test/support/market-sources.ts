import http from "node:http";
import type { AddressInfo } from "node:net";
import { companyFactsJson, type FactSpec } from "../../src/domain/xbrl/test-facts";
import { marketFetchConfig, type MarketFetchConfig } from "../../src/server/market-fetch-config";
import { zipFile } from "./zip-file";

// Local stand-ins for the public sources of `npm run data -- fetch`, on one free port, serving
// their official formats: the SEC's company_tickers_exchange.json, submissions and XBRL company
// facts, Stooq's daily CSV and FRED's graph CSV. A test changes `data` between runs (a new
// filing, new days) and queues failures per address: 429 or 5xx with Retry-After, or a body cut
// short. Every request is logged with its time and User-Agent.

export interface StandInCompany {
  cik: number;
  name: string;
  ticker: string;
  exchange: string;
  sic: string;
  filings: { form: string; filingDate: string }[];
  /** null: the SEC has no facts for it (404). */
  facts: FactSpec[] | null;
  /** Date, open, high, low, close, volume. */
  prices: [string, number, number, number, number, number][];
}

export interface StandInData {
  companies: StandInCompany[];
  /** FRED series code to [date, value] ("." for a day without one). */
  rates: Record<string, [string, string][]>;
}

export type Failure = { status: number; retryAfter?: string } | { truncate: true };

export interface LoggedRequest {
  path: string;
  at: number;
  userAgent: string | undefined;
  status: number;
}

export interface MarketSources {
  url: string;
  data: StandInData;
  requests: LoggedRequest[];
  /** The next requests whose path matches answer these failures, one each, in order. */
  fail(path: RegExp, ...failures: Failure[]): void;
  /** The fetch configuration pointing at the stand-ins. */
  config(extra?: Record<string, string>): MarketFetchConfig;
  close(): Promise<void>;
}

const cik10 = (cik: number) => String(cik).padStart(10, "0");

function tickerFile(data: StandInData): string {
  return JSON.stringify({
    fields: ["cik", "name", "ticker", "exchange"],
    data: [...data.companies.map((c) => [c.cik, c.name, c.ticker, c.exchange]), [1999999, "Some Fund", "SOMEF", "OTC"]],
  });
}

function submissions(c: StandInCompany): string {
  const sorted = [...c.filings].sort((a, b) => (a.filingDate < b.filingDate ? 1 : -1));
  return JSON.stringify({
    cik: String(c.cik),
    entityType: "operating",
    sic: c.sic,
    sicDescription: "",
    name: c.name,
    tickers: [c.ticker],
    exchanges: [c.exchange],
    fiscalYearEnd: "1231",
    filings: {
      recent: {
        accessionNumber: sorted.map(
          (f, i) => `${cik10(c.cik)}-${f.filingDate.slice(2, 4)}-${String(i).padStart(6, "0")}`,
        ),
        filingDate: sorted.map((f) => f.filingDate),
        reportDate: sorted.map(() => ""),
        form: sorted.map((f) => f.form),
        primaryDocument: sorted.map(() => "doc.htm"),
      },
      files: [],
    },
  });
}

function stooq(c: StandInCompany, from: string): string {
  const rows = c.prices.filter((p) => p[0] >= from);
  if (rows.length === 0) return "No data";
  return ["Date,Open,High,Low,Close,Volume", ...rows.map((r) => r.join(","))].join("\n") + "\n";
}

function fred(series: string, points: [string, string][], from: string): string {
  return (
    [`observation_date,${series}`, ...points.filter((p) => p[0] >= from).map((p) => p.join(","))].join("\n") + "\n"
  );
}

export async function startMarketSources(data: StandInData): Promise<MarketSources> {
  const requests: LoggedRequest[] = [];
  const failures: { path: RegExp; failure: Failure }[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const log = (status: number) =>
      requests.push({ path: url.pathname + url.search, at: Date.now(), userAgent: req.headers["user-agent"], status });
    const queued = failures.findIndex((f) => f.path.test(url.pathname + url.search));
    const answer = (status: number, body: string | Buffer, type: string) => {
      if (queued >= 0) {
        const { failure } = failures.splice(queued, 1)[0]!;
        if ("truncate" in failure) {
          log(200);
          res.writeHead(200, { "content-type": type, "content-length": Buffer.byteLength(body) });
          res.write(body.slice(0, Math.floor(body.length / 2)));
          res.socket?.destroy();
          return;
        }
        log(failure.status);
        res.writeHead(failure.status, failure.retryAfter ? { "retry-after": failure.retryAfter } : {});
        res.end("busy");
        return;
      }
      log(status);
      res.writeHead(status, { "content-type": type });
      res.end(body);
    };
    const byCik = (path: RegExp) => {
      const m = path.exec(url.pathname);
      return m ? data.companies.find((c) => c.cik === Number(m[1])) : undefined;
    };
    // The bulk archives: one entry per registrant, none for one without facts.
    if (url.pathname === "/Archives/edgar/daily-index/bulkdata/submissions.zip")
      return answer(
        200,
        zipFile(data.companies.map((c) => ({ name: `CIK${cik10(c.cik)}.json`, text: submissions(c) }))),
        "application/zip",
      );
    if (url.pathname === "/Archives/edgar/daily-index/xbrl/companyfacts.zip")
      return answer(
        200,
        zipFile(
          data.companies.flatMap((c) =>
            c.facts
              ? [{ name: `CIK${cik10(c.cik)}.json`, text: JSON.stringify(companyFactsJson(c.cik, c.name, c.facts)) }]
              : [],
          ),
        ),
        "application/zip",
      );
    if (url.pathname === "/files/company_tickers_exchange.json")
      return answer(200, tickerFile(data), "application/json");
    if (url.pathname.startsWith("/submissions/")) {
      const c = byCik(/^\/submissions\/CIK(\d{10})\.json$/);
      return c ? answer(200, submissions(c), "application/json") : answer(404, "Not found", "text/plain");
    }
    if (url.pathname.startsWith("/api/xbrl/companyfacts/")) {
      const c = byCik(/^\/api\/xbrl\/companyfacts\/CIK(\d{10})\.json$/);
      return c?.facts
        ? answer(200, JSON.stringify(companyFactsJson(c.cik, c.name, c.facts)), "application/json")
        : answer(404, "<Error><Code>NoSuchKey</Code></Error>", "application/xml");
    }
    if (url.pathname === "/q/d/l/") {
      // Stooq writes a class with a dash (brk-b.us); the SEC does too (BRK-B), others a dot.
      const symbol = (url.searchParams.get("s") ?? "").replace(/\.us$/, "").toUpperCase();
      const c = data.companies.find((x) => x.ticker.replaceAll(".", "-") === symbol);
      const d1 = url.searchParams.get("d1") ?? "19000101";
      const from = `${d1.slice(0, 4)}-${d1.slice(4, 6)}-${d1.slice(6, 8)}`;
      return answer(200, c ? stooq(c, from) : "No data", "text/csv");
    }
    if (url.pathname === "/graph/fredgraph.csv") {
      const id = url.searchParams.get("id") ?? "";
      const points = data.rates[id];
      return points
        ? answer(200, fred(id, points, url.searchParams.get("cosd") ?? "1900-01-01"), "text/csv")
        : answer(404, "Not found", "text/plain");
    }
    answer(404, "Not found", "text/plain");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    data,
    requests,
    fail(path, ...list) {
      for (const failure of list) failures.push({ path, failure });
    },
    config(extra = {}) {
      const result = marketFetchConfig({
        SEC_CONTACT: "investor@example.com",
        SEC_DATA_URL: url,
        SEC_FILES_URL: url,
        STOOQ_URL: url,
        FRED_URL: url,
        FETCH_PRICES_FROM: "2021-01-01",
        ...extra,
      });
      if (!result.ok) throw new Error(result.problems.join("; "));
      return result.config;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
