import type {
  AnalystRatingRow,
  DividendRow,
  EstimateRow,
  InsiderRow,
  SplitRow,
  StatementRow,
} from "../research/company-data";
import { splitFactorAfter, trailingPeriod } from "../research/statements";
import { fairValue } from "../valuation/dcf";
import { extrapolateGrowthPercent, grahamValue } from "../valuation/graham";
import type { RatingInputs } from "./inputs";
import { lastIndexAtOrBefore } from "./sorted-days";
import {
  barAtOrBefore,
  DAYS,
  dollarVolume,
  maxDrawdown,
  movingAverage,
  preparePrices,
  rangePosition,
  stochasticKAt,
  trailingReturn,
  upDayShare,
  volatility,
  type DailyPrices,
  type PriceSeries,
} from "./price-series";

// One company's rating inputs on each rating date, point in time: a statement counts from its
// filing date, an estimate from its as-of date, a rating or insider trade from its own date.
// Dates are day numbers (days since 1970-01-01) so that the walk over 22 years stays cheap.

export interface CompanyHistoryData {
  sharesOutstanding: number | null;
  /** Sorted by filing date. */
  statements: StatementRow[];
  /** Sorted by as-of date. */
  estimates: EstimateRow[];
  dividends: DividendRow[];
  splits: SplitRow[];
  /** Sorted by date. */
  ratings: AnalystRatingRow[];
  /** Sorted by date. */
  insiders: InsiderRow[];
  prices: DailyPrices;
}

/** Rates on a date, percent. */
export type RatesAt = (day: number) => {
  treasury10Year: number | null;
  aaBond: number | null;
};

export const dayOf = (iso: string): number =>
  Date.UTC(
    Number(iso.slice(0, 4)),
    Number(iso.slice(5, 7)) - 1,
    Number(iso.slice(8, 10)),
  ) / 86_400_000;
export const isoOf = (day: number): string =>
  new Date(day * 86_400_000).toISOString().slice(0, 10);

const RATING_SCORE = {
  strong_buy: 5,
  buy: 4,
  hold: 3,
  sell: 2,
  strong_sell: 1,
} as const;
const YEAR_DAYS = 365;

/** Consensus, coverage, buy share and average target of each analyst's latest rating in (from, to]. */
function ratingState(
  ratings: readonly AnalystRatingRow[],
  ratingDays: Int32Array,
  from: number,
  to: number,
) {
  const latest = new Map<number, AnalystRatingRow>();
  const end = lastIndexAtOrBefore(ratingDays, to);
  for (let k = end; k >= 0 && ratingDays[k]! > from; k--) {
    const r = ratings[k]!;
    if (!latest.has(r.analystId)) latest.set(r.analystId, r);
  }
  if (latest.size === 0) return null;
  let score = 0;
  let buys = 0;
  let targets = 0;
  let targetCount = 0;
  for (const r of latest.values()) {
    score += RATING_SCORE[r.rating];
    if (r.rating === "buy" || r.rating === "strong_buy") buys++;
    if (r.priceTarget !== null && r.priceTarget > 0) {
      targets += r.priceTarget;
      targetCount++;
    }
  }
  return {
    consensus: score / latest.size,
    coverage: latest.size,
    buyShare: buys / latest.size,
    target: targetCount > 0 ? targets / targetCount : null,
  };
}

function estimateChange(
  estimates: readonly EstimateRow[],
  estimateDays: Int32Array,
  day: number,
  before: number,
  key: "eps" | "revenue",
): number | null {
  const now = lastIndexAtOrBefore(estimateDays, day);
  const then = lastIndexAtOrBefore(estimateDays, before);
  if (now < 0 || then < 0 || estimateDays[now] === estimateDays[then])
    return now >= 0 && then >= 0 ? 0 : null;
  const rowsAt = (i: number) => {
    const asOf = estimates[i]!.asOf;
    const out = new Map<number, number>();
    for (let k = i; k >= 0 && estimates[k]!.asOf === asOf; k--) {
      const v = estimates[k]![key];
      if (v !== null) out.set(estimates[k]!.forecastYear, v);
    }
    return out;
  };
  const a = rowsAt(now);
  const b = rowsAt(then);
  let total = 0;
  let count = 0;
  for (const [year, v] of a) {
    const w = b.get(year);
    if (w !== undefined && w !== 0) {
      total += (v - w) / Math.abs(w);
      count++;
    }
  }
  return count > 0 ? total / count : null;
}

