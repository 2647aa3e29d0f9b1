import type {
  AnalystRatingRow,
  DividendRow,
  EstimateRow,
  InsiderRow,
  SplitRow,
  StatementRow,
} from "../research/company-data";
import { ratingMoves, ratingState, recentMoves } from "./analyst-history";
import { splitsAfterDay, trailingDividendAt } from "./corporate-actions";
import { dayOf } from "./day-numbers";
import { estimateChange, forecastGrowth, latestEstimates } from "./estimate-history";
import type { RatingInputs } from "./inputs";
import { insiderActivity } from "./insider-activity";
import { priceInputs } from "./price-inputs";
import { barAtOrBefore, preparePrices, type DailyPrices, type PriceSeries } from "./price-series";
import { lastIndexAtOrBefore } from "./sorted-days";
import { NO_STATEMENTS, statementsAsOf } from "./statement-state";
import { valuationAt, type RatesOnDay } from "./valuation-at";
import { YieldHistory, type YieldEntry } from "./yield-history";

// One company's rating inputs on each rating date, point in time: a statement counts from its
// filing date, an estimate from its as-of date, a rating or insider trade from its own date.
// Each kind of data has its own file; this one walks the dates and puts the inputs together.

// Kept for callers outside the domain that read day numbers from here; new code imports day-numbers.
export { dayOf, isoOf } from "./day-numbers";

export interface CompanyHistoryData {
  sharesOutstanding: number | null;
  /** Sorted by filing date. */
  statements: StatementRow[];
  /** Sorted by as-of date. */
  estimates: EstimateRow[];
  dividends: DividendRow[];
  /**
   * Whether `dividends` is the company's whole record (absent: it is). An imported company
   * without any dividend record may pay or not: its dividend inputs are null, never 0
   * (decision 033).
   */
  dividendsKnown?: boolean;
  splits: SplitRow[];
  /** The splits the stored prices do not already reflect (absent: all of `splits`). */
  priceSplits?: SplitRow[];
  /** Sorted by date. */
  ratings: AnalystRatingRow[];
  /** Sorted by date. */
  insiders: InsiderRow[];
  prices: DailyPrices;
}

/** Rates on a date, percent. */
export type RatesAt = (day: number) => RatesOnDay;

const YEAR_DAYS = 365;

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

/** The forward return from bar i to the last bar on or before `next`: adjusted close then over now, less one. */
function forwardReturn(series: PriceSeries, i: number, next: number): number {
  const j = lastIndexAtOrBefore(series.prices.day, next);
  return j >= i && series.prices.adj[i]! > 0 ? series.prices.adj[j]! / series.prices.adj[i]! - 1 : Number.NaN;
}

/**
 * Visits the company's inputs on each of `evalDays` (ascending day numbers) on which it traded
 * (it has a price in the ten days before), in date order, and answers the forward return from
 * each such day to the next rating date (or the one `forwardTo` names): the adjusted close then
 * (or the last one, for a company that stopped trading in between) over the adjusted close now,
 * less one.
 */
