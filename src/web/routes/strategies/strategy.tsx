import { data, Link } from "react-router";
import type { Route } from "./+types/strategy";
import { paths } from "../../../domain/paths";
import { PageHeader } from "../../components/ui/page-header";
import { PageSection } from "../../components/ui/page-section";
import { Pagination } from "../../components/ui/pagination";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { formatDate, formatPercent, formatPercentChange } from "../../lib/format";
import { BookEntry, HoldingsTable, LockedBook, TradesTable } from "../../features/strategies/books";
import { FiguresTable, YearlyTable } from "../../features/strategies/figures-table";
import { StrategyDataNote } from "../../features/strategies/data-note";
import { EquityChart } from "../../features/strategies/equity-chart";

// /stock-strategies/{id}: one house strategy's whole record. Method, curve, yearly table, the
// backtest and live parts, the bias check and the dated trade history are public; the current
// holdings and the latest trades are the subscribers' (the server sends them to nobody else).

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const strategy = await pageContext(context).strategyPages.strategy(params.id, page);
  if (!strategy) throw data(null, { status: 404, statusText: "Not Found" });
  return withMeta({ strategy, market: pageContext(context).market }, ({ strategy: s }) => ({
    title: `${s.name}: Zen Strategies record · OpenZen`,
    description: s.record
      ? `${s.description} ${formatPercent(s.record.backtest.cagr)} a year against the market's ${formatPercent(s.record.backtest.marketCagr)} from ${s.record.backtest.from.slice(0, 4)}, after costs.`
      : s.description,
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function StrategyPage({ loaderData }: Route.ComponentProps) {
  const { strategy: s, market } = loaderData;
  const record = s.record;
  return (
    <div className="space-y-6 py-6">
      <PageHeader back={{ to: paths.stockStrategies(), label: "Zen Strategies" }} title={s.name}>
        <p className="mt-2 text-lg text-slate-700">{s.description}</p>
      </PageHeader>
      <StrategyDataNote market={market} />

      <PageSection title="Current holdings" aside={s.current ? `Filled ${formatDate(s.current.fillDate)}` : undefined}>
        {!s.current ? (
          <p className="mt-2 text-slate-700">No rebalance has been run yet.</p>
        ) : s.current.holdings ? (
          <div data-testid="current-holdings">
            <HoldingsTable book={s.current} />
            <h3 className="mt-4 font-semibold">The trades of that rebalance</h3>
            <TradesTable book={s.current} />
            <p className="mt-3 text-sm">
              <a href={paths.stockStrategyExport(s.id)} className="font-medium text-emerald-800 underline" download>
                Download the holdings and trades (CSV)
              </a>
            </p>
          </div>
        ) : (
          <LockedBook book={s.current} what="The current book" />
        )}
        {!s.subscriber && s.lockedFrom ? (
          <p className="mt-2 text-sm text-slate-700">
            Every book filled before {formatDate(s.lockedFrom)} is public in the trade history below.
          </p>
        ) : null}
      </PageSection>

      {record ? (
        <>
          <PageSection
            title="Record"
            aside={`Backtest ${formatDate(record.backtest.from)} to ${formatDate(record.backtest.to)}`}
          >
            <FiguresTable
              label="The strategy's figures against the market's"
              figures={record.backtest}
              market={record.market?.backtest ?? null}
            />
            <EquityChart name={s.name} curve={record.curve} launchedOn={s.launchedOn} />
          </PageSection>

          <PageSection title="Backtest and live">
            <p className="mt-2 text-slate-700">
              Launched on {formatDate(s.launchedOn)}. Everything before that day is a backtest: the rules run on past
              data. From that day on the record is live, run forward by the nightly job on each day&apos;s data, with no
              change to the rules.
            </p>
            {record.live ? (
              <FiguresTable
                label="Live figures against the market's"
                figures={record.live}
                market={record.market?.live ?? null}
              />
            ) : (
              <p className="mt-2 text-slate-700" data-testid="no-live">
                No live days yet: the market data ends {formatDate(record.asOf)}, before the launch.
              </p>
            )}
          </PageSection>

          <PageSection title="Bias check">
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              <li>
                Look-ahead: each signal uses only what was known at that day&apos;s close, and fills at the next
                day&apos;s close.
              </li>
              <li>Statements count from their filing date, not their period end; ratings as of the signal day.</li>
              <li>
                Survivorship: companies that were later delisted stay in the universe until delisting, at their last
                price.
              </li>
              <li>Costs: {s.method.costs}</li>
            </ul>
            <p className="mt-3 text-slate-700">
              The same rules run only on companies still listed today (the mistake a backtest without delisted companies
              makes):
            </p>
            <div data-testid="bias-check">
              <FiguresTable
                label="Survivors only against the full record"
                figures={record.survivorsOnly}
                market={null}
                extra={false}
              />
              <p className="mt-2 text-sm text-slate-700" data-testid="survivorship-difference">
                Survivors only: {formatPercent(record.survivorsOnly.cagr)} a year, against{" "}
                {formatPercent(record.backtest.cagr)} with every company listed at the time. Leaving out the companies
                delisted since would have changed the record by{" "}
                {formatPercentChange(record.survivorsOnly.cagr - record.backtest.cagr)} a year.
              </p>
            </div>
          </PageSection>

          <PageSection title="Year by year">
            <YearlyTable figures={record.backtest} />
          </PageSection>
        </>
      ) : (
        <PageSection title="Record">
          <p className="mt-2 text-slate-700">
            The record is computed after the nightly market update; it will show here then.
          </p>
        </PageSection>
      )}

      <PageSection title="Method">
        <dl className="mt-2 grid gap-2 text-slate-700 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-slate-900">Screen</dt>
          <dd>
            <ul className="list-disc pl-5">
              {s.method.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <Link to={s.method.screenerUrl} className="text-sm font-medium text-emerald-800 underline">
              Run this screen on the screener
            </Link>
          </dd>
          <dt className="font-medium text-slate-900">Holdings</dt>
          <dd>The first {s.method.holdings} companies of the screen that trade on the fill day</dd>
          <dt className="font-medium text-slate-900">Weights</dt>
          <dd>{s.method.weighting}</dd>
          <dt className="font-medium text-slate-900">Rebalance</dt>
          <dd>
            {s.method.rebalance === "monthly" ? "Every month" : "Every quarter"}: signal on the last trading day, fill
            at the next day&apos;s close
          </dd>
          <dt className="font-medium text-slate-900">Costs</dt>
          <dd>{s.method.costs}</dd>
        </dl>
      </PageSection>

      <PageSection title="Trade history" aside={`${s.history.total} rebalances, newest first`}>
        <ol className="divide-y divide-slate-100" data-testid="trade-history">
          {s.history.books.map((b) => (
            <BookEntry key={b.fillDate} book={b} />
          ))}
        </ol>
        <Pagination
          page={s.history.page}
          pageSize={12}
          total={s.history.total}
          hrefFor={(p) => `${paths.stockStrategy(s.id)}${p > 1 ? `?page=${p}` : ""}`}
          label="Pages of the trade history"
          noun={["rebalance", "rebalances"]}
          className="mt-3"
        />
      </PageSection>
    </div>
  );
}
