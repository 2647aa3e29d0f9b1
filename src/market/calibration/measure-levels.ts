import type pg from "pg";
import { medianOf, ratioLevels, valuationLevels, type MarketLevels } from "./market-levels";

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

/** Every listed company-year's revenue growth against its year before (latest filing of each year). */
async function revenueGrowthsOverYears(pool: pg.Pool): Promise<number[]> {
  const result = await pool.query<{ g: number }>(
    `WITH years AS (
       SELECT DISTINCT ON (f.company_id, f.fiscal_year) f.company_id, f.fiscal_year, f.revenue
       FROM fundamentals f JOIN companies c ON c.id = f.company_id
       WHERE f.period = 'A' AND c.sector_id IS NOT NULL
       ORDER BY f.company_id, f.fiscal_year, f.filed_on DESC)
     SELECT y.revenue / b.revenue - 1 AS g
     FROM years y JOIN years b ON b.company_id = y.company_id AND b.fiscal_year = y.fiscal_year - 1
     WHERE y.revenue > 0 AND b.revenue > 0`,
  );
  return result.rows.map((r) => r.g);
}

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
  ratios.medianRevenueGrowthOverYears = medianOf(await revenueGrowthsOverYears(pool));
  return { source: `${source} market's screener values, ${stocks.length} companies`, asOf, valuation, ratios };
}