export function walkCompany(
  data: CompanyHistoryData,
  evalDays: readonly number[],
  ratesAt: RatesAt,
  visit: (evalIndex: number, inputs: RatingInputs) => void,
  options: WalkOptions = {},
): Float64Array {
  const { forwardTo, monthEnd, yieldSeed, onYieldHistory } = options;
  const series: PriceSeries = preparePrices(data.prices);
  const statementsOn = statementsAsOf(data.statements, data.splits);
  const splitsAfter = splitsAfterDay(data.splits);
  // Prices that already reflect a split (imported, adjusted files) are not divided by it again.
  const priceSplitsAfter = data.priceSplits ? splitsAfterDay(data.priceSplits) : splitsAfter;
  const estimateDays = Int32Array.from(data.estimates, (e) => dayOf(e.asOf));
  // Estimated EPS in the shares of the as-of date, like every other per-share figure.
  const estimates = data.estimates.map((e, k) =>
    e.eps === null ? e : { ...e, eps: e.eps / splitsAfter(estimateDays[k]!) },
  );
  const ratingDays = Int32Array.from(data.ratings, (r) => dayOf(r.ratedOn));
  // Price targets too: a target set before a split compares with the price in the same shares.
  const ratings = data.ratings.map((r, k) =>
    r.priceTarget === null ? r : { ...r, priceTarget: r.priceTarget / splitsAfter(ratingDays[k]!) },
  );
  const moves = ratingMoves(data.ratings);
  const insiderDays = Int32Array.from(data.insiders, (t) => dayOf(t.tradedOn));
  const trailingKnown = trailingDividendAt(data.dividends, data.splits);
  const trailingDividend = (day: number): number | null => (data.dividendsKnown === false ? null : trailingKnown(day));
  const yields = new YieldHistory(yieldSeed);
  const forward = new Float64Array(evalDays.length).fill(Number.NaN);

  for (let e = 0; e < evalDays.length; e++) {
    const day = evalDays[e]!;
    const i = barAtOrBefore(series, day, 0);
    if (i < 0) continue;
    const target = forwardTo ? forwardTo[e]! : e + 1;
    const next = target >= 0 ? evalDays[target] : undefined;
    if (next !== undefined) forward[e] = forwardReturn(series, i, next);
    const s = statementsOn(day);
    // Per-share figures are in the shares of the as-of date (statements.ts restates them for
    // every split up to then), so the price is too: the close as traded, divided by the splits
    // since. Ratios of the two then do not change when a later split arrives.
    const close = series.prices.close[i]!;
    const price = close / priceSplitsAfter(series.prices.day[i]!);
    // Restated in today's price units, adjusted closes compare with the price without looking ahead.
    const toPrice = series.prices.adj[i]! > 0 ? price / series.prices.adj[i]! : Number.NaN;
    // Shares from the statements filed by then: the company's current count would look ahead.
    const shares = s?.shares ?? null;
    const latest = latestEstimates(estimates, estimateDays, day);
    const nearest = latest[0];
    const ratingNow = ratingState(ratings, ratingDays, day - YEAR_DAYS, day);
    const rating3m = ratingState(ratings, ratingDays, day - 91 - YEAR_DAYS, day - 91);
    const { ratings90, upgrades } = recentMoves(ratingDays, moves, day);
    const insiders = insiderActivity(data.insiders, insiderDays, day, splitsAfter);

    const x: RatingInputs = {
      price,
      ...priceInputs(series, i, toPrice),
      ...(s ?? NO_STATEMENTS),
      shares,
      marketCap: shares ? price * shares : null,
      forwardEps: nearest?.eps ?? null,
      forecastEpsGrowth: forecastGrowth(latest, "eps"),
      forecastRevenueGrowth: forecastGrowth(latest, "revenue"),
      forecastReturnOnEquity: nearest?.returnOnEquity ?? null,
      epsRevision3m: estimateChange(estimates, estimateDays, day, day - 91, "eps"),
      epsRevision6m: estimateChange(estimates, estimateDays, day, day - 182, "eps"),
      revenueRevision3m: estimateChange(estimates, estimateDays, day, day - 91, "revenue"),
      consensus: ratingNow?.consensus ?? null,
      consensus3mAgo: rating3m?.consensus ?? null,
      netUpgrades90d: ratingNow ? upgrades : null,
      coverage: ratingNow?.coverage ?? 0,
      ratings90d: ratings90,
      // Targets in the shares of the as-of date, like the price (a split in the year is no upside).
      targetUpside: ratingNow?.target ? ratingNow.target / price - 1 : null,
      targetRevision3m: ratingNow?.target && rating3m?.target ? ratingNow.target / rating3m.target - 1 : null,
      buyShare: ratingNow?.buyShare ?? null,
      insiderNet6m: shares ? insiders.net6 / shares : null,
      insiderNet12m: shares ? insiders.net12 / shares : null,
      insiderBreadth12m: insiders.breadth12,
      dividend12m: trailingDividend(day),
      dividend12m3y: trailingDividend(day - 3 * YEAR_DAYS),
      fairValue: null,
      grahamValue: null,
      earningsYieldHistory: null,
      bookYieldHistory: null,
    };
    const v = valuationAt(x, ratesAt(day));
    x.fairValue = v.fairValue;
    x.grahamValue = v.grahamValue;

    // The company's own yields over the five years before (from earlier rating dates).
    const usual = yields.averagesAt(day);
    x.earningsYieldHistory = usual.earnings;
    x.bookYieldHistory = usual.book;
    // Month-ends only: a one-day update, which rates no month-end, then sees the same history.
    if (!monthEnd || monthEnd[e]) {
      yields.add({
        day,
        earnings: x.eps !== null && price > 0 ? x.eps / price : null,
        book: x.equity !== null && x.marketCap ? x.equity / x.marketCap : null,
      });
    }
    visit(e, x);
  }
  onYieldHistory?.(yields.within(evalDays[evalDays.length - 1] ?? 0));
  return forward;
}
