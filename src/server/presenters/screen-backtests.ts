import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { paths } from "../../domain/paths";
import {
  BOOKS_SHOWN,
  type ScreenBacktest,
  type ScreenBacktestBook,
  type ScreenBacktestStatus,
} from "../../domain/contracts/screen-backtests";
import type { Rebalance } from "../../domain/strategies/backtest";
import { screenBacktestParamsSchema, type ScreenBacktestResult } from "../../domain/strategies/screen-backtest";
import { DEFAULT_COSTS } from "../../domain/strategies/strategy";
import { ERRORS, type ErrorCode } from "../errors";
import { ownScreenBacktestAccess, type HasPlans } from "../policies/strategies";
import type { ScreenBacktestRow } from "../services/screen-backtests/screen-backtests";

// A saved screen's backtest as its owner may see it (decision 056). What a free member does not
// get (the figures, the curve, the books) never leaves the server: it is not read into the answer.

type Company = { id: number; ticker: string; name: string; exchange: string };

function costsInWords(): string {
  const spreads = DEFAULT_COSTS.spreadBySize
    .map((b) =>
      b.minCap > 0
        ? `${b.bps} bp from $${b.minCap >= 1e9 ? `${b.minCap / 1e9} billion` : `${b.minCap / 1e6} million`}`
        : `${b.bps} bp below that`,
    )
    .join(", ");
  return `${DEFAULT_COSTS.commissionBps} bp a side in commission and fees, plus half the bid-ask spread by size: ${spreads}.`;
}

export function presentBacktestStatus(
  row: Pick<ScreenBacktestRow, "status" | "progress" | "error_code"> | null,
): ScreenBacktestStatus | null {
  if (!row) return null;
  const code = row.error_code as ErrorCode | null;
  return {
    status: row.status,
    progress: row.status === "done" ? 1 : row.progress,
    error: code ? { code, message: ERRORS[code]?.message ?? ERRORS.INTERNAL.message } : null,
  };
}

async function companiesOf(db: Kysely<DB>, books: readonly Rebalance[]): Promise<Map<number, Company>> {
  const ids = [...new Set(books.flatMap((b) => [...b.holdings, ...b.trades].map((x) => x.companyId)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("companies")
    .select(["id", "ticker", "name", "exchange"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

function book(rebalance: Rebalance, companies: Map<number, Company>): ScreenBacktestBook {
  const company = (id: number) => {
    const c = companies.get(id);
    // A company removed from the database since the run: its id is all the book holds.
    if (!c) return { companyId: id, ticker: `#${id}`, name: "Unknown company", url: "" };
    return { companyId: id, ticker: c.ticker, name: c.name, url: paths.company(c) };
  };
  return {
    signalDate: rebalance.signalDate,
    fillDate: rebalance.fillDate,
    turnover: rebalance.turnover,
    cost: rebalance.cost,
    holdings: [...rebalance.holdings]
      .sort((a, b) => b.weight - a.weight)
      .map((h) => ({ ...company(h.companyId), weight: h.weight, price: h.price })),
    trades: [...rebalance.trades]
      .sort((a, b) => (a.side === b.side ? b.fraction - a.fraction : a.side === "sell" ? -1 : 1))
      .map((t) => ({ ...company(t.companyId), side: t.side, fraction: t.fraction, price: t.price })),
  };
}

export async function presentScreenBacktest(
  db: Kysely<DB>,
  viewer: HasPlans | null,
  savedScreenerId: number,
  screenName: string | null,
  row: ScreenBacktestRow,
): Promise<ScreenBacktest> {
  const access = ownScreenBacktestAccess(viewer);
  const result = row.status === "done" ? (row.result as ScreenBacktestResult | null) : null;
  const full = access === "full" && result !== null;
  const shown = full ? [...result.rebalances].reverse().slice(0, BOOKS_SHOWN) : [];
  const companies = full ? await companiesOf(db, shown) : new Map<number, Company>();
  const { years: _years, ...figures } = result?.figures ?? { years: null };
  return {
    ...presentBacktestStatus(row)!,
    savedScreenerId,
    screenName,
    params: screenBacktestParamsSchema.parse(row.params),
    costs: costsInWords(),
    queuedAt: row.queued_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    asOf: row.as_of ? isoDate(row.as_of) : null,
    access,
    years: result?.figures.years ?? null,
    figures: full ? (figures as ScreenBacktest["figures"]) : null,
    curve: full ? result.curve : null,
    books: full ? shown.map((r) => book(r, companies)) : null,
    rebalanceCount: full ? result.rebalances.length : null,
  };
}

/** A date column's day: node-postgres reads a date as local midnight. */
function isoDate(d: Date | string): string {
  if (typeof d === "string") return d.slice(0, 10);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
