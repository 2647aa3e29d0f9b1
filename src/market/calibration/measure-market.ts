import { sql, Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import type { DividendRow, SplitRow } from "../../domain/research/company-data";
import type { BacktestSummary } from "../../domain/rating/backtest";
import { dayOf, isoOf } from "../../domain/rating/company-history";
import { COMPONENTS, type Component } from "../../domain/rating/components";
import { ratesLookup } from "../../domain/rating/rates";
import { RatingRun, type RatingHistory } from "../../domain/rating/rating-run";
import { meanWithT, median, seriesMoments, standardDeviation } from "../../domain/statistics/return-statistics";
import { decileSpread, rankCorrelation } from "../../domain/statistics/signal-quality";
import { groupByCompany, rows } from "../company-rows";
import { computeCompanies, ratingDates } from "../rating/pipeline";
import { adjustedPrices, loadRateSeries, loadRatingCompanies } from "../rating/load-history";

// The calibration statistics of whatever market a database holds (the demo market or imported
// real prices), all measured the same way: the rating model is run afresh in memory (its
// component scores are not stored), prices are read a batch of companies at a time.

export interface ComponentQuality {
  key: Component;
  /** Mean monthly rank information coefficient against the next month's relative return. */
  meanIc: number;
  t: number;
  months: number;
  /** Top decile less bottom decile, next month's return, annualised (mean x 12). */
  decileSpread: number;
}

export interface MarketStatistics {
  source: string;
  from: string;
  to: string;
  /** Stocks measured (companies with a sector: funds are left out). */
  stocks: number;
  stock: { dailyVolatility: number; kurtosis: number; squaredAutocorrelation: number };
  index: { dailyVolatility: number; kurtosis: number; squaredAutocorrelation: number };
  /** Mean over months of the cross-sectional standard deviation of monthly returns. */
  dispersion: number;
  components: ComponentQuality[];
  /** Share of buy ratings followed by a year that beat the market, and of sell ratings by one that lagged it. */
  analysts: { ratings: number; buyHitRate: number; sellHitRate: number } | null;
  backtest: BacktestSummary;
  weights: { key: Component; weight: number }[];
}

const BATCH = 300;
const YEAR = 365;

export async function measureMarket(
  pool: pg.Pool,
  options: { workers?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<MarketStatistics | null> {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const metaRows = await rows<{ key: string; value: unknown }>(db, sql`SELECT key, value FROM market_meta`);
  const meta = new Map(metaRows.map((r) => [r.key, r.value]));
  const asOf = typeof meta.get("as_of") === "string" ? (meta.get("as_of") as string) : null;
  const first = (await rows<{ d: string | null }>(db, sql`SELECT min(first_date)::text AS d FROM price_years`))[0]?.d;
  if (!asOf || !first) return null;

  // 1. The rating model over the whole history, as the pipeline runs it.
  const companies = await loadRatingCompanies(db);
  const rates = await loadRateSeries(db);
  const { evalDays, monthEnd } = ratingDates(first, asOf);
  const run = new RatingRun(
    companies.map((c) => ({ id: c.id, industryId: c.industryId, sectorId: c.sectorId })),
    evalDays,
    monthEnd,
    ratesLookup(rates.treasury10Year, rates.aaBond),
  );
  await computeCompanies(run, pool, companies, { asOf, rates }, options);
  const history = run.finish();

  // 2. Prices: per-stock moments, the equal-weighted index, month-end values and the analysts' records.
  const months = evalDays.map((_, e) => e).filter((e) => monthEnd[e]);
  const N = companies.length;
  const M = months.length;
  const fresh = new Float64Array(M * N).fill(Number.NaN);
  const latest = new Float64Array(M * N).fill(Number.NaN);
  const firstDay = dayOf(first);
  const lastDay = dayOf(asOf);
  const indexSum = new Float64Array(lastDay - firstDay + 1);
  const indexCount = new Uint32Array(lastDay - firstDay + 1);
  const stockVol: number[] = [];
  const stockKurt: number[] = [];
  const stockSq: number[] = [];
  const calls: { day: number; stockReturn: number; buy: boolean }[] = [];
  const isStock = companies.map((c) => c.sectorId !== null);

  for (let b = 0; b < N; b += BATCH) {
    const batch = companies.slice(b, b + BATCH);
    const ids = batch.map((c) => c.id);
    const only = sql`company_id = ANY(${ids}::int[])`;
    const [years, dividends, splits, ratings] = await Promise.all([
      rows<{ company_id: number; year: number; data: Buffer }>(
        db,
        sql`SELECT company_id, year, data FROM price_years WHERE ${only} ORDER BY company_id, year`,
      ),
      rows<DividendRow & { company_id: number }>(
        db,
        sql`SELECT company_id, ex_date::text AS "exDate", amount, prices_adjusted AS "pricesAdjusted" FROM dividends WHERE ${only} AND ex_date <= ${asOf} ORDER BY company_id, ex_date`,
      ),
      rows<SplitRow & { company_id: number }>(
        db,
        sql`SELECT company_id, ex_date::text AS "exDate", ratio FROM splits WHERE ${only} AND NOT prices_adjusted AND ex_date <= ${asOf} ORDER BY company_id, ex_date`,
      ),
      rows<{ company_id: number; rated_on: string; rating: string }>(
        db,
        sql`SELECT company_id, rated_on::text AS rated_on, rating FROM analyst_ratings WHERE ${only} AND rating <> 'hold' AND rated_on <= ${asOf}::date - interval '1 year'`,
      ),
    ]);
    const by = {
      years: groupByCompany(years),
      dividends: groupByCompany(dividends),
      splits: groupByCompany(splits),
      ratings: groupByCompany(ratings),
    };
    batch.forEach((company, j) => {
      const c = b + j;
      const prices = adjustedPrices(
        (by.years.get(company.id) ?? []) as { year: number; data: Buffer }[],
        (by.dividends.get(company.id) ?? []) as DividendRow[],
        (by.splits.get(company.id) ?? []) as SplitRow[],
        lastDay,
      );
      const { day, adj } = prices;
      if (day.length < 2) return;
      if (isStock[c]) {
        const returns = new Float64Array(day.length - 1);
        for (let k = 1; k < day.length; k++) {
          const r = adj[k]! > 0 && adj[k - 1]! > 0 ? Math.log(adj[k]! / adj[k - 1]!) : Number.NaN;
          returns[k - 1] = r;
          if (Number.isFinite(r)) {
            indexSum[day[k]! - firstDay]! += r;
            indexCount[day[k]! - firstDay]!++;
          }
        }
        const moments = day.length > 250 ? seriesMoments(returns) : null;
        if (moments) {
          stockVol.push(moments.sd);
          stockKurt.push(moments.kurtosis);
          stockSq.push(moments.squaredAutocorrelation);
        }
      }
      // Month-end values: `fresh` only when the company traded within a week of the date.
      let k = 0;
      for (let m = 0; m < M; m++) {
        const d = evalDays[months[m]!]!;
        while (k < day.length && day[k]! <= d) k++;
        if (k === 0) continue;
        latest[m * N + c] = adj[k - 1]!;
        if (d - day[k - 1]! <= 7) fresh[m * N + c] = adj[k - 1]!;
      }
      // Analyst calls a year on.
      const at = (d: number) => {
        let lo = 0;
        let hi = day.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (day[mid]! <= d) lo = mid + 1;
          else hi = mid;
        }
        return lo - 1;
      };
      for (const r of (by.ratings.get(company.id) ?? []) as { rated_on: string; rating: string }[]) {
        const d = dayOf(r.rated_on);
        const i = at(d);
        const f = at(d + YEAR);
        if (i < 0 || f <= i) continue;
        calls.push({
          day: d,
          stockReturn: Math.log(adj[f]! / adj[i]!),
          buy: r.rating === "buy" || r.rating === "strong_buy",
        });
      }
    });
    options.onProgress?.(Math.min(N, b + BATCH), N);
  }

  // 3. The index: the mean log return of the stocks trading each day.
  const index: number[] = [];
  const indexLevel = new Float64Array(indexSum.length + 1);
  for (let d = 0; d < indexSum.length; d++) {
    const r = indexCount[d]! > 0 ? indexSum[d]! / indexCount[d]! : 0;
    if (indexCount[d]! > 0) index.push(r);
    indexLevel[d + 1] = indexLevel[d]! + r;
  }
  const indexMoments = seriesMoments(index);
  const levelAt = (day: number) => indexLevel[Math.max(0, Math.min(indexSum.length, day - firstDay + 1))]!;
  let buys = 0;
  let buyHits = 0;
  let sells = 0;
  let sellHits = 0;
  for (const call of calls) {
    const market = levelAt(call.day + YEAR) - levelAt(call.day);
    if (call.buy) {
      buys++;
      if (call.stockReturn > market) buyHits++;
    } else {
      sells++;
      if (call.stockReturn < market) sellHits++;
    }
  }

  // 4. Each component against the next month's return, relative to the rated companies' mean.
  const K = COMPONENTS.length;
  const ics: number[][] = COMPONENTS.map(() => []);
  const spreads: number[][] = COMPONENTS.map(() => []);
  const dispersion: number[] = [];
  for (let m = 0; m + 1 < M; m++) {
    const e = months[m]!;
    const forward = new Float64Array(N).fill(Number.NaN);
    let sum = 0;
    let count = 0;
    for (let c = 0; c < N; c++) {
      if (history.grade[e * N + c]! === 0) continue;
      const r = latest[(m + 1) * N + c]! / fresh[m * N + c]! - 1;
      if (!Number.isFinite(r)) continue;
      forward[c] = r;
      sum += r;
      count++;
    }
    if (count < 20) continue;
    dispersion.push(standardDeviation(Array.from(forward)));
    for (let c = 0; c < N; c++) forward[c]! -= sum / count;
    for (let k = 0; k < K; k++) {
      const scores = history.components.subarray((e * K + k) * N, (e * K + k + 1) * N);
      const ic = rankCorrelation(scores, forward);
      if (ic !== null) ics[k]!.push(ic);
      const spread = decileSpread(scores, forward);
      if (spread !== null) spreads[k]!.push(spread);
    }
  }

  const last = history.evalDays.length - 1;
  return {
    source: typeof meta.get("source") === "string" ? (meta.get("source") as string) : "unknown",
    from: isoOf(evalDays[0]!),
    to: asOf,
    stocks: stockVol.length,
    stock: { dailyVolatility: median(stockVol), kurtosis: median(stockKurt), squaredAutocorrelation: median(stockSq) },
    index: {
      dailyVolatility: indexMoments?.sd ?? Number.NaN,
      kurtosis: indexMoments?.kurtosis ?? Number.NaN,
      squaredAutocorrelation: indexMoments?.squaredAutocorrelation ?? Number.NaN,
    },
    dispersion: dispersion.reduce((a, b) => a + b, 0) / Math.max(1, dispersion.length),
    components: COMPONENTS.map((key, k) => {
      const ic = meanWithT(ics[k]!);
      const spread = spreads[k]!;
      return {
        key,
        meanIc: ic.mean,
        t: ic.t,
        months: ic.months,
        decileSpread: spread.length > 0 ? (spread.reduce((a, b) => a + b, 0) / spread.length) * 12 : Number.NaN,
      };
    }),
    analysts:
      buys + sells > 0 ? { ratings: buys + sells, buyHitRate: buyHits / buys, sellHitRate: sellHits / sells } : null,
    backtest: history.backtest,
    weights: latestWeights(history, last),
  };
}

function latestWeights(history: RatingHistory, e: number): { key: Component; weight: number }[] {
  const K = COMPONENTS.length;
  const raw = COMPONENTS.map((key, k) => ({ key, weight: history.weights[e * K + k]! }));
  const total = raw.reduce((a, b) => a + b.weight, 0);
  return raw.map((w) => ({ ...w, weight: total > 0 ? w.weight / total : 0 }));
}
