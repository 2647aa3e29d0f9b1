import type pg from "pg";
import { ratioLevels, valuationLevels, type MarketLevels } from "./market-levels";

// The levels of the market a database holds, read from the screener snapshot: the values the
// site shows on its screener and company pages (market cap, P/E, trailing dividend yield,
// margins, ROE, debt to equity, revenue growth, P/B), so the figures measured are the ones a
// visitor reads. Companies without a sector (funds) are left out, as in the return statistics.

type SnapshotValues = Record<string, number | string | null | undefined>;

const num = (v: number | string | null | undefined): number | null =>
  typeof v === "number" && Number.isFinite(v) ? v : null;
/** The screener holds rates in percent; the levels in fractions. */
const fraction = (v: number | string | null | undefined): number | null => {
  const x = num(v);
  return x === null ? null : x / 100;
};

/** The levels of the screener snapshot's companies, or null when the database holds none. */
export async function measureLevels(pool: pg.Pool): Promise<MarketLevels | null> {
  const result = await pool.query<{ as_of: string; source: string | null; vals: SnapshotValues }>(
    `SELECT s.as_of::text AS as_of, s.vals,
            (SELECT value #>> '{}' FROM market_meta WHERE key = 'source') AS source
     FROM screener_snapshot s`,
  );
  const stocks = result.rows.filter((r) => typeof r.vals.sector === "string" && r.vals.sector !== "");
  if (stocks.length === 0) return null;
  const asOf = stocks.reduce((latest, r) => (r.as_of > latest ? r.as_of : latest), stocks[0]!.as_of);
  const valuation = valuationLevels(
    stocks.map(({ vals: v }) => ({
      name: String(v.ticker ?? v.name ?? "?"),
      sector: v.sector as string,
      marketCap: num(v.mcap),
      priceEarnings: num(v.pe),
      dividendYield: fraction(v.dy),
      priceToBook: num(v.pb),
      revenue: num(v.rev),
    })),
  );
  const ratios = ratioLevels(
    stocks.map(({ vals: v }) => ({
      netMargin: fraction(v.nm),
      returnOnEquity: fraction(v.roe),
      debtToEquity: num(v.de),
      revenueGrowth: fraction(v.rgr1y),
    })),
  );
  const source = result.rows[0]?.source ?? "unknown";
  return { source: `${source} market's screener values, ${stocks.length} companies`, asOf, valuation, ratios };
}
