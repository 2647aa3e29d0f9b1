import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { upsertCompanies, type CompanyFacts, type ParsedCompanies } from "./companies";
import type { Format } from "./format";
import { RowErrors } from "./row-errors";
import { FieldError, toTicker, type Exchange } from "./values";

// The SEC ticker file (company_tickers_exchange.json): {"fields":["cik","name","ticker",
// "exchange"],"data":[[320193,"Apple Inc.","AAPL","Nasdaq"],...]}. It is one line of JSON, so
// an error names the entry of `data` (counted from 1) rather than a line. Exchanges seen:
// Nasdaq, NYSE, OTC, CBOE and null; only the ones we list are kept, the rest are skipped.

const EXCHANGES: Record<string, Exchange> = {
  nyse: "NYSE",
  nasdaq: "NASDAQ",
  amex: "AMEX",
  "nyse american": "AMEX",
  "nyse mkt": "AMEX",
};

const FIELDS = ["cik", "name", "ticker", "exchange"] as const;

export function parseSecTickers(text: string): ParsedCompanies {
  const errors = new RowErrors();
  const facts: CompanyFacts[] = [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    errors.add(null, `not valid JSON: ${(error as Error).message}`);
    return { facts, rowsRead: 0, rowsSkipped: 0, errors };
  }
  const body = json as { fields?: unknown; data?: unknown };
  const fields = Array.isArray(body?.fields) ? (body.fields as unknown[]) : [];
  const at = FIELDS.map((f) => fields.indexOf(f));
  if (!Array.isArray(body?.data) || at.some((i) => i < 0)) {
    errors.add(null, `expected {"fields":["cik","name","ticker","exchange"],"data":[...]}`);
    return { facts, rowsRead: 0, rowsSkipped: 0, errors };
  }
  const [cikAt, nameAt, tickerAt, exchangeAt] = at as [number, number, number, number];
  const rows = body.data as unknown[];
  let skipped = 0;
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const entry = index + 1;
    const fact = errors.row(null, (): CompanyFacts | null => {
      const where = `data entry ${entry}`;
      if (!Array.isArray(row)) throw new FieldError(`${where} is not a list`);
      const exchange = row[exchangeAt];
      if (exchange !== null && typeof exchange !== "string")
        throw new FieldError(`${where}: exchange is not text or null`);
      const ours = exchange === null ? undefined : EXCHANGES[exchange.trim().toLowerCase()];
      if (!ours) return null;
      const cik = row[cikAt];
      if (typeof cik !== "number" || !Number.isInteger(cik) || cik <= 0 || cik > 2 ** 31 - 1)
        throw new FieldError(`${where}: cik is not a positive whole number (${JSON.stringify(cik)})`);
      const name = row[nameAt];
      if (typeof name !== "string" || name.trim() === "") throw new FieldError(`${where}: name is empty`);
      const raw = row[tickerAt];
      if (typeof raw !== "string") throw new FieldError(`${where}: ticker is not text`);
      const ticker = toTicker(raw, `${where}: ticker`);
      const earlier = seen.get(ticker);
      if (earlier !== undefined)
        throw new FieldError(`${where}: ticker ${ticker} is listed twice (also entry ${earlier})`);
      seen.set(ticker, entry);
      return { ticker, exchange: ours, name: name.trim(), cik };
    });
    if (fact) facts.push(fact);
    else if (fact === null) skipped++;
  });
  return { facts, rowsRead: rows.length, rowsSkipped: skipped, errors };
}

export async function writeSecTickers(trx: Transaction<DB>, facts: readonly CompanyFacts[]): Promise<number> {
  const { created, updated } = await upsertCompanies(trx, facts, { defaultExchange: "NYSE", correctsExchange: true });
  return created + updated;
}

export const secTickers: Format = {
  kind: "sec-tickers",
  recognises: (name, head) =>
    name.toLowerCase().endsWith(".json") &&
    /^\s*\{\s*"fields"\s*:\s*\[\s*"cik"\s*,\s*"name"\s*,\s*"ticker"\s*,\s*"exchange"\s*\]/.test(head),
  parse(text) {
    const { facts, rowsRead, rowsSkipped, errors } = parseSecTickers(text);
    return { rowsRead, rowsSkipped, errors, write: (trx) => writeSecTickers(trx, facts) };
  },
};
