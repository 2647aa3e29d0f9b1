import type { PortfolioRecord, TransactionRecord } from "../../db/repositories/portfolios";
import type { Portfolio, PortfolioTransaction } from "../../domain/contracts/portfolios";
import { paths } from "../../domain/paths";
import { csvCell } from "../screener/screen-csv";

// Portfolio answers: the portfolio itself, its transactions, and the CSV exports.

export function presentPortfolio(record: PortfolioRecord): Portfolio {
  return {
    id: record.id,
    name: record.name,
    url: paths.portfolio(record.id),
    transactions: record.transactions,
    createdAt: record.createdAt.toISOString(),
  };
}

export function presentTransaction(t: TransactionRecord): PortfolioTransaction {
  return {
    id: t.id,
    date: t.date,
    kind: t.kind,
    companyId: t.companyId,
    ticker: t.ticker,
    companyName: t.companyName,
    shares: t.shares,
    price: t.price,
    amount: t.amount,
    fee: t.fee,
    imported: t.imported,
  };
}

const line = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(",");

export function transactionsCsv(transactions: readonly PortfolioTransaction[]): string {
  const rows = [
    line(["Date", "Kind", "Ticker", "Company", "Shares", "Price", "Amount", "Fee"]),
    ...transactions.map((t) => line([t.date, t.kind, t.ticker, t.companyName, t.shares, t.price, t.amount, t.fee])),
  ];
  return `${rows.join("\r\n")}\r\n`;
}

export function holdingsCsv(
  holdings: readonly {
    ticker: string;
    name: string;
    shares: number;
    averageCost: number | null;
    cost: number;
    price: number | null;
    value: number;
    unrealised: number | null;
    realised: number;
    dividends: number;
    grade: string | null;
  }[],
  withGrades: boolean,
): string {
  const head = [
    "Ticker",
    "Company",
    "Shares",
    "Average cost",
    "Cost",
    "Price",
    "Value",
    "Unrealised gain",
    "Realised gain",
    "Dividends",
  ];
  const rows = [
    line(withGrades ? [...head, "Zen Rating"] : head),
    ...holdings.map((h) => {
      const cells = [
        h.ticker,
        h.name,
        h.shares,
        h.averageCost,
        h.cost,
        h.price,
        h.value,
        h.unrealised,
        h.realised,
        h.dividends,
      ];
      return line(withGrades ? [...cells, h.grade] : cells);
    }),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
