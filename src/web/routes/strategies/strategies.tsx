import { Link } from "react-router";
import type { Route } from "./+types/strategies";
import { paths } from "../../../domain/paths";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { formatDate, formatPercent, formatRatio } from "../../lib/format";
import { MiniCurve } from "../../features/strategies/mini-curve";
import { StrategyDataNote } from "../../features/strategies/data-note";

// /stock-strategies: the house strategies, each a screen anyone can type into the screener,
// with its measured record against the market and a small picture of it. Public: the records
// are the proof; the current holdings are the subscribers'.

export async function loader({ context }: Route.LoaderArgs) {
  const overview = await pageContext(context).strategyPages.overview();
  return withMeta(overview, () => ({
    title: "Zen Strategies: rules-based stock strategies with records anyone can check · OpenZen",
    description:
      "Six rules-based stock strategies run on this site's data since 2003, each rebalance dated, with costs, a bias check and every figure against the market.",
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function StrategiesPage({ loaderData }: Route.ComponentProps) {
  const { strategies, subscriber, market } = loaderData;
  return (
    <div className="space-y-6 py-6">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold">Zen Strategies</h1>
        <p className="mt-2 text-lg text-slate-700">
          Rules, not picks: each strategy is a screen anyone can run on the screener, held as its first companies and
          traded again on a fixed date. Every rebalance is dated and every figure can be recomputed.
        </p>
        <p className="mt-2 text-slate-700">
          How they are run: on each signal day (the last trading day of the month or quarter) the screen sees only what
          was known that day (ratings as of that day, statements from their filing date, the companies listed then,
          delisted ones kept until their last price); the book is bought at the next day&apos;s close, paying commission
          and half the bid-ask spread. Sharpe and Sortino are over a zero cash rate.
        </p>
      </div>
      <StrategyDataNote market={market} />
      {subscriber ? (
        <p className="text-sm">
          <a href={paths.stockStrategiesExport()} className="font-medium text-emerald-800 underline" download>
            Download every strategy&apos;s current holdings and latest trades (CSV)
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Current holdings and the latest trades are for subscribers.{" "}
          <Link to={paths.stockStrategiesPlans()} className="font-medium text-emerald-800 underline">
            See the Zen Strategies plan
          </Link>
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="strategy-list">
        {strategies.map((s) => {
          const f = s.record?.backtest;
          const m = s.record?.market?.backtest ?? null;
          return (
            <li key={s.id} className="flex flex-col rounded-lg border border-slate-200 p-4" data-testid="strategy-card">
              <h2 className="text-lg font-semibold">
                <Link to={s.url} className="text-emerald-800 hover:underline">
                  {s.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{s.description}</p>
              {f ? (
                <>
                  <MiniCurve name={s.name} curve={s.record!.curve} />
                  <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
                    <div>
                      <dt className="text-slate-600">CAGR</dt>
                      <dd className="font-semibold tabular-nums">
                        {formatPercent(f.cagr)}{" "}
                        <span className="font-normal text-slate-600">vs {formatPercent(f.marketCagr)}</span>
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Volatility</dt>
                      <dd className="font-semibold tabular-nums">
                        {formatPercent(f.volatility)}
                        {m ? (
                          <span className="font-normal text-slate-600"> vs {formatPercent(m.volatility)}</span>
                        ) : null}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Sharpe</dt>
                      <dd className="font-semibold tabular-nums">
                        {f.sharpe === null ? "—" : formatRatio(f.sharpe)}
                        {m?.sharpe != null ? (
                          <span className="font-normal text-slate-600"> vs {formatRatio(m.sharpe)}</span>
                        ) : null}
                      </dd>
                    </div>
                    <div className="col-span-3">
                      <dt className="text-slate-600">Maximum drawdown</dt>
                      <dd className="font-semibold tabular-nums">
                        {formatPercent(f.maxDrawdown.depth)}
                        {m ? (
                          <span className="font-normal text-slate-600">
                            {" "}
                            vs the market&apos;s {formatPercent(m.maxDrawdown.depth)}
                          </span>
                        ) : null}
                      </dd>
                    </div>
                  </dl>
                  <p className="mt-2 text-xs text-slate-600">
                    Backtest from {formatDate(f.from)} to {formatDate(f.to)}; live from {formatDate(s.launchedOn)}.
                  </p>
                </>
              ) : (
                <p className="mt-3 text-sm text-slate-700">
                  The record is computed after the nightly market update; it will show here then.
                </p>
              )}
              <p className="mt-auto pt-3">
                <Link to={s.url} className="text-sm font-medium text-emerald-800 underline">
                  The full record
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