function latestEstimates(
  estimates: readonly EstimateRow[],
  estimateDays: Int32Array,
  day: number,
): EstimateRow[] {
  const i = lastIndexAtOrBefore(estimateDays, day);
  if (i < 0) return [];
  const asOf = estimates[i]!.asOf;
  const rows: EstimateRow[] = [];
  for (let k = i; k >= 0 && estimates[k]!.asOf === asOf; k--)
    rows.push(estimates[k]!);
  return rows.sort((x, y) => x.forecastYear - y.forecastYear);
}

/** Annual reports' EPS and revenue of the last six years: how many of five year-on-year changes rose. */
function risingYears(
  years: readonly StatementRow[],
  key: "eps" | "revenue",
  splits: readonly SplitRow[],
): number | null {
  const last = years.slice(-6);
  if (last.length < 6) return null;
  let rising = 0;
  for (let i = 1; i < last.length; i++) {
    const a = last[i - 1]![key];
    const b = last[i]![key];
    if (a === null || b === null) return null;
    const fa =
      key === "eps" ? a / splitFactorAfter(splits, last[i - 1]!.filedOn) : a;
    const fb =
      key === "eps" ? b / splitFactorAfter(splits, last[i]!.filedOn) : b;
    if (fb > fa) rising++;
  }
  return rising;
}

function epsVariability(
  quarters: readonly StatementRow[],
  splits: readonly SplitRow[],
): number | null {
  const last = quarters.slice(-8);
  if (last.length < 8 || last.some((q) => q.eps === null)) return null;
  const eps = last.map((q) => q.eps! / splitFactorAfter(splits, q.filedOn));
  const mean = eps.reduce((a, b) => a + b, 0) / eps.length;
  const meanAbs = eps.reduce((a, b) => a + Math.abs(b), 0) / eps.length;
  if (meanAbs === 0) return null;
  const sd = Math.sqrt(
    eps.reduce((a, b) => a + (b - mean) ** 2, 0) / eps.length,
  );
  return sd / meanAbs;
}

/** What the statements filed by a date say: computed once per new filing, not per rating date. */
interface StatementState {
  fields: Pick<
    RatingInputs,
    | "revenue"
    | "grossProfit"
    | "ebit"
    | "interestExpense"
    | "netIncome"
    | "eps"
    | "operatingCashFlow"
    | "freeCashFlow"
    | "dividendsPaid"
    | "assets"
    | "currentAssets"
    | "currentLiabilities"
    | "liabilities"
    | "debt"
    | "equity"
    | "cash"
    | "shares"
    | "revenue1y"
    | "grossProfit1y"
    | "ebit1y"
    | "netIncome1y"
    | "eps1y"
    | "operatingCashFlow1y"
    | "freeCashFlow1y"
    | "assets1y"
    | "equity1y"
    | "shares1y"
    | "currentAssets1y"
    | "currentLiabilities1y"
    | "debt1y"
    | "eps3y"
    | "revenue3y"
    | "freeCashFlow3y"
    | "equity3y"
    | "eps5y"
    | "revenue5y"
    | "quarterEps"
    | "quarterEpsYearAgo"
    | "quarterRevenue"
    | "quarterRevenueYearAgo"
    | "epsRisingYears"
    | "revenueRisingYears"
    | "epsVariability"
  >;
}

