import { useEffect, useState } from "react";
import { data, Link, useFetcher, useLocation } from "react-router";
import type { Route } from "./+types/saved-backtest";
import { api, paths } from "../../../domain/paths";
import { PageHeader } from "../../components/ui/page-header";
import type { ScreenBacktest } from "../../../domain/contracts/screen-backtests";
import { MAX_HOLDINGS } from "../../../domain/strategies/strategy";
import { buttonVariants } from "../../components/ui/button";
import { LineChart } from "../../components/ui/line-chart";
import { PageSection } from "../../components/ui/page-section";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { pageContext } from "../../lib/page-context";

// /stock-screener/saved/{id}/backtest: a member runs one of their saved screens the way the house
// strategies are run. The form is a plain post (it works without JavaScript: the server sends the
// browser back here); while the run is queued or running the page loads its own data again every
// second, so the progress bar moves and the result shows once it is done. What the member's plan
// does not include is not in the page's data at all (the server removed it).

const POLL_MS = 1000;
/** Marks the page's own progress loads, which may fail without leaving the page. */
const POLL_PARAM = "progress";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  if (!ctx.session.signedIn) return { page: null, market: ctx.market };
  const error = new URL(request.url).searchParams.get("error");
  const page = await ctx.screenBacktestPage(Number(params.id), error);
  if (!page) throw data("There is no saved screener with that id.", { status: 404 });
  return { page, market: ctx.market };
}

/**
 * A progress load that fails (the server restarting, the connection gone a moment) keeps the
 * progress on screen and tries again a second later; a navigation that fails is an error page as
 * anywhere else.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (!new URL(request.url).searchParams.has(POLL_PARAM)) return serverLoader();
  try {
    return await serverLoader();
  } catch {
    return null;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.page?.screenName ?? "Saved screen";
  return [
    { title: `Backtest: ${name} · OpenZen` },
    { name: "description", content: "A backtest of your saved stock screen since 2003." },
  ];
}

const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)} %`;
const signedPct = (x: number) => `${x >= 0 ? "+" : ""}${pct(x)}`;
const num = (x: number | null, digits = 2) => (x === null ? "n/a" : x.toFixed(digits));

/** What the page shows; null only for a progress load that failed (the clientLoader). */
type PageData = Route.ComponentProps["loaderData"];

const underWay = (data: PageData) =>
  data?.page?.backtest?.status === "queued" || data?.page?.backtest?.status === "running";

/**
 * The page's data, loaded again through a fetcher (this route's loaders) a second after each answer
 * while the run is queued or running: the progress, then the result. A fetcher's answer for another
 * screen (the member went on to another backtest) is not this page's; a failed load (null) keeps
 * the last answer shown, and the next try comes a second later.
 */
function useLivePage(loaded: PageData): PageData {
  const { load, state, data: reloaded } = useFetcher<typeof clientLoader>();
  const [last, setLast] = useState<PageData | null>(null);
  const location = useLocation();
  const progressUrl = `${location.pathname}?${withParam(location.search, POLL_PARAM)}`;
  if (reloaded && reloaded !== last && reloaded.page?.savedScreenerId === loaded?.page?.savedScreenerId) {
    setLast(reloaded);
  }
  const live = last && last.page?.savedScreenerId === loaded?.page?.savedScreenerId ? last : loaded;
  const running = underWay(live);
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(() => void load(progressUrl), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, state, load, progressUrl]);
  return live;
}

function withParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.set(name, "");
  return params.toString();
}

