import type { CompanyHistoryData, RatesAt } from "../../src/domain/rating/company-history";
import type { DailyPrices } from "../../src/domain/rating/price-series";
import { afterAll, beforeAll, vi } from "vitest";
import { RatingRun, type RatingCompany, type RatingHistory } from "../../src/domain/rating/rating-run";
import type {
  AnalystRatingRow,
  DividendRow,
  EstimateRow,
  InsiderRow,
  SplitRow,
  StatementRow,
} from "../../src/domain/research/company-data";

// A small, seeded market for the rating's unit tests, built in memory (no database): weekday
// prices, quarterly and annual statements filed 40 days after their period, estimates,
// analysts, insiders, dividends and a few splits. Each company has a hidden quality that
// drives both its earnings growth and its price drift, so the factors have something to find.

const DAY_MS = 86_400_000;
export const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A seeded stream of numbers in [0, 1) (mulberry32): the same seed gives the same market. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Weekdays from `from` to `to` inclusive, as day numbers. */
export function weekdays(from: string, to: string): number[] {
  const out: number[] = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d++) {
    const weekday = (d + 4) % 7; // 1970-01-01 was a Thursday
    if (weekday !== 0 && weekday !== 6) out.push(d);
  }
  return out;
}

/** Month-ends (the last weekday of each month) and the last `daily` weekdays, as the pipeline rates. */
export function ratingDays(from: string, to: string, daily = 21): { evalDays: number[]; monthEnd: boolean[] } {
  const days = weekdays(from, to);
  const ends = new Set<number>();
  for (let i = 0; i < days.length; i++) {
    const next = days[i + 1];
    if (next === undefined || isoDay(next).slice(0, 7) !== isoDay(days[i]!).slice(0, 7)) ends.add(days[i]!);
  }
  const all = [...new Set([...ends, ...days.slice(-daily)])].sort((a, b) => a - b);
  return { evalDays: all, monthEnd: all.map((d) => ends.has(d)) };
}

export interface MarketOptions {
  companies: number;
  from: string;
  to: string;
  seed: number;
}

export interface SyntheticMarket {
  companies: RatingCompany[];
  data: CompanyHistoryData[];
  ratesAt: RatesAt;
}

const RATINGS: AnalystRatingRow["rating"][] = ["strong_sell", "sell", "hold", "buy", "strong_buy"];