/** Gross profit is not a stored flow: revenue less cost of revenue, summed like the period's flows. */
function grossProfit(
  p: ReturnType<typeof trailingPeriod>,
  rows: readonly StatementRow[],
): number | null {
  if (!p) return null;
  const end = p.end;
  const same = rows.filter((r) => r.period === end.period);
  const idx = same.indexOf(end);
  const span =
    end.period === "Q" ? same.slice(Math.max(0, idx - 3), idx + 1) : [end];
  let total = 0;
  for (const r of span) {
    const cost = r.costOfRevenue;
    if (r.revenue === null || cost === null || cost === undefined) return null;
    total += r.revenue - cost;
  }
  return total;
}

function splitAdjusted(
  st: StatementRow | undefined,
  v: number | null,
  splits: readonly SplitRow[],
): number | null {
  return st && v !== null ? v / splitFactorAfter(splits, st.filedOn) : null;
}

function sharesToday(
  st: StatementRow | undefined,
  splits: readonly SplitRow[],
): number | null {
  return st && st.shares !== null
    ? st.shares * splitFactorAfter(splits, st.filedOn)
    : null;
}

function statementState(
  known: readonly StatementRow[],
  splits: readonly SplitRow[],
): StatementState {
  const now = trailingPeriod(known, splits, 0);
  const y1 = trailingPeriod(known, splits, 1);
  const y3 = trailingPeriod(known, splits, 3);
  const y5 = trailingPeriod(known, splits, 5);
  const quarters = known.filter((st) => st.period === "Q");
  const years = known.filter((st) => st.period === "A");
  const lastQ = quarters[quarters.length - 1];
  const sameQ = lastQ
    ? quarters.find(
        (q) =>
          q.fiscalYear === lastQ.fiscalYear - 1 &&
          q.fiscalQuarter === lastQ.fiscalQuarter,
      )
    : undefined;
  return {
    fields: {
      revenue: now?.revenue ?? null,
      grossProfit: grossProfit(now, known),
      ebit: now?.ebit ?? null,
      interestExpense: now?.interestExpense ?? null,
      netIncome: now?.netIncome ?? null,
      eps: now?.eps ?? null,
      operatingCashFlow: now?.operatingCashFlow ?? null,
      freeCashFlow: now?.freeCashFlow ?? null,
      dividendsPaid: now?.dividendsPaid ?? null,
      assets: now?.end.totalAssets ?? null,
      currentAssets: now?.end.currentAssets ?? null,
      currentLiabilities: now?.end.currentLiabilities ?? null,
      liabilities: now?.end.totalLiabilities ?? null,
      debt: now?.end.debt ?? null,
      equity: now?.end.equity ?? null,
      cash: now?.end.cash ?? null,
      shares: sharesToday(now?.end, splits),
      revenue1y: y1?.revenue ?? null,
      grossProfit1y: grossProfit(y1, known),
      ebit1y: y1?.ebit ?? null,
      netIncome1y: y1?.netIncome ?? null,
      eps1y: y1?.eps ?? null,
      operatingCashFlow1y: y1?.operatingCashFlow ?? null,
      freeCashFlow1y: y1?.freeCashFlow ?? null,
      assets1y: y1?.end.totalAssets ?? null,
      equity1y: y1?.end.equity ?? null,
      shares1y: sharesToday(y1?.end, splits),
      currentAssets1y: y1?.end.currentAssets ?? null,
      currentLiabilities1y: y1?.end.currentLiabilities ?? null,
      debt1y: y1?.end.debt ?? null,
      eps3y: y3?.eps ?? null,
      revenue3y: y3?.revenue ?? null,
      freeCashFlow3y: y3?.freeCashFlow ?? null,
      equity3y: y3?.end.equity ?? null,
      eps5y: y5?.eps ?? null,
      revenue5y: y5?.revenue ?? null,
      quarterEps: splitAdjusted(lastQ, lastQ?.eps ?? null, splits),
      quarterEpsYearAgo: splitAdjusted(sameQ, sameQ?.eps ?? null, splits),
      quarterRevenue: lastQ?.revenue ?? null,
      quarterRevenueYearAgo: sameQ?.revenue ?? null,
      epsRisingYears: risingYears(years, "eps", splits),
      revenueRisingYears: risingYears(years, "revenue", splits),
      epsVariability: epsVariability(quarters, splits),
    },
  };
}

