import { SECTORS } from "../../domain/taxonomy";
import { tradingDays } from "./calendar";
import type { Random } from "./random";

// The economy every company shares: a market factor with volatility clustering and fat tails,
// scripted crises shaped like 2008 and 2020, sector factors with their own booms and busts,
// a business cycle for fundamentals, and interest rates.

export interface Episode {
  from: string;
  to: string;
  /** Total log return the episode adds over its span. */
  logReturn: number;
  /** Volatility multiplier while it lasts. */
  vol: number;
  /** Sector it hits alone, or every sector. */
  sectorId?: number;
}

// Shapes, not real data: a financial crisis, a pandemic crash, the smaller scares between.
export const MARKET_EPISODES: Episode[] = [
  { from: "2007-10-10", to: "2008-09-12", logReturn: Math.log(0.8), vol: 1.3 },
  { from: "2008-09-15", to: "2009-03-09", logReturn: Math.log(0.55), vol: 2.6 },
  { from: "2009-03-10", to: "2010-04-23", logReturn: Math.log(1.65), vol: 1.3 },
  { from: "2011-07-22", to: "2011-10-03", logReturn: Math.log(0.82), vol: 2.0 },
  { from: "2015-08-17", to: "2016-02-11", logReturn: Math.log(0.88), vol: 1.4 },
  { from: "2018-09-21", to: "2018-12-24", logReturn: Math.log(0.81), vol: 1.6 },
  { from: "2020-02-20", to: "2020-03-23", logReturn: Math.log(0.66), vol: 4.5 },
  { from: "2020-03-24", to: "2020-08-31", logReturn: Math.log(1.5), vol: 1.8 },
  { from: "2022-01-04", to: "2022-10-12", logReturn: Math.log(0.76), vol: 1.5 },
];

export const SECTOR_EPISODES: Episode[] = [
  { from: "2007-06-01", to: "2009-03-09", logReturn: Math.log(0.6), vol: 2.0, sectorId: 6 },
  { from: "2007-02-01", to: "2009-03-09", logReturn: Math.log(0.65), vol: 1.8, sectorId: 9 },
  { from: "2014-07-01", to: "2016-02-11", logReturn: Math.log(0.55), vol: 1.8, sectorId: 5 },
  { from: "2020-01-15", to: "2020-10-30", logReturn: Math.log(0.6), vol: 2.0, sectorId: 5 },
  { from: "2021-01-01", to: "2022-06-30", logReturn: Math.log(1.6), vol: 1.2, sectorId: 5 },
  { from: "2020-04-01", to: "2021-12-31", logReturn: Math.log(1.35), vol: 1.1, sectorId: 10 },
  { from: "2022-01-04", to: "2022-12-30", logReturn: Math.log(0.8), vol: 1.3, sectorId: 10 },
  { from: "2023-01-03", to: "2024-12-31", logReturn: Math.log(1.4), vol: 1.0, sectorId: 10 },
];

/** Annualised revenue growth shocks by quarter: recessions shrink sales, recoveries lift them. */
export const BUSINESS_CYCLE: { from: string; to: string; growth: number }[] = [
  { from: "2008-07-01", to: "2009-09-30", growth: -0.16 },
  { from: "2009-10-01", to: "2010-12-31", growth: 0.08 },
  { from: "2020-04-01", to: "2020-09-30", growth: -0.3 },
  { from: "2020-10-01", to: "2021-09-30", growth: 0.2 },
];

