import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type {
  AnalystRatingRow,
  CompanyData,
  DividendRow,
  EstimateRow,
  InsiderRow,
  MacroRates,
  SplitRow,
  StatementRow,
} from "../../domain/research/company-data";
import type { UniverseMember } from "../../domain/research/research-record";
import { decodePriceYear } from "../price-codec";
import { groupByCompany, rows } from "../company-rows";
import { adjust } from "../price-store";

// Reads what the research of every listed company needs, as of one date, in a handful of set
// queries (one per table) rather than a dozen per company: 6,000 companies load in seconds.

/**
 * Quarterly statements this far back: enough for the trailing twelve months now and a year
 * ago. Figures of three and five years ago come from the annual reports (statements.ts falls
 * back to them), which keeps the read to a third of the rows.
 */
const QUARTER_YEARS = 3;
/** Annual statements this far back: ten-year growth needs the report of eleven years ago. */
const ANNUAL_YEARS = 12;

function yearsBefore(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
}

export async function loadRates(db: Kysely<DB>, asOf: string): Promise<MacroRates> {
  const latest = await rows<{ series: string; value: number }>(
    db,
    sql`SELECT DISTINCT ON (series) series, value FROM macro_series WHERE date <= ${asOf} ORDER BY series, date DESC`,
  );
  const get = (s: string) => latest.find((r) => r.series === s)?.value ?? null;
  return { treasury10Year: get("treasury_10y"), aaBond: get("aa_bond"), savingsRate: get("savings_rate") };
}

