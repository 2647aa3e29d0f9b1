import type { CompanyData, EstimateRow } from "./company-data";
import { dividendFigures, type DividendFigures } from "./dividend-history";
import { priceFigures, type PriceFigures } from "./price-figures";
import { perShareInBasis, sharesInBasis } from "./split-adjustment";
import { annualSeries, compoundGrowth, ratioOf, trailingPeriod, type Period } from "./statements";

// One company's own figures on the as-of date, before any comparison with its industry or the
// market. Ratios and rates are fractions; money in dollars; per-share figures in today's shares.

export interface ForecastFigures {
  /** Expected earnings (EPS) growth per year from the estimates. */
  earningsGrowth: number | null;
  revenueGrowth: number | null;
  returnOnEquity: number | null;
  returnOnAssets: number | null;
}

export interface CompanyFigures {
  quote: PriceFigures | null;
  sharesOutstanding: number | null;
  marketCap: number | null;
  ttm: Period | null;
  /** Trailing EPS in today's shares. */
  eps: number | null;
  revenue: number | null;
  bookValuePerShare: number | null;
  freeCashFlowPerShare: number | null;
  priceEarnings: number | null;
  priceToBook: number | null;
  netMargin: number | null;
  netMargin1Year: number | null;
  ebit: number | null;
  interestExpense: number | null;
  debt: number | null;
  equity: number | null;
  assetsCurrent: number | null;
  liabilitiesCurrent: number | null;
  liabilitiesNonCurrent: number | null;
  debtToEquity: number | null;
  debtToEquity5Year: number | null;
  operatingCashFlow: number | null;
  returnOnEquity: number | null;
  returnOnAssets: number | null;
  returnOnCapitalEmployed: number | null;
  returnOnCapitalEmployed3Year: number | null;
  earningsGrowth1Year: number | null;
  earningsGrowth5Year: number | null;
  revenueGrowth1Year: number | null;
  revenueGrowth5Year: number | null;
  /** Compound EPS and revenue growth per year over 4 and 3 years, for records shorter than five. */
  earningsGrowth4Year: number | null;
  earningsGrowth3Year: number | null;
  revenueGrowth4Year: number | null;
  revenueGrowth3Year: number | null;
  /** Total EPS growth over ten years (1 = +100%). */
  earningsGrowth10YearTotal: number | null;
  forecast: ForecastFigures;
  dividends: DividendFigures;
  /** False when the data holds no dividend record to judge by (decision 033): yields are null. */
  dividendsKnown: boolean;
  dividendYield: number | null;
  /** The forward annual dividend (latest payment times payments a year) over the price. */
  forwardDividendYield: number | null;
  payoutRatio: number | null;
  netInsiderShares: number | null;
}

/** Return on capital employed: EBIT over assets less current liabilities. */
function roce(p: Period | null): number | null {
  if (!p) return null;
  const { totalAssets, currentLiabilities } = p.end;
  if (totalAssets === null || currentLiabilities === null) return null;
  const employed = totalAssets - currentLiabilities;
  return employed > 0 ? ratioOf(p.ebit, employed) : null;
}

function debtToEquity(p: Period | null): number | null {
  if (!p || p.end.equity === null || p.end.equity <= 0) return null;
  return ratioOf(p.end.debt, p.end.equity);
}

/**
 * Forecast growth from the estimates: the growth from the nearer forecast year to the further
 * one when there are two (a pure forward rate, whatever the trailing base), otherwise from the
 * trailing figure to the single estimate.
 */
function forecastGrowth(
  estimates: readonly EstimateRow[],
  key: "eps" | "revenue",
  trailing: number | null,
): number | null {
  const rows = estimates.filter((e) => e[key] !== null).sort((a, b) => a.forecastYear - b.forecastYear);
  if (rows.length >= 2) {
    const near = rows[0]!;
    const far = rows[rows.length - 1]!;
    return compoundGrowth(near[key], far[key], far.forecastYear - near.forecastYear);
  }
  if (rows.length === 1) return compoundGrowth(trailing, rows[0]![key], 1);
  return null;
}

function forecastFigures(data: CompanyData, eps: number | null, revenue: number | null): ForecastFigures {
  const nearest = [...data.estimates].sort((a, b) => a.forecastYear - b.forecastYear)[0];
  // Estimated EPS in today's shares, like the trailing EPS it may be compared with.
  const estimates = data.estimates.map((e) =>
    e.eps === null ? e : { ...e, eps: perShareInBasis(e.eps, e.asOf, data.splits) },
  );
  return {
    earningsGrowth: forecastGrowth(estimates, "eps", eps),
    revenueGrowth: forecastGrowth(estimates, "revenue", revenue),
    returnOnEquity: nearest?.returnOnEquity ?? null,
    returnOnAssets: nearest?.returnOnAssets ?? null,
  };
}

