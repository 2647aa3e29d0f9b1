import type { CompanyOwnership } from "../../../domain/contracts/company";
import { changeTone } from "./change-tone";
import { formatBigMoney, formatDate, formatInteger, formatMoney } from "../../lib/format";
import { PageSection } from "../../components/ui/page-section";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";

// The ownership page: whether insiders bought or sold on balance over 12 months, and each trade.

export function InsiderSummary({ ownership }: { ownership: CompanyOwnership }) {
  const { net } = ownership;
  const name = ownership.header.name;
  const sentence =
    net.direction === "none"
      ? net.transactions === 0
        ? `No insider of ${name} bought or sold shares in the last 12 months.`
        : `Insiders of ${name} bought as many shares as they sold in the last 12 months.`
      : `Insiders of ${name} were net ${net.direction === "buying" ? "buyers" : "sellers"} of ${formatInteger(Math.abs(net.netShares))} shares (${formatBigMoney(Math.abs(net.netValue))}) in the last 12 months.`;
  return (
    <PageSection title="Insider buying and selling">
      <p
        className={`mt-3 text-2xl font-bold ${net.direction === "none" ? "text-slate-900" : changeTone(net.netShares)}`}
        data-testid="insider-direction"
      >
        {net.direction === "buying"
          ? "Net buying"
          : net.direction === "selling"
            ? "Net selling"
            : "No net buying or selling"}
      </p>
      <p className="mt-1 text-slate-700">{sentence}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-600">Shares bought</dt>
          <dd className="font-semibold tabular-nums">{formatInteger(net.sharesBought)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Shares sold</dt>
          <dd className="font-semibold tabular-nums">{formatInteger(net.sharesSold)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Net shares</dt>
          <dd className="font-semibold tabular-nums">{formatInteger(net.netShares)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Transactions</dt>
          <dd className="font-semibold tabular-nums">{formatInteger(net.transactions)}</dd>
        </div>
      </dl>
    </PageSection>
  );
}

export function InsiderTransactionsTable({
  transactions,
  companyName,
}: {
  transactions: CompanyOwnership["transactions"];
  companyName: string;
}) {
  return (
    <PageSection title="Insider transactions">
      {transactions.length === 0 ? (
        <p className="mt-3 text-slate-700">There are no insider transactions of {companyName} on record.</p>
      ) : (
        <ScrollTable label={`Insider transactions of ${companyName}`}>
          <ColumnHeads
            columns={[
              "Date",
              "Insider",
              "Role",
              "Trade",
              { label: "Shares", numeric: true },
              { label: "Price", numeric: true },
              { label: "Value", numeric: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {transactions.map((t, i) => (
              <tr key={`${t.date}-${t.insider}-${i}`}>
                <td className={tdClass}>
                  <time dateTime={t.date}>{formatDate(t.date)}</time>
                </td>
                <td className={tdClass}>{t.insider}</td>
                <td className={tdClass}>{t.role}</td>
                <td className={`${tdClass} font-medium ${changeTone(t.shares)}`}>{t.shares >= 0 ? "Buy" : "Sell"}</td>
                <td className={tdNumClass}>{formatInteger(Math.abs(t.shares))}</td>
                <td className={tdNumClass}>{formatMoney(t.price)}</td>
                <td className={tdNumClass}>{formatBigMoney(Math.abs(t.value))}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </PageSection>
  );
}
