import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { classifyGics } from "./classification";
import { upsertCompanies, type CompanyFacts } from "./companies";
import { firstLine, readCsv } from "./csv";
import type { Format } from "./format";
import { RowErrors } from "./row-errors";
import { FieldError, toText, toTicker } from "./values";

// S&P 500 security lists with GICS classes: the Kaggle securities.csv (Ticker Symbol, Security,
// GICS Sector, GICS Sub Industry, ..., Country, CIK) and the datasets/s-and-p-500-companies
// constituents.csv (Symbol, Security, GICS Sector, GICS Sub-Industry, ..., CIK). Neither names
// an exchange, so a company they create is listed on NYSE until a universe or SEC file says
// otherwise.

interface Columns {
  ticker: number;
  name: number;
  sector: number;
  subIndustry: number;
  cik: number;
  country: number;
}

function columns(header: readonly string[]): Columns | undefined {
  const names = header.map((h) => h.trim().toLowerCase());
  const at = (...candidates: string[]) => names.findIndex((n) => candidates.includes(n));
  const found = {
    ticker: at("ticker symbol", "symbol"),
    name: at("security"),
    sector: at("gics sector"),
    subIndustry: at("gics sub industry", "gics sub-industry"),
    cik: at("cik"),
    country: at("country"),
  };
  return found.ticker < 0 || found.name < 0 || found.sector < 0 ? undefined : found;
}

function toCik(text: string | undefined): number | null {
  const t = toText(text);
  if (t === null) return null;
  if (!/^\d{1,10}$/.test(t) || Number(t) <= 0 || Number(t) > 2 ** 31 - 1)
    throw new FieldError(`CIK is not a positive whole number (${JSON.stringify(text)})`);
  return Number(t);
}

export function parseSecuritiesCsv(text: string): { facts: CompanyFacts[]; rowsRead: number; errors: RowErrors } {
  const errors = new RowErrors();
  const facts: CompanyFacts[] = [];
  const [header, ...rows] = readCsv(text, errors) ?? [];
  if (!errors.empty) return { facts, rowsRead: rows.length, errors };
  const col = header ? columns(header.fields) : undefined;
  if (!header || !col) {
    errors.add(header?.line ?? 1, "the header lacks one of Ticker Symbol (or Symbol), Security, GICS Sector");
    return { facts, rowsRead: rows.length, errors };
  }
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const fact = errors.row(line, (): CompanyFacts => {
      if (fields.length !== header.fields.length)
        throw new FieldError(`expected ${header.fields.length} fields, found ${fields.length}`);
      const ticker = toTicker(fields[col.ticker], "ticker");
      const earlier = seen.get(ticker);
      if (earlier !== undefined) throw new FieldError(`ticker ${ticker} is listed twice (also on line ${earlier})`);
      seen.set(ticker, line);
      const { sectorId, industryId } = classifyGics(
        toText(fields[col.sector]),
        col.subIndustry >= 0 ? toText(fields[col.subIndustry]) : null,
      );
      return {
        ticker,
        name: toText(fields[col.name]),
        sectorId,
        industryId,
        cik: col.cik >= 0 ? toCik(fields[col.cik]) : null,
        country: col.country >= 0 ? toText(fields[col.country]) : null,
      };
    });
    if (fact) facts.push(fact);
  }
  return { facts, rowsRead: rows.length, errors };
}

export async function writeSecurities(trx: Transaction<DB>, facts: readonly CompanyFacts[]): Promise<number> {
  const { created, updated } = await upsertCompanies(trx, facts, { defaultExchange: "NYSE" });
  return created + updated;
}

export const securitiesCsv: Format = {
  kind: "securities-csv",
  recognises: (name, head) => name.toLowerCase().endsWith(".csv") && columns(firstLine(head).split(",")) !== undefined,
  parse(text) {
    const { facts, rowsRead, errors } = parseSecuritiesCsv(text);
    return { rowsRead, rowsSkipped: 0, errors, write: (trx) => writeSecurities(trx, facts) };
  },
};