export interface Macro {
  days: string[];
  /** Per trading day: calendar year, day of year (0 = 1 January), and 1 on the first trading day of a month. */
  year: Uint16Array;
  dayOfYear: Uint16Array;
  monthStart: Uint8Array;
  /** sqrt(0.4 + 0.6 * marketVolRatio): how much of the market's turbulence reaches a single stock. */
  idioScale: Float64Array;
  /** Daily log return of the market factor. */
  market: Float64Array;
  /** Market volatility relative to its long-run level (volatility clustering). */
  marketVolRatio: Float64Array;
  /** Daily log return of each sector factor, by sector id. */
  sector: Map<number, Float64Array>;
  /**
   * Style premia, redrawn each month so that they come and go as real ones do: how strongly
   * mispriced shares return to fair value (a multiplier, sometimes negative: value crashes),
   * the daily return per unit of quality and of momentum exposure, and how much of an
   * earnings surprise drifts in after the report (a multiplier).
   */
  valueRegime: Float64Array;
  qualityPremium: Float64Array;
  momentumPremium: Float64Array;
  driftRegime: Float64Array;
  /**
   * The daily return per unit of risk exposure (own volatility against the typical company's):
   * on average a little negative (the low-risk anomaly), but persistent regimes of either sign
   * that last about a year (risky shares lead in rebounds such as 2009's), so that a model
   * trained on the past cannot count on it.
   */
  riskPremium: Float64Array;
  treasury10y: Float64Array;
  treasury3m: Float64Array;
  aaBond: Float64Array;
  savingsRate: Float64Array;
}

const LONG_RUN_VOL = 0.15 / Math.sqrt(252);
/**
 * Monthly return per unit of risk exposure: its mean and the spread of its regimes. The mean
 * sets the size of the safety premium and of everything a model can learn from it: at 6,000
 * companies the safety decile spread is about half the real one's size and the AI's about twice
 * it (docs/market-calibration.md), both inside their bands.
 */
export const RISK_PREMIUM_MEAN = -0.00275;
export const RISK_PREMIUM_SPREAD = 0.0035;

/**
 * How far an episode's month-by-month path strays from a steady drift, as a multiple of its
 * total over the square root of its length in months. At 1 a month's part of the episode tells
 * nothing of the next month's on average: with the total fixed, the months' deviations are
 * negatively correlated by 1/K, which cancels the positive product of a steady drift. Above 1
 * a sector's strong month makes a weaker one after it more likely (the total is fixed), so no
 * trend is there to ride. A steady drift let a model trained on price paths ride every crisis
 * and boom for months; at 1 the AI component's decile spread at 6,000 companies was
 * still 2.20 times the real slice's, at 1.5 1.97, at 2 1.78 (Safety's and Momentum's spreads
 * in their bands). Sector episodes only: the market's keep their steady drift, which the
 * low-risk premium (Safety's spread) rests on; with it on them too Safety's spread fell to 0.30
 * of the real one's.
 */
export const EPISODE_PATH_NOISE = 2;
/** Episodes shorter than this (trading days) keep their steady drift: a crash is a crash. */
const SHORT_EPISODE = 42;

function episodeDrift(
  rng: Random,
  episodes: Episode[],
  days: string[],
  pathNoise: number,
  sectorId?: number,
): { drift: Float64Array; vol: Float64Array } {
  const drift = new Float64Array(days.length);
  const vol = new Float64Array(days.length).fill(1);
  const index = new Map(days.map((d, i) => [d, i]));
  for (const e of episodes) {
    if (e.sectorId !== sectorId) continue;
    // Drawn over the episode's whole length, even when the as-of date cuts it short, so
    // that every day's return is the same whatever the as-of date.
    const span = tradingDays(e.from, e.to);
    const length = span.length;
    const months = new Map<string, string[]>();
    for (const d of span) {
      const m = d.slice(0, 7);
      const list = months.get(m);
      if (list) list.push(d);
      else months.set(m, [d]);
    }
    // A random walk by calendar month pinned to the episode's total (a bridge): month b of
    // n_b days gets total * n_b / length + s * (sqrt(n_b) * z_b - n_b * mean), which sums to
    // the total whatever the draws.
    const r = rng.fork(`episode-${e.from}-${e.sectorId ?? "market"}`);
    const blocks = [...months.values()].map((list) => ({ list, z: Math.sqrt(list.length) * r.normal() }));
    const scale = length < SHORT_EPISODE ? 0 : (pathNoise * Math.abs(e.logReturn)) / Math.sqrt(length);
    const zSum = blocks.reduce((a, b) => a + b.z, 0);
    for (const b of blocks) {
      const amount = (e.logReturn * b.list.length) / length + scale * (b.z - (b.list.length * zSum) / length);
      for (const d of b.list) {
        const i = index.get(d);
        if (i === undefined) continue;
        drift[i]! += amount / b.list.length;
        vol[i] = Math.max(vol[i]!, e.vol);
      }
    }
  }
  return { drift, vol };
}

