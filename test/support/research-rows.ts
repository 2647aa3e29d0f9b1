import type { CompanyData, RecentPrices, StatementRow } from "../../src/domain/research/company-data";

// Plain rows for the research domain's unit tests: a statement with round figures unless told
// otherwise, quarters and years by fiscal period, and a company with nothing but what is given.

export function statement(
  over: Partial<StatementRow> & Pick<StatementRow, "period" | "fiscalYear" | "fiscalQuarter" | "periodEnd">,
): StatementRow {
  return {
    filedOn: over.periodEnd,
    revenue: 100,
    ebit: 20,
    interestExpense: 2,
    netIncome: 10,
    eps: 1,
    shares: 10,
    totalAssets: 500,
    currentAssets: 150,
    totalLiabilities: 300,
    currentLiabilities: 100,
    nonCurrentLiabilities: 200,
    debt: 120,
    equity: 200,
    operatingCashFlow: 15,
    freeCashFlow: 12,
    dividendsPaid: 3,
    ...over,
  };
}

export const quarter = (y: number, q: number, over: Partial<StatementRow> = {}) =>
  statement({
    period: "Q",
    fiscalYear: y,
    fiscalQuarter: q,
    periodEnd: `${y}-${String(q * 3).padStart(2, "0")}-28`,
    ...over,
  });
export const year = (y: number, over: Partial<StatementRow> = {}) =>
  statement({ period: "A", fiscalYear: y, fiscalQuarter: 0, periodEnd: `${y}-12-28`, ...over });

export function prices(closes: number[], start = "2020-01-01", over: Partial<RecentPrices> = {}): RecentPrices {
  const t0 = Date.parse(`${start}T00:00:00Z`);
  const dates = closes.map((_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
  return { dates, close: closes, adjClose: closes, high: closes, low: closes, volume: closes.map(() => 1000), ...over };
}

export function company(over: Partial<CompanyData> = {}): CompanyData {
  return {
    id: 1,
    name: "Example Corp",
    industryId: 1,
    sectorId: 1,
    sharesOutstanding: 10,
    statements: [],
    estimates: [],
    dividends: [],
    splits: [],
    ratings: [],
    insiders: [],
    nextEarningsDate: null,
    prices: prices([]),
    ...over,
  };
}
