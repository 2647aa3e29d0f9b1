import { Link } from "react-router";
import type { CompanyRating, ComponentRating } from "../../../domain/contracts/rating";
import { paths } from "../../../domain/paths";
import { PageSection } from "../../components/ui/page-section";
import { LockedIcon } from "../../components/ui/status-icons";
import { GradeBadge } from "./grade-badge";
import { PremiumInvitation, UpsellLink } from "../../components/ui/premium-offer";
import { ComponentGradesChart } from "./component-grades-chart";
import { formatDate, formatFactors, formatRatingScore, recommendationOf } from "./rating-format";
import { RatingHistoryChart } from "./rating-history-chart";

// The Zen Rating card of a company page: the grade, its recommendation, the score on the 0 to 10
// scale, the seven component grades and the rating's history. Without Premium the server sends
// none of these values; the card shows the component names with a lock and the way to Premium.

// The history chart (lightweight-charts) loads after the page's code (decision 041).

function ComponentRow({ component, locked }: { component: ComponentRating; locked: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 py-1.5" data-component={component.key}>
      <span className="min-w-0">
        <span className="font-medium text-slate-900">{component.name}</span>{" "}
        <span className="text-xs text-slate-600">({formatFactors(component.factors)})</span>
      </span>
      {locked ? (
        <UpsellLink
          modal="zen-rating"
          className="inline-flex items-center gap-1 text-xs text-slate-600 hover:text-emerald-800"
          aria-label={`${component.name} rating: Locked, Premium`}
        >
          <LockedIcon className="h-4 w-4" />
          <span>Locked</span>
        </UpsellLink>
      ) : component.grade ? (
        <GradeBadge grade={component.grade} withRecommendation />
      ) : (
        <span className="text-xs text-slate-600">Not rated</span>
      )}
    </li>
  );
}

function HowItWorks() {
  return (
    <p className="mt-4 text-sm">
      <Link to={paths.zenRatings()} className="font-medium text-emerald-800 underline hover:text-emerald-900">
        How Zen Ratings work
      </Link>
    </p>
  );
}

export function ZenRatingCard({ rating, companyName }: { rating: CompanyRating; companyName: string }) {
  const asOf = rating.asOf ? (
    <>
      As of <time dateTime={rating.asOf}>{formatDate(rating.asOf)}</time>
    </>
  ) : null;

  if (!rating.available) {
    return (
      <PageSection title="Zen Rating">
        <p className="mt-3 text-slate-700" data-testid="rating-unavailable">
          {companyName} has no Zen Rating: it was not listed on the latest rating date or lacks the data the rating
          needs.
        </p>
        <HowItWorks />
      </PageSection>
    );
  }

  if (rating.locked) {
    return (
      <PageSection title="Zen Rating" aside={asOf}>
        <div data-testid="zen-rating-card" data-locked="true">
          <PremiumInvitation
            className="mt-3"
            text={`The Zen Rating of ${companyName}, its recommendation and its seven component ratings are for Premium members.`}
            modal="zen-rating"
            linkText="Unlock the Zen Rating with Premium"
          />
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Component ratings</h3>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {rating.components.map((c) => (
              <ComponentRow key={c.key} component={c} locked />
            ))}
          </ul>
        </div>
        <HowItWorks />
      </PageSection>
    );
  }

  const grade = rating.grade;
  return (
    <PageSection title="Zen Rating" aside={asOf}>
      <div data-testid="zen-rating-card" data-locked="false">
        <div className="mt-4 flex items-center gap-4">
          {grade ? <GradeBadge grade={grade} size="large" /> : null}
          <div>
            <p className="text-xl font-semibold text-slate-900" data-testid="rating-recommendation">
              {grade ? recommendationOf(grade) : (rating.recommendation ?? "Not rated")}
            </p>
            {rating.score !== null ? (
              <p className="text-sm text-slate-700" data-testid="rating-score">
                Score{" "}
                <span className="font-semibold tabular-nums text-slate-900">{formatRatingScore(rating.score)}</span> out
                of 10
              </p>
            ) : null}
          </div>
        </div>
        <h3 className="mt-5 text-sm font-semibold text-slate-900">Component ratings</h3>
        <ul className="mt-1 divide-y divide-slate-100 text-sm" data-testid="rating-components">
          {rating.components.map((c) => (
            <ComponentRow key={c.key} component={c} locked={false} />
          ))}
        </ul>
        <ComponentGradesChart rating={rating} companyName={companyName} />
        <h3 className="mt-5 text-sm font-semibold text-slate-900">Rating history</h3>
        <RatingHistoryChart history={rating.history} companyName={companyName} />
      </div>
      <HowItWorks />
    </PageSection>
  );
}
