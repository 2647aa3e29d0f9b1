import { Link } from "react-router";
import type { LiveFigure } from "../../../domain/contracts/editorial";
import { formatScore } from "../../lib/format";

type ScoreExample = Extract<LiveFigure, { kind: "score-example" }>;

/** The Due Diligence Score of one company worked through: each dimension's checks, then the average. */
export function ScoreExampleFigure({ figure }: { figure: ScoreExample }) {
  const { company, dimensions, overall, checks, band } = figure;
  return (
    <figure className="rounded-lg border border-slate-200 p-4" data-testid="score-example">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold">
          <Link to={company.url} className="text-emerald-800 underline">
            {company.name} ({company.ticker})
          </Link>
          : the Due Diligence Score, dimension by dimension
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-1 pr-3">
              Dimension
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Checks passed
            </th>
            <th scope="col" className="py-1 text-right">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {dimensions.map((d) => (
            <tr key={d.name} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {d.name}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">
                {d.passed} of {d.checks}
              </td>
              <td className="py-1 text-right tabular-nums">{formatScore(d.score)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-1 pr-3 text-left">
              Due Diligence Score
            </th>
            <td className="py-1 pr-3 text-right">{checks} checks</td>
            <td className="py-1 text-right tabular-nums" data-testid="score-example-overall">
              {formatScore(overall)}
            </td>
          </tr>
        </tfoot>
      </table>
      <figcaption className="pt-2 text-sm text-slate-700">
        ({dimensions.map((d) => formatScore(d.score)).join(" + ")}) ÷ {dimensions.length} = {formatScore(overall)}: a{" "}
        <strong>{band}</strong> score.
        {dimensions.length === 4
          ? " The company paid no dividend in the last ten years, so it is scored on 33 checks."
          : ""}
      </figcaption>
    </figure>
  );
}