const NO_STATEMENTS: StatementState["fields"] = {
  revenue: null,
  grossProfit: null,
  ebit: null,
  interestExpense: null,
  netIncome: null,
  eps: null,
  operatingCashFlow: null,
  freeCashFlow: null,
  dividendsPaid: null,
  assets: null,
  currentAssets: null,
  currentLiabilities: null,
  liabilities: null,
  debt: null,
  equity: null,
  cash: null,
  shares: null,
  revenue1y: null,
  grossProfit1y: null,
  ebit1y: null,
  netIncome1y: null,
  eps1y: null,
  operatingCashFlow1y: null,
  freeCashFlow1y: null,
  assets1y: null,
  equity1y: null,
  shares1y: null,
  currentAssets1y: null,
  currentLiabilities1y: null,
  debt1y: null,
  eps3y: null,
  revenue3y: null,
  freeCashFlow3y: null,
  equity3y: null,
  eps5y: null,
  revenue5y: null,
  quarterEps: null,
  quarterEpsYearAgo: null,
  quarterRevenue: null,
  quarterRevenueYearAgo: null,
  epsRisingYears: null,
  revenueRisingYears: null,
  epsVariability: null,
};

function inPriceUnits(value: number | null, toPrice: number): number | null {
  return value === null || Number.isNaN(toPrice) ? null : value * toPrice;
}

/** Compound growth between the two estimated years (or null). */
function forecastGrowth(
  rows: readonly EstimateRow[],
  key: "eps" | "revenue",
): number | null {
  const usable = rows.filter((r) => r[key] !== null);
  if (usable.length < 2) return null;
  const a = usable[0]!;
  const b = usable[usable.length - 1]!;
  const va = a[key]!;
  const vb = b[key]!;
  return va > 0 && vb > 0 && b.forecastYear > a.forecastYear
    ? (vb / va) ** (1 / (b.forecastYear - a.forecastYear)) - 1
    : null;
}

function valuationAt(
  x: RatingInputs,
  rates: { treasury10Year: number | null; aaBond: number | null },
): { fairValue: number | null; grahamValue: number | null } {
  const g =
    x.forecastEpsGrowth ??
    (x.eps !== null && x.eps5y !== null && x.eps > 0 && x.eps5y > 0
      ? (x.eps / x.eps5y) ** 0.2 - 1
      : null);
  if (g === null || x.eps === null)
    return { fairValue: null, grahamValue: null };
  const growthPercent = Math.min(20, Math.max(-5, g * 100));
  const fcfPerShare =
    x.freeCashFlow !== null && x.shares ? x.freeCashFlow / x.shares : null;
  const base = fcfPerShare !== null && fcfPerShare > 0 ? fcfPerShare : x.eps;
  let fv: number | null = null;
  if (rates.treasury10Year !== null) {
    const r = fairValue({
      cashFlowPerShare: base,
      shortTermGrowthPercent: growthPercent,
      terminalGrowthPercent: 2.5,
      bondRatePercent: rates.treasury10Year,
    });
    fv = r.value;
  }
  let graham: number | null = null;
  if (rates.aaBond !== null) {
    const ext = extrapolateGrowthPercent({
      shortTermGrowthPercent: growthPercent,
      shortTermYears: 5,
      longTermGrowthPercent: 2.5,
    });
    if (ext !== null) graham = grahamValue(x.eps, ext, rates.aaBond).value;
  }
  return { fairValue: fv, grahamValue: graham };
}

/** The company's inputs on each of `evalDays`, null on days it was not trading (see walkCompany). */
export function companyInputs(
  data: CompanyHistoryData,
  evalDays: readonly number[],
  ratesAt: RatesAt,
): (RatingInputs | null)[] {
  const out: (RatingInputs | null)[] = evalDays.map(() => null);
  walkCompany(data, evalDays, ratesAt, (e, x) => {
    out[e] = x;
  });
  return out;
}

