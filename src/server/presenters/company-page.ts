import { visibleResults } from "../../domain/checks/checklist";
import { band, checksWithData, gaugeColour } from "../../domain/checks/scoring";
import type { CheckResult } from "../../domain/checks/types";
import {
  NO_KEY_STATISTICS,
  type CompanyDividends,
  type CompanyEarnings,
  type CompanyForecast,
  type TopAnalysts,
  type CompanyHeader,
  type CompanyOverview,
  type CompanyOwnership,
  type DueDiligence,
  type FairValueView,
  type KeyStatistics,
} from "../../domain/contracts/company";
import type { Session } from "../../domain/contracts/session";
import type { CompanyRating } from "../../domain/contracts/rating";
import { paths } from "../../domain/paths";
import type { SplitRow } from "../../domain/research/company-data";
import type { PriceFigures } from "../../domain/research/price-figures";
import { perShareInBasis } from "../../domain/research/split-adjustment";
import type { ResearchRecord, StoredScores } from "../../domain/research/research-record";
import type { Valuation } from "../../domain/research/valuation-figures";
import type { CompanyRow, ResearchRow } from "../../db/repositories/company-pages";
import type { CompanyTopAnalystsRow } from "../../db/repositories/analysts";
import { showsWhoCalled, type AnalystCallAccess } from "../policies/analyst-calls";

// Company pages from stored rows. The research row's documents were written by the pipeline
// (src/domain/research/research-record.ts); here they are only cut to what the session may see.
// Per-share rows read as reported (EPS, estimates, price targets, dividends) are shown in today's
// shares: restated for the splits since each was reported (decision 031).

/** A per-share figure reported on `date`, in today's shares; null stays null. */
function todays(value: number | null, date: string, splits: readonly SplitRow[]): number | null {
  return value === null ? null : perShareInBasis(value, date, splits);
}

export function presentHeader(c: CompanyRow, quote: PriceFigures | null): CompanyHeader {
  return {
    id: c.id,
    exchange: c.exchange,
    ticker: c.ticker,
    name: c.name,
    description: c.description,
    country: c.country,
    sector: c.sectorName && c.sectorSlug ? { name: c.sectorName, url: paths.sector(c.sectorSlug) } : null,
    industry: c.industryName && c.industrySlug ? { name: c.industryName, url: paths.industry(c.industrySlug) } : null,
    delisted: c.delistedOn ? { on: c.delistedOn, reason: c.delistingReason } : null,
    quote: quote
      ? {
          date: quote.date,
          price: quote.price,
          previousClose: quote.previousClose,
          change: quote.change,
          changePercent: quote.changePercent,
        }
      : null,
    links: {
      overview: paths.company(c),
      forecast: paths.companyForecast(c),
      earnings: paths.companyEarnings(c),
      dividends: paths.companyDividends(c),
      ownership: paths.companyOwnership(c),
    },
    source: c.source,
    marketData: c.hasMarketData,
  };
}

/**
 * The checklist and scores as the session may see them. The scores and gauges are shown to
 * everyone; the verdict and sentence of each check only with Premium (lockCompanies), removed
 * here so that a locked verdict never leaves the server.
 */
export function presentDueDiligence(
  checks: CheckResult[],
  scores: StoredScores,
  session: Pick<Session, "lockCompanies">,
): DueDiligence {
  // Counted from the full results: whether a check had data is not a verdict, and a locked
  // session already sees one locked row per check that had data.
  const dimensions = scores.dimensions.map((d) => ({
    ...d,
    withData: checksWithData(checks, d.category),
    band: band(d.score),
    colour: gaugeColour(d.score),
  }));
  return {
    locked: session.lockCompanies,
    overall: {
      score: scores.overall,
      band: band(scores.overall),
      colour: gaugeColour(scores.overall),
      checks: scores.checks,
      passed: scores.passed,
      withData: dimensions.reduce((sum, d) => sum + d.withData, 0),
    },
    dimensions,
    checks: visibleResults(checks, { lockCompanies: session.lockCompanies }),
  };
}

export function presentFairValue(quote: PriceFigures | null, v: Valuation | null): FairValueView | null {
  if (!quote || !v) return null;
  return {
    price: quote.price,
    fairValue: v.fairValue,
    discount: v.fairValue !== null && v.fairValue > 0 ? (v.fairValue - quote.price) / v.fairValue : null,
    // Research stored before the reasons and the growth's source existed lacks them.
    fairValueReason: v.fairValueReason ?? null,
    grahamValue: v.grahamValue,
    grahamReason: v.grahamReason ?? null,
    discountRate: v.discountRate === null ? null : v.discountRate / 100,
    shortTermGrowth: v.shortTermGrowth === null ? null : v.shortTermGrowth / 100,
    growthSource: v.growthSource ?? null,
    growthYears: v.growthYears ?? null,
    terminalGrowth: v.terminalGrowth / 100,
    bondRate: v.bondRate === null ? null : v.bondRate / 100,
    aaBondRate: v.aaBondRate === undefined || v.aaBondRate === null ? null : v.aaBondRate / 100,
    aaBondSource: v.aaBondSource ?? null,
  };
}

