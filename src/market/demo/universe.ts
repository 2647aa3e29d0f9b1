import { INDUSTRIES, type Industry } from "../../domain/taxonomy";
import { addDays } from "./calendar";
import { inventName, inventTicker } from "./names";
import type { Random } from "./random";

// The demo universe: who the companies are and the parameters that drive their simulated
// businesses and share prices. Everything here is drawn once from the seed.

export type Exchange = "NYSE" | "NASDAQ" | "AMEX";

export interface CompanySpec {
  /** 1-based, also the database id. */
  id: number;
  name: string;
  ticker: string;
  exchange: Exchange;
  sectorId: number;
  industry: Industry;
  /** First trading day (2003-01-02 for companies listed before the history starts). */
  listedOn: string;
  ipoDate: string;
  /** Planned end: bankruptcy or acquisition. */
  delisting?: { on: string; reason: "bankruptcy" | "acquired" };
  initialPrice: number;
  initialMarketCap: number;
  /** Revenue over the first year, dollars. */
  initialRevenue: number;
  /** Long-run revenue growth, per year. */
  growth: number;
  /** Long-run net margin. */
  margin: number;
  /** Market beta and sector loading. */
  beta: number;
  sectorLoading: number;
  /** Annual idiosyncratic volatility. */
  idioVol: number;
  /** Fair price/earnings multiple around which the share price gravitates. */
  fairPe: number;
  /** Fair price/sales multiple, used while earnings are negative. */
  fairPs: number;
  /** Liabilities per dollar of equity, and the share of liabilities that is debt. */
  leverage: number;
  debtShare: number;
  assetsToRevenue: number;
  grossMargin: number;
  capexToRevenue: number;
  /** Dividend policy: payout of earnings, or 0 for non-payers. */
  payout: number;
  /** Month (1-12) the fiscal year ends in: December for about two thirds, as in the US market. */
  fiscalYearEnd: number;
  /** Days from a quarter's end to its report (the fourth quarter takes longer), the company's habit. */
  reportLag: number;
  /** Days from a report (when the dividend is declared) to the ex-date, and from the ex-date to payment. */
  exDividendLag: number;
  payLag: number;
  /** Standardised quality exposure (margin and balance sheet against the sector's), for the quality premium. */
  quality: number;
  description: string;
}

/** Sector behaviour: market beta, typical growth, margins, valuation, balance sheet. */
interface SectorTraits {
  beta: number;
  growth: number;
  margin: number;
  pe: number;
  ps: number;
  leverage: number;
  assetsToRevenue: number;
  grossMargin: number;
  dividendOdds: number;
  vol: number;
  /**
   * The sector's companies' size against the typical company's (log): technology, finance and
   * communication have the largest companies and real estate the smallest, so that sectors
   * weigh in the market about as they do in the US one.
   */
  size: number;
}

export const SECTOR_TRAITS: Record<number, SectorTraits> = {
  1: {
    beta: 1.1,
    growth: 0.04,
    margin: 0.07,
    pe: 15,
    ps: 1.2,
    leverage: 1.1,
    assetsToRevenue: 1.4,
    grossMargin: 0.3,
    dividendOdds: 0.5,
    vol: 0.32,
    size: -0.3,
  },
  2: {
    beta: 1.0,
    growth: 0.06,
    margin: 0.1,
    pe: 19,
    ps: 2.5,
    leverage: 1.3,
    assetsToRevenue: 1.8,
    grossMargin: 0.5,
    dividendOdds: 0.35,
    vol: 0.33,
    size: 0.4,
  },
  3: {
    beta: 1.2,
    growth: 0.06,
    margin: 0.06,
    pe: 18,
    ps: 1.0,
    leverage: 1.2,
    assetsToRevenue: 0.9,
    grossMargin: 0.38,
    dividendOdds: 0.35,
    vol: 0.36,
    size: 0.2,
  },
  4: {
    beta: 0.65,
    growth: 0.04,
    margin: 0.07,
    pe: 20,
    ps: 1.3,
    leverage: 1.3,
    assetsToRevenue: 0.9,
    grossMargin: 0.35,
    dividendOdds: 0.65,
    vol: 0.24,
    size: 0.0,
  },
  5: {
    beta: 1.15,
    growth: 0.03,
    margin: 0.08,
    pe: 13,
    ps: 1.1,
    leverage: 1.0,
    assetsToRevenue: 1.8,
    grossMargin: 0.3,
    dividendOdds: 0.55,
    vol: 0.4,
    size: 0.3,
  },
  6: {
    beta: 1.1,
    growth: 0.05,
    margin: 0.18,
    pe: 13,
    ps: 2.8,
    leverage: 7.0,
    assetsToRevenue: 8.0,
    grossMargin: 0.7,
    dividendOdds: 0.6,
    vol: 0.27,
    size: 0.4,
  },
  7: {
    beta: 0.9,
    growth: 0.09,
    margin: 0.05,
    pe: 24,
    ps: 4.0,
    leverage: 0.8,
    assetsToRevenue: 1.5,
    grossMargin: 0.6,
    dividendOdds: 0.2,
    vol: 0.45,
    size: 0.3,
  },
  8: {
    beta: 1.1,
    growth: 0.05,
    margin: 0.07,
    pe: 18,
    ps: 1.4,
    leverage: 1.4,
    assetsToRevenue: 1.1,
    grossMargin: 0.3,
    dividendOdds: 0.5,
    vol: 0.3,
    size: 0.0,
  },
  9: {
    beta: 0.95,
    growth: 0.05,
    margin: 0.2,
    pe: 22,
    ps: 6.0,
    leverage: 1.4,
    assetsToRevenue: 8.0,
    grossMargin: 0.6,
    dividendOdds: 0.85,
    vol: 0.28,
    size: -0.6,
  },
  10: {
    beta: 1.25,
    growth: 0.11,
    margin: 0.12,
    pe: 26,
    ps: 4.5,
    leverage: 0.7,
    assetsToRevenue: 1.3,
    grossMargin: 0.6,
    dividendOdds: 0.2,
    vol: 0.4,
    size: 0.6,
  },
  11: {
    beta: 0.55,
    growth: 0.03,
    margin: 0.11,
    pe: 17,
    ps: 1.8,
    leverage: 2.4,
    assetsToRevenue: 3.2,
    grossMargin: 0.4,
    dividendOdds: 0.9,
    vol: 0.2,
    size: -0.1,
  },
};

