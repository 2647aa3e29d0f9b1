import { Link } from "react-router";
import type { Route } from "./+types/zen-ratings";
import { paths } from "../../../domain/paths";
import { metaTags, withMeta } from "../../lib/page-meta";
import {
  ComponentsSection,
  DataSection,
  GradeTableSection,
  dataSentence,
} from "../../features/rating/explainer-sections";
import { GrowthChart } from "../../features/rating/growth-chart";
import { PageSection } from "../../components/ui/page-section";
import { explainerMeta } from "../../features/rating/rating-meta";
import { recommendationOf } from "../../features/rating/rating-format";
import { pageContext } from "../../lib/page-context";

// /zen-ratings: what the Zen Rating is, its seven components, and the backtest our code ran on
// the loaded data (the grade table, the growth of $1 per grade, the period and the universe).

export async function loader({ context }: Route.LoaderArgs) {
  return withMeta(await pageContext(context).ratingPages.explainer(), explainerMeta);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function ZenRatingsPage({ loaderData: explainer }: Route.ComponentProps) {
  const factors = explainer.components.reduce((sum, c) => sum + c.factors, 0);
  const bands = explainer.grades.map((g) => `${g.band.toLowerCase()} ${g.grade} (${recommendationOf(g.grade)})`);
  return (
    <div className="space-y-6">
      <div className="border-b border-slate-200 pb-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Zen Ratings</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          The Zen Rating grades a stock from A (Strong Buy) to F (Strong Sell) with a quantitative model of {factors}{" "}
          factors in {explainer.components.length} component ratings. Every company is scored on the same date and
          ranked across the universe{bands.length > 0 ? `: the ${bands.join(", the ")}.` : "."}
        </p>
        <p className="mt-2 max-w-3xl text-slate-700">
          The grades below are tested the honest way: point in time, with each filing visible only after its date and
          delisted companies kept in the history.
        </p>
        <p className="mt-2 text-sm">
          <Link to={paths.industries()} className="font-medium text-emerald-800 underline hover:text-emerald-900">
            Industry Rank
          </Link>{" "}
          ranks every industry by the average rating of its companies.
        </p>
      </div>

      {explainer.available ? null : (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          data-testid="backtest-unavailable"
        >
          The backtest has not been computed on this site&apos;s data yet. Its figures will appear here once it has run.
        </p>
      )}

      <ComponentsSection explainer={explainer} />

      {explainer.available ? (
        <>
          <GradeTableSection explainer={explainer} />
          <PageSection title="Growth of $1 by grade">
            <p className="mt-3 text-sm text-slate-700">{dataSentence(explainer)}</p>
            <GrowthChart curves={explainer.curves} />
          </PageSection>
        </>
      ) : null}

      <DataSection explainer={explainer} />
    </div>
  );
}
