import { Link } from "react-router";
import type { ReactNode } from "react";
import type { CompanyHeader as CompanyHeaderData, CompanyPageKind } from "../../../domain/contracts/company";
import { changeTone } from "./change-tone";
import { formatDate, formatMoney, formatMoneyChange, formatPercentChange } from "../../lib/format";

// The top of every company page: who the company is, its last price and the five page tabs.

const TABS: { kind: CompanyPageKind; label: string }[] = [
  { kind: "overview", label: "Overview" },
  { kind: "forecast", label: "Forecast" },
  { kind: "earnings", label: "Earnings" },
  { kind: "dividends", label: "Dividends" },
  { kind: "ownership", label: "Ownership" },
];

function Quote({ header }: { header: CompanyHeaderData }) {
  const quote = header.quote;
  if (!quote) return <p className="text-slate-700">{header.delisted ? "No current price." : "No price available."}</p>;
  const tone = changeTone(quote.change);
  return (
    <div className="text-left sm:text-right">
      <p className="text-3xl font-bold tabular-nums" data-testid="company-price">
        <span className="sr-only">Price </span>
        {formatMoney(quote.price)}
      </p>
      {quote.change !== null ? (
        <p className={`text-sm font-medium tabular-nums ${tone}`} data-testid="company-change">
          <span className="sr-only">Change </span>
          {formatMoneyChange(quote.change)}
          {quote.changePercent !== null ? ` (${formatPercentChange(quote.changePercent, 2)})` : ""}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        {header.delisted ? "Last close" : "Close"} on <time dateTime={quote.date}>{formatDate(quote.date)}</time>
      </p>
    </div>
  );
}

export function CompanyHeader({
  header,
  current,
  action,
}: {
  header: CompanyHeaderData;
  current: CompanyPageKind;
  /** The page's own control beside the name (the Watch button, composed by the route). */
  action?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 pb-4">
      {header.delisted ? (
        <p
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
          data-testid="delisted-notice"
        >
          <strong className="font-semibold">Delisted on {formatDate(header.delisted.on)}</strong>
          {header.delisted.reason ? ` (${header.delisted.reason})` : ""}. The page shows its history up to then.
        </p>
      ) : null}
      {header.marketData === false ? (
        <p
          className="mb-4 rounded-md border border-slate-300 bg-slate-50 px-4 py-2 text-sm text-slate-800"
          data-testid="no-market-data"
        >
          No market data is held for this company: no prices and no financial statements.
        </p>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{header.name}</h1>
            {action}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <span className="font-semibold">{header.ticker}</span>
            <span aria-hidden="true">·</span>
            <span>{header.exchange}</span>
            {header.sector ? (
              <>
                <span aria-hidden="true">·</span>
                <Link to={header.sector.url} className="text-emerald-800 underline hover:text-emerald-900">
                  {header.sector.name}
                </Link>
              </>
            ) : null}
            {header.industry ? (
              <>
                <span aria-hidden="true">·</span>
                <Link to={header.industry.url} className="text-emerald-800 underline hover:text-emerald-900">
                  {header.industry.name}
                </Link>
              </>
            ) : null}
            {header.source === "demo" ? (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                Simulated data
              </span>
            ) : null}
          </p>
        </div>
        <Quote header={header} />
      </div>
      <nav aria-label="Company pages" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-1 whitespace-nowrap">
          {TABS.map((tab) => {
            const active = tab.kind === current;
            return (
              <li key={tab.kind}>
                <Link
                  to={header.links[tab.kind]}
                  aria-current={active ? "page" : undefined}
                  prefetch="intent"
                  className={`inline-block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600 ${
                    active
                      ? "bg-emerald-50 text-emerald-900 underline decoration-2 underline-offset-4"
                      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
