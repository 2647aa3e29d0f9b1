import { perShareInBasis } from "../../domain/research/split-adjustment";
import { addDays, tradingDays } from "./calendar";
import { ratingFor, type AnalystSpec, type Rating } from "./analysts";
import { cycleGrowth, type Macro } from "./macro";
import type { Random } from "./random";
import { SECTOR_TRAITS, type CompanySpec } from "./universe";

// One company's simulated life: quarterly books that balance, a share price that follows the
// market, its sector and its own earnings (prices are pulled towards a fair multiple of what
// the company has reported so far), dividends that grow, get cut or suspended, splits, analyst
// ratings, insider trades, and, for some, bankruptcy or a takeover.

export interface Fundamental {
  period: "Q" | "A";
  fiscalYear: number;
  fiscalQuarter: number;
  periodEnd: string;
  filedOn: string;
  revenue: number;
  costOfRevenue: number;
  ebit: number;
  interestExpense: number;
  netIncome: number;
  netIncomeCommon: number;
  eps: number;
  shares: number;
  totalAssets: number;
  currentAssets: number;
  cash: number;
  shortTermInvestments: number;
  totalLiabilities: number;
  currentLiabilities: number;
  nonCurrentLiabilities: number;
  debt: number;
  equity: number;
  operatingCashFlow: number;
  capitalExpenditure: number;
  freeCashFlow: number;
  dividendsPaid: number;
}

export interface SimulatedCompany {
  spec: CompanySpec;
  /** Index into macro.days of the first and last trading day. */
  first: number;
  last: number;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  adjClose: Float64Array;
  volume: Float64Array;
  dividends: { exDate: string; payDate: string; amount: number }[];
  splits: { exDate: string; ratio: number }[];
  fundamentals: Fundamental[];
  earnings: { reportDate: string; fiscalYear: number; fiscalQuarter: number }[];
  estimates: {
    asOf: string;
    forecastYear: number;
    eps: number;
    revenue: number;
    epsGrowth: number;
    revenueGrowth: number;
    roe: number;
    roa: number;
  }[];
  ratings: { analystId: number; date: string; rating: Rating; target: number }[];
  insiders: { date: string; insider: string; role: string; shares: number; price: number }[];
  sharesOutstanding: number;
  paysDividends: boolean;
  delistedOn: string | null;
  delistingReason: "bankruptcy" | "acquired" | null;
}

interface Quarter {
  year: number;
  q: number;
  end: string;
  report: string;
  revenue: number;
  netIncome: number;
  shares: number;
  equity: number;
  dps: number;
  /** Latent revenue growth (per year) while the quarter ran, and what the market expected. */
  growth: number;
  longRun: number;
  expected: number;
  /** The share price's lasting news not yet in the books as the quarter began (log), and the part of it this quarter's sales took in. */
  unrealised: number;
  realised: number;
  /** The margin the business is expected to keep (it rises and falls with its worth), and its sales multiple's gain (log; loss-makers). */
  usualMargin: number;
  salesMultiple: number;
  /** Valued on its earnings (a loss-maker becomes profitable when its worth has grown enough). */
  profitable: boolean;
  /** The share of the quarter's realised worth that went into the margin (or a loss-maker's multiple), not the sales. */
  marginShare: number;
  row: Fundamental;
}

const TAX = 0.21;
/** The company's own GARCH(1,1): E[z²] of `Random.jumpy` is 1.1075, so the mean variance is one. */
const GARCH_ALPHA = 0.06;
const GARCH_BETA = 0.9;
const GARCH_OMEGA = 1 - GARCH_ALPHA * 1.1075 - GARCH_BETA;
/** The share of a company's own shock that is mispricing (the rest is lasting news about its worth). */
const TRANSIENT = 0.5;
/**
 * The share of a company's own return variance that is news planned ahead: drawn day by day
 * from its own stream before the price path, whatever the as-of date, so that a skilled
 * analyst's research can see a noisy part of the next 12 months of it (decision 026). The price
 * takes it in only on its day; nothing else in the market sees it early.
 */
const PLANNED = 0.2;
/** How strongly a skilled analyst's view reads the planned news, per unit of skill. */
const FORESIGHT = 3.3;
/** The trading days of the 12 months a call is judged on. */
const YEAR_DAYS = 252;
/**
 * A company's growth away from its long-run rate persists (it reverts by 15 % a quarter), so
 * the run rate will gain (growth - long-run) x 0.85 / (4 x 0.15) more than the long-run path
 * in the quarters to come: the market prices that at once (its fair value includes it), so a
 * change of growth is news the day it is learned and the growth under way, read from reported
 * figures, foretells no return. (When the market expected part of it of the next quarter only,
 * the rest arrived as news that reported growth foretold.)
 */
const GROWTH_WORTH = 0.85 / (4 * 0.15);
/** The quarterly shock to a company's growth rate (per year): what makes earnings growth news. */
const GROWTH_SHOCK = 0.06;
/** How much a year of growth above the sector's lifts the fair multiple (log): its fading offsets the extra growth. */
const COMPRESSION = 7.8;
/**
 * The mispricing share of a company's own shocks never moves faster than this (annualised):
 * the most volatile companies are volatile mostly with news about their worth.
 */
const MAX_MISPRICING_VOL = 0.12;
/** The market's expected return a day, which a company's beta would otherwise earn it for nothing. */
const MARKET_PREMIUM = 0.07 / 252;
/** Risk exposure: own volatility in logs against the typical company's, per unit of spread, capped. */
const TYPICAL_VOL = 0.16;
/**
 * How far a company's own volatility wanders from its usual level over the years (log sd): far
 * enough that its risk of five years ago (and the growth its premium left in its books) tells
 * its premium of next month less than its risk of today, as in real markets, where a model
 * combining every factor beats the best single one by about two to one, not three.
 */