export default function SavedScreenBacktestPage({ loaderData }: Route.ComponentProps) {
  const live = useLivePage(loaderData);
  if (!live?.page) return <SignInPrompt title="Backtest" reason="to backtest your saved screens." />;
  const { page, market } = live;
  const { backtest } = page;
  const running = underWay(live);
  const simulated = market.source !== "import";
  return (
    <div className="space-y-6">
      <PageHeader
        back={{ to: paths.savedScreeners(), label: "Saved Screeners" }}
        title={`Backtest: ${page.screenName ?? "Untitled screen"}`}
      >
        <p className="mt-2 text-slate-700">
          Your screen run as a strategy since 2003: on the last trading day of each month (or quarter) the screen picks
          its first companies from what was known that day, and the book is bought at the next day&apos;s close, at
          stated trading costs. {simulated ? "On the simulated demo market." : "On imported market data."}
        </p>
        <ul className="mt-2 flex flex-wrap gap-1.5 text-sm" aria-label="The screen">
          {(page.rules.length ? page.rules : ["Every company"]).map((r) => (
            <li key={r} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
              {r}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm">
          <Link to={page.screenerUrl} className="text-emerald-800 underline">
            Open the screen in the Stock Screener
          </Link>
        </p>
      </PageHeader>

      <PageSection title="Run it">
        {page.ownList ? (
          <p className="mt-3 text-red-700 dark:text-red-300" role="alert">
            {page.ownList}
          </p>
        ) : null}
        {page.withoutHistory.length > 0 ? (
          <p className="mt-3 text-red-700 dark:text-red-300" role="alert">
            This screen uses {page.withoutHistory.join(", ")}, which {page.withoutHistory.length === 1 ? "has" : "have"}{" "}
            no dated history: a backtest would look ahead. Remove {page.withoutHistory.length === 1 ? "it" : "them"}{" "}
            from the screen to backtest the rest.
          </p>
        ) : null}
        <form
          method="post"
          action={api.savedScreenerBacktest(page.savedScreenerId)}
          className="mt-3 flex flex-wrap items-end gap-4"
        >
          <label className="flex flex-col text-sm">
            Holdings
            <input
              type="number"
              name="holdings"
              min={1}
              max={MAX_HOLDINGS}
              step={1}
              required
              defaultValue={page.params.holdings}
              className="mt-1 w-24 rounded border border-slate-300 px-2 py-1"
            />
          </label>
          <label className="flex flex-col text-sm">
            Weighting
            <select
              name="weighting"
              defaultValue={page.params.weighting}
              className="mt-1 rounded border border-slate-300 px-2 py-1"
            >
              <option value="equal">Equal weights</option>
              <option value="marketCap">By market cap (at most 10 % in one)</option>
            </select>
          </label>
          <label className="flex flex-col text-sm">
            Rebalance
            <select
              name="rebalance"
              defaultValue={page.params.rebalance}
              className="mt-1 rounded border border-slate-300 px-2 py-1"
            >
              <option value="monthly">Monthly</option>
              <option value="quarterly">Quarterly</option>
            </select>
          </label>
          <button
            type="submit"
            className={buttonVariants({ size: "sm" })}
            disabled={running || page.withoutHistory.length > 0 || page.ownList !== null}
          >
            Run backtest
          </button>
        </form>
        <p className="mt-2 text-sm text-slate-600">
          Trading costs: {backtest?.costs ?? "10 bp a side plus half the spread by size."}
        </p>
        {page.error ? (
          <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
            {page.error}
          </p>
        ) : null}
      </PageSection>

      {backtest && running ? (
        <div role="status" className="space-y-2">
          <p>{backtest.status === "queued" ? "Waiting for a worker…" : `Running: ${pct(backtest.progress, 0)}`}</p>
          <progress value={backtest.progress} max={1} className="h-3 w-full max-w-md" aria-label="Backtest progress" />
          <noscript>
            <p>
              <Link to={paths.savedScreenerBacktest(page.savedScreenerId)} className="text-emerald-800 underline">
                Refresh
              </Link>{" "}
              to see the result.
            </p>
          </noscript>
        </div>
      ) : null}
      {backtest?.status === "failed" ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          The backtest failed: {backtest.error?.message ?? "please try again."}
        </p>
      ) : null}
      {backtest && backtest.status === "done" ? <BacktestResult backtest={backtest} /> : null}
    </div>
  );
}

function BacktestResult({ backtest }: { backtest: ScreenBacktest }) {
  const { params, figures } = backtest;
  return (
    <div className="space-y-6" data-testid="backtest-result">
      <p className="text-sm text-slate-700">
        {params.holdings} holdings, {params.weighting === "equal" ? "equal weights" : "weighted by market cap"},
        rebalanced {params.rebalance}; data to {backtest.asOf}.
      </p>
      {figures ? (
        <PageSection title="Figures" aside={`${figures.from} to ${figures.to}`}>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
            {[
              ["Yearly return (CAGR)", pct(figures.cagr)],
              ["Market, yearly", pct(figures.marketCagr)],
              ["Total return", signedPct(figures.totalReturn)],
              ["Volatility", pct(figures.volatility)],
              ["Sharpe (0 % cash)", num(figures.sharpe)],
              ["Sortino (0 % cash)", num(figures.sortino)],
              [
                "Largest fall",
                `${pct(figures.maxDrawdown.depth)} (${figures.maxDrawdown.peakDate} to ${figures.maxDrawdown.troughDate})`,
              ],
              ["Turnover a year", pct(figures.turnover, 0)],
              ["Months beating the market", figures.monthlyHitRate === null ? "n/a" : pct(figures.monthlyHitRate, 0)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
      ) : null}
      {backtest.curve ? (
        <PageSection title="Growth of $1 against the market">
          <LineChart
            title="The screen's growth of $1"
            points={backtest.curve.map(([label, value]) => ({ label, value }))}
            formatValue={(v) => `$${v.toFixed(2)}`}
            labelHeading="Month end"
            valueHeading="Screen"
          />
          <LineChart
            title="The market's growth of $1"
            points={backtest.curve.map(([label, , value]) => ({ label, value }))}
            formatValue={(v) => `$${v.toFixed(2)}`}
            labelHeading="Month end"
            valueHeading="Market"
          />
        </PageSection>
      ) : null}
      <PageSection title="Year by year">
        <table className="mt-3 w-full max-w-lg text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col">Year</th>
              <th scope="col" className="text-right">
                Screen
              </th>
              <th scope="col" className="text-right">
                Market
              </th>
            </tr>
          </thead>
          <tbody>
            {(backtest.years ?? []).map((y) => (
              <tr key={y.year} className="border-t border-slate-200">
                <th scope="row" className="py-1 text-left font-normal">
                  {y.year}
                  {y.partial ? " (part)" : ""}
                </th>
                <td className="text-right">{signedPct(y.strategy)}</td>
                <td className="text-right">{signedPct(y.market)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PageSection>
      {backtest.books ? (
        <BooksSection backtest={backtest} />
      ) : (
        <div
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 dark:bg-transparent"
          data-testid="backtest-locked"
        >
          <p className="font-semibold">The curve, the figures and every book&apos;s holdings and trades</p>
          <p className="mt-1 text-sm">
            come with Premium or Zen Strategies. Free members see the screen&apos;s return year by year.
          </p>
          <p className="mt-2 flex flex-wrap gap-3 text-sm">
            <Link to={paths.plans()} className="text-emerald-800 underline">
              Premium
            </Link>
            <Link to={paths.stockStrategiesPlans()} className="text-emerald-800 underline">
              Zen Strategies
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}

function BooksSection({ backtest }: { backtest: ScreenBacktest }) {
  const books = backtest.books ?? [];
  const latest = books[0];
  if (!latest) return null;
  return (
    <>
      <PageSection title="Latest book" aside={`bought at the close of ${latest.fillDate}`}>
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col">Company</th>
              <th scope="col" className="text-right">
                Weight
              </th>
              <th scope="col" className="text-right">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {(latest.holdings ?? []).map(({ company: c, weight, price }) => (
              <tr key={c.companyId} className="border-t border-slate-200">
                <th scope="row" className="py-1 text-left font-normal">
                  {c.url ? (
                    <Link to={c.url} className="font-semibold text-emerald-800 underline">
                      {c.ticker}
                    </Link>
                  ) : (
                    c.ticker
                  )}{" "}
                  <span className="text-slate-600">{c.name}</span>
                </th>
                <td className="text-right">{pct(weight)}</td>
                <td className="text-right">${price.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PageSection>
      <PageSection
        title="Trades"
        aside={`the latest ${books.length} of ${backtest.rebalanceCount ?? books.length} rebalances`}
      >
        <ul className="mt-3 space-y-3 text-sm">
          {books.map((b) => (
            <li key={b.fillDate}>
              <p className="font-semibold">
                {b.fillDate}: turnover {pct(b.turnover, 0)}, costs {pct(b.cost, 2)}
              </p>
              <p className="text-slate-700">
                {!b.trades?.length
                  ? "No trades."
                  : b.trades
                      .map((t) => `${t.side === "buy" ? "Buy" : "Sell"} ${t.company.ticker} ${pct(t.fraction)}`)
                      .join(", ")}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
