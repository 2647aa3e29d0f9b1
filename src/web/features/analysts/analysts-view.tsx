import { useId, type ReactNode } from "react";
import { Form, Link } from "react-router";
import type {
  AnalystFilters,
  AnalystSort,
  AnalystsPage,
  AnalystsQuery,
  AnalystSummary,
} from "../../../domain/contracts/analysts";
import type { MarketLabel } from "../../../domain/contracts/market";
import { Badge } from "../../components/ui/badge";
import { Button, buttonVariants } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PremiumInvitation } from "../../components/ui/premium-offer";
import { ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { SortableHeader, SortArrow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import { change, NOT_YET, rate } from "./analyst-format";
import { ANALYST_SORTS, analystsHref, SORT_LABELS, sortHref, sortOf } from "./analysts-query";
import { RATING_LABELS } from "../../lib/analyst-rating-labels";
import { localeText } from "../../../domain/number-text";

// /analysts: the ranking as a table. The address holds the whole view (filters, sort, page), and
// the filters are a plain GET form, so a view can be shared and works before scripts run.

interface Props {
  data: AnalystsPage;
  filters: AnalystFilters;
  query: AnalystsQuery;
  market: MarketLabel;
  /** The method section (composed by the route from the ranking's constants). */
  method: ReactNode;
  /** A control at the end of each row (the follows feature's Follow), composed by the route. */
  rowAction?: (analyst: AnalystSummary) => ReactNode;
}

export function AnalystsView({ data, filters, query, market, method, rowAction }: Props) {
  return (
    <div className="space-y-6">
      <div className="border-b border-slate-200 pb-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Top Analysts</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          Every analyst ranked by how their past buy and sell calls turned out: the stock&apos;s return over the{" "}
          {data.method.horizonMonths} months after each call against its sector, signed by the call, averaged and
          weighed by how many calls there are. The top {Math.round(data.method.topShare * 100)}% of ranked analysts are
          marked Top.
          {data.asOf ? (
            <>
              {" "}
              Ranking as of <time dateTime={data.asOf}>{formatDate(data.asOf)}</time>.
            </>
          ) : null}
        </p>
        <DataNote market={market} />
      </div>
      <FiltersForm filters={filters} query={query} />
      {data.asOf === null ? (
        <EmptyState title="The ranking has not been computed yet">
          It is computed by the market pipeline after the analysts&apos; ratings are loaded.
        </EmptyState>
      ) : data.analysts.length === 0 ? (
        <EmptyState title="No analyst matches these filters">
          <Link to={analystsHref({})} className="font-medium text-emerald-800 underline">
            Show every analyst
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="analysts-count" aria-live="polite">
            {localeText(data.total)} {data.total === 1 ? "analyst" : "analysts"}
            {data.total !== data.rankedCount ? `; ${localeText(data.rankedCount)} ranked in all` : ""}
          </p>
          <AnalystsTable data={data} query={query} rowAction={rowAction} />
          <Pagination data={data} query={query} />
          {data.premiumCallsFrom !== null && (
            <PremiumInvitation
              modal="top-analysts"
              text={`Each analyst's record is free. Their calls since ${formatDate(data.premiumCallsFrom)}, the current ones the top analysts' consensus is made of, are Premium.`}
              linkText="See the analysts' current calls with Premium"
            />
          )}
        </>
      )}
      {method}
    </div>
  );
}

function DataNote({ market }: { market: MarketLabel }) {
  if (market.source === "demo")
    return (
      <p className="mt-2 text-sm text-amber-900" data-testid="analysts-data-note">
        Simulated: these analysts, firms and calls belong to the generated demo market, not to real people.
      </p>
    );
  if (market.source === "import")
    return (
      <p className="mt-2 text-sm text-slate-600" data-testid="analysts-data-note">
        Computed from the imported market data.
      </p>
    );
  return null;
}

function FiltersForm({ filters, query }: { filters: AnalystFilters; query: AnalystsQuery }) {
  const id = useId();
  const { sort } = sortOf(query);
  const field = "mt-1 block w-full rounded-md border border-slate-300 bg-surface px-2 py-1.5 text-sm";
  return (
    <Form
      method="get"
      action={analystsHref({})}
      className="rounded-lg border border-slate-200 p-4"
      role="search"
      aria-label="Filter analysts"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            Analyst name
          </label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={query.q ?? ""} maxLength={100} className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-sector`} className="text-sm font-medium">
            Sector
          </label>
          <select id={`${id}-sector`} name="sector" defaultValue={query.sector ?? ""} className={field}>
            <option value="">All sectors</option>
            {filters.sectors.map((s) => (
              <option key={s.id} value={s.slug}>
                {s.name} ({s.analysts})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-firm`} className="text-sm font-medium">
            Firm
          </label>
          <select id={`${id}-firm`} name="firm" defaultValue={query.firm ?? ""} className={field}>
            <option value="">All firms</option>
            {filters.firms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name} ({f.analysts})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-min`} className="text-sm font-medium">
            Minimum calls
          </label>
          <input
            id={`${id}-min`}
            name="min_calls"
            type="number"
            min={0}
            max={10000}
            inputMode="numeric"
            defaultValue={query.min_calls ?? ""}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="text-sm font-medium">
            Sort by
          </label>
          <select id={`${id}-sort`} name="sort" defaultValue={sort} className={field}>
            {ANALYST_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm">
          Apply
        </Button>
        <Link to={analystsHref({})} className="text-sm font-medium text-emerald-800 underline">
          Clear filters
        </Link>
      </div>
    </Form>
  );
}

const COLUMNS: { key: AnalystSort | null; label: string; numeric: boolean }[] = [
  { key: "rank", label: "Rank", numeric: true },
  { key: "name", label: "Analyst", numeric: false },
  { key: null, label: "Firm", numeric: false },
  { key: null, label: "Sector", numeric: false },
  { key: "success_rate", label: "Success rate", numeric: true },
  { key: "avg_return", label: "Average return", numeric: true },
  { key: "calls", label: "Calls", numeric: true },
  { key: "latest_call", label: "Latest call", numeric: false },
];

function AnalystsTable({
  data,
  query,
  rowAction,
}: {
  data: AnalystsPage;
  query: AnalystsQuery;
  rowAction?: (analyst: AnalystSummary) => ReactNode;
}) {
  const current = sortOf(query);
  return (
    <ScrollTable label="Analysts ranked by the outcome of their calls">
      <thead>
        <tr>
          {COLUMNS.map((c) => {
            const sorted = c.key !== null && current.sort === c.key ? current.dir : null;
            return (
              <SortableHeader key={c.label} sorted={sorted} numeric={c.numeric}>
                {c.key === null ? (
                  c.label
                ) : (
                  <Link
                    to={sortHref(query, c.key)}
                    className="hover:underline"
                    title={`Sort by ${c.label.toLowerCase()}`}
                    preventScrollReset
                  >
                    {c.label}
                    <SortArrow sorted={sorted} />
                  </Link>
                )}
              </SortableHeader>
            );
          })}
          {rowAction ? (
            <th scope="col" className="bg-slate-50 px-3 py-2 text-left font-semibold">
              <span className="sr-only">Follow</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {data.analysts.map((a) => (
          <tr key={a.id} data-testid="analyst-row">
            <td className={tdNumClass}>
              {a.rank === null ? <span title="Too few judged calls for a rank">{NOT_YET}</span> : localeText(a.rank)}
            </td>
            <th scope="row" className={cn(tdClass, "font-medium")}>
              <Link to={a.url} className="text-emerald-800 underline hover:text-emerald-900">
                {a.name}
              </Link>
              {a.isTop ? (
                <Badge tone="good" className="ml-2">
                  Top
                </Badge>
              ) : null}
            </th>
            <td className={tdClass}>{a.firm.name}</td>
            <td className={tdClass}>{a.sector?.name ?? NOT_YET}</td>
            <td className={tdNumClass}>{rate(a.successRate)}</td>
            <td className={tdNumClass}>{change(a.averageReturn)}</td>
            <td className={tdNumClass}>{localeText(a.calls)}</td>
            <td className={tdClass}>
              {a.latestCall ? (
                <>
                  <time dateTime={a.latestCall.date}>{formatDate(a.latestCall.date)}</time>{" "}
                  <span className="text-slate-700">
                    {RATING_LABELS[a.latestCall.rating]}{" "}
                    <Link to={a.latestCall.company.url} className="underline" title={a.latestCall.company.name}>
                      {a.latestCall.company.ticker}
                    </Link>
                  </span>
                </>
              ) : data.premiumCallsFrom !== null ? (
                <span className="text-slate-500" title="The analysts' calls of the last 12 months are Premium">
                  Premium
                </span>
              ) : (
                NOT_YET
              )}
            </td>
            {rowAction ? <td className="px-3 py-1">{rowAction(a)}</td> : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Pagination({ data, query }: { data: AnalystsPage; query: AnalystsQuery }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const link = buttonVariants({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      <p>
        Page {localeText(data.page)} of {localeText(pages)}
      </p>
      <div className="flex gap-2">
        {data.page > 1 ? (
          <Link to={analystsHref(query, { page: Math.min(data.page - 1, pages) })} className={link} rel="prev">
            Previous
          </Link>
        ) : null}
        {data.page < pages ? (
          <Link to={analystsHref(query, { page: data.page + 1 })} className={link} rel="next">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