const VOL_LEVEL_SD = 0.45;
const RISK_EXPOSURE_SCALE = 0.35;
/** The quarter's news that reaches the price on one day of the quarter (over three days), the rest on the report. */
const NEWS_DAYS = 3;
/**
 * A share of each day's own variance is trading noise (liquidity, order flow) that fades
 * within days: the short-term reversal of real markets, which offsets the month-to-month
 * continuation that scripted crises and style regimes would otherwise give last month's winners.
 */
const TRADING_NOISE = 0.15;
const TRADING_NOISE_FADE = 1 - Math.pow(0.5, 1 / 5);
/**
 * The share of a report's surprise that drifts in over the 40 days after it (times the month's
 * drift regime): a small post-earnings drift. (0.2 of the surprise, once all news reached the
 * price, made last month's and the last three months' winners beat the losers by 9 % and 7 % a
 * year on the simulated paths, a continuation the AI component learned.)
 */
const POST_REPORT_DRIFT = 0.05;
/** The spread of the share of a quarter's news learned before its report (mean ANTICIPATED). */
const LEARNING_NOISE = 0.45;
/**
 * The share of the price's lasting news about a company's worth that its sales take in each
 * quarter (a half-life of about a year and a half): what the market learns of a business shows
 * in its books within a few years, so over years a price follows what the company earns and its
 * multiple returns towards its usual level through its earnings, as real ones do. (Without it
 * prices wandered away from earnings for decades: mega caps at P/E 800, yields of 0.4 %.)
 * The market knows this catch-up is coming, so it moves no price.
 */
const REALISE = 0.15;
/**
 * How much of the worth the books take in goes into the margin rather than the sales, at most:
 * a business that gains worth earns more on what it sells (scale, pricing power), up to a
 * ceiling, as the real giants did, so the largest companies are the profitable ones and no
 * company sells more than the largest real ones (about $0.7 T a year). When it all went into
 * sales, a 1 % margin wholesaler that the market favoured for 24 years sold $7 T a year.
 */
const MARGIN_SHARE = 0.5;
const MARGIN_CEILING = 0.35;
const MARGIN_FLOOR = 0.005;
/**
 * A loss-maker moves towards profit as it gains worth (half of its realised worth raises its
 * sales multiple, from a quarter of its sector's) and as it grows; when the multiple has gained
 * this much (log 4: the full sector multiple), or its sales grew tenfold, it is a profitable
 * business, valued on its earnings at the margin that keeps its value where it was. (Valued on
 * sales for ever, loss-makers sold trillions a year at a loss.)
 */
const LOSS_MULTIPLE_GAIN = Math.log(4);
/**
 * Sales beyond this (a year) grow more slowly: no market is endless, and the largest real
 * companies sell about $0.7 T a year. Growth is slowed by a tenth a year per log unit beyond it.
 */
const SATURATION = 150e9;
/** The share of the economy's and sectors' moves that is news about companies' earnings. */
const ECONOMY_NEWS = 1;
/** The market factor's usual rise a day (log): its drift less the crises, about 4 times in 24 years. */
const USUAL_MARKET_RISE = 0.058 / 252;

/** The P/E the market pays for a company's earnings, which compresses as its growth fades. */
function fairPe(spec: CompanySpec, longRun: number): number {
  return Math.min(80, spec.fairPe * Math.exp(COMPRESSION * (longRun - spec.growth)));
}

/** The last day of fiscal quarter `q` of fiscal year `year` for a year ending in month `fyEnd`. */
export function quarterEnd(year: number, q: number, fyEnd: number): string {
  let month = fyEnd - 3 * (4 - q);
  let y = year;
  if (month <= 0) {
    month += 12;
    y -= 1;
  }
  return new Date(Date.UTC(y, month, 0)).toISOString().slice(0, 10);
}