export function companyFigures(data: CompanyData, asOf: string): CompanyFigures {
  const { statements, splits } = data;
  const quote = priceFigures(data.prices, data.priceSplits ?? splits);
  const ttm = trailingPeriod(statements, splits, 0);
  const yearAgo = trailingPeriod(statements, splits, 1);
  const threeAgo = trailingPeriod(statements, splits, 3);
  const fourAgo = trailingPeriod(statements, splits, 4);
  const fiveAgo = trailingPeriod(statements, splits, 5);
  const annual = annualSeries(statements, splits);
  const lastYear = annual[annual.length - 1];
  const findYear = (fy: number) => annual.find((a) => a.fiscalYear === fy);

  // The latest filing's share count in today's shares (a split since would halve every per-share figure).
  const latestShares = ttm && ttm.end.shares !== null ? sharesInBasis(ttm.end.shares, ttm.end.filedOn, splits) : null;
  const sharesOutstanding = data.sharesOutstanding ?? latestShares;
  const price = quote?.price ?? null;
  const eps = ttm?.eps ?? null;
  const equity = ttm?.end.equity ?? null;
  const bookValuePerShare = equity !== null && sharesOutstanding ? equity / sharesOutstanding : null;
  const dividends = dividendFigures(data.dividends, splits, asOf);
  // Unknown is not zero: without any dividend record to judge by, no yield (decision 033).
  const dividendsKnown = data.dividendsKnown !== false;

  const tenYearsBefore = lastYear ? findYear(lastYear.fiscalYear - 10) : undefined;
  const netInsiderShares = data.insiders.length > 0 ? data.insiders.reduce((t, i) => t + i.shares, 0) : null;

  return {
    quote,
    sharesOutstanding,
    marketCap: price !== null && sharesOutstanding ? price * sharesOutstanding : null,
    ttm,
    eps,
    revenue: ttm?.revenue ?? null,
    bookValuePerShare,
    freeCashFlowPerShare:
      ttm?.freeCashFlow !== null && ttm?.freeCashFlow !== undefined && sharesOutstanding
        ? ttm.freeCashFlow / sharesOutstanding
        : null,
    // A loss or a negative book leaves the multiple meaningless, not negative.
    priceEarnings: price !== null && eps !== null && eps > 0 ? price / eps : null,
    priceToBook:
      price !== null && bookValuePerShare !== null && bookValuePerShare > 0 ? price / bookValuePerShare : null,
    netMargin: ttm && ttm.revenue && ttm.revenue > 0 ? ratioOf(ttm.netIncome, ttm.revenue) : null,
    netMargin1Year:
      yearAgo && yearAgo.revenue && yearAgo.revenue > 0 ? ratioOf(yearAgo.netIncome, yearAgo.revenue) : null,
    ebit: ttm?.ebit ?? null,
    interestExpense: ttm?.interestExpense ?? null,
    debt: ttm?.end.debt ?? null,
    equity,
    assetsCurrent: ttm?.end.currentAssets ?? null,
    liabilitiesCurrent: ttm?.end.currentLiabilities ?? null,
    liabilitiesNonCurrent: ttm?.end.nonCurrentLiabilities ?? null,
    debtToEquity: debtToEquity(ttm),
    debtToEquity5Year: debtToEquity(fiveAgo),
    operatingCashFlow: ttm?.operatingCashFlow ?? null,
    returnOnEquity: ttm && equity !== null && equity > 0 ? ratioOf(ttm.netIncome, equity) : null,
    returnOnAssets: ttm && ttm.end.totalAssets ? ratioOf(ttm.netIncome, ttm.end.totalAssets) : null,
    returnOnCapitalEmployed: roce(ttm),
    returnOnCapitalEmployed3Year: roce(threeAgo),
    earningsGrowth1Year: compoundGrowth(yearAgo?.eps, eps, 1),
    earningsGrowth5Year: compoundGrowth(fiveAgo?.eps, eps, 5),
    revenueGrowth1Year: compoundGrowth(yearAgo?.revenue, ttm?.revenue, 1),
    revenueGrowth5Year: compoundGrowth(fiveAgo?.revenue, ttm?.revenue, 5),
    earningsGrowth4Year: compoundGrowth(fourAgo?.eps, eps, 4),
    earningsGrowth3Year: compoundGrowth(threeAgo?.eps, eps, 3),
    revenueGrowth4Year: compoundGrowth(fourAgo?.revenue, ttm?.revenue, 4),
    revenueGrowth3Year: compoundGrowth(threeAgo?.revenue, ttm?.revenue, 3),
    earningsGrowth10YearTotal: (() => {
      const g = compoundGrowth(tenYearsBefore?.eps, lastYear?.eps, 10);
      return g === null ? null : (1 + g) ** 10 - 1;
    })(),
    forecast: forecastFigures(data, eps, ttm?.revenue ?? null),
    dividends,
    dividendsKnown,
    dividendYield: dividendsKnown && price !== null && price > 0 ? dividends.trailingAnnual / price : null,
    forwardDividendYield:
      dividendsKnown && price !== null && price > 0 && dividends.forwardAnnual !== null
        ? dividends.forwardAnnual / price
        : null,
    payoutRatio: dividends.trailingAnnual > 0 && eps !== null && eps !== 0 ? dividends.trailingAnnual / eps : null,
    netInsiderShares,
  };
}
