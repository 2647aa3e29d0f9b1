import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type {
  AnalystRatingRow,
  DividendRow,
  EstimateRow,
  InsiderRow,
  SplitRow,
  StatementRow,
} from "../../domain/research/company-data";
import type { CompanyHistoryData } from "../../domain/rating/company-history";
import { dayOf } from "../../domain/rating/day-numbers";
import type { RateSeries } from "../../domain/rating/rates";
import type { DailyPrices } from "../../domain/rating/price-series";
import { decodePriceYearColumns } from "../price-codec";
import { groupByCompany, rows } from "../company-rows";

// Reads whole histories for the rating, a batch of companies at a time (one query per table),
// so that memory holds one batch of daily prices, not the market's.

/** Daily prices with the close adjusted backwards for dividends and splits (total return). */
export function adjustedPrices(
  years: { year: number; data: Buffer }[],
  dividends: readonly DividendRow[],
  splits: readonly SplitRow[],
  until: number,
): DailyPrices {
  const parts = years.map((y) => decodePriceYearColumns(y.year, y.data));
  let n = 0;
  for (const p of parts) for (let i = 0; i < p.day.length && p.day[i]! <= until; i++) n++;
  const out: DailyPrices = {
    day: new Int32Array(n),
    close: new Float64Array(n),
    adj: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    volume: new Float64Array(n),
  };
  let k = 0;
  for (const p of parts) {
    for (let i = 0; i < p.day.length && p.day[i]! <= until; i++, k++) {
      out.day[k] = p.day[i]!;
      out.close[k] = p.close[i]!;
      out.high[k] = p.high[i]!;
      out.low[k] = p.low[i]!;
      out.volume[k] = p.volume[i]!;
    }
  }
  const events = [
    // A dividend the stored prices already reflect adjusts nothing more.
    ...dividends
      .filter((d) => !d.pricesAdjusted)
      .map((d) => ({
        day: dayOf(d.exDate),
        dividend: d.amount,
        split: 1,
      })),
    ...splits.map((s) => ({
      day: dayOf(s.exDate),
      dividend: 0,
      split: s.ratio,
    })),
  ].sort((a, b) => b.day - a.day);
  // Walking back from the latest day: each event scales every earlier close.
  let factor = 1;
  let e = 0;
  for (let i = n - 1; i >= 0; i--) {
    out.adj[i] = out.close[i]! * factor;
    const before = i > 0 ? out.day[i - 1]! : -Infinity;
    while (e < events.length && events[e]!.day > before) {
      const ev = events[e]!;
      if (ev.day <= out.day[i]! && i > 0) {
        if (ev.dividend > 0 && out.close[i - 1]! > 0) factor *= 1 - ev.dividend / out.close[i - 1]!;
        if (ev.split !== 1) factor /= ev.split;
      }
      e++;
    }
  }
  return out;
}

export interface RatingCompanyRow {
  id: number;
  industryId: number | null;
  sectorId: number | null;
  sharesOutstanding: number | null;
  /** Whether the data holds the company's whole dividend record (decision 033; as load-universe.ts reads it). */
  dividendsKnown: boolean;
}

export async function loadRatingCompanies(db: Kysely<DB>): Promise<RatingCompanyRow[]> {
  return rows<RatingCompanyRow>(
    db,
    // Dividends are known for a demo company (the generator records every payment) and for an
    // imported one with any dividend record; otherwise whether it pays is unknown (decision 033).
    sql`SELECT id, industry_id AS "industryId", sector_id AS "sectorId", shares_outstanding::float8 AS "sharesOutstanding",
               (source = 'demo' OR EXISTS (SELECT 1 FROM dividends d WHERE d.company_id = companies.id)) AS "dividendsKnown"
          FROM companies ORDER BY id`,
  );
}

