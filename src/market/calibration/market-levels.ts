import { median } from "../../domain/statistics/return-statistics";

// A market's levels on one date, as an investor sees them at a glance: how big its companies
// are, what they cost against their earnings and book, what they pay, how profitable and
// indebted they are. The same arithmetic measures the demo market (from its screener values)
// and the real S&P 500 (from its snapshot and statements), so the two columns compare.
// Rates and yields are fractions, money in dollars; a figure that cannot be measured is null.

/** One company's valuation figures. A null dividend yield is unknown; 0 is a non-payer. */
export interface CompanyValuation {
  name: string;
  sector: string | null;
  marketCap: number | null;
  priceEarnings: number | null;
  dividendYield: number | null;
  priceToBook: number | null;
  /** Sales over the last year (real: market cap over price to sales), when known. */
  revenue?: number | null;
}

/** One company's profitability and balance-sheet figures. */
export interface CompanyRatios {
  netMargin: number | null;
  returnOnEquity: number | null;
  debtToEquity: number | null;
  revenueGrowth: number | null;
}

export interface ValuationLevels {
  companies: number;
  largest: { name: string; sector: string | null; marketCap: number } | null;
  totalMarketCap: number;
  overTrillion: number;
  /** Companies with a positive P/E (a loss leaves the multiple meaningless). */
  positivePes: number;
  medianPe: number | null;
  /** Share of the positive P/Es above 100. */
  peAbove100: number | null;
  /** Companies worth more than $100 B, and the median of their positive P/Es. */
  largeCaps: number;
  largeCapMedianPe: number | null;
  /** Companies with a known yield, those paying, and the payers' median and highest yield. */
  yieldsKnown: number;
  payers: number;
  payingShare: number | null;
  payersMedianYield: number | null;
  highestYield: number | null;
  /** Median of the positive P/Bs (a negative book leaves the multiple meaningless). */
  medianPriceToBook: number | null;
  /** Each sector's share of the total market cap, largest first. */
  sectorWeights: { sector: string; share: number }[];
  /** The company selling the most in a year: no business sells trillions at a thin margin. */
  largestRevenue: { name: string; revenue: number } | null;
  /**
   * The ten largest companies, the ones an investor sees first: the median of their positive
   * P/Es, how many pay a dividend, how many lose money or trade above 100 times earnings.
   */
  tenLargest: { medianPe: number | null; payers: number; lossOrAbove100: number };
}

export interface RatioLevels {
  companies: number;
  medianNetMargin: number | null;
  medianReturnOnEquity: number | null;
  medianDebtToEquity: number | null;
  medianRevenueGrowth: number | null;
  /**
   * The median over every company-year the market holds (each year's revenue against the year
   * before): a market's usual growth, where one year's median swings with that year's economy.
   */
  medianRevenueGrowthOverYears: number | null;
}

export interface MarketLevels {
  /** What was measured: the database's market or the real files, and on which date. */
  source: string;
  asOf: string;
  valuation: ValuationLevels;
  ratios: RatioLevels;
}

export const TRILLION = 1e12;
export const LARGE_CAP = 100e9;

const finite = (x: number | null | undefined): x is number => x !== null && x !== undefined && Number.isFinite(x);

/** The median of the finite values, or null when there are none. */
export function medianOf(values: readonly (number | null | undefined)[]): number | null {
  const xs = values.filter(finite);
  return xs.length === 0 ? null : median(xs);
}

const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function valuationLevels(companies: readonly CompanyValuation[]): ValuationLevels {
  const sized = companies.filter((c) => finite(c.marketCap));
  let largest: ValuationLevels["largest"] = null;
  let total = 0;
  const bySector = new Map<string, number>();
  for (const c of sized) {
    const cap = c.marketCap!;
    total += cap;
    if (!largest || cap > largest.marketCap) largest = { name: c.name, sector: c.sector, marketCap: cap };
    const sector = c.sector ?? "(no sector)";
    bySector.set(sector, (bySector.get(sector) ?? 0) + cap);
  }
  const positivePe = (c: CompanyValuation) => finite(c.priceEarnings) && c.priceEarnings > 0;
  const pes = companies.filter(positivePe).map((c) => c.priceEarnings!);
  const large = sized.filter((c) => c.marketCap! > LARGE_CAP);
  const known = companies.filter((c) => finite(c.dividendYield));
  const yields = known.map((c) => c.dividendYield!).filter((y) => y > 0);
  return {
    companies: companies.length,
    largest,
    totalMarketCap: total,
    overTrillion: sized.filter((c) => c.marketCap! > TRILLION).length,
    positivePes: pes.length,
    medianPe: medianOf(pes),
    peAbove100: shareOf(pes.filter((pe) => pe > 100).length, pes.length),
    largeCaps: large.length,
    largeCapMedianPe: medianOf(large.filter(positivePe).map((c) => c.priceEarnings)),
    yieldsKnown: known.length,
    payers: yields.length,
    payingShare: shareOf(yields.length, known.length),
    payersMedianYield: medianOf(yields),
    highestYield: yields.length > 0 ? Math.max(...yields) : null,
    medianPriceToBook: medianOf(companies.map((c) => c.priceToBook).filter((pb) => finite(pb) && pb > 0)),
    sectorWeights: [...bySector]
      .map(([sector, cap]) => ({ sector, share: total > 0 ? cap / total : 0 }))
      .sort((a, b) => b.share - a.share),
    largestRevenue: largestBy(companies, (c) => c.revenue),
    tenLargest: tenLargest(sized),
  };
}

function largestBy(
  companies: readonly CompanyValuation[],
  of: (c: CompanyValuation) => number | null | undefined,
): { name: string; revenue: number } | null {
  let best: { name: string; revenue: number } | null = null;
  for (const c of companies) {
    const x = of(c);
    if (finite(x) && (!best || x > best.revenue)) best = { name: c.name, revenue: x };
  }
  return best;
}

function tenLargest(sized: readonly CompanyValuation[]): ValuationLevels["tenLargest"] {
  const ten = [...sized].sort((a, b) => b.marketCap! - a.marketCap!).slice(0, 10);
  const positive = ten.filter((c) => finite(c.priceEarnings) && c.priceEarnings > 0).map((c) => c.priceEarnings!);
  return {
    medianPe: medianOf(positive),
    payers: ten.filter((c) => finite(c.dividendYield) && c.dividendYield > 0).length,
    lossOrAbove100: ten.filter((c) => !finite(c.priceEarnings) || c.priceEarnings <= 0 || c.priceEarnings > 100).length,
  };
}

export function ratioLevels(
  companies: readonly CompanyRatios[],
  growthsOverYears: readonly number[] = [],
): RatioLevels {
  return {
    companies: companies.length,
    medianNetMargin: medianOf(companies.map((c) => c.netMargin)),
    medianReturnOnEquity: medianOf(companies.map((c) => c.returnOnEquity)),
    medianDebtToEquity: medianOf(companies.map((c) => c.debtToEquity)),
    medianRevenueGrowth: medianOf(companies.map((c) => c.revenueGrowth)),
    medianRevenueGrowthOverYears: medianOf(growthsOverYears),
  };
}
