import type { ZenRatingsExplainer } from "../../../domain/contracts/rating";
import { Figure } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { GradeBadge } from "./grade-badge";
import { dataName } from "./rating-meta";
import { formatDate, formatFactors, formatPeriod, formatReturn, formatShare, recommendationOf } from "./rating-format";
import { localeText } from "../../../domain/number-text";

// The parts of the explainer page (/zen-ratings): the components with their factor counts and
// weights, the backtest's table per grade with the market, and the data it ran on. Every
// figure is the loader's: what our backtest produced on the loaded data.

export function ComponentsSection({ explainer }: { explainer: ZenRatingsExplainer }) {
  const weights = new Map(explainer.weights.map((w) => [w.key, w.weight]));
  const total = explainer.components.reduce((sum, c) => sum + c.factors, 0);
  return (
    <PageSection title="The seven component ratings">
      <p className="mt-3 text-slate-700">
        Each component ranks a company against the whole universe on its factors ({total} in all), scores it from 0 to
        100 and grades it A to F with the same bands as the overall rating.
        {explainer.weights.length > 0
          ? " The weights are the ones the walk-forward history chose for the latest month."
          : ""}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="rating-components">
        {explainer.components.map((c) => {
          const weight = weights.get(c.key);
          return (
            <li key={c.key} className="rounded-md border border-slate-200 p-4" data-component={c.key}>
              <h3 className="font-semibold text-slate-900">{c.name}</h3>
              <p className="mt-0.5 text-sm text-slate-600">
                {formatFactors(c.factors)}
                {weight !== undefined ? <> · weight {formatShare(weight)}</> : null}
              </p>
              <p className="mt-2 text-sm text-slate-700">{c.description}</p>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}

export function GradeTableSection({ explainer }: { explainer: ZenRatingsExplainer }) {
  const { grades, market, period } = explainer;
  return (
    <PageSection title="How each grade performed" aside={period ? formatPeriod(period) : null}>
      <p className="mt-3 text-slate-700">
        Each month the backtest holds every grade&apos;s companies in equal weights for one month. Annual returns are
        annualised; the hit rate is the share of months a grade beat the market; the maximum drawdown is the worst fall
        from a peak.
      </p>
      <ScrollTable label="Backtest of the Zen Rating by grade, with the market" showCaption>
        <ColumnHeads
          columns={[
            "Grade",
            "Recommendation",
            "Band",
            { label: "Annual return", numeric: true },
            { label: "Without AI", numeric: true },
            { label: "Hit rate", numeric: true },
            { label: "Max drawdown", numeric: true },
            { label: "Avg. holdings", numeric: true },
          ]}
        />
        <tbody className="divide-y divide-slate-100" data-testid="grade-rows">
          {grades.map((g) => (
            <tr key={g.grade} data-grade-row={g.grade}>
              <th scope="row" className={tdClass}>
                <GradeBadge grade={g.grade} />
              </th>
              <td className={tdClass}>{recommendationOf(g.grade)}</td>
              <td className={tdClass}>{g.band}</td>
              <td className={`${tdNumClass} font-semibold`} data-testid="annual-return">
                <Figure value={g.annualReturn} format={formatReturn} />
              </td>
              <td className={tdNumClass}>
                <Figure value={g.annualReturnWithoutAi} format={formatReturn} />
              </td>
              <td className={tdNumClass}>
                <Figure value={g.hitRate} format={formatShare} />
              </td>
              <td className={tdNumClass}>
                <Figure value={g.maxDrawdown} format={formatReturn} />
              </td>
              <td className={tdNumClass}>
                <Figure value={g.averageHoldings} format={(v) => v.toFixed(1)} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200">
          <tr data-testid="market-row">
            <th scope="row" colSpan={3} className={`${tdClass} font-semibold`}>
              The market
            </th>
            <td className={`${tdNumClass} font-semibold`}>
              <Figure value={market.annualReturn} format={formatReturn} />
            </td>
            <td className={tdNumClass}>
              <Figure value={null} format={formatReturn} />
            </td>
            <td className={tdNumClass}>
              <Figure value={null} format={formatShare} />
            </td>
            <td className={tdNumClass}>
              <Figure value={market.maxDrawdown} format={formatReturn} />
            </td>
            <td className={tdNumClass}>
              <Figure value={null} format={formatShare} />
            </td>
          </tr>
        </tfoot>
      </ScrollTable>
    </PageSection>
  );
}

/** The sentence that says which data the backtest ran on: its source, period and number of stocks, and whether it is a simulation. */
export function dataSentence(explainer: ZenRatingsExplainer): string {
  const { period, universe } = explainer;
  const source = universe.source;
  const scope = period
    ? ` (${localeText(universe.companies)} ${source === "demo" ? "simulated " : ""}stocks, ${formatPeriod(period)})`
    : "";
  if (source === "demo")
    return `These figures come from the simulated demo market this site runs on${scope}: a simulation, not real stock prices. They show how the model behaves on that data, not how it did in real markets.`;
  if (source === "import")
    return `These figures come from the market data imported into this site${scope}: real prices and filings, point in time.`;
  return "The backtest has not run on any data yet.";
}

export function DataSection({ explainer }: { explainer: ZenRatingsExplainer }) {
  const { period, universe, computedAt } = explainer;
  return (
    <PageSection title="The data the backtest ran on">
      <p className="mt-3 font-medium text-slate-900" data-testid="data-source">
        {dataSentence(explainer)}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="border-b border-slate-100 pb-2">
          <dt className="text-xs text-slate-600">Period</dt>
          <dd className="mt-0.5 font-semibold" data-testid="backtest-period">
            {period ? formatPeriod(period) : "Not run yet"}
          </dd>
        </div>
        <div className="border-b border-slate-100 pb-2">
          <dt className="text-xs text-slate-600">Data</dt>
          <dd className="mt-0.5 font-semibold">
            {dataName(universe.source)[0]!.toUpperCase() + dataName(universe.source).slice(1)}
          </dd>
        </div>
        <div className="border-b border-slate-100 pb-2">
          <dt className="text-xs text-slate-600">Companies in the history</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{localeText(universe.companies)}</dd>
        </div>
        <div className="border-b border-slate-100 pb-2">
          <dt className="text-xs text-slate-600">Rated per month (average)</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{localeText(Math.round(universe.averageRated))}</dd>
        </div>
      </dl>
      {universe.description ? <p className="mt-4 text-slate-700">{universe.description}</p> : null}
      {computedAt && /^\d{4}-\d{2}-\d{2}/.test(computedAt) ? (
        <p className="mt-2 text-sm text-slate-600">
          Computed on <time dateTime={computedAt}>{formatDate(computedAt.slice(0, 10))}</time>.
        </p>
      ) : null}
    </PageSection>
  );
}
