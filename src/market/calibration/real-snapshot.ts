import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { parseCsv } from "../importers/csv";
import type { CompanyValuation } from "./market-levels";

// The S&P 500 "constituents-financials" snapshots (one gzipped CSV, every version of the table:
// snapshot_date,symbol,name,sector,price,pe,dividend_yield,...,market_cap,...,price_book): the
// real market's valuation levels on its latest date. Read as a stream, a line at a time, and
// only the latest date's lines are kept: the file holds some 390,000 rows of earlier dates.

export interface SnapshotRow {
  symbol: string;
  name: string;
  marketCap: number | null;
  priceEarnings: number | null;
  /** As written: older versions of the table give percent (2.49), newer fractions (0.0249). */
  dividendYield: number | null;
  priceToBook: number | null;
  priceToSales: number | null;
}

const SUFFIX: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** A market cap as the table writes it: "63.802B", "1.2T", "850M" or plain dollars; null when empty or unreadable. */
export function parseMarketCap(text: string | undefined): number | null {
  const t = (text ?? "").trim().replace(/^\$/, "");
  const match = /^(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*([KMBT])?$/i.exec(t);
  if (!match) return null;
  return Number(match[1]) * (match[2] ? SUFFIX[match[2].toUpperCase()]! : 1);
}

function parseNumber(text: string | undefined): number | null {
  const t = (text ?? "").trim();
  if (t === "") return null;
  const x = Number(t);
  return Number.isFinite(x) ? x : null;
}

/**
 * The snapshot's dividend yields as fractions. The table changed its unit over the years; a
 * date's yields are in percent when the payers' median is above 0.25 (a quarter of a percent
 * is far below any real market's median payer, a 25 % yield far above it).
 */
export function yieldsAsFractions(yields: readonly (number | null)[]): (number | null)[] {
  const paying = yields.filter((y): y is number => y !== null && y > 0).sort((a, b) => a - b);
  const inPercent = paying.length > 0 && paying[Math.floor((paying.length - 1) / 2)]! > 0.25;
  return yields.map((y) => (y === null ? null : inPercent ? y / 100 : y));
}

/** The latest snapshot date's rows of the gzipped snapshot file. */
export async function readLatestSnapshot(file: string): Promise<{ date: string; rows: SnapshotRow[] }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: string | null = null;
  let latest = "";
  let kept: string[] = [];
  for await (const line of lines) {
    if (header === null) {
      header = line;
      if (!header.startsWith("snapshot_date,")) throw new Error(`${file}: the first column is not snapshot_date`);
      continue;
    }
    if (line === "") continue;
    // Every row starts with its ISO date, so dates compare as text without parsing the row.
    const date = line.slice(0, line.indexOf(","));
    if (date > latest) {
      latest = date;
      kept = [];
    }
    if (date === latest) kept.push(line);
  }
  if (header === null || kept.length === 0) throw new Error(`${file}: no snapshot rows`);
  const [head, ...records] = parseCsv([header, ...kept].join("\n"));
  const at = new Map(head!.fields.map((name, i) => [name.trim(), i]));
  const field = (fields: string[], name: string) => {
    const i = at.get(name);
    return i === undefined ? undefined : fields[i];
  };
  for (const name of ["symbol", "market_cap", "pe", "dividend_yield", "price_book"])
    if (!at.has(name)) throw new Error(`${file}: the header lacks ${name}`);
  const rows = records.map(({ fields }) => ({
    symbol: field(fields, "symbol")!.trim(),
    name: (field(fields, "name") ?? "").trim(),
    marketCap: parseMarketCap(field(fields, "market_cap")),
    priceEarnings: parseNumber(field(fields, "pe")),
    dividendYield: parseNumber(field(fields, "dividend_yield")),
    priceToBook: parseNumber(field(fields, "price_book")),
    priceToSales: parseNumber(field(fields, "price_sales")),
  }));
  return { date: latest, rows };
}

/**
 * The snapshot's companies as valuation figures. An empty yield is a company that pays nothing
 * (the table leaves non-payers blank), so it counts as 0, as the demo market's non-payers do.
 */
export function snapshotValuations(
  rows: readonly SnapshotRow[],
  sectorOf: (symbol: string) => string | null,
): CompanyValuation[] {
  const yields = yieldsAsFractions(rows.map((r) => r.dividendYield));
  return rows.map((r, i) => ({
    name: r.symbol,
    sector: sectorOf(r.symbol),
    marketCap: r.marketCap,
    priceEarnings: r.priceEarnings,
    dividendYield: yields[i] ?? 0,
    priceToBook: r.priceToBook,
    revenue:
      r.marketCap !== null && r.priceToSales !== null && r.priceToSales > 0 ? r.marketCap / r.priceToSales : null,
  }));
}
