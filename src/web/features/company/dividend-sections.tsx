import type { CompanyDividends } from "../../../domain/contracts/company";
import { formatDate, formatDividend, formatPercent, formatPercentChange } from "../../lib/format";
import { Figure, NO_DIVIDEND_DATA, NotAvailable } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import { SplitNote } from "./split-note";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";

// The dividends page: the headline figures, the totals per calendar year and every payment. The
// trailing yield counts the payments with ex-dates in the 365 days to the as-of date, at most a
// year's cadence of them; the forward yield is the latest payment times the payments a year
// (src/domain/research/trailing-dividends.ts).

function paymentsWord(perYear: number): string {
  return perYear === 12
    ? "12 (monthly)"
    : perYear === 4
      ? "4 (quarterly)"
      : perYear === 2
        ? "2 (semi-annual)"
        : "1 (annual)";
}

export function DividendSummary({ dividends }: { dividends: CompanyDividends }) {
  const name = dividends.header.name;
  const neverPaid = !dividends.paying && dividends.history.length === 0;
  if (!dividends.dividendsKnown) {
    return (
      <PageSection title="Dividend summary">
        <p className="mt-3 text-slate-700" data-testid="dividend-status">
          No dividend records are held for {name}: whether it pays a dividend is not known.
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
          <div>
            <dt className="text-xs text-slate-600">Dividend yield (last 12 months)</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="dividend-yield">
              <NotAvailable reason={NO_DIVIDEND_DATA} />
            </dd>
          </div>
        </dl>
      </PageSection>
    );
  }
  return (
    <PageSection title="Dividend summary">
      {neverPaid ? (
        <p className="mt-3 text-slate-700" data-testid="dividend-status">
          {name} does not pay a dividend.
        </p>
      ) : !dividends.paying ? (
        <p className="mt-3 text-slate-700" data-testid="dividend-status">
          {name} has not paid a dividend in the last 12 months. Its earlier dividends are listed below.
        </p>
      ) : null}
      {neverPaid ? null : (
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
          <div>
            <dt className="text-xs text-slate-600">Dividend yield (last 12 months)</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="dividend-yield">
              <Figure value={dividends.dividendYield} format={(v) => formatPercent(v, 2)} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Forward yield</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="forward-dividend-yield">
              <Figure value={dividends.forwardDividendYield} format={(v) => formatPercent(v, 2)} />
            </dd>
            {dividends.forwardAnnualDividend !== null && dividends.paymentsPerYear !== null ? (
              <dd className="text-xs text-slate-600" data-testid="forward-dividend">
                {formatDividend(dividends.forwardAnnualDividend / dividends.paymentsPerYear)} ×{" "}
                {paymentsWord(dividends.paymentsPerYear)} = {formatDividend(dividends.forwardAnnualDividend)} a year
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-xs text-slate-600">Annual dividend (last 12 months)</dt>
            <dd className="text-lg font-semibold tabular-nums">
              <Figure value={dividends.trailingAnnualDividend} format={formatDividend} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Payout ratio</dt>
            <dd className="text-lg font-semibold tabular-nums">
              <Figure value={dividends.payoutRatio} format={formatPercent} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">5-year growth (per year)</dt>
            <dd className="text-lg font-semibold tabular-nums">
              <Figure value={dividends.growth5Year} format={formatPercentChange} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Years paid in a row</dt>
            <dd className="text-lg font-semibold tabular-nums">{dividends.yearsPaid}</dd>
          </div>
        </dl>
      )}
    </PageSection>
  );
}

export function AnnualDividendsTable({
  annual,
  companyName,
}: {
  annual: CompanyDividends["annual"];
  companyName: string;
}) {
  if (annual.length === 0) return null;
  return (
    <PageSection title="Dividends per year">
      <ScrollTable label={`Dividends per share of ${companyName} by calendar year`}>
        <ColumnHeads columns={["Year", { label: "Total per share", numeric: true }]} />
        <tbody className="divide-y divide-slate-100">
          {/* Newest first, like the payments beside it. */}
          {[...annual]
            .sort((a, b) => b.year - a.year)
            .map((row) => (
              <tr key={row.year}>
                <th scope="row" className={`${tdClass} font-semibold`}>
                  {row.year}
                </th>
                <td className={tdNumClass}>{formatDividend(row.total)}</td>
              </tr>
            ))}
        </tbody>
      </ScrollTable>
    </PageSection>
  );
}

export function DividendHistoryTable({
  history,
  companyName,
}: {
  history: CompanyDividends["history"];
  companyName: string;
}) {
  if (history.length === 0) return null;
  return (
    <PageSection title="Dividend history">
      <ScrollTable label={`Every dividend of ${companyName}`}>
        <ColumnHeads columns={["Ex-dividend date", "Pay date", { label: "Amount per share", numeric: true }]} />
        <tbody className="divide-y divide-slate-100">
          {history.map((row) => (
            <tr key={row.exDate}>
              <td className={tdClass}>
                <time dateTime={row.exDate}>{formatDate(row.exDate)}</time>
                {row.datedByFiling ? " (filed)" : null}
              </td>
              <td className={tdClass}>
                {row.payDate ? (
                  <time dateTime={row.payDate}>{formatDate(row.payDate)}</time>
                ) : (
                  <NotAvailable reason="The source does not say when it is paid" />
                )}
              </td>
              <td className={tdNumClass}>{formatDividend(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {history.some((row) => row.datedByFiling) ? (
        <p className="mt-2 text-xs text-slate-600" data-testid="dividends-dated-by-filing">
          A dividend marked (filed) comes from the company&apos;s filings with the SEC, which give no ex-dividend date:
          it is dated the day the filing declaring it was filed, a few weeks after its ex-dividend date.
        </p>
      ) : null}
      <SplitNote />
    </PageSection>
  );
}