/** Rates follow a hand-drawn path (percent) with day-to-day noise around it. */
const TEN_YEAR_PATH: [string, number][] = [
  ["2003-01-01", 4.0],
  ["2006-06-30", 5.1],
  ["2007-06-30", 5.0],
  ["2008-12-31", 2.3],
  ["2010-03-31", 3.8],
  ["2012-07-31", 1.5],
  ["2013-12-31", 3.0],
  ["2016-07-08", 1.4],
  ["2018-10-31", 3.2],
  ["2019-08-31", 1.5],
  ["2020-03-09", 0.5],
  ["2020-08-04", 0.55],
  ["2021-03-31", 1.7],
  ["2022-10-24", 4.2],
  ["2023-10-19", 5.0],
  ["2024-09-16", 3.6],
  ["2025-01-14", 4.8],
  ["2026-12-31", 4.2],
  ["2040-12-31", 4.2],
];
const THREE_MONTH_PATH: [string, number][] = [
  ["2003-01-01", 1.2],
  ["2004-06-30", 1.3],
  ["2006-07-31", 5.0],
  ["2007-08-01", 5.0],
  ["2008-12-15", 0.05],
  ["2015-11-30", 0.1],
  ["2016-12-31", 0.5],
  ["2019-04-30", 2.4],
  ["2020-03-31", 0.05],
  ["2022-01-31", 0.2],
  ["2023-07-31", 5.4],
  ["2024-08-31", 5.2],
  ["2025-12-31", 3.8],
  ["2026-12-31", 3.6],
  ["2040-12-31", 3.6],
];
const AA_SPREAD_PATH: [string, number][] = [
  ["2003-01-01", 1.1],
  ["2007-06-30", 0.9],
  ["2008-12-15", 3.2],
  ["2009-12-31", 1.4],
  ["2019-12-31", 1.0],
  ["2020-03-23", 2.3],
  ["2020-12-31", 1.0],
  ["2040-12-31", 1.0],
];

function interpolate(path: [string, number][], day: string): number {
  for (let i = 1; i < path.length; i++) {
    const [d1, v1] = path[i]!;
    if (day <= d1) {
      const [d0, v0] = path[i - 1]!;
      const t = (Date.parse(day) - Date.parse(d0)) / (Date.parse(d1) - Date.parse(d0));
      return v0 + (v1 - v0) * Math.min(1, Math.max(0, t));
    }
  }
  return path[path.length - 1]![1];
}

function ratePath(rng: Random, days: string[], path: [string, number][], noise: number, floor: number): Float64Array {
  const out = new Float64Array(days.length);
  let deviation = 0;
  for (let i = 0; i < days.length; i++) {
    deviation = deviation * 0.97 + rng.normal() * noise;
    out[i] = Math.max(floor, interpolate(path, days[i]!) + deviation);
  }
  return out;
}

