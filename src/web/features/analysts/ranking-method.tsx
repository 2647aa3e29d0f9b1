import { PageSection } from "../../components/ui/page-section";
import type { RankingMethod } from "../../../domain/contracts/analysts";

// The ranking's method, on the page as in decision 026: what a call's outcome is, how the score
// weighs the evidence, who is ranked and who is "top".

export function RankingMethodSection({ method }: { method: RankingMethod }) {
  return (
    <PageSection title="How analysts are ranked" aside={`At least ${method.minCalls} judged calls for a rank`}>
      <p className="mt-3 text-slate-700">{method.summary}</p>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700" data-testid="ranking-method">
        {method.steps.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ol>
    </PageSection>
  );
}
