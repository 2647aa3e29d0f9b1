import { RATINGS } from "../../../domain/contracts/analyst-rating-scale";
import type { CompanyForecast } from "../../../domain/contracts/company";
import { formatRatio } from "../../lib/format";
import { PageSection } from "../../components/ui/page-section";
import { RATING_LABELS } from "../../lib/analyst-rating-labels";

// Analyst consensus: the latest rating of each analyst of the last 12 months, as a split bar
// (decoration) and the same counts in words.

const SEGMENT_COLOURS = {
  strong_buy: "bg-emerald-700",
  buy: "bg-emerald-400",
  hold: "bg-slate-400",
  sell: "bg-red-400",
  strong_sell: "bg-red-700",
} as const;

export function ConsensusCard({
  consensus,
  companyName,
}: {
  consensus: CompanyForecast["consensus"];
  companyName: string;
}) {
  if (!consensus || consensus.analysts === 0) {
    return (
      <PageSection title="Analyst consensus">
        <p className="mt-3 text-slate-700">No analyst has rated {companyName} in the last 12 months.</p>
      </PageSection>
    );
  }
  return (
    <PageSection title="Analyst consensus">
      <p className="mt-3 text-2xl font-bold" data-testid="consensus-rating">
        {RATING_LABELS[consensus.rating]}
      </p>
      <p className="text-sm text-slate-700">
        Average {formatRatio(consensus.score)} on a scale from 1 (strong sell) to 5 (strong buy), from{" "}
        {consensus.analysts} {consensus.analysts === 1 ? "analyst" : "analysts"} in the last 12 months.
      </p>
      <div className="mt-4 flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {RATINGS.map((r) =>
          consensus.counts[r] > 0 ? (
            <div
              key={r}
              className={SEGMENT_COLOURS[r]}
              style={{ width: `${(consensus.counts[r] / consensus.analysts) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 xl:grid-cols-5">
        {RATINGS.map((r) => (
          <div key={r} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${SEGMENT_COLOURS[r]}`} />
            <dt className="text-slate-700">{RATING_LABELS[r]}</dt>
            <dd className="font-semibold tabular-nums">{consensus.counts[r]}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
