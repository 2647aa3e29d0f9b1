import type { LiveFigure, RoeDistributionRow } from "../../../domain/contracts/editorial";
import { formatInteger, formatPercent } from "../../lib/format";

type RoeBySector = Extract<LiveFigure, { kind: "roe-by-sector" }>;

/** The bar's scale: ROEs past these ends are drawn at the end (a few companies run far out). */
const SCALE = { min: -10, max: 50 };

function position(value: number): number {
  const clamped = Math.min(SCALE.max, Math.max(SCALE.min, value));
  return ((clamped - SCALE.min) / (SCALE.max - SCALE.min)) * 100;
}

const pct = (value: number) => formatPercent(value / 100);

/** The middle half of a sector's ROEs as a bar, the median as a tick, the 20 percent line dashed. */
function RangeBar({ row }: { row: RoeDistributionRow }) {
  const left = position(row.p25);
  const width = Math.max(0.5, position(row.p75) - left);
  return (
    <div className="relative h-4 w-full min-w-24 rounded bg-slate-100" aria-hidden="true">
      <div
        className="absolute inset-y-0 border-l border-dashed border-slate-500"
        style={{ left: `${position(20)}%` }}
      />
      <div className="absolute inset-y-1 rounded bg-emerald-600/60" style={{ left: `${left}%`, width: `${width}%` }} />
      <div className="absolute inset-y-0 w-0.5 bg-emerald-900" style={{ left: `${position(row.median)}%` }} />
    </div>
  );
}

function Row({ row, total }: { row: RoeDistributionRow; total?: boolean }) {
  return (
    <tr className={total ? "font-semibold" : "border-b border-slate-100"}>
      <th scope="row" className="py-1 pr-3 text-left font-[inherit]">
        {row.label}
      </th>
      <td className="py-1 pr-3 text-right tabular-nums">{formatInteger(row.companies)}</td>
      <td className="py-1 pr-3 text-right tabular-nums">{pct(row.p25)}</td>
      <td className="py-1 pr-3 text-right tabular-nums">{pct(row.median)}</td>
      <td className="py-1 pr-3 text-right tabular-nums">{pct(row.p75)}</td>
      <td className="py-1 pr-3 text-right tabular-nums">{formatPercent(row.above20 / 100, 0)}</td>
      <td className="hidden w-1/4 py-1 sm:table-cell">
        <RangeBar row={row} />
      </td>
    </tr>
  );
}

export function RoeBySectorFigure({ figure }: { figure: RoeBySector }) {
  return (
    <figure className="overflow-x-auto rounded-lg border border-slate-200 p-4" data-testid="roe-by-sector">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold">Return on equity by sector, trailing four quarters</caption>
        <thead>
          <tr className="border-b border-slate-300 text-right">
            <th scope="col" className="py-1 pr-3 text-left">
              Sector
            </th>
            <th scope="col" className="py-1 pr-3">
              Companies
            </th>
            <th scope="col" className="py-1 pr-3">
              25th pct.
            </th>
            <th scope="col" className="py-1 pr-3">
              Median
            </th>
            <th scope="col" className="py-1 pr-3">
              75th pct.
            </th>
            <th scope="col" className="py-1 pr-3">
              Above 20%
            </th>
            <th scope="col" className="hidden py-1 text-left sm:table-cell">
              Middle half ({SCALE.min}% to {SCALE.max}%)
            </th>
          </tr>
        </thead>
        <tbody>
          {figure.rows.map((row) => (
            <Row key={row.label} row={row} />
          ))}
        </tbody>
        <tfoot>
          <Row row={figure.market} total />
        </tfoot>
      </table>
      <figcaption className="pt-2 text-sm text-slate-700">
        The bar spans each sector&rsquo;s 25th to 75th percentile, the dark tick is its median and the dashed line is
        the checklist&rsquo;s 20 percent.
      </figcaption>
    </figure>
  );
}
