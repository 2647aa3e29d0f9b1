import { Link } from "react-router";
import type { CompanyForecast } from "../../../domain/contracts/company";
import { paths } from "../../../domain/paths";
import { PageSection } from "../../components/ui/page-section";
import { PremiumInvitation } from "../../components/ui/premium-offer";
import { formatMoney, formatPercentChange, formatRatio } from "../../lib/format";
import { RATING_LABELS } from "../../lib/analyst-rating-labels";

// The top analysts' consensus, count and average target upside beside the all-analyst consensus.
// Premium: for everyone else the server sent nothing of it, and the card is a locked
// placeholder that opens the top-analysts upsell.

export function TopAnalystsCard({
  topAnalysts,
  companyName,
}: {
  topAnalysts: CompanyForecast["topAnalysts"];
  companyName: string;
}) {
  const method = (
    <p className="mt-3 text-sm">
      <Link to={paths.analysts()} className="font-medium text-emerald-800 underline hover:text-emerald-900">
        How analysts are ranked
      </Link>
    </p>
  );
  if (topAnalysts.locked) {
    return (
      <PageSection title="Top analysts' consensus">
        <p className="mt-3 text-slate-700">
          What the best-ranked quarter of analysts, by the measured outcome of their past calls, say about {companyName}
          : their consensus, how many they are and the upside to their average price target.
        </p>
        <PremiumInvitation
          className="mt-3"
          modal="top-analysts"
          text="The top analysts' consensus, count and upside are Premium. Full access requires Premium."
          linkText="See the top analysts' view with Premium"
        />
        {method}
      </PageSection>
    );
  }
  const view = topAnalysts.view;
  if (!view) {
    return (
      <PageSection title="Top analysts' consensus">
        <p className="mt-3 text-slate-700" data-testid="top-analysts-none">
          No top analyst has rated {companyName} in the last 12 months.
        </p>
        {method}
      </PageSection>
    );
  }
  return (
    <PageSection title="Top analysts' consensus" aside={`As of ${view.asOf}`}>
      <p className="mt-3 text-2xl font-bold" data-testid="top-analysts-rating">
        {RATING_LABELS[view.rating]}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-700">Top analysts</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="top-analysts-count">
            {view.analysts}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Average score</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatRatio(view.score)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Upside to their target</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="top-analysts-upside">
            {view.upside === null ? "—" : formatPercentChange(view.upside)}
          </dd>
        </div>
      </dl>
      {view.priceTarget !== null ? (
        <p className="mt-2 text-sm text-slate-700">Their average price target: {formatMoney(view.priceTarget)}.</p>
      ) : null}
      {method}
    </PageSection>
  );
}