export function simulateMacro(rng: Random, days: string[]): Macro {
  const n = days.length;
  const market = new Float64Array(n);
  const marketVolRatio = new Float64Array(n);
  const m = episodeDrift(rng.fork("market-episodes"), MARKET_EPISODES, days, 0);
  const r = rng.fork("market");
  // GARCH(1,1): today's variance remembers yesterday's shock and variance.
  const alpha = 0.08;
  const beta = 0.9;
  const omega = LONG_RUN_VOL * LONG_RUN_VOL * (1 - alpha - beta);
  let variance = LONG_RUN_VOL * LONG_RUN_VOL;
  let shock = 0;
  for (let i = 0; i < n; i++) {
    // The GARCH recursion runs on the ordinary shock; crises scale it on top, so that a
    // crisis cannot feed back into itself and explode.
    variance = omega + alpha * shock * shock + beta * variance;
    const z = r.fatTailed(5);
    shock = Math.sqrt(variance) * z;
    const sigma = Math.sqrt(variance) * m.vol[i]!;
    // Drift of 11.5% a year between the episodes (which take about two thirds off in all),
    // less the variance drag: the index ends about four times where it started, as the S&P 500 did.
    market[i] = 0.115 / 252 + m.drift[i]! + sigma * z - (sigma * sigma) / 2;
    marketVolRatio[i] = sigma / LONG_RUN_VOL;
  }

  const sector = new Map<number, Float64Array>();
  for (const s of SECTORS) {
    const rs = rng.fork(`sector-${s.id}`);
    const e = episodeDrift(rng.fork("sector-episodes"), SECTOR_EPISODES, days, EPISODE_PATH_NOISE, s.id);
    const out = new Float64Array(n);
    const vol = 0.09 / Math.sqrt(252);
    for (let i = 0; i < n; i++) {
      const sigma = vol * e.vol[i]! * Math.sqrt(marketVolRatio[i]!);
      out[i] = e.drift[i]! + sigma * rs.fatTailed(5) - (sigma * sigma) / 2;
    }
    sector.set(s.id, out);
  }

  const rp = rng.fork("styles");
  const valueRegime = new Float64Array(n);
  const qualityPremium = new Float64Array(n);
  const momentumPremium = new Float64Array(n);
  const driftRegime = new Float64Array(n);
  const riskPremium = new Float64Array(n);
  const rk = rng.fork("risk-premium");
  let risk = 0;
  let style = [1, 0, 0, 1];
  for (let i = 0; i < n; i++) {
    if (i === 0 || days[i - 1]!.slice(0, 7) !== days[i]!.slice(0, 7)) {
      // Monthly premia: a small mean, a larger spread (per unit of exposure, per month).
      style = [
        1 + rp.normal() * 1.5,
        (0.00025 + rp.normal() * 0.004) / 21,
        (0.00005 + rp.normal() * 0.006) / 21,
        1 + rp.normal() * 1.0,
      ];
      // An AR(1) across months (persistence 0.85: regimes of months to a year), so its sign switches.
      risk = 0.85 * risk + Math.sqrt(1 - 0.85 * 0.85) * rk.normal();
    }
    riskPremium[i] = (RISK_PREMIUM_MEAN + RISK_PREMIUM_SPREAD * risk) / 21;
    valueRegime[i] = style[0]!;
    qualityPremium[i] = style[1]!;
    momentumPremium[i] = style[2]!;
    driftRegime[i] = style[3]!;
  }

  const rr = rng.fork("rates");
  const treasury10y = ratePath(rr, days, TEN_YEAR_PATH, 0.025, 0.3);
  const treasury3m = ratePath(rr, days, THREE_MONTH_PATH, 0.01, 0.01);
  const spread = ratePath(rr, days, AA_SPREAD_PATH, 0.01, 0.3);
  const aaBond = new Float64Array(n);
  const savingsRate = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    aaBond[i] = treasury10y[i]! + spread[i]!;
    // What a savings account pays: a fraction of short-term rates.
    savingsRate[i] = Math.max(0.05, treasury3m[i]! * 0.6);
  }
  const year = new Uint16Array(n);
  const dayOfYear = new Uint16Array(n);
  const monthStart = new Uint8Array(n);
  const idioScale = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const d = days[i]!;
    year[i] = Number(d.slice(0, 4));
    dayOfYear[i] = Math.round((Date.parse(d) - Date.UTC(year[i]!, 0, 1)) / 86_400_000);
    monthStart[i] = i === 0 || days[i - 1]!.slice(5, 7) !== d.slice(5, 7) ? 1 : 0;
    idioScale[i] = Math.sqrt(0.4 + 0.6 * marketVolRatio[i]!);
  }
  return {
    days,
    year,
    dayOfYear,
    monthStart,
    idioScale,
    market,
    marketVolRatio,
    sector,
    valueRegime,
    qualityPremium,
    momentumPremium,
    driftRegime,
    riskPremium,
    treasury10y,
    treasury3m,
    aaBond,
    savingsRate,
  };
}

export function cycleGrowth(quarterEnd: string): number {
  for (const c of BUSINESS_CYCLE) if (quarterEnd >= c.from && quarterEnd <= c.to) return c.growth;
  return 0;
}
