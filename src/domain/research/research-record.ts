import { runChecklist } from "../checks/checklist";
import { score, DIMENSION_SIZES } from "../checks/scoring";
import type { CheckInput, CheckResult } from "../checks/types";
import type { KeyStatistics } from "../contracts/company";
import type { CompanyData, MacroRates } from "./company-data";
import { companyFigures, type CompanyFigures } from "./company-figures";
import { checkInput } from "./check-input";
import { peerGroups } from "./peer-figures";
import { beta, dailyReturns, marketReturns, type PriceFigures } from "./price-figures";
import { perShareInBasis } from "./split-adjustment";
import { consensus, insiderNet, priceTarget, type Consensus, type InsiderNet, type PriceTarget } from "./summaries";
import { valuation, type Valuation } from "./valuation-figures";

// Everything the company pages show that is computed rather than read: one record per company,
// written by the pipeline into company_research and read whole by the pages.

export interface StoredScores {
  overall: number;
  checks: number;
  passed: number;
  paidDividendInLast10Years: boolean;
  dimensions: { category: keyof typeof DIMENSION_SIZES; score: number; checks: number; passed: number }[];
}

export interface ResearchRecord {
  companyId: number;
  asOf: string;
  quote: PriceFigures | null;
  statistics: KeyStatistics;
  checkInput: CheckInput;
  checks: CheckResult[];
  scores: StoredScores;
  valuation: Valuation;
  marketCap: number | null;
  forecast: { consensus: Consensus | null; priceTarget: PriceTarget | null };
  dividends: {
    /** False when the data holds no dividend record for the company (decision 033); absent: true. */
    known?: boolean;
    paying: boolean;
    trailingAnnualDividend: number | null;
    dividendYield: number | null;
    /** Absent in older records. */
    forwardAnnualDividend?: number | null;
    forwardDividendYield?: number | null;
    paymentsPerYear?: number | null;
    payoutRatio: number | null;
    growth5Year: number | null;
    yearsPaid: number;
    annual: { year: number; total: number }[];
  };
  ownership: InsiderNet;
}

export interface UniverseMember {
  data: CompanyData;
  industryName: string | null;
}

export function storedScores(checks: readonly CheckResult[], paid: boolean): StoredScores {
  const s = score(checks, paid);
  return {
    overall: s.overall,
    checks: s.checks,
    passed: s.passed,
    paidDividendInLast10Years: paid,
    dimensions: Object.entries(s.dimensions).map(([category, value]) => {
      const cat = category as keyof typeof DIMENSION_SIZES;
      return {
        category: cat,
        score: value,
        checks: DIMENSION_SIZES[cat],
        passed: checks.filter((c) => c.category === cat && c.passed === true).length,
      };
    }),
  };
}

function statistics(
  f: CompanyFigures,
  betaValue: number | null,
  nextEarningsDate: string | null,
  input: CheckInput,
): KeyStatistics {
  return {
    marketCap: f.marketCap,
    sharesOutstanding: f.sharesOutstanding,
    priceEarningsRatio: f.priceEarnings,
    priceToBook: f.priceToBook,
    priceEarningsToGrowth: input.priceEarningsToGrowth ?? null,
    earningsPerShare: f.eps,
    revenue: f.revenue,
    netMargin: f.netMargin,
    returnOnEquity: f.returnOnEquity,
    debtToEquity: f.debtToEquity,
    dividendYield: f.dividendYield,
    dividendsKnown: f.dividendsKnown,
    beta: betaValue,
    high52Week: f.quote?.high52Week ?? null,
    low52Week: f.quote?.low52Week ?? null,
    volume: f.quote?.volume ?? null,
    averageVolume: f.quote?.averageVolume ?? null,
    nextEarningsDate,
  };
}

/** Research for every company of the universe on one date: peers are the whole universe given. */
export function researchUniverse(
  members: readonly UniverseMember[],
  asOf: string,
  rates: MacroRates,
): ResearchRecord[] {
  const figures = members.map((m) => companyFigures(m.data, asOf));
  const returns = members.map((m) => dailyReturns(m.data.prices));
  const market = marketReturns(returns);
  const peers = peerGroups(
    members.map((m, i) => ({ industryId: m.data.industryId, sectorId: m.data.sectorId, figures: figures[i]! })),
  );

  return members.map((m, i) => {
    const f = figures[i]!;
    const value = valuation(f, rates);
    const input = checkInput(
      { name: m.data.name, industryName: m.industryName },
      f,
      peers.industry(m.data.industryId, m.data.sectorId),
      peers,
      value,
      rates,
    );
    const checks = runChecklist(input);
    const price = f.quote?.price ?? null;
    return {
      companyId: m.data.id,
      asOf,
      quote: f.quote,
      statistics: statistics(f, beta(returns[i]!, market), m.data.nextEarningsDate, input),
      checkInput: input,
      checks,
      scores: storedScores(checks, f.dividends.paidInLast10Years),
      valuation: value,
      marketCap: f.marketCap,
      forecast: {
        consensus: consensus(m.data.ratings),
        // Targets set before a split are restated into today's shares, like the price.
        priceTarget: priceTarget(
          m.data.ratings.map((r) =>
            r.priceTarget === null
              ? r
              : { ...r, priceTarget: perShareInBasis(r.priceTarget, r.ratedOn, m.data.splits) },
          ),
          price,
        ),
      },
      dividends: {
        known: f.dividendsKnown,
        paying: f.dividends.trailingAnnual > 0,
        trailingAnnualDividend: f.dividends.trailingAnnual > 0 ? f.dividends.trailingAnnual : null,
        dividendYield: f.dividendYield,
        forwardAnnualDividend: f.dividends.forwardAnnual,
        forwardDividendYield: f.forwardDividendYield,
        paymentsPerYear: f.dividends.paymentsPerYear,
        payoutRatio: f.payoutRatio,
        growth5Year: f.dividends.growth5Year,
        yearsPaid: f.dividends.yearsPaid,
        annual: f.dividends.annual,
      },
      ownership: insiderNet(m.data.insiders),
    };
  });
}
