import type { KeyStatistics } from "../contracts/company";
import { CHECKS } from "../checks/registry";
import type { CheckInput } from "../checks/types";
import { macd } from "../indicators/macd";
import { rsi } from "../indicators/rsi";
import { lastOf } from "../indicators/series";
import { sma } from "../indicators/sma";
import { STOCHASTIC_D_PERIOD, STOCHASTIC_K_SMOOTHING, STOCHASTIC_PERIOD, stochastic } from "../indicators/stochastic";
import type { StoredScores } from "../research/research-record";
import type { PriceFigures } from "../research/price-figures";
import type { Consensus, InsiderNet, PriceTarget } from "../research/summaries";
import type { Valuation } from "../research/valuation-figures";
import { MOVING_AVERAGE_KEYS } from "./columns";

// A company's screener values, from its stored research and its recent prices: one entry per
// column and filter field of the catalogue (columns.ts, filters.ts), and the only place a
// column's value is written; the snapshot, the engine's fast paths and the answers' cells are
// derived from the catalogue (filter-fields.ts), and a test holds the two lists equal. Units are
// the columns': percentages in percent, dates as days since 1970-01-01, text for text columns.
// A value that cannot be computed is null, never a guess.

export type Values = Record<string, number | string | null>;

const DAY_MS = 86_400_000;
const STOCHASTIC_TAIL = STOCHASTIC_PERIOD + STOCHASTIC_K_SMOOTHING + STOCHASTIC_D_PERIOD;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function epochDay(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const finite = (x: number | null | undefined): number | null =>
  x === null || x === undefined || !Number.isFinite(x) ? null : x;
const percent = (x: number | null | undefined): number | null => {
  const v = finite(x);
  return v === null ? null : v * 100;
};
const ratio = (a: number | null | undefined, b: number | null | undefined): number | null => {
  const x = finite(a);
  const y = finite(b);
  return x === null || y === null || y === 0 ? null : x / y;
};

/** The company's own fields (companies, with its sector's and industry's names). */
export interface CompanyFields {
  ticker: string;
  name: string;
  exchange: string;
  country: string;
  sectorId: number | null;
  industryId: number | null;
  sector: string | null;
  industry: string | null;
}

/** What the research pipeline stored for one company (company_research), checks as verdicts. */
export interface StoredResearch {
  asOf: string;
  company: CompanyFields;
  quote: PriceFigures | null;
  statistics: KeyStatistics;
  checkInput: CheckInput;
  scores: StoredScores;
  valuation: Valuation | null;
  forecast: { consensus: Consensus | null; priceTarget: PriceTarget | null } | null;
  dividends: {
    /** False when the data holds no dividend record for the company (decision 033); absent: true. */
    known?: boolean;
    trailingAnnualDividend: number | null;
    forwardDividendYield?: number | null;
    payoutRatio: number | null;
    growth5Year: number | null;
    yearsPaid: number;
  } | null;
  ownership: InsiderNet | null;
  /** Check type to verdict (true passed, false failed, null unavailable). */
  verdicts: Record<string, boolean | null>;
}

/** Trailing-twelve-month figures the research does not store, summed from the last four quarters. */
export interface TrailingFigures {
  revenue: number | null;
  costOfRevenue: number | null;
  freeCashFlow: number | null;
}

/** Upcoming dividend dates, when the data holds any after the as-of date. */
export interface UpcomingDividend {
  exDate: string | null;
  payDate: string | null;
}

function daysUntil(date: string | null | undefined, asOf: string): number | null {
  return date ? epochDay(date) - epochDay(asOf) : null;
}

export function researchValues(r: StoredResearch, trailing: TrailingFigures, upcoming: UpcomingDividend): Values {
  const s = r.statistics;
  const c = r.checkInput;
  const price = r.quote?.price ?? finite(c.price);
  const fairValue = finite(r.valuation?.fairValue);
  // A dimension none of whose checks had data is missing, not 0: the stored score
  // keeps the spec's arithmetic (0), but the screener would show and filter it as a weakness.
  const judged = (category: string) =>
    CHECKS.some((k) => k.category === category && r.verdicts[k.type] !== null && r.verdicts[k.type] !== undefined);
  const dimension = (category: string) =>
    judged(category) ? (r.scores.dimensions.find((d) => d.category === category)?.score ?? null) : null;
  const anyJudged = r.scores.dimensions.some((d) => judged(d.category));
  const dividendsKnown = r.dividends?.known !== false;
  const direction = r.ownership?.direction;
  const co = r.company;
  const values: Values = {
    ticker: co.ticker,
    name: co.name,
    exchange: co.exchange,
    country: co.country,
    sector: co.sector,
    industry: co.industry,
    sid: co.sectorId,
    iid: co.industryId,
    mcap: finite(s.marketCap),
    shares: finite(s.sharesOutstanding),
    price,
    vol: finite(s.volume),
    avgvol: finite(s.averageVolume),
    dds: anyJudged ? finite(r.scores.overall) : null,
    ddv: dimension("valuation"),
    ddfi: dimension("financials"),
    ddfo: dimension("forecast"),
    ddp: dimension("performance"),
    ddd: dimension("dividend"),
    chg1d: percent(r.quote?.changePercent),
    h52: finite(s.high52Week),
    l52: finite(s.low52Week),
    fh52: price !== null && s.high52Week ? percent((s.high52Week - price) / s.high52Week) : null,
    beta: finite(s.beta),
    pe: finite(s.priceEarningsRatio),
    pb: finite(s.priceToBook),
    peg: finite(s.priceEarningsToGrowth),
    ps: s.revenue !== null && s.revenue > 0 ? ratio(s.marketCap, s.revenue) : null,
    fv: fairValue,
    fvd: fairValue !== null && fairValue > 0 && price !== null ? percent((fairValue - price) / fairValue) : null,
    gv: finite(r.valuation?.grahamValue),
    pt: finite(r.forecast?.priceTarget?.average),
    ptu: percent(r.forecast?.priceTarget?.upside),
    cons: r.forecast?.consensus?.rating ?? null,
    conss: finite(r.forecast?.consensus?.score),
    anc: r.forecast?.consensus?.analysts ?? null,
    // The top analysts come from topAnalystValues, the Zen Rating family from zenRatingValues.
    fegr: percent(c.forecastEarningsGrowthRate),
    frgr: percent(c.forecastRevenueGrowthRate),
    froe: percent(c.forecastReturnOnEquity),
    froa: percent(c.forecastReturnOnAssets),
    ned: s.nextEarningsDate ? epochDay(s.nextEarningsDate) : null,
    dued: daysUntil(s.nextEarningsDate, r.asOf),
    eps: finite(s.earningsPerShare),
    rev: finite(s.revenue),
    egr1y: percent(c.earningsGrowthRate1Year),
    egr5y: percent(c.earningsGrowthRate5Year),
    egr10t: percent(c.totalGrowthRate10Year),
    rgr1y: percent(c.revenueGrowthRate1Year),
    rgr5y: percent(c.revenueGrowthRate5Year),
    dy: percent(s.dividendYield),
    fdy: percent(r.dividends?.forwardDividendYield),
    dps: finite(r.dividends?.trailingAnnualDividend),
    payout: percent(r.dividends?.payoutRatio),
    dg5y: percent(r.dividends?.growth5Year),
    dyrs: dividendsKnown ? (r.dividends?.yearsPaid ?? null) : null,
    exd: upcoming.exDate ? epochDay(upcoming.exDate) : null,
    payd: upcoming.payDate ? epochDay(upcoming.payDate) : null,
    duedd: daysUntil(upcoming.exDate, r.asOf),
    dupd: daysUntil(upcoming.payDate, r.asOf),
    insd: direction === "buying" ? 1 : direction === "selling" ? 0 : null,
    insn: r.ownership ? r.ownership.netShares : null,
    insv: r.ownership ? r.ownership.netValue : null,
    roe: percent(c.returnOnEquity),
    roa: percent(c.returnOnAssets),
    roce: percent(c.returnOnCapitalEmployed),
    gm:
      trailing.revenue !== null && trailing.revenue > 0 && trailing.costOfRevenue !== null
        ? percent((trailing.revenue - trailing.costOfRevenue) / trailing.revenue)
        : null,
    om: s.revenue !== null && s.revenue > 0 ? percent(ratio(c.ebit, s.revenue)) : null,
    nm: percent(s.netMargin),
    fcf: finite(trailing.freeCashFlow),
    de: finite(s.debtToEquity),
    cr: ratio(c.assetsCurrent, c.liabilitiesCurrent),
    ic: ratio(c.ebit, c.interestExpense),
  };
  for (const [type, passed] of Object.entries(r.verdicts)) values[type] = passed === null ? null : passed ? 1 : 0;
  return values;
}

/** Daily prices oldest first, restated in today's shares (later splits applied); days since 1970-01-01. */
export interface RecentCloses {
  days: readonly number[];
  close: readonly number[];
  high: readonly number[];
  low: readonly number[];
}

/** The close of the last trading day on or before `day`, or null when the series starts later. */
export function closeOnOrBefore(
  series: { days: readonly number[]; close: readonly number[] },
  day: number,
): number | null {
  let lo = 0;
  let hi = series.days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series.days[mid]! <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : series.close[found]!;
}

/** Percent change from `then` to `now`; null without a positive starting price. */
export function change(now: number | null, then: number | null): number | null {
  return now === null || then === null || !(then > 0) ? null : (now / then - 1) * 100;
}

function shiftDate(date: string, years: number, months = 0, days = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth() - months, d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The dates N days, months or years before the as-of date that each price change starts from. */
export function changeStarts(asOf: string): Record<string, string> {
  return {
    chg1w: shiftDate(asOf, 0, 0, 7),
    chg1m: shiftDate(asOf, 0, 1),
    chg3m: shiftDate(asOf, 0, 3),
    chg6m: shiftDate(asOf, 0, 6),
    // Year to date: from the last close of the previous year.
    chgytd: `${Number(asOf.slice(0, 4)) - 1}-12-31`,
    chg1y: shiftDate(asOf, 1),
    chg3y: shiftDate(asOf, 3),
    chg5y: shiftDate(asOf, 5),
    chg10y: shiftDate(asOf, 10),
  };
}

/** The same start dates as days since 1970-01-01, worked out once for every company. */
export function changeStartDays(asOf: string): Record<string, number> {
  return Object.fromEntries(Object.entries(changeStarts(asOf)).map(([k, d]) => [k, epochDay(d)]));
}

/**
 * Price changes and technical indicators from recent prices (split-restated: a split is no
 * fall) and, for the 3, 5 and 10-year changes, the split-restated closes of those dates.
 */
export function priceValues(
  starts: Record<string, number>,
  recent: RecentCloses,
  longAgo: { chg3y: number | null; chg5y: number | null; chg10y: number | null },
): Values {
  const n = recent.close.length;
  const last = n > 0 ? recent.close[n - 1]! : null;
  const values: Values = {};
  for (const key of ["chg1w", "chg1m", "chg3m", "chg6m", "chgytd", "chg1y"] as const)
    values[key] = change(last, closeOnOrBefore(recent, starts[key]!));
  values.chg3y = change(last, longAgo.chg3y);
  values.chg5y = change(last, longAgo.chg5y);
  values.chg10y = change(last, longAgo.chg10y);

  for (const m of MOVING_AVERAGE_KEYS)
    values[m.key] = n >= m.days ? lastOf(sma(recent.close.slice(n - m.days), m.days)) : null;
  const m = macd(recent.close);
  values.macd = lastOf(m.macd);
  values.macds = lastOf(m.signal);
  values.macdh = lastOf(m.histogram);
  values.rsi = lastOf(rsi(recent.close));
  // The stochastic looks back a fixed window (14 days, then two 3-day averages): the last
  // STOCHASTIC_TAIL days give the same last value as the whole series.
  const from = Math.max(0, n - STOCHASTIC_TAIL);
  const st = stochastic({
    highs: recent.high.slice(from),
    lows: recent.low.slice(from),
    closes: recent.close.slice(from),
  });
  values.stk = lastOf(st.k);
  values.std = lastOf(st.d);
  return values;
}

/** A grade as the screener stores and sorts it: A 5, B 4, C 3, D 2, F 1. */
export const GRADE_NUMBER: Record<string, number> = { A: 5, B: 4, C: 3, D: 2, F: 1 };

const COMPONENT_KEYS: Record<string, string> = {
  value: "zrv",
  growth: "zrg",
  momentum: "zrm",
  sentiment: "zrs",
  safety: "zrsf",
  financials: "zrf",
  ai: "zrai",
};

/** The Zen Rating family: the grade, the grade a month before, and the seven component grades. */
/**
 * The top analysts' upside (percent), consensus code and count (decision 026), from the analyst
 * ranking of the snapshot's date: `ranked` is false when there is none for that date (all
 * null); a company without a current top-analyst rating then counts 0.
 */
export function topAnalystValues(
  top: { analysts: number; consensus: string; upside: number | null } | undefined,
  ranked: boolean,
): Values {
  if (!ranked) return { tau: null, tac: null, tan: null };
  return { tau: top ? percent(top.upside) : null, tac: top?.consensus ?? null, tan: top?.analysts ?? 0 };
}

export function zenRatingValues(
  latest: { grade: string; components: { key: string; grade: string | null }[] } | undefined,
  gradeMonthAgo: string | null,
): Values {
  const out: Values = { zr: null, zr1m: gradeMonthAgo ? (GRADE_NUMBER[gradeMonthAgo] ?? null) : null };
  for (const key of Object.values(COMPONENT_KEYS)) out[key] = null;
  if (!latest) return out;
  out.zr = GRADE_NUMBER[latest.grade] ?? null;
  for (const c of latest.components) {
    const key = COMPONENT_KEYS[c.key];
    if (key) out[key] = c.grade ? (GRADE_NUMBER[c.grade] ?? null) : null;
  }
  return out;
}
