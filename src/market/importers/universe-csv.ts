import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { classifyByName } from "./classification";
import { upsertCompanies, type CompanyFacts, type ParsedCompanies } from "./companies";
import { firstLine, readCsv } from "./csv";
import type { Format } from "./format";
import { RowErrors } from "./row-errors";
import { FieldError, toText, toTicker, type Exchange } from "./values";

// A universe list: symbol, name, sector, industry, exchange, and optionally a summary
// (FinanceDatabase's us-equities file: symbol,short_name,long_name,sector,industry,exchange,...).
// Sectors and industries use our own Yahoo-style names. Exchange codes are Yahoo's; listings
// elsewhere (PCX, BTS, ...) are skipped.

const EXCHANGES: Record<string, Exchange> = {
  NYQ: "NYSE",
  NYSE: "NYSE",
  NMS: "NASDAQ",
  NGM: "NASDAQ",
  NCM: "NASDAQ",
  NAS: "NASDAQ",
  NASDAQ: "NASDAQ",
  ASE: "AMEX",
  AMEX: "AMEX",
};

interface Columns {
  symbol: number;
  exchange: number;
  sector: number;
  industry: number;
  names: number[];
  summary: number;
}

function columns(header: readonly string[]): Columns | undefined {
  const names = header.map((h) => h.trim().toLowerCase());
  const at = (...candidates: string[]) => names.findIndex((n) => candidates.includes(n));
  const found = {
    symbol: at("symbol", "ticker"),
    exchange: at("exchange"),
    sector: at("sector"),
    industry: at("industry"),
    // The long name is the legal one ("Apple Inc."); the short one is a fallback.
    names: [at("long_name", "name"), at("short_name")].filter((i) => i >= 0),
    summary: at("summary", "description"),
  };
  return found.symbol < 0 || found.exchange < 0 || found.sector < 0 || found.industry < 0 || found.names.length === 0
    ? undefined
    : found;
}

export function parseUniverseCsv(text: string): ParsedCompanies {
  const errors = new RowErrors();
  const facts: CompanyFacts[] = [];
  const [header, ...rows] = readCsv(text, errors) ?? [];
  if (!errors.empty) return { facts, rowsRead: rows.length, rowsSkipped: 0, errors };
  const col = header ? columns(header.fields) : undefined;
  if (!header || !col) {
    errors.add(
      header?.line ?? 1,
      "the header lacks one of symbol, name (or long_name/short_name), sector, industry, exchange",
    );
    return { facts, rowsRead: rows.length, rowsSkipped: 0, errors };
  }
  let skipped = 0;
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const fact = errors.row(line, (): CompanyFacts | null => {
      if (fields.length !== header.fields.length)
        throw new FieldError(`expected ${header.fields.length} fields, found ${fields.length}`);
      const exchange = EXCHANGES[(fields[col.exchange] ?? "").trim().toUpperCase()];
      if (!exchange) return null;
      const ticker = toTicker(fields[col.symbol], "symbol");
      const earlier = seen.get(ticker);
      if (earlier !== undefined) throw new FieldError(`symbol ${ticker} is listed twice (also on line ${earlier})`);
      seen.set(ticker, line);
      const { sectorId, industryId } = classifyByName(toText(fields[col.sector]), toText(fields[col.industry]));
      const name = col.names.map((i) => toText(fields[i])).find((n) => n !== null) ?? null;
      return {
        ticker,
        exchange,
        name,
        sectorId,
        industryId,
        description: col.summary >= 0 ? toText(fields[col.summary]) : null,
      };
    });
    if (fact) facts.push(fact);
    else if (fact === null) skipped++;
  }
  return { facts, rowsRead: rows.length, rowsSkipped: skipped, errors };
}

export async function writeUniverse(trx: Transaction<DB>, facts: readonly CompanyFacts[]): Promise<number> {
  const { created, updated } = await upsertCompanies(trx, facts, { defaultExchange: "NYSE" });
  return created + updated;
}

export const universeCsv: Format = {
  kind: "universe-csv",
  recognises: (name, head) => name.toLowerCase().endsWith(".csv") && columns(firstLine(head).split(",")) !== undefined,
  parse(text) {
    const { facts, rowsRead, rowsSkipped, errors } = parseUniverseCsv(text);
    return { rowsRead, rowsSkipped, errors, write: (trx) => writeUniverse(trx, facts) };
  },
};
