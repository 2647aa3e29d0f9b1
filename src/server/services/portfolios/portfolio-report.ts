import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import {
  companyFacts,
  dividendsOf,
  listImports,
  listTransactions,
  splitsOf,
  type CompanyFacts,
} from "../../../db/repositories/portfolios";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { AllocationSlice, Holding, PortfolioReport } from "../../../domain/contracts/portfolios";
import {
  forwardAnnualIncome,
  incomeByMonth,
  upcomingDividends,
  yearTotal,
  type IncomeEvent,
} from "../../../domain/portfolios/income";
import { isHeld, walkLedger, type Position } from "../../../domain/portfolios/ledger";
import {
  growthSince,
  lastIndexOnOrBefore,
  moneyWeightedReturn,
  PERFORMANCE_PERIODS,
  periodStart,
  timeWeightedLevels,
  valueSeries,
  type PriceSeries,
} from "../../../domain/portfolios/returns";
import { paths } from "../../../domain/paths";
import { readPriceHistory } from "../../../market/price-store";
import { ownPortfolio } from "../../policies/portfolios";
import { readPortfolioDigest } from "../../../db/repositories/portfolio-digests";
import { presentPortfolio, presentTransaction } from "../../presenters/portfolios";
import { marketIndex } from "./market-index";

// One portfolio as its page and its API show it (decision 061): holdings, gains, income and
// performance, all derived from its transactions and our market data as of the market's date.
// Zen Rating grades are read only for a member with Premium: without it the grade allocation
// and every holding's grade are left out here, so no answer (page, JSON, CSV) carries them.

export interface ReportSources {
  db: Kysely<DB>;
  marketVersion: string | null;
  market: MarketLabel;
}

const addMonths = (iso: string, months: number) => {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 7);
};
const monthEnd = (month: string) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};

function slices(groups: Map<string, number>, total: number): AllocationSlice[] {
  return [...groups]
    .map(([label, value]) => ({ label, value, weight: total > 0 ? value / total : 0 }))
    .sort((a, b) => b.value - a.value);
}