/** Every company listed on `asOf` (or only `ids`), with its data up to that date. */
export async function loadUniverse(db: Kysely<DB>, asOf: string, ids?: readonly number[]): Promise<UniverseMember[]> {
  const only = ids ? sql`AND company_id = ANY(${[...ids]}::int[])` : sql``;
  const companies = await rows<{
    id: number;
    name: string;
    industry_id: number | null;
    sector_id: number | null;
    shares_outstanding: string | null;
    industry_name: string | null;
    dividends_known: boolean;
  }>(
    db,
    // Dividends are known for a demo company (the generator records every dividend it pays) and
    // for an imported one with any dividend record; otherwise unknown, never 0 (decision 033).
    sql`SELECT c.id, c.name, c.industry_id, c.sector_id, c.shares_outstanding, i.name AS industry_name,
               (c.source = 'demo' OR EXISTS (SELECT 1 FROM dividends d WHERE d.company_id = c.id)) AS dividends_known
        FROM companies c LEFT JOIN industries i ON i.id = c.industry_id
        WHERE (c.delisted_on IS NULL OR c.delisted_on > ${asOf}) ${ids ? sql`AND c.id = ANY(${[...ids]}::int[])` : sql``}
        ORDER BY c.id`,
  );

  const [statements, estimates, dividends, splits, ratings, insiders, earnings, priceYears] = await Promise.all([
    rows<StatementRow & { company_id: number }>(
      db,
      sql`SELECT company_id, period, fiscal_year AS "fiscalYear", fiscal_quarter AS "fiscalQuarter", period_end::text AS "periodEnd", filed_on::text AS "filedOn",
                 revenue, ebit, interest_expense AS "interestExpense", net_income AS "netIncome", eps, shares, total_assets AS "totalAssets",
                 current_assets AS "currentAssets", total_liabilities AS "totalLiabilities", current_liabilities AS "currentLiabilities",
                 non_current_liabilities AS "nonCurrentLiabilities", debt, equity, operating_cash_flow AS "operatingCashFlow",
                 free_cash_flow AS "freeCashFlow", dividends_paid AS "dividendsPaid"
          FROM fundamentals
          WHERE filed_on <= ${asOf} AND (superseded_on IS NULL OR superseded_on > ${asOf}) ${only}
            AND period_end > (CASE WHEN period = 'Q' THEN ${yearsBefore(asOf, QUARTER_YEARS)} ELSE ${yearsBefore(asOf, ANNUAL_YEARS)} END)::date
          ORDER BY company_id, period_end, period DESC`,
    ),
    rows<EstimateRow & { company_id: number }>(
      db,
      sql`SELECT e.company_id, e.as_of::text AS "asOf", e.forecast_year AS "forecastYear", e.eps, e.revenue,
                 e.return_on_equity AS "returnOnEquity", e.return_on_assets AS "returnOnAssets"
          FROM analyst_estimates e
          JOIN (SELECT company_id, max(as_of) AS as_of FROM analyst_estimates WHERE as_of <= ${asOf} ${only} GROUP BY company_id) latest
            ON latest.company_id = e.company_id AND latest.as_of = e.as_of
          ORDER BY e.company_id, e.forecast_year`,
    ),
    rows<DividendRow & { company_id: number }>(
      db,
      sql`SELECT company_id, ex_date::text AS "exDate", amount, prices_adjusted AS "pricesAdjusted" FROM dividends
          WHERE ex_date <= ${asOf} AND ex_date > ${yearsBefore(asOf, ANNUAL_YEARS)} ${only} ORDER BY company_id, ex_date`,
    ),
    rows<SplitRow & { company_id: number; pricesAdjusted: boolean }>(
      db,
      sql`SELECT company_id, ex_date::text AS "exDate", ratio, prices_adjusted AS "pricesAdjusted" FROM splits WHERE ex_date <= ${asOf} ${only} ORDER BY company_id, ex_date`,
    ),
    rows<AnalystRatingRow & { company_id: number }>(
      db,
      sql`SELECT company_id, analyst_id AS "analystId", rated_on::text AS "ratedOn", rating, price_target AS "priceTarget"
          FROM analyst_ratings WHERE rated_on <= ${asOf} AND rated_on > ${yearsBefore(asOf, 1)} ${only} ORDER BY company_id, rated_on`,
    ),
    rows<InsiderRow & { company_id: number }>(
      db,
      sql`SELECT company_id, traded_on::text AS "tradedOn", shares::float8 AS shares, price
          FROM insider_transactions WHERE traded_on <= ${asOf} AND traded_on > ${yearsBefore(asOf, 1)} ${only} ORDER BY company_id, traded_on`,
    ),
    rows<{ company_id: number; date: string }>(
      db,
      sql`SELECT company_id, min(report_date)::text AS date FROM earnings_dates WHERE report_date > ${asOf} ${only} GROUP BY company_id`,
    ),
    // Two calendar years of prices: a full year back from any as-of date, for the 52-week range and beta.
    rows<{ company_id: number; year: number; data: Buffer }>(
      db,
      sql`SELECT company_id, year, data FROM price_years WHERE year >= ${Number(asOf.slice(0, 4)) - 1} AND year <= ${Number(asOf.slice(0, 4))} ${only} ORDER BY company_id, year`,
    ),
  ]);

  const byCompany = {
    statements: groupByCompany(statements),
    estimates: groupByCompany(estimates),
    dividends: groupByCompany(dividends),
    splits: groupByCompany(splits),
    ratings: groupByCompany(ratings),
    insiders: groupByCompany(insiders),
    prices: groupByCompany(priceYears),
  };
  const nextEarnings = new Map(earnings.map((e) => [e.company_id, e.date]));

  return companies.map((c) => {
    const companyDividends = byCompany.dividends.get(c.id) ?? [];
    const splitRows = byCompany.splits.get(c.id) ?? [];
    const companySplits = splitRows.map(({ exDate, ratio }) => ({ exDate, ratio }));
    const priceSplits = splitRows.filter((s) => !s.pricesAdjusted).map(({ exDate, ratio }) => ({ exDate, ratio }));
    const bars = (byCompany.prices.get(c.id) ?? [])
      .flatMap((p) => decodePriceYear(p.year, p.data))
      .filter((b) => b.date <= asOf);
    // Adjusted closes over the window from the dividends and splits inside it.
    const first = bars[0]?.date ?? asOf;
    const events = [
      ...companyDividends
        .filter((d) => d.exDate >= first && !d.pricesAdjusted)
        .map((d) => ({ date: d.exDate, dividend: d.amount, split: 1 })),
      ...priceSplits.filter((s) => s.exDate >= first).map((s) => ({ date: s.exDate, dividend: 0, split: s.ratio })),
    ].sort((a, b) => (a.date < b.date ? 1 : -1));
    adjust(bars, events);
    const data: CompanyData = {
      id: c.id,
      name: c.name,
      industryId: c.industry_id,
      sectorId: c.sector_id,
      sharesOutstanding: c.shares_outstanding === null ? null : Number(c.shares_outstanding),
      statements: byCompany.statements.get(c.id) ?? [],
      estimates: byCompany.estimates.get(c.id) ?? [],
      dividends: companyDividends,
      dividendsKnown: c.dividends_known,
      splits: companySplits,
      priceSplits,
      ratings: byCompany.ratings.get(c.id) ?? [],
      insiders: byCompany.insiders.get(c.id) ?? [],
      nextEarningsDate: nextEarnings.get(c.id) ?? null,
      prices: {
        dates: bars.map((b) => b.date),
        close: bars.map((b) => b.close),
        adjClose: bars.map((b) => b.adjClose),
        high: bars.map((b) => b.high),
        low: bars.map((b) => b.low),
        volume: bars.map((b) => b.volume),
      },
    };
    return { data, industryName: c.industry_name };
  });
}