/** Reports come out on weekdays. */
function weekday(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

/** The index of the first trading day on or after `date` (days.length when none). */
function dayIndex(days: string[], date: string): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function buildQuarters(
  spec: CompanySpec,
  macro: Macro,
  rng: Random,
  firstDate: string,
  lastDate: string,
  startShares: number,
  worthUntil: (date: string) => number,
): Quarter[] {
  const quarters: Quarter[] = [];
  const firstYear = Number(firstDate.slice(0, 4)) - 1;
  let revenue = spec.initialRevenue / 4;
  let growth = spec.growth;
  let margin = spec.margin;
  let usualMargin = spec.margin;
  let salesMultiple = 0;
  let profitable = spec.margin > 0;
  let payout = spec.payout;
  const dividendStart = rng.fork("dividend-start");
  let shares = startShares;
  let equity = (spec.initialRevenue * spec.assetsToRevenue) / (1 + spec.leverage);
  let dps = 0;
  let suspended = false;
  // The lasting news the price has taken in and the books have not yet (log); a quarter takes in
  // a share of what was known as it began, so the quarter under way needs no day past the last.
  let unrealised = 0;
  let worthSeen = 0;
  let previousEnd = "";
  const failing = spec.delisting?.reason === "bankruptcy" ? addDays(spec.delisting.on, -730) : undefined;
  const sectorGrowth = SECTOR_TRAITS[spec.sectorId]!.growth;
  for (let year = firstYear; ; year++) {
    for (let q = 1; q <= 4; q++) {
      const end = quarterEnd(year, q, spec.fiscalYearEnd);
      const report = weekday(addDays(end, spec.reportLag + (q === 4 ? 14 : 0) + rng.int(-3, 3)));
      // The quarter under way at the last date is simulated too (its business moves the price
      // before it is reported); the caller shows only what was reported by then.
      if (quarters.length > 0 && quarters[quarters.length - 1]!.end > lastDate && end > firstDate) return quarters;
      const inDecline = failing !== undefined && end >= failing;
      // Growth and margins wander around the company's long-run levels; recessions bite. Fast
      // growth fades towards the sector's over the years, as it does for real companies.
      const longRun = sectorGrowth + (spec.growth - sectorGrowth) * Math.pow(0.88, year - firstYear);
      // The market expects the long-run growth and the cycle; the growth under way (which
      // persists: it reverts by 15 % a quarter) is already in its fair value (GROWTH_WORTH),
      // so none of the next quarter's news can be read from the last one.
      const saturation = 0.2 * Math.max(0, Math.log((revenue * 4) / SATURATION));
      const expected = longRun - saturation + cycleGrowth(end);
      growth = growth + 0.15 * (longRun - saturation - growth) + rng.normal() * GROWTH_SHOCK;
      const g = (inDecline ? -0.35 : growth) + cycleGrowth(end) * (0.6 + 0.8 * rng.next());
      if (previousEnd) {
        const worth = worthUntil(previousEnd);
        unrealised += worth - worthSeen;
        worthSeen = worth;
      }
      previousEnd = end;
      const realised = REALISE * unrealised;
      const quarterUnrealised = unrealised;
      unrealised -= realised;
      // Part of the worth goes into the margin (or a loss-maker's multiple), the rest into sales.
      let marginShare: number;
      if (profitable) {
        marginShare = realised > 0 ? MARGIN_SHARE * Math.max(0, 1 - usualMargin / MARGIN_CEILING) : MARGIN_SHARE;
        const before = usualMargin;
        usualMargin = Math.max(MARGIN_FLOOR, Math.min(MARGIN_CEILING, usualMargin * Math.exp(marginShare * realised)));
        marginShare = realised !== 0 ? Math.log(usualMargin / before) / realised : 0;
        margin *= usualMargin / before;
      } else {
        marginShare = MARGIN_SHARE;
        salesMultiple = Math.max(-LOSS_MULTIPLE_GAIN, salesMultiple + marginShare * realised);
        // The margin at which its earnings would be worth what its sales are now, and how far it
        // has come: by the worth it gained and by its scale (ten times its first sales is enough).
        const profitAt = Math.max(
          MARGIN_FLOOR,
          Math.min(MARGIN_CEILING, (0.25 * spec.fairPs * Math.exp(salesMultiple)) / fairPe(spec, longRun)),
        );
        const scale = Math.max(0, Math.log((4 * revenue) / spec.initialRevenue) / Math.log(10));
        const progress = Math.max(-1, salesMultiple / LOSS_MULTIPLE_GAIN + scale);
        const before = usualMargin;
        usualMargin = spec.margin + (profitAt - spec.margin) * Math.min(1, progress);
        if (progress >= 1 && !inDecline) {
          profitable = true;
          usualMargin = profitAt;
        }
        margin += usualMargin - before;
      }
      revenue = revenue * Math.exp(g / 4 + rng.normal() * 0.04 + (1 - marginShare) * realised);
      // Thin margins are steady margins (a grocer's moves by tenths of a point, not by points).
      const steadiness = Math.max(0.25, Math.min(1, Math.abs(usualMargin) / 0.08));
      margin =
        margin +
        0.2 * ((inDecline ? -0.25 : usualMargin) - margin) +
        (rng.normal() * 0.012 + cycleGrowth(end) * 0.05) * steadiness;
      const netIncome = revenue * margin;
      const i = macro.days.length ? Math.min(macro.days.length - 1, dayIndex(macro.days, end)) : 0;
      const bondRate = (macro.aaBond[i] ?? 5) / 100;

      // Share count: profitable companies buy back a little, loss-makers issue stock.
      shares =
        shares *
        (netIncome > 0 ? 1 - Math.max(0, rng.normal() * 0.004 + 0.002) : 1 + Math.max(0, 0.01 + rng.normal() * 0.01));

      // Dividends are decided each quarter from trailing earnings: raised yearly, cut when
      // earnings no longer cover them, suspended on losses, resumed on recovery.
      // (Over the first quarters, what they earned so far at a year's rate.)
      const recent = quarters.slice(-3);
      const ttm = (recent.reduce((s, x) => s + x.netIncome, netIncome) * 4) / (recent.length + 1);
      const epsTtm = ttm / shares;
      // A profitable business that has grown large and slows starts paying, as the real
      // giants did in time (most of today's largest companies pay).
      if (payout === 0 && profitable && q === 4 && epsTtm > 0 && revenue * 4 > 20e9 && growth < 0.12) {
        if (dividendStart.chance(0.15)) payout = Math.max(0.1, Math.min(0.5, 0.3 + dividendStart.normal() * 0.1));
      }
      if (payout > 0) {
        if (epsTtm <= 0) {
          if (dps > 0) suspended = true;
          dps = 0;
        } else {
          const target = (payout * epsTtm) / 4;
          if (dps === 0 && (!suspended || rng.chance(0.15))) dps = target * 0.8;
          else if (dps > 0 && target < dps * 0.55) dps = Math.max(0.01, dps * 0.5);
          // Raised once a year by half the way to the payout of earnings (Lintner's smoothing:
          // boards raise what they can keep paying), never more than a fifth at once.
          else if (dps > 0 && q === 1 && target > dps) dps = dps * (1 + Math.min(0.2, (0.5 * (target - dps)) / dps));
          if (dps > 0) suspended = false;
        }
        dps = Math.round(dps * 10000) / 10000;
      }
      const dividendsPaid = dps * shares;
      // Worth the business lost shows in its books as write-downs too, not only in its sales.
      equity = (equity + netIncome - dividendsPaid) * Math.exp(Math.min(0, realised));
      const liabilities = Math.max(revenue * 4 * 0.2, Math.abs(equity) * spec.leverage * Math.exp(rng.normal() * 0.05));
      const totalAssets = Math.max(liabilities * 0.2, equity + liabilities);
      // Keep the identity exact: assets = liabilities + equity.
      const eq = totalAssets - liabilities;
      equity = eq;
      const debt = liabilities * spec.debtShare;
      const currentAssets = totalAssets * (spec.sectorId === 6 ? 0.2 : 0.35);
      const cash = currentAssets * 0.4;
      const sti = currentAssets * 0.15;
      const currentLiabilities = liabilities * 0.35;
      const interest = (debt * bondRate) / 4;
      const ebit = netIncome / (1 - TAX) + interest;
      const capex = -revenue * spec.capexToRevenue;
      const ocf = netIncome + totalAssets * 0.01 + revenue * rng.normal() * 0.02;
      const row: Fundamental = {
        period: "Q",
        fiscalYear: year,
        fiscalQuarter: q,
        periodEnd: end,
        filedOn: report,
        revenue,
        costOfRevenue: revenue * (1 - spec.grossMargin),
        ebit,
        interestExpense: interest,
        netIncome,
        netIncomeCommon: netIncome,
        eps: netIncome / shares,
        shares,
        totalAssets,
        currentAssets,
        cash,
        shortTermInvestments: sti,
        totalLiabilities: liabilities,
        currentLiabilities,
        nonCurrentLiabilities: liabilities - currentLiabilities,
        debt,
        equity: eq,
        operatingCashFlow: ocf,
        capitalExpenditure: capex,
        freeCashFlow: ocf + capex,
        dividendsPaid: -dividendsPaid,
      };
      quarters.push({
        year,
        q,
        end,
        report,
        revenue,
        netIncome,
        shares,
        equity: eq,
        dps,
        growth,
        longRun,
        expected,
        unrealised: quarterUnrealised,
        realised,
        usualMargin,
        salesMultiple,
        profitable,
        marginShare,
        row,
      });
    }
  }
}

/** Annual rows: flows summed over the four quarters, balances as at the fourth. */
/**
 * Annual reports from the quarters. The annual EPS is filed with the fourth quarter, in the shares
 * of that day: a quarter reported before a split in the year is restated, as companies do.
 */
function annualRows(quarters: Quarter[], splits: readonly { exDate: string; ratio: number }[]): Fundamental[] {
  const out: Fundamental[] = [];
  for (let i = 3; i < quarters.length; i++) {
    const q4 = quarters[i]!;
    if (q4.q !== 4) continue;
    const fourQuarters = quarters.slice(i - 3, i + 1);
    const four = fourQuarters.map((q) => q.row);
    const sum = (k: keyof Fundamental) => four.reduce((s, r) => s + (r[k] as number), 0);
    const netIncome = sum("netIncome");
    out.push({
      ...q4.row,
      period: "A",
      fiscalQuarter: 0,
      revenue: sum("revenue"),
      costOfRevenue: sum("costOfRevenue"),
      ebit: sum("ebit"),
      interestExpense: sum("interestExpense"),
      netIncome,
      netIncomeCommon: netIncome,
      eps: fourQuarters.reduce((s, q) => s + perShareInBasis(q.row.eps, q.report, splits, q4.report), 0),
      operatingCashFlow: sum("operatingCashFlow"),
      capitalExpenditure: sum("capitalExpenditure"),
      freeCashFlow: sum("freeCashFlow"),
      dividendsPaid: sum("dividendsPaid"),
    });
  }
  return out;
}

const ROLES = [
  "Chief Executive Officer",
  "Chief Financial Officer",
  "Director",
  "Chief Operating Officer",
  "10% Owner",
  "General Counsel",
  "Director",
];

export function simulateCompany(
  spec: CompanySpec,
  macro: Macro,
  rng: Random,
  coverage: AnalystSpec[],
  asOf: string,
): SimulatedCompany {
  const days = macro.days;
  const first = dayIndex(days, spec.listedOn);
  const endDate = spec.delisting && spec.delisting.on <= asOf ? spec.delisting.on : asOf;
  const lastExclusive =
    spec.delisting && spec.delisting.on <= asOf ? dayIndex(days, spec.delisting.on) : dayIndex(days, addDays(asOf, 1));
  const last = Math.max(first, lastExclusive - 1);
  const n = last - first + 1;

  // The company's own shocks, day by day, drawn before its books: the lasting share of them is
  // news about its worth that its sales take in over the following years (REALISE).
  const sectorReturns = macro.sector.get(spec.sectorId)!;
  // What fair value grows by a day as a matter of course (the multiple fades with a company's
  // own extra growth, so about its sector's long-run growth for everyone).
  const fairGrowth = SECTOR_TRAITS[spec.sectorId]!.growth / 252;
  const dailyIdio = spec.idioVol / Math.sqrt(252);
  // The mispricing's share of each own shock (in amplitude), capped for the most volatile.
  const transient = Math.min(TRANSIENT, MAX_MISPRICING_VOL / spec.idioVol);
  // Capped further on the risky side: the calm earn the premium in moderation (the largest
  // companies are calm, and 24 years of it would make them giants), the most volatile pay it
  // in full.
  const exposureOf = (vol: number) => Math.max(-2, Math.min(4, Math.log(vol / TYPICAL_VOL) / RISK_EXPOSURE_SCALE));
  // A business's riskiness changes over the years (a new line of business, leverage taken on or
  // paid down): its own volatility wanders around its usual level (log sd 0.35, half-life two
  // years), and its risk premium with it. A premium fixed for 24 years piled up in the books of
  // the same companies, so that their growth of five years before told their premium better
  // than their risk of today did.
  const volLevel = new Float64Array(n);
  {
    const rv = rng.fork("risk-level");
    const persistence = Math.pow(0.5, 1 / (2 * 252));
    let level = VOL_LEVEL_SD * rv.normal();
    for (let k = 0; k < n; k++) {
      level = persistence * level + Math.sqrt(1 - persistence * persistence) * VOL_LEVEL_SD * rv.normal();
      volLevel[k] = Math.exp(level - (VOL_LEVEL_SD * VOL_LEVEL_SD) / 2);
    }
  }
  // Lasting drifts a day: beta earns no steady premium of its own (the flat security market
  // line of real markets), and the risk premium of the month on the company's risk exposure.
  const betaAlpha = -(spec.beta - 1) * MARKET_PREMIUM;
  // The planned news in units of a day's standard draw, summed: plannedSum[k] is the sum of
  // days 0..k-1, drawn a year past the last day so that every call can read its next 12 months.
  const plannedSum = new Float64Array(n + YEAR_DAYS + 2);
  const rp = rng.fork("outlook");
  for (let k = 0; k < plannedSum.length - 1; k++) plannedSum[k + 1] = plannedSum[k]! + rp.normal();
  const plannedDaily = Math.sqrt(PLANNED) * dailyIdio;
  const unplanned = Math.sqrt(1 - PLANNED);
  const ownShock = new Float64Array(n);
  const ownSigma = new Float64Array(n);
  /** The lasting news about worth summed to the end of each day (log). */
  const worthSum = new Float64Array(n);
  {
    const rs = rng.fork("own-news");
    let garch = 1;
    let lastShock = 0;
    let worth = 0;
    for (let k = 0; k < n; k++) {
      const i = first + k;
      // The company's own volatility clusters too (GARCH(1,1), mean one, on top of the market's),
      // persistent enough to cluster but not so much that its variance wanders off for years:
      // 0.06 E[z²] + 0.9 stays below one, and so does the same sum for the fourth moment.
      garch = GARCH_OMEGA + GARCH_ALPHA * lastShock * lastShock * garch + GARCH_BETA * garch;
      const sigma = dailyIdio * volLevel[k]! * macro.idioScale[i]! * Math.sqrt(garch);
      const shock = rs.jumpy();
      lastShock = Math.max(-6, Math.min(6, shock));
      ownShock[k] = shock;
      ownSigma[k] = sigma;
      worth += lastingNews(k) + economyNews(k);
      worthSum[k] = worth;
    }
  }
  /**
   * Day k's lasting news about the company's worth: the lasting share of its own shock, the
   * planned news, the lasting drifts, less the variance drag of the whole own shock (so that
   * the price's expected change is nil: the mispricing share's convexity would otherwise pay
   * the most volatile companies a steady premium that any model learns).
   */
  function lastingNews(k: number): number {
    const unplannedSigma = ownSigma[k]! * unplanned;
    const noiseSigma = Math.sqrt(TRADING_NOISE) * unplannedSigma;
    const planned = plannedDaily * (plannedSum[k + 1]! - plannedSum[k]!) - (plannedDaily * plannedDaily) / 2;
    const drift = betaAlpha + macro.riskPremium[first + k]! * exposureOf(spec.idioVol * volLevel[k]!);
    return (
      (1 - transient) * unplannedSigma * ownShock[k]! -
      (unplannedSigma * unplannedSigma) / 2 -
      (noiseSigma * noiseSigma) / 2 +
      planned +
      drift
    );
  }
  /**
   * Day k's news from the economy and the sector about the company's worth: the part of their
   * moves that is news about earnings (a recession's fall shows in later earnings, a boom's in
   * later sales), so that its books take it in as they do its own news, beside the market's
   * usual rise less what its fair value gains as a matter of course. The rest of a market move
   * is a change of what investors pay for earnings, which fades (the pull on mispricing) as
   * market-wide multiples do.
   */
  function economyNews(k: number): number {
    const i = first + k;
    const moves = spec.beta * macro.market[i]! + spec.sectorLoading * sectorReturns[i]!;
    return ECONOMY_NEWS * moves + (1 - ECONOMY_NEWS) * spec.beta * USUAL_MARKET_RISE - fairGrowth;
  }
  const worthUntil = (date: string) => {
    const k = dayIndex(days, addDays(date, 1)) - 1 - first;
    return k < 0 ? 0 : worthSum[Math.min(n - 1, k)]!;
  };

  // Shares are chosen so that the first fair price is the drawn initial price.
  const startShares = spec.initialMarketCap / spec.initialPrice;
  const simulated = buildQuarters(spec, macro, rng.fork("books"), days[first]!, endDate, startShares, worthUntil);
  // What the company has reported by the last date; the quarters after it only move the price.
  const quarters = simulated.filter((q) => q.report <= endDate);

  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const adjClose = new Float64Array(n);
  const volume = new Float64Array(n);
  /** How far the price sits above (positive) or below its fair value, in log terms, by day. */
  const mispricing = new Float32Array(n);
  const dividends: SimulatedCompany["dividends"] = [];
  const splits: SimulatedCompany["splits"] = [];
  const splitAt = new Map<number, number>();
  const paidAt = new Map<number, number>();
  const delists = spec.delisting !== undefined && spec.delisting.on <= asOf;
  const failingFrom = spec.delisting ? addDays(spec.delisting.on, -130) : "9999-12-31";
  const bankrupt = spec.delisting?.reason === "bankruptcy";
  const acquired = spec.delisting?.reason === "acquired";

  // Fair value of each quarter's trailing year (per share before any split), with a multiple
  // that carries the company's growth premium and compresses as its growth fades: so that a
  // fast grower's fair value rises about as fast as anyone's once its growth is priced in.
  // The market values the quarter's run rate with the margin it expects to last (half of a
  // margin's departure from the company's usual one fades): a trailing year would make each
  // quarter's change of value repeat three quarters already seen, news anyone could read from
  // reported growth. It adds what the growth under way is worth beyond the long-run path
  // (GROWTH_WORTH).
  // Its margin's departure from the usual one moves it in proportion (half of it expected to
  // last), on a linear scale: as a log of earnings it was so convex for thin margins that its
  // expected fade never matched the fade that came, and thin-margin companies drifted up for
  // ever on news that was only arithmetic.
  const worth = (q: Quarter, departure: number) => {
    const pe = fairPe(spec, q.longRun);
    // Sales carry the price of a loss-maker only: a thin-margin business is worth its thin
    // earnings (valued on sales, a grocer grew to P/E 1,600 and trillions of sales).
    const multiple = q.profitable ? q.usualMargin * pe : 0.25 * spec.fairPs * Math.exp(q.salesMultiple);
    const margins = Math.max(-0.5, Math.min(0.5, (0.5 * departure) / Math.max(Math.abs(q.usualMargin), 0.05)));
    return Math.log(((q.revenue * 4) / q.shares) * multiple) + margins;
  };
  const departure = (q: Quarter) => q.netIncome / q.revenue - q.usualMargin;
  const value = simulated.map((q) => worth(q, departure(q)) + GROWTH_WORTH * (q.growth - q.longRun));
  // A margin's departure fades by a fifth a quarter, and the market expects that too: a
  // quarter's fair value falls back with it as a matter of course (otherwise the fade was news
  // that last quarter's earnings growth foretold).
  const marginFade = simulated.map((_, idx) => {
    if (idx === 0) return 0;
    const last = simulated[idx - 1]!;
    return worth(last, 0.8 * departure(last)) - worth(last, departure(last));
  });
  // News: the change of fair value beyond what the market expected of the quarter. Most of it
  // reaches the price while the quarter runs (the market learns as business happens); the
  // rest comes out on the report day, and a little drifts in after it. All of it reaches the
  // price: when only 60 % did, the rest became mispricing that the pull closed over years, a
  // drift that reported figures foretold.
  const NEWS = 1;
  const ANTICIPATED = 0.75;
  const news = simulated.map((q, idx) =>
    idx === 0
      ? 0
      : Math.max(
          -0.6,
          Math.min(
            0.6,
            NEWS *
              (value[idx]! -
                value[idx - 1]! -
                q.realised -
                q.expected / 4 -
                marginFade[idx]! -
                COMPRESSION * (q.longRun - simulated[idx - 1]!.longRun)),
          ),
        ),
  );
  // The anticipated part arrives on one day of the quarter (spread over three trading days),
  // as news does (a contract, a launch, a warning), not as a steady drift that a month's
  // return would foretell. The day is drawn quarter by quarter from the company's own stream,
  // so it is the same whatever the as-of date.
  // What the market learns in the quarter is a noisy read of it: on average three quarters,
  // sometimes more (the report then takes some back), sometimes less; noisy enough that the
  // report day's surprise does not follow the sign of the quarter's move (with a fixed share it
  // always did, a continuation anyone could trade on). Both draws of a quarter are taken
  // together, so that each quarter's are the same whatever the number of quarters simulated.
  const rn = rng.fork("news-days");
  const newsStart: number[] = [];
  const learned: number[] = [];
  simulated.forEach((q, idx) => {
    const from = idx === 0 ? addDays(q.end, -91) : simulated[idx - 1]!.end;
    const span = Math.max(1, Math.round((Date.parse(q.end) - Date.parse(from)) / 86_400_000) - 7);
    newsStart.push(dayIndex(days, addDays(from, 1 + Math.floor(rn.next() * span))));
    learned.push(Math.max(-0.5, Math.min(2, ANTICIPATED + LEARNING_NOISE * rn.normal())));
  });
  const newsPerDay = simulated.map((_, idx) => (news[idx]! * learned[idx]!) / NEWS_DAYS);

  let logPrice = Math.log(spec.initialPrice);
  let splitFactor = 1;
  // Dividends paid take value out of the share; fair value per share falls with them.
  let paidOut = 0;
  let current = 0;
  while (current < simulated.length - 1 && simulated[current]!.end < days[first]!) current++;
  let reported = 0;
  while (reported < quarters.length && quarters[reported]!.report < days[first]!) reported++;
  const marketKnows = () => value[Math.max(0, current - 1)]!;
  // Anchor: the company's own fair value at listing is its first price.
  // Most of a company's own price moves are news about its worth that its books show later or
  // never: that share of each shock moves the anchor too, so only the rest is mispricing the
  // pull undoes (which keeps the value premium as small as real ones).
  let anchor = logPrice - marketKnows();
  // Mispricing closes with a half-life of about nine years, faster or slower (or widening) with the month's value regime.
  const pullRate = Math.LN2 / (9 * 252);
  // A price two or three times what the business is worth draws sellers whatever the regime:
  // the pull grows with the cube of the gap (a quarter a year at a gap of 1, nothing to speak
  // of under 0.4), so no share sits at many times its worth for years.
  const EXTREME_PULL = 0.25 / 252;
  const turnover = 0.004 + 0.01 * rng.next();
  let prevClose = spec.initialPrice;
  const r = rng.fork("prices");
  // Own (idiosyncratic) log returns summed, for the momentum exposure (12 months less the last one).
  const ownReturn = new Float64Array(n + 1);
  let driftLeft = 0;
  let driftPerDay = 0;
  let tradingNoise = 0;

  // Declared dividend per share by day (0 for none): ex-dates follow each report by the company's own lag.
  const dividendByDay = new Float64Array(n);
  const exDateOf = (q: Quarter) => dayIndex(days, addDays(q.report, spec.exDividendLag));
  for (const q of quarters) {
    if (q.dps <= 0) continue;
    const ex = exDateOf(q);
    if (ex > first && ex <= last) dividendByDay[ex - first] = q.dps;
  }

  /** Each close in the shares of the listing (before any split), for the year's high. */
  const unsplitClose = new Float64Array(n);
  const yearHigh = (k: number) => {
    let high = 0;
    for (let j = Math.max(0, k - YEAR_DAYS); j < k; j++) high = Math.max(high, unsplitClose[j]!);
    return high / splitFactor;
  };
  const failingIndex = dayIndex(days, failingFrom);
  let nextReport = reported < quarters.length ? quarters[reported]!.report : "9999";
  let shares = quarters[Math.max(0, reported - 1)]?.shares ?? startShares;
  for (let k = 0; k < n; k++) {
    const i = first + k;
    const day = days[i]!;
    while (current < simulated.length - 1 && simulated[current]!.end < day) {
      // The quarter's books now take in part of the lasting news the anchor held: the same
      // worth, counted once.
      anchor -= simulated[current]!.realised;
      current++;
    }
    let jump = 0;
    if (day >= nextReport) {
      while (reported < quarters.length && quarters[reported]!.report <= day) {
        const idx = simulated.indexOf(quarters[reported]!);
        const surprise = news[idx]! * (1 - learned[idx]!);
        jump += surprise;
        driftPerDay = (POST_REPORT_DRIFT * surprise * macro.driftRegime[i]!) / 40;
        driftLeft = 40;
        reported++;
      }
      nextReport = reported < quarters.length ? quarters[reported]!.report : "9999";
      shares = quarters[Math.max(0, reported - 1)]!.shares;
    }
    // Splits keep the share price in a familiar range.
    if (k > 0 && macro.monthStart[i] === 1 && prevClose > 250 && r.chance(0.35)) {
      const ratio = prevClose > 700 ? 4 : prevClose > 450 ? 3 : 2;
      splitAt.set(i, ratio);
      splits.push({ exDate: day, ratio });
      splitFactor *= ratio;
      logPrice -= Math.log(ratio);
      prevClose /= ratio;
    }
    const sigma = ownSigma[k]!;
    const fair = marketKnows() + anchor + paidOut - Math.log(splitFactor);
    const gap = logPrice - fair;
    mispricing[k] = gap;
    const momentum =
      k >= 252 ? Math.max(-3, Math.min(3, (ownReturn[k - 21]! - ownReturn[k - 252]!) / spec.idioVol)) : 0;
    // The own shock moves the price whole: its lasting share (with the planned news and the
    // lasting drifts) moves fair value too, so only the rest is mispricing the pull undoes. The
    // whole shock's variance drag falls on the price and, beyond the lasting share's, on fair
    // value too, so the mispricing stays centred on zero (a drag on the price alone held the
    // noisiest companies below fair value for ever).
    const unplannedSigma = sigma * unplanned;
    const noiseSigma = Math.sqrt(TRADING_NOISE) * unplannedSigma;
    const noiseChange = (noiseSigma * r.jumpy()) / Math.sqrt(1.1075) - TRADING_NOISE_FADE * tradingNoise;
    tradingNoise += noiseChange;
    const lasting = lastingNews(k);
    const newsToday = i >= newsStart[current]! && i < newsStart[current]! + NEWS_DAYS ? newsPerDay[current]! : 0;
    const own =
      lasting +
      transient * unplannedSigma * ownShock[k]! +
      noiseChange +
      newsToday +
      (driftLeft-- > 0 ? driftPerDay : 0) +
      jump;
    ownReturn[k + 1] = ownReturn[k]! + own;
    anchor += lasting + economyNews(k);
    let ret =
      spec.beta * macro.market[i]! +
      spec.sectorLoading * sectorReturns[i]! +
      own -
      pullRate * macro.valueRegime[i]! * gap -
      EXTREME_PULL * gap * gap * gap +
      macro.qualityPremium[i]! * spec.quality +
      macro.momentumPremium[i]! * momentum;
    // The end of a company shapes its last months whatever the as-of date, so that a later
    // update extends exactly the same path.
    // A failing company's last months fall in steps (each bad news on its day, about one a
    // fortnight), not as a steady slide that last month's fall would foretell.
    if (bankrupt && i >= failingIndex && r.chance(1 / 10)) ret -= 0.15;
    if (delists && acquired && i === last) ret += Math.log(1.25 + 0.2 * r.next());
    // Declared per share before any split that came since; paid per share now.
    // A board whose share price has collapsed cuts the dividend rather than pay out more than
    // about 7 % of the price a year, and suspends it while the price is under half its high of
    // the year or under a dollar (real payers' yields stay inside 15 %). Amounts are in
    // hundredths of a cent, as declared.
    const declared = dividendByDay[k]! / splitFactor;
    const price = Math.exp(logPrice + ret);
    const distressed = declared > 0 && (price < 0.5 * yearHigh(k) || price < 1);
    const dividend = distressed ? 0 : Math.round(Math.min(declared, 0.0175 * price) * 10000) / 10000;
    if (dividend > 0) paidAt.set(i, dividend);
    logPrice += ret;
    let c = Math.exp(logPrice) - dividend;
    if (c < 0.05) c = 0.05;
    if (dividend > 0) paidOut += Math.log(c / (c + dividend));
    logPrice = Math.log(c);
    const gapOpen = (ret - jump) * 0.3 + jump;
    const o = Math.max(0.05, prevClose * Math.exp(gapOpen) - dividend);
    high[k] = Math.max(o, c) * (1 + r.exponential() * sigma * 0.5);
    low[k] = Math.min(o, c) / (1 + r.exponential() * sigma * 0.5);
    open[k] = o;
    close[k] = c;
    unsplitClose[k] = c * splitFactor;
    volume[k] = Math.round(
      shares * splitFactor * turnover * (0.6 + (Math.abs(ret) / (sigma + 1e-9)) * 0.5) * (0.7 + 0.6 * r.next()),
    );
    if (dividend > 0) dividends.push({ exDate: day, payDate: addDays(day, spec.payLag), amount: dividend });
    prevClose = c;
  }
  // A dividend declared with the last report whose ex-date is still to come: known ahead, as
  // real ones are (weeks between declaration, ex-date and payment).
  if (!delists) {
    for (const q of quarters) {
      if (q.dps <= 0 || exDateOf(q) <= last) continue;
      const target = addDays(q.report, spec.exDividendLag);
      const exDate = tradingDays(target, addDays(target, 10))[0]!;
      dividends.push({ exDate, payDate: addDays(exDate, spec.payLag), amount: q.dps / splitFactor });
    }
  }
  // Adjusted close: walk back from today, compounding each dividend and split.
  let factor = 1;
  for (let k = n - 1; k >= 0; k--) {
    adjClose[k] = close[k]! * factor;
    const i = first + k;
    const d = paidAt.get(i);
    if (d && k > 0) factor *= 1 - d / close[k - 1]!;
    const s = splitAt.get(i);
    if (s) factor /= s;
  }

  const earnings = quarters
    .filter((q) => q.report >= days[first]!)
    .map((q) => ({ reportDate: q.report, fiscalYear: q.year, fiscalQuarter: q.q }));
  // The next report after the as-of date, announced ahead ("days until earnings"): the date
  // a later build reports on.
  const next = simulated.find((q) => q.report > asOf);
  if (next && !delists) earnings.push({ reportDate: next.report, fiscalYear: next.year, fiscalQuarter: next.q });

  // Books filed after a split report the split share count.
  for (const q of quarters) {
    let f = 1;
    for (const sp of splits) if (sp.exDate <= q.report) f *= sp.ratio;
    if (f !== 1) {
      q.row.shares *= f;
      q.row.eps /= f;
      q.shares *= f;
    }
  }
  const fundamentals = [...quarters.map((q) => q.row), ...annualRows(quarters, splits)];

  // Estimates as of each half-year and annual report, for the next two fiscal years. (A rule
  // that does not depend on the as-of date, so that an update adds exactly what a rebuild would.)
  const estimates: SimulatedCompany["estimates"] = [];
  const re = rng.fork("estimates");
  quarters.forEach((q, idx) => {
    if (idx < 3 || (q.q !== 4 && q.q !== 2)) return;
    const four = quarters.slice(idx - 3, idx + 1);
    const ni = four.reduce((s, x) => s + x.netIncome, 0);
    const rev = four.reduce((s, x) => s + x.revenue, 0);
    const eps = ni / q.shares;
    const assets = q.row.totalAssets;
    for (let ahead = 1; ahead <= 2; ahead++) {
      // Analysts know part of where the business is heading (the growth under way, which the
      // share price has not fully seen), blurred by noise and a little optimism: so their
      // estimates anticipate only part of the next year's surprise.
      // They also expect the books to catch up with what the price already says (REALISE).
      const catchUp = (1 - Math.pow(1 - REALISE, 4)) * (q.unrealised - q.realised);
      const g = 0.35 * q.growth + 0.65 * q.longRun + catchUp + re.normal() * 0.04 + 0.015;
      // The sales take in only the part of the catch-up that does not go into the margin.
      const gRevenue = g - q.marginShare * catchUp;
      const estRev = rev * Math.pow(1 + gRevenue, ahead);
      const estEps =
        eps > 0 ? eps * Math.pow(1 + g + 0.03, ahead) : eps * Math.pow(0.7, ahead) + Math.abs(eps) * 0.1 * ahead;
      estimates.push({
        asOf: q.report,
        forecastYear: q.year + ahead,
        eps: estEps,
        revenue: estRev,
        epsGrowth: eps !== 0 ? estEps / eps - 1 : 0,
        revenueGrowth: gRevenue,
        roe: q.equity > 0 ? (estEps * q.shares) / q.equity : 0,
        roa: assets > 0 ? (estEps * q.shares) / assets : 0,
      });
    }
  });

  // Analyst ratings: each covering analyst revisits the stock every few months. Skilled ones
  // read what research can find out today (the growth under way and how far the price sits
  // from fair value) and a noisy part of the company's planned news over the next 12 months
  // (what they learn of the business before it shows in the price); the rest see noise.
  const ratings: SimulatedCompany["ratings"] = [];
  const ra = rng.fork("ratings");
  for (const analyst of coverage) {
    let k = ra.int(0, 200);
    let qi = 0;
    while (k < n) {
      const day = days[first + k]!;
      while (qi < simulated.length - 1 && simulated[qi]!.end < day) qi++;
      const q = simulated[qi]!;
      const research = ((q.growth - q.longRun) / 0.06 - mispricing[k]! / 0.4) / Math.SQRT2;
      const ahead = (plannedSum[k + 1 + YEAR_DAYS]! - plannedSum[k + 1]!) / Math.sqrt(YEAR_DAYS);
      const foresight = Math.min(0.9, FORESIGHT * analyst.skill);
      const noise = Math.sqrt(Math.max(0, 1 - analyst.skill * analyst.skill - foresight * foresight));
      const signal = analyst.skill * research + foresight * ahead + noise * ra.normal() + 0.25;
      const rating = ratingFor(signal);
      const expected = 0.08 + signal * 0.12;
      ratings.push({
        analystId: analyst.id,
        date: days[first + k]!,
        rating,
        target: Math.max(0.5, close[k]! * Math.exp(expected)),
      });
      k += ra.int(60, 200);
    }
  }

  // Insiders buy after falls more often than after rises; most of their trades are sales.
  const insiders: SimulatedCompany["insiders"] = [];
  const ri = rng.fork("insiders");
  const people = Array.from({ length: ri.int(3, 6) }, (_, j) => ({
    name: `Insider ${spec.ticker}-${j + 1}`,
    role: ROLES[j % ROLES.length]!,
  }));
  for (let k = 20; k < n; k += ri.int(40, 140)) {
    const past = close[Math.max(0, k - 63)]!;
    const fell = close[k]! < past * 0.85;
    const buy = ri.chance(fell ? 0.55 : 0.2);
    const who = ri.pick(people);
    const size = Math.round(ri.logNormal(Math.log(8000), 1));
    insiders.push({
      date: days[first + k]!,
      insider: who.name,
      role: who.role,
      shares: buy ? size : -size,
      price: close[k]!,
    });
  }

  const lastQuarter = quarters[quarters.length - 1];
  return {
    spec,
    first,
    last,
    open,
    high,
    low,
    close,
    adjClose,
    volume,
    dividends,
    splits,
    fundamentals,
    earnings,
    estimates,
    ratings,
    insiders,
    // The last filing's count already includes the splits before it; add those since.
    sharesOutstanding: Math.round(
      lastQuarter
        ? lastQuarter.shares * splits.filter((sp) => sp.exDate > lastQuarter.report).reduce((f, sp) => f * sp.ratio, 1)
        : startShares * splitFactor,
    ),
    paysDividends: (lastQuarter?.dps ?? 0) > 0,
    delistedOn: spec.delisting && spec.delisting.on <= asOf ? spec.delisting.on : null,
    delistingReason: spec.delisting && spec.delisting.on <= asOf ? spec.delisting.reason : null,
  };
}