export async function portfolioReport(
  sources: ReportSources,
  userId: number,
  portfolioId: number,
  hasPremium: boolean,
): Promise<PortfolioReport> {
  const { db, market } = sources;
  const portfolio = await ownPortfolio(db, userId, portfolioId);
  const records = await listTransactions(db, portfolioId);
  const asOf = market.asOf ?? new Date().toISOString().slice(0, 10);
  const companyIds = [...new Set(records.flatMap((r) => (r.companyId === null ? [] : [r.companyId])))];
  const firstDate = records[0]?.date ?? asOf;
  const [splits, dividends, facts, histories, imports, index] = await Promise.all([
    splitsOf(db, companyIds),
    dividendsOf(db, companyIds),
    companyFacts(db, companyIds),
    Promise.all(companyIds.map(async (id) => [id, await readPriceHistory(db, id, firstDate, asOf)] as const)),
    listImports(db, portfolioId),
    records.length
      ? marketIndex(db, sources.marketVersion, Number(firstDate.slice(0, 4)) - 1)
      : Promise.resolve({ dates: [], levels: [] }),
  ]);
  const prices = new Map<number, PriceSeries>(
    histories.map(([id, bars]) => [id, { dates: bars.map((b) => b.date), closes: bars.map((b) => b.close) }]),
  );
  const ledger = walkLedger(records, splits);
  const priceNow = (id: number): number | null => {
    const s = prices.get(id);
    return s && s.closes.length ? s.closes[s.closes.length - 1]! : null;
  };
  const fact = (id: number): CompanyFacts =>
    facts.get(id) ?? { id, ticker: "?", exchange: "", name: "Unknown company", sector: null, grade: null };

  // Holdings.
  const holding = (p: Position, value: number, total: number): Holding => {
    const f = fact(p.companyId);
    const price = priceNow(p.companyId);
    const forward = forwardAnnualIncome(p.shares, dividends.get(p.companyId) ?? [], asOf);
    return {
      companyId: p.companyId,
      ticker: f.ticker,
      name: f.name,
      url: f.exchange ? paths.company(f) : paths.portfolio(portfolioId),
      shares: p.shares,
      averageCost: p.shares > 0 ? p.cost / p.shares : null,
      cost: p.cost,
      price,
      value,
      unrealised: isHeld(p) ? value - p.cost : null,
      unrealisedPercent: isHeld(p) && p.cost > 0 ? value / p.cost - 1 : null,
      realised: p.realised,
      dividends: p.dividends,
      weight: total > 0 ? value / total : 0,
      yieldOnCost: p.cost > 0 && forward > 0 ? forward / p.cost : null,
      sector: f.sector,
      grade: hasPremium ? f.grade : null,
    };
  };
  const held = ledger.positions.filter(isHeld);
  const valueOf = (p: Position) => p.shares * (priceNow(p.companyId) ?? p.cost / p.shares);
  const holdingsValue = held.reduce((sum, p) => sum + valueOf(p), 0);
  const holdings = held.map((p) => holding(p, valueOf(p), holdingsValue)).sort((a, b) => b.value - a.value);
  const closed = ledger.positions.filter((p) => !isHeld(p)).map((p) => holding(p, 0, holdingsValue));
  const cost = held.reduce((sum, p) => sum + p.cost, 0);

  // Income: received from the member's dividend transactions; declared and projected from our data.
  const year = asOf.slice(0, 4);
  const fromMonth = `${year}-01`;
  const toMonth = addMonths(asOf, 12);
  const received: IncomeEvent[] = records
    .filter((r) => r.kind === "dividend" && r.date.slice(0, 7) >= fromMonth)
    .map((r) => ({ date: r.date, companyId: r.companyId!, amount: r.amount, status: "received", perShare: null }));
  const upcoming = held.flatMap((p) =>
    upcomingDividends(p.companyId, p.shares, dividends.get(p.companyId) ?? [], asOf, monthEnd(toMonth)),
  );
  const events = [...received, ...upcoming].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const forwardAnnual = held.reduce(
    (sum, p) => sum + forwardAnnualIncome(p.shares, dividends.get(p.companyId) ?? [], asOf),
    0,
  );

  // Performance against the market's index on the market's trading days.
  const days = index.dates.filter((d) => d >= firstDate && d <= asOf);
  const points = valueSeries(records, splits, prices, days.length ? days : [asOf]);
  const dates = points.map((p) => p.date);
  const levels = timeWeightedLevels(points);
  const beforeStart = lastIndexOnOrBefore(index.dates, dates[0] ?? asOf) - 1;
  const indexBase = beforeStart >= 0 ? index.levels[beforeStart]! : (index.levels[0] ?? 1);
  const indexUpTo = lastIndexOnOrBefore(index.dates, asOf);
  const indexDates = index.dates.slice(0, indexUpTo + 1);
  const indexLevels = index.levels.slice(0, indexUpTo + 1);
  const periods = PERFORMANCE_PERIODS.map((period) => {
    const from = periodStart(period, asOf);
    const timeWeighted = growthSince(dates, levels, from);
    if (timeWeighted === null) return { period, timeWeighted: null, moneyWeighted: null, market: null };
    const startAt = from === null ? -1 : lastIndexOnOrBefore(dates, from);
    const start =
      startAt < 0 ? { date: dates[0]!, value: 0 } : { date: dates[startAt]!, value: points[startAt]!.value };
    const flows = points
      .slice(startAt < 0 ? 0 : startAt + 1)
      .flatMap((p) => (p.flow !== 0 ? [{ date: p.date, amount: p.flow }] : []));
    const end = points[points.length - 1]!;
    return {
      period,
      timeWeighted,
      moneyWeighted: moneyWeightedReturn(start, flows, { date: end.date, value: end.value }),
      market:
        from === null
          ? growthSince(indexDates, indexLevels, null, indexBase)
          : growthSince(indexDates, indexLevels, from),
    };
  });
  const series = points.flatMap((p, i) => {
    const last = i === points.length - 1 || points[i + 1]!.date.slice(0, 7) !== p.date.slice(0, 7);
    if (!last && i !== 0) return [];
    const k = lastIndexOnOrBefore(index.dates, p.date);
    return [
      { date: p.date, portfolio: levels[i]! * 100, market: k >= 0 ? (index.levels[k]! / indexBase) * 100 : null },
    ];
  });

  // Allocation by sector and (Premium) by Zen Rating grade.
  const bySector = new Map<string, number>();
  const byGrade = new Map<string, number>();
  for (const h of holdings) {
    bySector.set(h.sector ?? "Unclassified", (bySector.get(h.sector ?? "Unclassified") ?? 0) + h.value);
    if (hasPremium) byGrade.set(h.grade ?? "Not rated", (byGrade.get(h.grade ?? "Not rated") ?? 0) + h.value);
  }
  const total = holdingsValue + ledger.cash;
  if (ledger.cash > 0) bySector.set("Cash", ledger.cash);

  return {
    portfolio: presentPortfolio(portfolio),
    digest: (await readPortfolioDigest(db, userId, portfolioId))!,
    // The screener over the portfolio itself (u): what is saved from there follows the holdings.
    screenerUrl: holdings.length ? paths.stockScreener(`u=portfolio:${portfolioId}`) : null,
    asOf: market.asOf,
    dataSource: market.source,
    totals: {
      value: total,
      holdingsValue,
      cash: ledger.cash,
      cost,
      unrealised: holdingsValue - cost,
      realised: ledger.positions.reduce((sum, p) => sum + p.realised, 0),
      dividends: ledger.positions.reduce((sum, p) => sum + p.dividends, 0),
      fees: ledger.fees,
      netDeposits: ledger.flows.reduce((sum, f) => sum + f.amount, 0),
    },
    holdings,
    closed,
    income: {
      year,
      yearTotal: yearTotal(events, asOf),
      forwardAnnual,
      yieldOnCost: cost > 0 && forwardAnnual > 0 ? forwardAnnual / cost : null,
      months: incomeByMonth(events, fromMonth, toMonth),
      events: events.map((e) => ({ ...e, ticker: fact(e.companyId).ticker })),
    },
    performance: { periods, series, marketName: "The market (all companies, by market value)" },
    allocation: { sectors: slices(bySector, total), grades: hasPremium ? slices(byGrade, holdingsValue) : null },
    transactions: records.map(presentTransaction),
    imports: imports.map((i) => ({
      id: i.id,
      fileName: i.fileName,
      layout: i.layout,
      added: i.added,
      already: i.already,
      importedAt: i.importedAt.toISOString(),
      unknown: i.unknown,
    })),
  };
}
