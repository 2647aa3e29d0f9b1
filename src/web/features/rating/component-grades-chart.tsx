import type { CompanyRating } from "../../../domain/contracts/rating";
import { BarChart } from "../../components/ui/bar-chart";
import { recommendationOf } from "./rating-format";

// The seven component grades at a glance: each component's percentile rank in the rated
// universe as a bar on a 0 to 100 scale, its grade in the table beside it. Drawn only from an
// unlocked rating: a locked one reaches the browser without grades or scores (the server
// removes them), and the card shows the lock instead.

export function componentBars(components: CompanyRating["components"]) {
  return components.map((c) => ({
    label: c.name,
    value: c.score,
    note: c.grade ? `${c.grade} (${recommendationOf(c.grade)})` : "Not rated",
  }));
}

export function ComponentGradesChart({ rating, companyName }: { rating: CompanyRating; companyName: string }) {
  if (rating.locked || !rating.available) return null;
  return (
    <BarChart
      testId="component-grades-chart"
      title={`Zen Rating components of ${companyName}: percentile rank among rated companies`}
      bars={componentBars(rating.components)}
      domain={{ min: 0, max: 100 }}
      formatValue={(v) => String(Math.round(v))}
      labelHeading="Component"
      valueHeading="Percentile"
      noteHeading="Grade"
      summaryExtra="A higher bar ranks better; 50 is the middle of the rated companies."
    />
  );
}
