import { Link } from "react-router";
import type { ZenInvestorAlert } from "../../../domain/contracts/zen-investor";
import { paths } from "../../../domain/paths";
import { localeText } from "../../../domain/number-text";
import { PageSection } from "../../components/ui/page-section";
import { ScrollTable, tdClass, tdNumClass, thClass, thNumClass } from "../../components/ui/scroll-table";
import { buttonVariants } from "../../components/ui/button";
import { formatDate, formatMoney, formatPercentChange, formatRatio } from "../../lib/format";
import { reasonText } from "../../../domain/zen-investor/reasons";
import { CompanyName } from "../../components/ui/company-name";

// One alert of the ledger: what the rule saw that day and why it fired, its fill at the next
// day's close, and for a sell the position it closed. A locked alert names neither the company nor
// the price: the server did not send them.

type Open = Extract<ZenInvestorAlert, { locked: false }>;
type Locked = Extract<ZenInvestorAlert, { locked: true }>;

const ratio = (v: number | null) => (v === null ? "–" : formatRatio(v));

export function LockedAlert({ alert }: { alert: Locked }) {
  return (
    <PageSection title="For Zen Investor subscribers">
      <p className="mt-2 text-slate-700" data-testid="locked-alert">
        This {alert.side} alert of {formatDate(alert.date)} is less than a month old: subscribers got it the day it
        fired. It becomes public on {formatDate(alert.unlocksOn)}, with the company, the price and every reason.
      </p>
      <p className="mt-4">
        <Link to={paths.stockPicksOrderForm()} className={buttonVariants({ variant: "primary" })}>
          Subscribe to Zen Investor
        </Link>
      </p>
    </PageSection>
  );
}

export function AlertDetails({ alert }: { alert: Open }) {
  const v = alert.valuation;
  return (
    <>
      <PageSection title="The alert" aside={alert.phase === "live" ? "Live" : "Backtest"}>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800" data-testid="alert-summary">
          <dt className="font-medium">Company</dt>
          <dd>
            <CompanyName company={alert.company} />
          </dd>
          <dt className="font-medium">Date</dt>
          <dd>{formatDate(alert.date)}, at the close</dd>
          <dt className="font-medium">Close that day</dt>
          <dd>{v.price === null ? "–" : formatMoney(v.price)}</dd>
          <dt className="font-medium">Why</dt>
          <dd>{alert.reasons.map(reasonText).join("; ")}</dd>
          <dt className="font-medium">Zen Rating</dt>
          <dd>{alert.grade ?? "Not rated"}</dd>
          <dt className="font-medium">Score on the rule&apos;s checks</dt>
          <dd>{alert.score === null ? "–" : `${localeText(alert.score)} of 100`}</dd>
        </dl>
      </PageSection>

      <PageSection title="Fill">
        {alert.fill ? (
          <p className="mt-2 text-slate-800" data-testid="alert-fill">
            {alert.fill.price === null
              ? `Not filled on ${formatDate(alert.fill.date)}: the company did not trade that day or no cash was left.`
              : `Filled on ${formatDate(alert.fill.date)} at ${formatMoney(alert.fill.price)}, the next trading day's close: ${formatRatio(alert.fill.weightPct)} % of the portfolio.`}
          </p>
        ) : (
          <p className="mt-2 text-slate-700">The fill comes with the next trading day&apos;s data.</p>
        )}
        {alert.position ? (
          <p className="mt-2 text-slate-800" data-testid="alert-position">
            Bought on {formatDate(alert.position.entryDate)} at {formatMoney(alert.position.entryPrice)} and held{" "}
            {localeText(alert.position.days)} days: {formatPercentChange(alert.position.return)} with dividends, against{" "}
            {formatPercentChange(alert.position.marketReturn)} for the market over the same days.
          </p>
        ) : null}
      </PageSection>

      <PageSection title="Checks that day">
        {alert.checks.length === 0 ? (
          <p className="mt-2 text-slate-700">No data that day: the company had stopped trading.</p>
        ) : (
          <ScrollTable label={`The rule's checks on ${formatDate(alert.date)}`}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Check
                </th>
                <th scope="col" className={thClass}>
                  Passed
                </th>
                <th scope="col" className={thNumClass}>
                  Value
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {alert.checks.map((c) => (
                <tr key={c.key}>
                  <th scope="row" className={tdClass}>
                    {c.label}
                  </th>
                  <td className={tdClass}>{c.passed ? "Yes" : "No"}</td>
                  <td className={tdNumClass}>{ratio(c.value)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </PageSection>

      <PageSection title="Valuation that day">
        <ScrollTable label={`Valuation on ${formatDate(alert.date)}`}>
          <thead>
            <tr>
              {["P/E", "P/B", "P/S", "Dividend yield"].map((h) => (
                <th key={h} scope="col" className={thNumClass}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className={tdNumClass}>{ratio(v.pe)}</td>
              <td className={tdNumClass}>{ratio(v.pb)}</td>
              <td className={tdNumClass}>{ratio(v.ps)}</td>
              <td className={tdNumClass}>{v.dy === null ? "–" : `${formatRatio(v.dy)} %`}</td>
            </tr>
          </tbody>
        </ScrollTable>
      </PageSection>

      <p className="text-sm break-all text-slate-700">
        Ledger entry {localeText(alert.id)}, hash <code>{alert.hash}</code>
      </p>
    </>
  );
}