// Shell companies and fund-like listings crowd the real industry counts; the demo market is of
// operating businesses, so weights are capped.
const industryWeight = (i: Industry) => (i.slug === "shell-companies" ? 2 : Math.min(i.weight, 120));

function clamp(x: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, x));
}

/** The months other fiscal years end in (retailers in January, many in June and September). */
const FISCAL_YEAR_ENDS = [
  { month: 1, weight: 4 },
  { month: 2, weight: 1 },
  { month: 3, weight: 4 },
  { month: 4, weight: 1 },
  { month: 5, weight: 1 },
  { month: 6, weight: 5 },
  { month: 7, weight: 1 },
  { month: 8, weight: 1 },
  { month: 9, weight: 5 },
  { month: 10, weight: 2 },
  { month: 11, weight: 1 },
];

const LAST_IPO_YEAR = 2025;
const LAST_DELISTING = "2026-06-30";

export interface UniverseOptions {
  /** Companies still listed at the as-of date. */
  listed: number;
  start: string;
}

/**
 * Draws the universe: `listed` companies that never delist, plus about 6% more that go
 * bankrupt or are acquired on the way (survivorship that backtests must handle). Companies
 * whose listing date is after the as-of date are not yet part of the market.
 */
export function drawUniverse(rng: Random, options: UniverseOptions): CompanySpec[] {
  const total = options.listed + Math.max(1, Math.round(options.listed * 0.06));
  const startYear = Number(options.start.slice(0, 4));
  const taken = new Set<string>();
  const specs: CompanySpec[] = [];
  for (let id = 1; id <= total; id++) {
    const r = rng.fork(`company-${id}`);
    const industry = r.weighted(INDUSTRIES, industryWeight);
    const traits = SECTOR_TRAITS[industry.sectorId]!;
    const exchange: Exchange = r.chance(0.05) ? "AMEX" : r.chance(0.5) ? "NASDAQ" : "NYSE";
    const name = inventName(r, industry);
    const ticker = inventTicker(r, name, exchange, taken);

    // About 55% were listed before 2003; the rest list through the years. Nothing here depends
    // on the as-of date, so a later update extends the same market.
    const listedEarly = r.chance(0.55);
    const ipoYear = listedEarly ? r.int(1950, startYear - 1) : r.int(startYear, LAST_IPO_YEAR);
    const ipoDate = `${ipoYear}-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`;
    const listedOn = ipoDate < options.start ? options.start : ipoDate;

    let delisting: CompanySpec["delisting"];
    if (id > options.listed) {
      // Failures cluster in the 2008-09 and 2020 recessions.
      const fromT = Math.max(Date.parse(listedOn) + 400 * 86_400_000, Date.parse("2004-01-01"));
      const toT = Date.parse(LAST_DELISTING);
      const crisis = r.chance(0.5) ? r.pick(["2008-10-01", "2009-03-01", "2020-04-01"]) : undefined;
      let on =
        crisis && Date.parse(crisis) > fromT
          ? crisis
          : new Date(fromT + r.next() * Math.max(0, toT - fromT)).toISOString().slice(0, 10);
      on = addDays(on, r.int(0, 90));
      delisting = { on, reason: r.chance(0.45) ? "bankruptcy" : "acquired" };
    }

    // Listed US companies' sizes are roughly log-normal and very wide: a median near $1 billion,
    // a few hundred above $50 billion, the largest a few trillion after two decades of growth.
    const logCap = clamp(r.normal() * 1.6 + 20.7 + traits.size, 16.8, 25.8); // e^20.7 is about $1 billion
    const initialMarketCap = Math.exp(logCap) * (listedEarly ? 0.6 : 0.35);
    const initialPrice = clamp(r.logNormal(Math.log(24), 0.75), 2, 400);
    const fairPs = traits.ps * r.logNormal(0, 0.35);
    const growth = clamp(traits.growth + r.normal() * 0.06 + (listedEarly ? 0 : 0.04), -0.05, 0.45);
    // Quality shows in the books (wider margins, less leverage) and earns a small, unsteady premium.
    const quality = clamp(r.normal(), -2.5, 2.5);
    const unprofitable = industry.slug === "biotechnology" ? r.chance(0.7) : r.chance(0.08);
    const margin = unprofitable
      ? -clamp(r.logNormal(Math.log(0.15), 0.6), 0.02, 1.5)
      : clamp(traits.margin + (0.6 * quality + 0.8 * r.normal()) * 0.05, 0.01, 0.45);
    // Today's multiples: the sector's usual P/E of the last decades times 1.3 (the S&P 500's median
    // P/E is about 24 in 2026, where these sectors' long-run levels average about 18).
    const fairPe = clamp(1.3 * traits.pe * r.logNormal(0, 0.2) + 60 * Math.max(0, growth - traits.growth), 8, 80);
    const small = logCap < 20.3;
    const paysDividends = !unprofitable && r.chance(traits.dividendOdds * (small ? 0.65 : 1.2));

    specs.push({
      id,
      name,
      ticker,
      exchange,
      sectorId: industry.sectorId,
      industry,
      listedOn,
      ipoDate,
      delisting,
      initialPrice,
      initialMarketCap,
      // Listed at its fair value: a profitable company at its fair multiple of earnings, a
      // loss-maker at its sales multiple. (Listing every company at its sales multiple gave
      // thin-margin ones a P/E in the hundreds for ever.)
      initialRevenue: initialMarketCap / (margin > 0 ? margin * fairPe : 0.25 * fairPs),
      growth,
      margin,
      beta: clamp(traits.beta + r.normal() * 0.25, 0.2, 2.4),
      sectorLoading: clamp(0.8 + r.normal() * 0.2, 0.3, 1.3),
      idioVol: clamp(traits.vol * r.logNormal(0, 0.3) * (small ? 0.8 : 0.6), 0.1, 1.0),
      fairPe,
      fairPs,
      leverage: clamp(traits.leverage * r.logNormal(-0.15 * quality, 0.3), 0.1, 15),
      debtShare: clamp(0.45 + r.normal() * 0.15, 0.05, 0.85),
      assetsToRevenue: clamp(traits.assetsToRevenue * r.logNormal(0, 0.25), 0.3, 15),
      grossMargin: clamp(traits.grossMargin + r.normal() * 0.1, 0.08, 0.95),
      capexToRevenue: clamp(0.05 * r.logNormal(0, 0.5), 0.005, 0.3),
      payout: paysDividends
        ? clamp(0.4 + r.normal() * 0.15 + (industry.sectorId === 9 || industry.sectorId === 11 ? 0.3 : 0), 0.1, 0.95)
        : 0,
      fiscalYearEnd: r.chance(0.66) ? 12 : r.weighted(FISCAL_YEAR_ENDS, (x) => x.weight).month,
      // Large companies report sooner (the SEC gives them fewer days); each keeps its own habit.
      reportLag: clamp(Math.round(40 - (logCap - 20.6) * 3 + r.normal() * 6), 18, 44),
      exDividendLag: r.int(10, 40),
      payLag: r.int(10, 30),
      quality,
      description: "",
    });
  }
  for (const s of specs) s.description = describe(s);
  return specs;
}

function describe(s: CompanySpec): string {
  return (
    `${s.name} is a simulated ${s.industry.name.toLowerCase()} company listed on the ${s.exchange}. ` +
    `It exists only in OpenZen's demo market: its business, financial statements and share price are generated, not real.`
  );
}
