import { paths } from "../../domain/paths";
import type {
  StrategyBook,
  StrategyCompany,
  StrategyDetail,
  StrategyRecord,
  StrategySummary,
} from "../../domain/contracts/strategies";
import type { Rebalance } from "../../domain/strategies/backtest";
import { methodOf } from "../../domain/strategies/describe";
import type { HouseStrategy } from "../../domain/strategies/house";
import type {
  StrategyCompanyRow,
  StrategyRecordRow,
  StrategyRecordWithBooks,
} from "../../db/repositories/strategy-records";
import { csvCell } from "../screener/screen-csv";
import { hasZenStrategies, lockedFrom, rebalanceVisible, type HasPlans } from "../policies/strategies";

// The Zen Strategies pages' answers from the stored records. Every book passes the policy here:
// a locked book leaves the server with its dates and costs only, never its companies.

/** Rebalances in a page of the trade history. */
export const BOOKS_PER_PAGE = 12;

export function presentRecord(row: StrategyRecordRow | undefined): StrategyRecord | null {
  if (!row) return null;
  const { backtest, live, survivorsOnly, market } = row.figures;
  return { asOf: row.asOf, backtest, live, survivorsOnly, market: market ?? null, curve: row.curve };
}

export function presentSummary(house: HouseStrategy, row: StrategyRecordRow | undefined): StrategySummary {
  return {
    id: house.id,
    name: house.name,
    description: house.description,
    url: paths.stockStrategy(house.id),
    launchedOn: house.launchedOn,
    method: methodOf(house.strategy),
    record: presentRecord(row),
  };
}

function companyOf(companies: Map<number, StrategyCompanyRow>, id: number): StrategyCompany {
  const c = companies.get(id);
  // A company removed from the database since the run: its id is all the book holds.
  if (!c) return { companyId: id, ticker: `#${id}`, name: "Unknown company", exchange: "", url: "" };
  return { companyId: id, ticker: c.ticker, name: c.name, exchange: c.exchange, url: paths.company(c) };
}

/** One book as the viewer may see it: dates, turnover and costs always; companies only when visible. */
export function presentBook(
  rebalance: Rebalance,
  visible: boolean,
  companies: Map<number, StrategyCompanyRow>,
): StrategyBook {
  return {
    signalDate: rebalance.signalDate,
    fillDate: rebalance.fillDate,
    turnover: rebalance.turnover,
    cost: rebalance.cost,
    holdingsCount: rebalance.holdings.length,
    tradesCount: rebalance.trades.length,
    holdings: visible
      ? [...rebalance.holdings]
          .sort((a, b) => b.weight - a.weight)
          .map((h) => ({ company: companyOf(companies, h.companyId), weight: h.weight, price: h.price }))
      : null,
    trades: visible
      ? [...rebalance.trades]
          .sort((a, b) => (a.side === b.side ? b.fraction - a.fraction : a.side === "sell" ? -1 : 1))
          .map((t) => ({
            company: companyOf(companies, t.companyId),
            side: t.side,
            fraction: t.fraction,
            price: t.price,
          }))
      : null,
  };
}

/** The ids of the companies the viewer will see on this page (to look their names up once). */
export function visibleCompanyIds(
  viewer: HasPlans,
  record: StrategyRecordWithBooks,
  page: number,
): { ids: number[]; newestFirst: Rebalance[]; pageBooks: Rebalance[] } {
  const newestFirst = [...record.rebalances].reverse();
  const pageBooks = newestFirst.slice((page - 1) * BOOKS_PER_PAGE, page * BOOKS_PER_PAGE);
  const ids: number[] = [];
  for (const r of [newestFirst[0], ...pageBooks]) {
    if (!r || !rebalanceVisible(viewer, r, r === newestFirst[0], record.asOf)) continue;
    for (const h of r.holdings) ids.push(h.companyId);
    for (const t of r.trades) ids.push(t.companyId);
  }
  return { ids, newestFirst, pageBooks };
}

export function presentDetail(
  viewer: HasPlans,
  house: HouseStrategy,
  record: StrategyRecordWithBooks | undefined,
  page: number,
  companies: Map<number, StrategyCompanyRow>,
): StrategyDetail {
  const summary = presentSummary(house, record);
  const subscriber = hasZenStrategies(viewer);
  if (!record || record.rebalances.length === 0)
    return {
      ...summary,
      subscriber,
      lockedFrom: null,
      current: null,
      history: { books: [], page: 1, pages: 1, total: 0 },
    };
  const { newestFirst, pageBooks } = visibleCompanyIds(viewer, record, page);
  const latest = newestFirst[0]!;
  const book = (r: Rebalance) => presentBook(r, rebalanceVisible(viewer, r, r === latest, record.asOf), companies);
  return {
    ...summary,
    subscriber,
    lockedFrom: lockedFrom(record.asOf),
    current: book(latest),
    history: {
      books: pageBooks.map(book),
      page,
      pages: Math.max(1, Math.ceil(newestFirst.length / BOOKS_PER_PAGE)),
      total: newestFirst.length,
    },
  };
}

const CSV_HEADER = [
  "Strategy",
  "Kind",
  "Signal date",
  "Fill date",
  "Ticker",
  "Company",
  "Exchange",
  "Weight after the fill",
  "Traded, share of the book",
  "Price",
];

/**
 * The current holdings and the latest rebalance's trades of each record, one row each. Called
 * for subscribers only (the reader checks); the rows are the latest book, which nobody else gets.
 */
export function strategiesCsv(
  records: { house: HouseStrategy; record: StrategyRecordWithBooks }[],
  companies: Map<number, StrategyCompanyRow>,
): string {
  const lines = [CSV_HEADER.map(csvCell).join(",")];
  for (const { house, record } of records) {
    const latest = record.rebalances[record.rebalances.length - 1];
    if (!latest) continue;
    const book = presentBook(latest, true, companies);
    const row = (kind: string, c: StrategyCompany, weight: number | null, traded: number | null, price: number) =>
      lines.push(
        [house.name, kind, book.signalDate, book.fillDate, c.ticker, c.name, c.exchange, weight, traded, price]
          .map((v) => csvCell(typeof v === "number" ? Math.round(v * 1e6) / 1e6 : v))
          .join(","),
      );
    for (const h of book.holdings ?? []) row("Holding", h.company, h.weight, null, h.price);
    for (const t of book.trades ?? []) row(t.side === "buy" ? "Buy" : "Sell", t.company, null, t.fraction, t.price);
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The companies the latest books name, for the export. */
export function latestBookCompanyIds(records: readonly StrategyRecordWithBooks[]): number[] {
  return records.flatMap((r) => {
    const latest = r.rebalances[r.rebalances.length - 1];
    return latest ? [...latest.holdings.map((h) => h.companyId), ...latest.trades.map((t) => t.companyId)] : [];
  });
}