/**
 * Visits the company's inputs on each of `evalDays` (ascending day numbers) on which it traded
 * (it has a price in the ten days before), in date order, and answers the forward return from
 * each such day to the next rating date (or the one `forwardTo` names): the adjusted close then (or the last one, for a
 * company that stopped trading in between) over the adjusted close now, less one.
 */
export interface YieldEntry {
  day: number;
  earnings: number | null;
  book: number | null;
}

export interface WalkOptions {
  /** The rating date each date's forward return runs to (an index into evalDays, -1 for none); the next one by default. */
  forwardTo?: Int32Array;
  /** Which dates are month-ends: only they join the company's own yield history (all when absent). */
  monthEnd?: readonly boolean[];
  /** The yield history of month-ends before the first date (a one-day update starts from it). */
  yieldSeed?: readonly YieldEntry[];
  /** Receives the yield history within five years of the last date, to seed a later update. */
  onYieldHistory?: (entries: YieldEntry[]) => void;
}

export function walkCompany(
  data: CompanyHistoryData,
  evalDays: readonly number[],
  ratesAt: RatesAt,
  visit: (evalIndex: number, inputs: RatingInputs) => void,
  options: WalkOptions = {},
): Float64Array {
  const { forwardTo, monthEnd, yieldSeed, onYieldHistory } = options;
  const series: PriceSeries = preparePrices(data.prices);
  const statementDays = Int32Array.from(data.statements, (s) =>
    dayOf(s.filedOn),
  );
  const splitDays = Int32Array.from(data.splits, (x) => dayOf(x.exDate));
  const splitsAfter = (day: number): number => {
    let f = 1;
    for (let k = 0; k < splitDays.length; k++) if (splitDays[k]! > day) f *= data.splits[k]!.ratio;
    return f;
  };
  const estimateDays = Int32Array.from(data.estimates, (e) => dayOf(e.asOf));
  // Estimated EPS in the shares of the as-of date, like every other per-share figure.
  const estimates = data.estimates.map((e, k) => (e.eps === null ? e : { ...e, eps: e.eps / splitsAfter(estimateDays[k]!) }));
  const ratingDays = Int32Array.from(data.ratings, (r) => dayOf(r.ratedOn));
  // Each rating against the same analyst's previous one on this company: +1 upgrade, -1 downgrade.
  const ratingMove = new Int8Array(data.ratings.length);
  const previousScore = new Map<number, number>();
  data.ratings.forEach((r, k) => {
    const before = previousScore.get(r.analystId);
    if (before !== undefined)
      ratingMove[k] = Math.sign(RATING_SCORE[r.rating] - before);
    previousScore.set(r.analystId, RATING_SCORE[r.rating]);
  });
  const insiderDays = Int32Array.from(data.insiders, (t) => dayOf(t.tradedOn));
  const dividendDays = Int32Array.from(data.dividends, (d) => dayOf(d.exDate));
  const dividendAmounts = Float64Array.from(
    data.dividends,
    (d) => d.amount / splitFactorAfter(data.splits, d.exDate),
  );
  const dividendPrefix = new Float64Array(dividendAmounts.length + 1);
  for (let i = 0; i < dividendAmounts.length; i++)
    dividendPrefix[i + 1] = dividendPrefix[i]! + dividendAmounts[i]!;
  const dividendsIn = (from: number, to: number) =>
    dividendPrefix[lastIndexAtOrBefore(dividendDays, to) + 1]! -
    dividendPrefix[lastIndexAtOrBefore(dividendDays, from) + 1]!;

  let known = -1;
  let state: StatementState | null = null;
  // The company's own yields on earlier dates within five years: a queue with running sums.
  const yieldHistory: YieldEntry[] = [];
  let yieldHead = 0;
  const sums = { earnings: 0, earningsN: 0, book: 0, bookN: 0 };
  const addYield = (entry: YieldEntry) => {
    if (entry.earnings !== null) {
      sums.earnings += entry.earnings;
      sums.earningsN++;
    }
    if (entry.book !== null) {
      sums.book += entry.book;
      sums.bookN++;
    }
    yieldHistory.push(entry);
  };
  for (const entry of yieldSeed ?? []) addYield(entry);
  const forward = new Float64Array(evalDays.length).fill(Number.NaN);

  for (let e = 0; e < evalDays.length; e++) {
    const day = evalDays[e]!;
    const i = barAtOrBefore(series, day, 0);
    if (i < 0) continue;
    const target = forwardTo ? forwardTo[e]! : e + 1;
    const next = target >= 0 ? evalDays[target] : undefined;
    if (next !== undefined) {
      const j = lastIndexAtOrBefore(series.prices.day, next);
      if (j >= i && series.prices.adj[i]! > 0)
        forward[e] = series.prices.adj[j]! / series.prices.adj[i]! - 1;
    }
    // New filings since the last date: recompute what the statements say.
    const filed = lastIndexAtOrBefore(statementDays, day);
    if (filed !== known) {
      known = filed;
      state =
        filed >= 0
          ? statementState(data.statements.slice(0, filed + 1), data.splits)
          : null;
    }
    const s = state?.fields;
    // Per-share figures are in the shares of the as-of date (statements.ts restates them for
    // every split up to then), so the price is too: the close as traded, divided by the splits
    // since. Ratios of the two then do not change when a later split arrives.
    const close = series.prices.close[i]!;
    const price = close / splitsAfter(series.prices.day[i]!);
    // Averages and MACD run on adjusted closes, whose level depends on every later dividend and
    // split; restated in today's price units they compare with the price without looking ahead.
    const toPrice = series.prices.adj[i]! > 0 ? price / series.prices.adj[i]! : Number.NaN;
    // Shares from the statements filed by then: the company's current count would look ahead.
    const shares = s?.shares ?? null;
    const range = rangePosition(series, i, DAYS.year);
    const latest = latestEstimates(estimates, estimateDays, day);
    const nearest = latest[0];
    const ratingNow = ratingState(
      data.ratings,
      ratingDays,
      day - YEAR_DAYS,
      day,
    );
    const rating3m = ratingState(
      data.ratings,
      ratingDays,
      day - 91 - YEAR_DAYS,
      day - 91,
    );

    // Upgrades and downgrades: each rating against the same analyst's previous one.
    let upgrades = 0;
    let ratings90 = 0;
    const r90 = lastIndexAtOrBefore(ratingDays, day);
    for (let k = r90; k >= 0 && ratingDays[k]! > day - 90; k--) {
      ratings90++;
      upgrades += ratingMove[k]!;
    }

    // Insiders over six and twelve months.
    let net6 = 0;
    let net12 = 0;
    let insiders12 = 0;
    for (
      let k = lastIndexAtOrBefore(insiderDays, day);
      k >= 0 && insiderDays[k]! > day - YEAR_DAYS;
      k--
    ) {
      const t = data.insiders[k]!;
      const shares = t.shares * splitsAfter(insiderDays[k]!);
      net12 += shares;
      if (insiderDays[k]! > day - 182) net6 += shares;
      insiders12 += Math.sign(t.shares);
    }

    let positiveMonths = 0;
    let months = 0;
    for (let m = 0; m < 12 && i - (m + 1) * DAYS.month >= 0; m++) {
      months++;
      if (
        series.prices.adj[i - m * DAYS.month]! >
        series.prices.adj[i - (m + 1) * DAYS.month]!
      )
        positiveMonths++;
    }

    const x: RatingInputs = {
      price,
      r1m: trailingReturn(series, i, DAYS.month),
      r3m: trailingReturn(series, i, DAYS.quarter),
      r6m: trailingReturn(series, i, DAYS.half),
      r9m: trailingReturn(series, i, DAYS.nine),
      r12m: trailingReturn(series, i, DAYS.year),
      r12m1: trailingReturn(series, i, DAYS.year, DAYS.month),
      r24m: trailingReturn(series, i, DAYS.twoYears),
      r36m: trailingReturn(series, i, DAYS.threeYears),
      fromHigh52: range?.fromHigh ?? null,
      fromLow52: range?.fromLow ?? null,
      sma50: inPriceUnits(movingAverage(series, i, 50), toPrice),
      sma200: inPriceUnits(movingAverage(series, i, 200), toPrice),
      rsi: series.rsi[i] ?? null,
      macdHistogram: inPriceUnits(series.macdHistogram[i] ?? null, toPrice),
      stochasticK: stochasticKAt(series, i),
      volatility12m: volatility(series, i, DAYS.year),
      maxDrawdown12m: maxDrawdown(series, i, DAYS.year),
      upDays6m: upDayShare(series, i, DAYS.half),
      dollarVolume1m: dollarVolume(series, i, DAYS.month),
      dollarVolume12m: dollarVolume(series, i, DAYS.year),
      positiveMonths12: months === 12 ? positiveMonths : null,
      ...(s ?? NO_STATEMENTS),
      shares,
      marketCap: shares ? price * shares : null,
      forwardEps: nearest?.eps ?? null,
      forecastEpsGrowth: forecastGrowth(latest, "eps"),
      forecastRevenueGrowth: forecastGrowth(latest, "revenue"),
      forecastReturnOnEquity: nearest?.returnOnEquity ?? null,
      epsRevision3m: estimateChange(
        estimates,
        estimateDays,
        day,
        day - 91,
        "eps",
      ),
      epsRevision6m: estimateChange(
        estimates,
        estimateDays,
        day,
        day - 182,
        "eps",
      ),
      revenueRevision3m: estimateChange(
        estimates,
        estimateDays,
        day,
        day - 91,
        "revenue",
      ),
      consensus: ratingNow?.consensus ?? null,
      consensus3mAgo: rating3m?.consensus ?? null,
      netUpgrades90d: ratingNow ? upgrades : null,
      coverage: ratingNow?.coverage ?? 0,
      ratings90d: ratings90,
      // Targets are quoted in the shares of their day, like the close.
      targetUpside: ratingNow?.target ? ratingNow.target / close - 1 : null,
      targetRevision3m:
        ratingNow?.target && rating3m?.target
          ? ratingNow.target / rating3m.target - 1
          : null,
      buyShare: ratingNow?.buyShare ?? null,
      insiderNet6m: shares ? net6 / shares : null,
      insiderNet12m: shares ? net12 / shares : null,
      insiderBreadth12m: insiders12,
      dividend12m: dividendsIn(day - YEAR_DAYS, day),
      dividend12m3y: dividendsIn(day - 4 * YEAR_DAYS, day - 3 * YEAR_DAYS),
      fairValue: null,
      grahamValue: null,
      earningsYieldHistory: null,
      bookYieldHistory: null,
    };
    const v = valuationAt(x, ratesAt(day));
    x.fairValue = v.fairValue;
    x.grahamValue = v.grahamValue;

    // The company's own yields over the five years before (from earlier rating dates).
    const fiveYearsAgo = day - 5 * YEAR_DAYS;
    while (
      yieldHead < yieldHistory.length &&
      yieldHistory[yieldHead]!.day < fiveYearsAgo
    ) {
      const old = yieldHistory[yieldHead++]!;
      if (old.earnings !== null) {
        sums.earnings -= old.earnings;
        sums.earningsN--;
      }
      if (old.book !== null) {
        sums.book -= old.book;
        sums.bookN--;
      }
    }
    x.earningsYieldHistory =
      sums.earningsN >= 12 ? sums.earnings / sums.earningsN : null;
    x.bookYieldHistory = sums.bookN >= 12 ? sums.book / sums.bookN : null;
    // Month-ends only: a one-day update, which rates no month-end, then sees the same history.
    if (!monthEnd || monthEnd[e]) {
      addYield({
        day,
        earnings: x.eps !== null && price > 0 ? x.eps / price : null,
        book: x.equity !== null && x.marketCap ? x.equity / x.marketCap : null,
      });
    }
    visit(e, x);
  }
  if (onYieldHistory) {
    const last = evalDays[evalDays.length - 1] ?? 0;
    onYieldHistory(yieldHistory.slice(yieldHead).filter((h) => h.day >= last - 5 * YEAR_DAYS));
  }
  return forward;
}
