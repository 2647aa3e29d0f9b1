import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { SECTORS } from "../../domain/taxonomy";
import { classifyGics } from "../importers/classification";
import { parseCsv } from "../importers/csv";
import { parseFundamentalsCsv, type StatementRow } from "../importers/fundamentals-csv";
import { ratioLevels, valuationLevels, type CompanyRatios, type MarketLevels } from "./market-levels";
import { readLatestSnapshot, snapshotValuations } from "./real-snapshot";

// The real market's levels, read from the public files of ../shared/market-data (never copied
// into the repository): sizes, multiples and yields from the S&P 500 snapshot's latest date,
// sectors from the S&P 500 constituents list, margins and ratios from the companies' latest
// annual statements, computed the way the product computes them for a company page.

export const SNAPSHOT_FILE = "fundamentals/sp500-constituents-financials-snapshots.csv.gz";
export const FUNDAMENTALS_FILE = "fundamentals/fundamentals.csv";
export const CONSTITUENTS_FILE = "universe/sp500-constituents.csv";
/** The older securities list: sectors of the snapshot's members the constituents list has dropped. */
export const SECURITIES_FILE = "fundamentals/securities.csv";

/** Where the real data sits beside the repository, for the commands run from its root. */
export const DEFAULT_MARKET_DATA_DIR = "../shared/market-data";

const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : a / b);
const positive = (x: number | null | undefined) => (x !== null && x !== undefined && x > 0 ? x : null);

/**
 * Each company's latest fiscal year: net income over revenue, over equity and debt over equity
 * (both only with a positive book, as on a company page), revenue growth against the year before.
 */
export function statementRatios(rows: readonly StatementRow[]): CompanyRatios[] {
  const byTicker = new Map<string, Map<number, StatementRow>>();
  for (const r of rows) {
    const years = byTicker.get(r.ticker) ?? new Map<number, StatementRow>();
    years.set(r.fiscal_year, r);
    byTicker.set(r.ticker, years);
  }
  return [...byTicker.values()].map((years) => {
    const last = Math.max(...years.keys());
    const r = years.get(last)!;
    const before = years.get(last - 1);
    const equity = positive(r.equity);
    const revenue = positive(r.revenue);
    const netIncome = r.net_income ?? null;
    const revenueBefore = positive(before?.revenue);
    return {
      netMargin: ratio(netIncome, revenue),
      returnOnEquity: ratio(netIncome, equity),
      debtToEquity: ratio(r.debt ?? null, equity),
      revenueGrowth: revenue !== null && revenueBefore !== null ? revenue / revenueBefore - 1 : null,
    };
  });
}

/** Every company-year's revenue growth against the company's year before. */
export function yearlyRevenueGrowths(rows: readonly StatementRow[]): number[] {
  const revenue = new Map<string, number>();
  for (const r of rows) {
    const x = positive(r.revenue);
    if (x !== null) revenue.set(`${r.ticker} ${r.fiscal_year}`, x);
  }
  const out: number[] = [];
  for (const r of rows) {
    const now = revenue.get(`${r.ticker} ${r.fiscal_year}`);
    const before = revenue.get(`${r.ticker} ${r.fiscal_year - 1}`);
    if (now !== undefined && before !== undefined) out.push(now / before - 1);
  }
  return out;
}

/** Symbol to our sector's name, from a list's GICS sectors (the constituents or the securities list). */
export function gicsSectors(text: string): Map<string, string> {
  const [head, ...records] = parseCsv(text);
  const at = (...names: string[]) => head!.fields.findIndex((f) => names.includes(f.trim()));
  const symbol = at("Symbol", "Ticker Symbol");
  const sector = at("GICS Sector");
  const subIndustry = at("GICS Sub-Industry", "GICS Sub Industry");
  const out = new Map<string, string>();
  if (symbol < 0 || sector < 0) return out;
  for (const { fields } of records) {
    const { sectorId } = classifyGics(fields[sector] ?? null, subIndustry < 0 ? null : (fields[subIndustry] ?? null));
    const name = SECTORS.find((s) => s.id === sectorId)?.name;
    if (name) out.set(fields[symbol]!.trim(), name);
  }
  return out;
}

/** The real market's levels, or null when the directory lacks the snapshot file. */
export async function readRealLevels(marketDataDir: string): Promise<MarketLevels | null> {
  const snapshotFile = path.join(marketDataDir, SNAPSHOT_FILE);
  if (!existsSync(snapshotFile)) return null;
  const snapshot = await readLatestSnapshot(snapshotFile);
  const lists = await Promise.all(
    [CONSTITUENTS_FILE, SECURITIES_FILE]
      .map((file) => path.join(marketDataDir, file))
      .filter((file) => existsSync(file))
      .map(async (file) => gicsSectors(await readFile(file, "utf8"))),
  );
  const sectorOf = (symbol: string) => lists.map((l) => l.get(symbol)).find((s) => s !== undefined) ?? null;
  const valuation = valuationLevels(snapshotValuations(snapshot.rows, sectorOf));

  const fundamentalsFile = path.join(marketDataDir, FUNDAMENTALS_FILE);
  let statements: StatementRow[] = [];
  let fiscalYears = "";
  if (existsSync(fundamentalsFile)) {
    const parsed = parseFundamentalsCsv(await readFile(fundamentalsFile, "utf8"));
    statements = parsed.rows;
    const years = statements.map((r) => r.fiscal_year);
    if (years.length > 0) fiscalYears = ` (up to fiscal ${Math.max(...years)})`;
  }
  const ratios = ratioLevels(statementRatios(statements), yearlyRevenueGrowths(statements));
  return {
    source: `S&P 500 snapshot of ${snapshot.date} (${snapshot.rows.length} companies)${fiscalYears ? `; ratios from ${ratios.companies} companies' latest annual statements${fiscalYears}` : ""}`,
    asOf: snapshot.date,
    valuation,
    ratios,
  };
}
