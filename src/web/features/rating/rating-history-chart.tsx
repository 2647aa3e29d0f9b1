import { useId, useMemo, useRef, useState } from "react";
import type { CompanyRating } from "../../../domain/contracts/rating";
import { GRADE_INFO, GRADES, type Grade } from "../../../domain/rating/grades";
import { useChartPalette } from "../../lib/chart-palette";
import { historyPoints, historySummary } from "./chart-data";
import { formatDate, recommendationOf } from "./rating-format";
import { useLightweightChart, type ChartDrawing } from "../../lib/use-lightweight-chart";
import { ChartArea } from "../../components/ui/chart-area";

// The company's Zen Rating over time (lightweight-charts, canvas) as a step line on the 0-10
// scale of spec 9, with a dotted line and an axis label at each grade (A=9 ... F=1;
// rating-history-drawing.ts). Like the price chart it is drawn in the browser only; the server
// renders a box of its final size and the caption says in words what the chart shows.

const SCALE = GRADES.map((g) => `${g}=${GRADE_INFO[g].chartValue}`).join(", ");

/** Every grade of the history, newest first, for whoever would rather read than look. */
function HistoryTable({ history, companyName }: { history: CompanyRating["history"]; companyName: string }) {
  const rows = [...history].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-emerald-800">Show as a table</summary>
      <div
        className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-slate-200"
        role="region"
        aria-label={`Zen Rating history of ${companyName} (table)`}
        tabIndex={0}
      >
        <table className="min-w-full text-sm" data-testid="rating-history-table">
          <caption className="sr-only">Zen Rating history of {companyName}</caption>
          <thead>
            <tr>
              <th scope="col" className="bg-slate-50 px-3 py-1 text-left font-semibold">
                Date
              </th>
              <th scope="col" className="bg-slate-50 px-3 py-1 text-left font-semibold">
                Grade
              </th>
              <th scope="col" className="bg-slate-50 px-3 py-1 text-right font-semibold">
                Chart value
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((h) => (
              <tr key={h.date} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1 text-left font-normal">
                  <time dateTime={h.date}>{formatDate(h.date)}</time>
                </th>
                <td className="px-3 py-1">
                  {h.grade} ({recommendationOf(h.grade)})
                </td>
                <td className="px-3 py-1 text-right tabular-nums">{h.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function RatingHistoryChart({
  history,
  companyName,
}: {
  history: CompanyRating["history"];
  companyName: string;
}) {
  const points = useMemo(() => historyPoints(history), [history]);
  const gradeByDate = useMemo(() => new Map<string, Grade>(history.map((h) => [h.date, h.grade])), [history]);
  const container = useRef<HTMLDivElement>(null);
  const palette = useChartPalette();
  const [hover, setHover] = useState<string | null>(null);
  const captionId = useId();

  // The drawing's code loads with the library, when the chart is drawn.
  const draw = useMemo<ChartDrawing>(
    () => () =>
      Promise.all([import("lightweight-charts"), import("./rating-history-drawing")]).then(
        ([lib, { drawRatingHistory }]) =>
          (element: HTMLDivElement) =>
            drawRatingHistory(lib, element, points, palette, setHover),
      ),
    [points, palette],
  );
  const state = useLightweightChart(container, points.length > 0 ? draw : null);

  if (points.length === 0)
    return <p className="mt-2 text-sm text-slate-700">No rating history for {companyName} yet.</p>;
  const shown = hover ?? points[points.length - 1]?.time ?? null;
  const shownGrade = shown ? gradeByDate.get(shown) : undefined;
  return (
    <figure className="mt-2" aria-labelledby={captionId} data-testid="rating-history-chart" data-state={state}>
      <ChartArea container={container} state={state} loading="Loading the rating history…" className="h-48 w-full">
        {state === "ready" && shown && shownGrade ? (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute left-1 top-0 z-10 rounded bg-surface/90 px-1.5 py-0.5 text-xs text-slate-700 tabular-nums"
          >
            {formatDate(shown)}{" "}
            <span className="font-semibold text-slate-900">
              {shownGrade} ({recommendationOf(shownGrade)})
            </span>
          </p>
        ) : null}
      </ChartArea>
      <figcaption id={captionId} className="mt-2 text-xs text-slate-700" data-testid="rating-history-summary">
        {historySummary(history, companyName)} Scale: {SCALE}.
      </figcaption>
      <HistoryTable history={history} companyName={companyName} />
    </figure>
  );
}