function companyData(random: () => number, days: readonly number[], quality: number, c: number): CompanyHistoryData {
  // Some companies list late or stop trading early, like a real universe.
  const start = c % 7 === 3 ? Math.floor(days.length * 0.3) : 0;
  const stop = c % 11 === 5 ? Math.floor(days.length * 0.8) : days.length;
  const tradingDays = days.slice(start, stop);
  const splits: SplitRow[] =
    c % 5 === 1 ? [{ exDate: isoDay(tradingDays[Math.floor(tradingDays.length / 2)]!), ratio: 2 }] : [];
  const dividends: DividendRow[] = [];
  const n = tradingDays.length;
  const close = new Float64Array(n);
  const volume = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  let level = 20 + random() * 80;
  let splitAt = -1;
  for (let i = 0; i < n; i++) {
    const day = tradingDays[i]!;
    if (splits.length > 0 && isoDay(day) === splits[0]!.exDate) {
      level /= splits[0]!.ratio;
      splitAt = i;
    }
    level *= 1 + 0.0004 * quality + (random() - 0.5) * 0.04;
    close[i] = level;
    high[i] = level * (1 + random() * 0.01);
    low[i] = level * (1 - random() * 0.01);
    volume[i] = 100_000 + Math.floor(random() * 50_000);
    if (c % 3 === 0 && i % 63 === 40) dividends.push({ exDate: isoDay(day), amount: level * 0.005 });
  }
  // Adjusted closes restate earlier days for the later split (dividends are left out: small).
  const adj = Float64Array.from(close, (v, i) => (splitAt >= 0 && i < splitAt ? v / splits[0]!.ratio : v));
  const prices: DailyPrices = { day: Int32Array.from(tradingDays), close, adj, high, low, volume };

  const statements: StatementRow[] = [];
  const firstYear = Number(isoDay(tradingDays[0]!).slice(0, 4)) - 1;
  const lastYear = Number(isoDay(tradingDays[n - 1]!).slice(0, 4));
  let revenue = 100 + random() * 100;
  const shares = 10 + Math.floor(random() * 10);
  for (let y = firstYear; y <= lastYear; y++) {
    const quarters: StatementRow[] = [];
    for (let q = 1; q <= 4; q++) {
      revenue *= 1 + 0.01 * quality + (random() - 0.5) * 0.04;
      const margin = 0.05 + 0.02 * quality + random() * 0.05;
      const netIncome = revenue * margin;
      const periodEnd = isoDay(dayNumber(`${y}-${String(q * 3).padStart(2, "0")}-01`) + 27);
      const filedOn = isoDay(dayNumber(periodEnd) + 40);
      const row: StatementRow = {
        period: "Q",
        fiscalYear: y,
        fiscalQuarter: q,
        periodEnd,
        filedOn,
        revenue,
        ebit: netIncome * 1.4,
        interestExpense: 1 + random(),
        netIncome,
        eps: netIncome / shares,
        shares,
        totalAssets: 500 + revenue,
        currentAssets: 150 + random() * 50,
        totalLiabilities: 250 + random() * 50,
        currentLiabilities: 90 + random() * 30,
        nonCurrentLiabilities: 160,
        debt: 100 + random() * 40,
        equity: 250 + revenue * quality,
        operatingCashFlow: netIncome * 1.2,
        freeCashFlow: netIncome * (0.6 + random() * 0.4),
        dividendsPaid: c % 3 === 0 ? netIncome * 0.3 : 0,
        costOfRevenue: revenue * (0.5 - 0.05 * quality),
        cash: 40 + random() * 20,
      };
      quarters.push(row);
    }
    statements.push(...quarters);
    const sumOf = (k: "revenue" | "netIncome" | "ebit" | "operatingCashFlow" | "freeCashFlow" | "costOfRevenue") =>
      quarters.reduce((t, r) => t + r[k]!, 0);
    const q4 = quarters[3]!;
    statements.push({
      ...q4,
      period: "A",
      fiscalQuarter: 0,
      filedOn: isoDay(dayNumber(q4.periodEnd) + 60),
      revenue: sumOf("revenue"),
      ebit: sumOf("ebit"),
      netIncome: sumOf("netIncome"),
      eps: sumOf("netIncome") / shares,
      operatingCashFlow: sumOf("operatingCashFlow"),
      freeCashFlow: sumOf("freeCashFlow"),
      costOfRevenue: sumOf("costOfRevenue"),
    });
  }
  const firstPrice = tradingDays[0]!;
  const lastPrice = tradingDays[n - 1]!;
  // Filed by the last price day, ordered by filing date as the loader does.
  const filed = statements
    .filter((s) => dayNumber(s.filedOn) <= lastPrice)
    .sort((a, b) => (a.filedOn < b.filedOn ? -1 : a.filedOn > b.filedOn ? 1 : 0));

  const estimates: EstimateRow[] = [];
  for (let d = firstPrice + 20; d <= lastPrice; d += 91) {
    const y = Number(isoDay(d).slice(0, 4));
    for (const year of [y, y + 1])
      estimates.push({
        asOf: isoDay(d),
        forecastYear: year,
        eps: ((revenue * 0.1) / shares) * (1 + 0.05 * quality * (year - y) + random() * 0.1),
        revenue: revenue * 4 * (1 + 0.03 * quality * (year - y)),
        returnOnEquity: 0.1 + 0.02 * quality,
        returnOnAssets: 0.05,
      });
  }

  const ratings: AnalystRatingRow[] = [];
  for (let d = firstPrice + 5; d <= lastPrice; d += 17 + Math.floor(random() * 20)) {
    const score = Math.max(0, Math.min(4, Math.round(2 + quality + (random() - 0.5) * 2)));
    ratings.push({
      analystId: 1 + Math.floor(random() * 5),
      ratedOn: isoDay(d),
      rating: RATINGS[score]!,
      priceTarget: random() < 0.8 ? 50 * (1 + 0.1 * quality + random() * 0.2) : null,
    });
  }

  const insiders: InsiderRow[] = [];
  for (let d = firstPrice + 11; d <= lastPrice; d += 40 + Math.floor(random() * 60))
    insiders.push({ tradedOn: isoDay(d), shares: Math.round((random() - 0.5 + 0.2 * quality) * 1000), price: 50 });

  return { sharesOutstanding: shares, statements: filed, estimates, dividends, splits, ratings, insiders, prices };
}

