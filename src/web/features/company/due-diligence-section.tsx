import { Link } from "react-router";
import type { DueDiligence } from "../../../domain/contracts/company";
import { CATEGORY_LABELS } from "../../../domain/checks/types";
import { paths } from "../../../domain/paths";
import { formatScore } from "../../lib/format";
import { Checklist } from "./checklist";
import { PageSection } from "../../components/ui/page-section";
import { UpsellLink } from "../../components/ui/premium-offer";
import { ScoreGauge } from "../../components/ui/score-gauge";
import { BarChart } from "../../components/ui/bar-chart";

// The due-diligence score (spec 9): the overall gauge, one gauge per scored dimension, and the
// checklist the scores come from.

/** Under the overall gauge: the score keeps the spec's arithmetic, so say what it rests on. */
function unavailableNote(unavailable: number): string {
  if (unavailable <= 0) return "Every check had data";
  return `${unavailable === 1 ? "1 check was" : `${unavailable} checks were`} unavailable for lack of data and ${
    unavailable === 1 ? "counts" : "count"
  } as not passed`;
}

interface Props {
  dueDiligence: DueDiligence | null;
  companyName: string;
  /** Each check's title by its type (the loader's `checkTitles`). */
  checkTitles: Readonly<Record<string, string>>;
  /** The research pipeline covers listed companies only. */
  delisted: boolean;
}

export function DueDiligenceSection({ dueDiligence, companyName, checkTitles, delisted }: Props) {
  if (!dueDiligence) {
    return (
      <PageSection title="Due diligence score">
        <p className="mt-3 text-slate-700">
          {delisted
            ? `${companyName} is delisted, so its due diligence checks are no longer computed.`
            : `The due diligence checks have not been computed for ${companyName} yet.`}
        </p>
      </PageSection>
    );
  }
  const { overall, dimensions, locked } = dueDiligence;
  return (
    <PageSection
      title="Due diligence score"
      aside={
        <Link to={paths.scoreExplanation()} className="text-emerald-800 underline">
          How the score works
        </Link>
      }
    >
      <div className="mt-4 grid gap-6 lg:grid-cols-[auto_1fr] lg:items-center">
        <ScoreGauge
          label="Overall"
          score={overall.score}
          size="large"
          detail={locked ? `${overall.checks} checks` : `${overall.passed} of ${overall.checks} checks passed`}
          note={unavailableNote(overall.checks - overall.withData)}
        />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" data-testid="dimension-gauges">
          {dimensions.map((d) => (
            <ScoreGauge
              key={d.category}
              label={CATEGORY_LABELS[d.category]}
              score={d.score}
              noData={d.withData === 0}
              detail={d.withData === 0 || locked ? `${d.checks} checks` : `${d.passed} of ${d.checks} passed`}
              note={d.withData === 0 ? "None of its checks had data" : `${d.withData} of ${d.checks} checks had data`}
            />
          ))}
        </div>
      </div>
      <h3 className="mt-6 text-sm font-semibold">The dimensions side by side</h3>
      <BarChart
        testId="dimension-scores-chart"
        title={`Due diligence scores of ${companyName} by dimension, out of 100`}
        bars={dimensions.map((d) => ({
          label: CATEGORY_LABELS[d.category],
          // A dimension none of whose checks had data is not a zero (decision 034).
          value: d.withData === 0 ? null : d.score,
        }))}
        domain={{ min: 0, max: 100 }}
        formatValue={formatScore}
        labelHeading="Dimension"
        valueHeading="Score out of 100"
      />
      {locked ? (
        <p className="mt-4 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Premium shows which checks {companyName} passes and why.{" "}
          <UpsellLink modal="due-diligence-score" className="font-medium text-emerald-800 underline">
            See all Premium features
          </UpsellLink>
        </p>
      ) : null}
      <Checklist dueDiligence={dueDiligence} companyName={companyName} titles={checkTitles} />
    </PageSection>
  );
}
