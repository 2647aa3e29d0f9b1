import type { MarketFetchConfig } from "./fetch-config";
import { STATEMENT_FORMS } from "../../domain/xbrl/statements-from-facts";

// The addresses of the public sources and the parts of their answers we read.

const cik10 = (cik: number) => String(cik).padStart(10, "0");
const compact = (iso: string) => iso.replaceAll("-", "");

export const sourceUrls = (c: MarketFetchConfig) => ({
  tickers: `${c.secFilesUrl}/files/company_tickers_exchange.json`,
  submissions: (cik: number) => `${c.secDataUrl}/submissions/CIK${cik10(cik)}.json`,
  companyFacts: (cik: number) => `${c.secDataUrl}/api/xbrl/companyfacts/CIK${cik10(cik)}.json`,
  /** Stooq's daily CSV of a US ticker from a day on (BRK.B is brk-b.us). */
  stooq: (ticker: string, from: string) =>
    `${c.stooqUrl}/q/d/l/?s=${encodeURIComponent(ticker.toLowerCase().replaceAll(".", "-"))}.us&i=d&d1=${compact(from)}`,
  /** Tiingo's end-of-day prices as CSV, with its API key. */
  tiingo: (ticker: string, from: string) =>
    `${c.tiingo.url}/tiingo/daily/${encodeURIComponent(ticker.toLowerCase().replaceAll(".", "-"))}/prices?startDate=${from}&format=csv&token=${encodeURIComponent(c.tiingo.apiKey ?? "")}`,
  /** The SEC's nightly bulk archives: every registrant's company facts, and submissions. */
  companyFactsZip: `${c.secFilesUrl}/Archives/edgar/daily-index/xbrl/companyfacts.zip`,
  submissionsZip: `${c.secFilesUrl}/Archives/edgar/daily-index/bulkdata/submissions.zip`,
  fred: (series: string, from: string) => `${c.fredUrl}/graph/fredgraph.csv?id=${series}&cosd=${from}`,
});

/** What we read of a company's submissions (data.sec.gov/submissions/CIK##########.json). */
export interface Submissions {
  sic: string | null;
  /** The filing date of its latest 10-K or 10-Q (or their amendments), if any. */
  latestStatementFiling: string | null;
}

/** Throws on JSON that is not whole, so that a truncated answer is fetched again. */
export function parseJson(text: string): unknown {
  return JSON.parse(text);
}

export function readSubmissions(json: unknown): Submissions {
  const body = (typeof json === "object" && json !== null ? json : {}) as {
    sic?: unknown;
    filings?: { recent?: { form?: unknown; filingDate?: unknown } };
  };
  const recent = body.filings?.recent;
  const forms = Array.isArray(recent?.form) ? (recent.form as unknown[]) : [];
  const dates = Array.isArray(recent?.filingDate) ? (recent.filingDate as unknown[]) : [];
  let latest: string | null = null;
  forms.forEach((form, i) => {
    const date = dates[i];
    if (typeof form === "string" && STATEMENT_FORMS.has(form) && typeof date === "string" && (!latest || date > latest))
      latest = date;
  });
  const sic = typeof body.sic === "string" && body.sic.trim() ? body.sic.trim() : null;
  return { sic, latestStatementFiling: latest };
}
