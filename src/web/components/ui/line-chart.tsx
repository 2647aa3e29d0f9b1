import { useId } from "react";
import { ChartTable, ChartTableHead } from "./chart-table";
import { ValueScale } from "./value-scale";

// A small line chart drawn in SVG, for a series too short for the price chart's canvas (an
// analyst's calls, a few hundred points). The drawing is one image with a summary for assistive
// technology; the figures themselves are in a table beside it, folded, so nothing is only a line.

export interface LinePoint {
  /** The x-axis label (an ISO date). */
  label: string;
  value: number;
}

interface Props {
  /** What the series is; names the image and the table. */
  title: string;
  points: LinePoint[];
  formatValue: (value: number) => string;
  formatLabel?: (label: string) => string;
  /** The table's column headings. */
  labelHeading: string;
  valueHeading: string;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 56 };

/** The series scaled into the drawing, zero always inside it (the baseline the line is read against). */
export function chartGeometry(points: LinePoint[]) {
  const values = points.map((p) => p.value);
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length > 1 ? (i / (points.length - 1)) * innerW : innerW / 2);
  const y = (v: number) => PAD.top + ((max - v) / span) * innerH;
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  return { min, max, zeroY: y(0), path, x, y };
}

export function LineChart({ title, points, formatValue, formatLabel = (l) => l, labelHeading, valueHeading }: Props) {
  const id = useId();
  if (points.length === 0) return null;
  const g = chartGeometry(points);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const summary = `${title}: ${points.length} points from ${formatLabel(first.label)} to ${formatLabel(last.label)}, ending at ${formatValue(last.value)}; lowest ${formatValue(Math.min(...points.map((p) => p.value)))}, highest ${formatValue(Math.max(...points.map((p) => p.value)))}.`;
  return (
    <figure className="mt-3" aria-labelledby={`${id}-caption`}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={title}
        className="h-auto w-full"
        data-testid="line-chart"
      >
        <ValueScale
          left={PAD.left}
          right={WIDTH - PAD.right}
          scale={g}
          formatValue={formatValue}
          lineClassName="stroke-slate-300"
        />
        <text x={PAD.left} y={HEIGHT - 6} className="fill-slate-600 text-[11px]">
          {formatLabel(first.label)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-slate-600 text-[11px]">
          {formatLabel(last.label)}
        </text>
        <path d={g.path} fill="none" className="stroke-emerald-700" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <figcaption id={`${id}-caption`} className="mt-1 text-sm text-slate-700">
        {summary}
      </figcaption>
      <ChartTable title={title} disclosure="Show the figures as a table">
        <ChartTableHead columns={[{ label: labelHeading }, { label: valueHeading, numeric: true }]} />
        <tbody>
          {points.map((p, i) => (
            <tr key={i} className="border-t border-slate-100">
              <td className="px-3 py-1">{formatLabel(p.label)}</td>
              <td className="px-3 py-1 text-right tabular-nums">{formatValue(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </figure>
  );
}