/** Every company of `ids` with its whole history up to `asOf`. */
export async function loadHistories(
  db: Kysely<DB>,
  companies: readonly RatingCompanyRow[],
  asOf: string,
  /** Leave out what is dated before this (a one-day update reads years, not decades). Ratings and splits are read whole. */
  since = "0001-01-01",
): Promise<Map<number, CompanyHistoryData>> {
  const ids = companies.map((c) => c.id);
  const only = sql`company_id = ANY(${ids}::int[])`;
  const firstYear = Number(since.slice(0, 4));
  const [statements, estimates, dividends, splits, ratings, insiders, prices] = await Promise.all([
    rows<StatementRow & { company_id: number }>(
      db,
      sql`SELECT company_id, period, fiscal_year AS "fiscalYear", fiscal_quarter AS "fiscalQuarter", period_end::text AS "periodEnd", filed_on::text AS "filedOn",
                 revenue, cost_of_revenue AS "costOfRevenue", ebit, interest_expense AS "interestExpense", net_income AS "netIncome", eps, shares,
                 total_assets AS "totalAssets", current_assets AS "currentAssets", total_liabilities AS "totalLiabilities",
                 current_liabilities AS "currentLiabilities", non_current_liabilities AS "nonCurrentLiabilities", debt, equity,
                 CASE WHEN cash IS NULL THEN NULL ELSE cash + coalesce(short_term_investments, 0) END AS cash,
                 operating_cash_flow AS "operatingCashFlow", free_cash_flow AS "freeCashFlow", dividends_paid AS "dividendsPaid"
          FROM fundamentals WHERE ${only} AND filed_on <= ${asOf} AND filed_on >= ${since} ORDER BY company_id, filed_on, period_end, period DESC`,
    ),
    rows<EstimateRow & { company_id: number }>(
      db,
      sql`SELECT company_id, as_of::text AS "asOf", forecast_year AS "forecastYear", eps, revenue, return_on_equity AS "returnOnEquity", return_on_assets AS "returnOnAssets"
          FROM analyst_estimates WHERE ${only} AND as_of <= ${asOf} AND as_of >= ${since} ORDER BY company_id, as_of, forecast_year`,
    ),
    rows<DividendRow & { company_id: number }>(
      db,
      sql`SELECT company_id, ex_date::text AS "exDate", amount, prices_adjusted AS "pricesAdjusted" FROM dividends WHERE ${only} AND ex_date <= ${asOf} AND ex_date >= ${since} ORDER BY company_id, ex_date`,
    ),
    rows<SplitRow & { company_id: number; pricesAdjusted: boolean }>(
      db,
      sql`SELECT company_id, ex_date::text AS "exDate", ratio, prices_adjusted AS "pricesAdjusted" FROM splits WHERE ${only} AND ex_date <= ${asOf} ORDER BY company_id, ex_date`,
    ),
    rows<AnalystRatingRow & { company_id: number }>(
      db,
      sql`SELECT company_id, analyst_id AS "analystId", rated_on::text AS "ratedOn", rating, price_target AS "priceTarget"
          FROM analyst_ratings WHERE ${only} AND rated_on <= ${asOf} ORDER BY company_id, rated_on, id`,
    ),
    rows<InsiderRow & { company_id: number }>(
      db,
      sql`SELECT company_id, traded_on::text AS "tradedOn", shares::float8 AS shares, price FROM insider_transactions WHERE ${only} AND traded_on <= ${asOf} AND traded_on >= ${since} ORDER BY company_id, traded_on, id`,
    ),
    rows<{ company_id: number; year: number; data: Buffer }>(
      db,
      sql`SELECT company_id, year, data FROM price_years WHERE ${only} AND year >= ${firstYear} ORDER BY company_id, year`,
    ),
  ]);
  const by = {
    statements: groupByCompany(statements),
    estimates: groupByCompany(estimates),
    dividends: groupByCompany(dividends),
    splits: groupByCompany(splits),
    ratings: groupByCompany(ratings),
    insiders: groupByCompany(insiders),
    prices: groupByCompany(prices),
  };
  const until = dayOf(asOf);
  const out = new Map<number, CompanyHistoryData>();
  for (const c of companies) {
    const companyDividends = (by.dividends.get(c.id) ?? []) as DividendRow[];
    const splitRows = by.splits.get(c.id) ?? [];
    const companySplits: SplitRow[] = splitRows.map(({ exDate, ratio }) => ({ exDate, ratio }));
    const priceSplits: SplitRow[] = splitRows
      .filter((s) => !s.pricesAdjusted)
      .map(({ exDate, ratio }) => ({ exDate, ratio }));
    out.set(c.id, {
      sharesOutstanding: c.sharesOutstanding,
      statements: (by.statements.get(c.id) ?? []) as StatementRow[],
      estimates: (by.estimates.get(c.id) ?? []) as EstimateRow[],
      dividends: companyDividends,
      dividendsKnown: c.dividendsKnown,
      splits: companySplits,
      priceSplits,
      ratings: (by.ratings.get(c.id) ?? []) as AnalystRatingRow[],
      insiders: (by.insiders.get(c.id) ?? []) as InsiderRow[],
      prices: adjustedPrices(
        (by.prices.get(c.id) ?? []) as { year: number; data: Buffer }[],
        companyDividends,
        priceSplits,
        until,
      ),
    });
  }
  return out;
}

/** The 10-year Treasury and AA bond yields as stored (ratesLookup answers any day from them). */
export async function loadRateSeries(db: Kysely<DB>): Promise<{ treasury10Year: RateSeries; aaBond: RateSeries }> {
  const list = await rows<{ series: string; date: string; value: number }>(
    db,
    sql`SELECT series, date::text AS date, value FROM macro_series WHERE series IN ('treasury_10y', 'aa_bond') ORDER BY series, date`,
  );
  const series = (name: string): RateSeries => {
    const r = list.filter((x) => x.series === name);
    return {
      days: Int32Array.from(r, (x) => dayOf(x.date)),
      values: Float64Array.from(r, (x) => x.value),
    };
  };
  return { treasury10Year: series("treasury_10y"), aaBond: series("aa_bond") };
}