export function presentOverview(
  c: CompanyRow,
  research: ResearchRow | undefined,
  session: Pick<Session, "lockCompanies">,
  rating: CompanyRating,
  quote: PriceFigures | null = (research?.quote ?? null) as PriceFigures | null,
): CompanyOverview {
  return {
    header: presentHeader(c, quote),
    statistics: (research?.statistics as KeyStatistics | undefined) ?? NO_KEY_STATISTICS,
    dueDiligence: research
      ? presentDueDiligence(research.checks as CheckResult[], research.scores as StoredScores, session)
      : null,
    fairValue: research ? presentFairValue(quote, research.valuation as Valuation) : null,
    rating,
    asOf: research?.asOf ?? null,
  };
}

/** The top analysts' view as the session may see it: nothing of it without Premium (lockAnalyst). */
export function presentTopAnalysts(
  session: { lockAnalyst?: boolean },
  row: CompanyTopAnalystsRow | undefined,
): TopAnalysts {
  if (session.lockAnalyst !== false) return { locked: true };
  if (!row) return { locked: false, view: null };
  const round4 = (x: number | null) => (x === null ? null : Math.round(x * 1e4) / 1e4);
  return {
    locked: false,
    view: {
      analysts: row.analysts,
      rating: row.consensus,
      score: Math.round(row.consensusScore * 100) / 100,
      priceTarget: round4(row.priceTarget),
      upside: round4(row.upside),
      asOf: row.asOf,
    },
  };
}

export function presentForecast(
  header: CompanyHeader,
  research: ResearchRow | undefined,
  estimates: CompanyForecast["estimates"],
  ratings: CompanyForecast["recentRatings"],
  splits: readonly SplitRow[],
  topAnalysts: TopAnalysts,
  callAccess: AnalystCallAccess,
): CompanyForecast {
  const forecast = research?.forecast as ResearchRecord["forecast"] | undefined;
  return {
    header,
    consensus: forecast?.consensus ?? null,
    topAnalysts,
    priceTarget: forecast?.priceTarget ?? null,
    estimates: estimates.map((e) => ({ ...e, eps: todays(e.eps, e.asOf, splits) })),
    // A current call keeps its date, rating and target (they are in the public consensus anyway)
    // but not who made it: with the public ranking, who would make the top analysts' figures.
    recentRatings: ratings.map((r) => ({
      ...r,
      ...(showsWhoCalled(callAccess, r.date) ? {} : { analyst: null, firm: null }),
      priceTarget: todays(r.priceTarget, r.date, splits),
    })),
  };
}

export function presentEarnings(
  header: CompanyHeader,
  next: CompanyEarnings["nextEarnings"],
  quarters: CompanyEarnings["quarters"],
  annualNewestFirst: {
    fiscalYear: number;
    reported: string;
    eps: number | null;
    revenue: number | null;
    netIncome: number | null;
  }[],
  surprises: { fiscalYear: number; reported: string; estimateAsOf: string; estimate: number; actual: number }[],
  splits: readonly SplitRow[],
): CompanyEarnings {
  const growth = (now: number | null, before: number | null | undefined) =>
    now !== null && before !== null && before !== undefined && before > 0 ? now / before - 1 : null;
  const annual = annualNewestFirst.map((a) => ({ ...a, eps: todays(a.eps, a.reported, splits) }));
  return {
    header,
    nextEarnings: next,
    quarters: quarters.map((q) => ({ ...q, eps: todays(q.eps, q.reported, splits) })),
    annual: annual.map((a, i) => {
      const prior = annual[i + 1];
      return { ...a, epsGrowth: growth(a.eps, prior?.eps), revenueGrowth: growth(a.revenue, prior?.revenue) };
    }),
    surprises: surprises.map(({ reported, ...s }) => {
      // The estimate in the shares of its day, the actual in those of its filing: both to today's.
      const estimate = perShareInBasis(s.estimate, s.estimateAsOf, splits);
      const actual = perShareInBasis(s.actual, reported, splits);
      return { ...s, estimate, actual, surprise: estimate !== 0 ? (actual - estimate) / Math.abs(estimate) : 0 };
    }),
  };
}

export function presentDividends(
  header: CompanyHeader,
  research: ResearchRow | undefined,
  history: CompanyDividends["history"],
  splits: readonly SplitRow[],
): CompanyDividends {
  const d = research?.dividends as ResearchRecord["dividends"] | undefined;
  return {
    header,
    dividendsKnown: d?.known ?? true,
    paying: d?.paying ?? false,
    trailingAnnualDividend: d?.trailingAnnualDividend ?? null,
    dividendYield: d?.dividendYield ?? null,
    forwardAnnualDividend: d?.forwardAnnualDividend ?? null,
    forwardDividendYield: d?.forwardDividendYield ?? null,
    paymentsPerYear: d?.paymentsPerYear ?? null,
    payoutRatio: d?.payoutRatio ?? null,
    growth5Year: d?.growth5Year ?? null,
    yearsPaid: d?.yearsPaid ?? 0,
    annual: d?.annual ?? [],
    history: history.map((h) => ({ ...h, amount: perShareInBasis(h.amount, h.exDate, splits) })),
  };
}

export function presentOwnership(
  header: CompanyHeader,
  research: ResearchRow | undefined,
  trades: CompanyOwnership["transactions"],
): CompanyOwnership {
  const net = (research?.ownership as ResearchRecord["ownership"] | undefined) ?? {
    sharesBought: 0,
    sharesSold: 0,
    netShares: 0,
    netValue: 0,
    direction: "none" as const,
    transactions: 0,
  };
  return { header, net, transactions: trades };
}
