import { Link } from "react-router";
import type { StrategyBook, StrategyCompany } from "../../../domain/contracts/strategies";
import { paths } from "../../../domain/paths";
import { CompanyName } from "../../components/ui/company-name";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { formatDate, formatMoney, formatPercent } from "../../lib/format";

// A strategy's books: the holdings after a rebalance and the trades that made them. A locked
// book (null rows from the server) shows what it is without its companies.

function CompanyCell({ company }: { company: StrategyCompany }) {
  return (
    <td className={tdClass}>
      <CompanyName company={company} />
    </td>
  );
}

export function HoldingsTable({ book }: { book: StrategyBook }) {
  if (!book.holdings) return null;
  return (
    <ScrollTable label={`Holdings after the rebalance of ${formatDate(book.fillDate)}`}>
      <ColumnHeads columns={["Company", { label: "Weight", numeric: true }, { label: "Bought at", numeric: true }]} />
      <tbody className="divide-y divide-slate-100" data-testid="holdings">
        {book.holdings.map((h) => (
          <tr key={h.company.companyId}>
            <CompanyCell company={h.company} />
            <td className={tdNumClass}>{formatPercent(h.weight)}</td>
            <td className={tdNumClass}>{formatMoney(h.price)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function TradesTable({ book }: { book: StrategyBook }) {
  if (!book.trades) return null;
  if (book.trades.length === 0)
    return <p className="mt-2 text-sm text-slate-700">No trades: the book stayed as it was.</p>;
  return (
    <ScrollTable label={`Trades of ${formatDate(book.fillDate)}`}>
      <ColumnHeads
        columns={["Trade", "Company", { label: "Share of the book", numeric: true }, { label: "Price", numeric: true }]}
      />
      <tbody className="divide-y divide-slate-100" data-testid="trades">
        {book.trades.map((t) => (
          <tr key={`${t.side}-${t.company.companyId}`}>
            <td
              className={`${tdClass} font-medium ${t.side === "buy" ? "text-emerald-800" : "text-red-700 dark:text-red-300"}`}
            >
              {t.side === "buy" ? "Buy" : "Sell"}
            </td>
            <CompanyCell company={t.company} />
            <td className={tdNumClass}>{formatPercent(t.fraction)}</td>
            <td className={tdNumClass}>{formatMoney(t.price)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** What a non-subscriber sees in place of a locked book, with the way to unlock it. */
export function LockedBook({ book, what }: { book: StrategyBook; what: string }) {
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="locked-book">
      <p>
        {what}: {book.holdingsCount} holdings and {book.tradesCount} trades, filled on {formatDate(book.fillDate)}, are
        for Zen Strategies subscribers.
      </p>
      <p className="mt-2">
        <Link to={paths.stockStrategiesPlans()} className="font-medium text-emerald-900 underline">
          See the Zen Strategies plan
        </Link>
      </p>
    </div>
  );
}

/** One rebalance of the trade history: its dates and costs, its trades (or the lock). */
export function BookEntry({ book }: { book: StrategyBook }) {
  return (
    <li className="py-4" data-testid="history-book">
      <h3 className="font-semibold">
        Signal {formatDate(book.signalDate)}, filled {formatDate(book.fillDate)}
      </h3>
      <p className="text-sm text-slate-700">
        {book.holdingsCount} holdings · turnover {formatPercent(book.turnover)} · costs {formatPercent(book.cost, 2)} of
        the book
      </p>
      {book.trades ? (
        <>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-emerald-800">
              {book.tradesCount} {book.tradesCount === 1 ? "trade" : "trades"}
            </summary>
            <TradesTable book={book} />
          </details>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-emerald-800">
              Holdings after this rebalance
            </summary>
            <HoldingsTable book={book} />
          </details>
        </>
      ) : (
        <p className="mt-1 text-sm text-amber-900">
          Trades and holdings locked: subscribers see them now, everyone three months after the fill.
        </p>
      )}
    </li>
  );
}