/** `companies` companies in three sectors of two industries each, priced on every weekday. */
export function syntheticMarket({ companies, from, to, seed }: MarketOptions): SyntheticMarket {
  const random = seededRandom(seed);
  const days = weekdays(from, to);
  const list: RatingCompany[] = [];
  const data: CompanyHistoryData[] = [];
  for (let c = 0; c < companies; c++) {
    const industryId = 1 + (c % 6);
    // One company in nine has no industry or sector, as unclassified listings do.
    const classified = c % 9 !== 8;
    list.push({
      id: 1000 + c * 7,
      industryId: classified ? industryId : null,
      sectorId: classified ? Math.ceil(industryId / 2) : null,
    });
    data.push(companyData(random, days, random() * 2 - 1, c));
  }
  const first = days[0]!;
  // Rates drift over the years: the ten-year note from 5% down, the AA bond a point above it.
  const ratesAt: RatesAt = (day) =>
    day < first + 30
      ? { treasury10Year: null, aaBond: null }
      : { treasury10Year: 5 - (day - first) / 2000, aaBond: 6 - (day - first) / 2000 };
  return { companies: list, data, ratesAt };
}

/** Daily prices on the given days: closes from `closeOf`, adjusted closes equal to them unless told, a 1% range. */
export function dailyPrices(
  days: readonly number[],
  closeOf: (day: number, i: number) => number,
  adjOf: (day: number, close: number) => number = (_, close) => close,
): DailyPrices {
  const close = Float64Array.from(days, closeOf);
  return {
    day: Int32Array.from(days),
    close,
    adj: Float64Array.from(days, (d, i) => adjOf(d, close[i]!)),
    high: close.map((v) => v * 1.005),
    low: close.map((v) => v * 0.995),
    volume: new Float64Array(days.length).fill(100_000),
  };
}

/** A company with nothing but prices; spread in what the story needs. */
export function companyWith(prices: DailyPrices, over: Partial<CompanyHistoryData> = {}): CompanyHistoryData {
  return {
    sharesOutstanding: null,
    statements: [],
    estimates: [],
    dividends: [],
    splits: [],
    ratings: [],
    insiders: [],
    prices,
    ...over,
  };
}

/** No rates published: valuations stay unknown. */
export const NO_RATES: RatesAt = () => ({ treasury10Year: null, aaBond: null });

/**
 * Rates `market` on `evalDays` once, before the tests of the calling describe, with the clock
 * held at `now` until they end (a run reads the date to know which outcomes are known yet).
 */
export function rateBeforeAll(
  market: SyntheticMarket,
  { evalDays, monthEnd }: { evalDays: number[]; monthEnd: boolean[] },
  now: string,
  take: (history: RatingHistory) => void,
): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(now));
    const run = new RatingRun(market.companies, evalDays, monthEnd, market.ratesAt);
    market.data.forEach((d, c) => run.addCompany(c, d));
    take(run.finish());
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
