import { useId } from "react";

// One scale drawn across in SVG on the server, with a range on it (the analysts' low to high
// target), zones (under, near and over a fair value) and named marks (the price, the average).
// Each mark has its own label row, so marks close together never print over each other. Like
// the bar chart it costs no script; the image is named and summed up in words, and a folded
// table gives every figure.

export type RangeTone = "good" | "bad" | "neutral";

export interface RangeMark {
  label: string;
  value: number;
  /** "primary": the figure the chart is about; "reference": what it is read against (the price). */
  kind: "primary" | "reference" | "secondary";
}

export interface RangeZone {
  label: string;
  from: number;
  to: number;
  tone: RangeTone;
}

interface Props {
  title: string;
  /** What the chart shows, in words (the caption and the image's description). */
  summary: string;
  marks: RangeMark[];
  /** A span drawn on the scale, e.g. low to high target. */
  range?: { from: number; to: number; fromLabel: string; toLabel: string };
  zones?: RangeZone[];
  formatValue: (value: number) => string;
  /** A fixed scale; by default every figure with a little room either side. */
  domain?: { min: number; max: number };
  testId?: string;
}

const WIDTH = 640;
const PAD = { left: 16, right: 16 };
const ROW = 18;
const TRACK = 14;

const MARK_STROKE: Record<RangeMark["kind"], string> = {
  primary: "stroke-emerald-600",
  reference: "stroke-slate-900",
  secondary: "stroke-slate-500",
};
// Zone tints are the faintest steps, which the dark theme mirrors to the darkest, so a mark
// keeps 3:1 on any zone in both themes; the zones' names are printed, so the tint is never the
// only cue.
const ZONE_FILL: Record<RangeTone, string> = {
  good: "fill-emerald-50",
  neutral: "fill-slate-100",
  bad: "fill-red-50",
};

export function rangeDomain(
  marks: readonly RangeMark[],
  range?: { from: number; to: number },
  zones: readonly RangeZone[] = [],
): { min: number; max: number } {
  const values = [
    ...marks.map((m) => m.value),
    ...(range ? [range.from, range.to] : []),
    ...zones.flatMap((z) => [z.from, z.to]).filter(Number.isFinite),
  ];
  if (values.length === 0) return { min: 0, max: 1 };
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const room = (hi - lo) * 0.08 || Math.abs(hi) * 0.1 || 1;
  return { min: Math.max(0, lo - room), max: hi + room };
}

export function RangeChart({
  title,
  summary,
  marks,
  range,
  zones = [],
  formatValue,
  domain,
  testId = "range-chart",
}: Props) {
  const id = useId();
  if (marks.length === 0 && !range) return null;
  const { min, max } = domain ?? rangeDomain(marks, range, zones);
  const span = max - min || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const x = (v: number) => PAD.left + ((Math.min(max, Math.max(min, v)) - min) / span) * innerW;
  const trackY = marks.length * ROW + 10;
  const height = trackY + TRACK + 44;
  const anchor = (px: number) => (px < WIDTH * 0.15 ? "start" : px > WIDTH * 0.85 ? "end" : "middle");
  return (
    <figure className="mt-3 max-w-3xl" aria-labelledby={`${id}-caption`} data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title} className="h-auto w-full">
        <rect x={PAD.left} y={trackY} width={innerW} height={TRACK} className="fill-slate-100" rx="2" />
        {zones.map((z, i) => {
          const from = x(Number.isFinite(z.from) ? z.from : min);
          const to = x(Number.isFinite(z.to) ? z.to : max);
          if (to - from <= 0) return null;
          return (
            <g key={`z${i}`} data-zone={z.tone}>
              <rect x={from} y={trackY} width={to - from} height={TRACK} className={ZONE_FILL[z.tone]} />
              {/* A zone too narrow for its name is named in the table only. */}
              {to - from >= z.label.length * 6 ? (
                <text
                  x={(from + to) / 2}
                  y={trackY + TRACK + 30}
                  textAnchor="middle"
                  className="fill-slate-700 text-[11px]"
                >
                  {z.label}
                </text>
              ) : null}
            </g>
          );
        })}
        {range ? (
          <g data-range="">
            <rect
              x={x(range.from)}
              y={trackY + 3}
              width={Math.max(2, x(range.to) - x(range.from))}
              height={TRACK - 6}
              className="fill-sky-700"
              rx="2"
            />
            <text
              x={x(range.from)}
              y={trackY + TRACK + 14}
              textAnchor={anchor(x(range.from)) === "end" ? "end" : "start"}
              className="fill-slate-600 text-[11px]"
            >
              {range.fromLabel} {formatValue(range.from)}
            </text>
            <text
              x={x(range.to)}
              y={trackY + TRACK + 30}
              textAnchor={anchor(x(range.to)) === "start" ? "start" : "end"}
              className="fill-slate-600 text-[11px]"
            >
              {range.toLabel} {formatValue(range.to)}
            </text>
          </g>
        ) : (
          <>
            <text x={PAD.left} y={trackY + TRACK + 14} className="fill-slate-600 text-[11px]">
              {formatValue(min)}
            </text>
            <text x={WIDTH - PAD.right} y={trackY + TRACK + 14} textAnchor="end" className="fill-slate-600 text-[11px]">
              {formatValue(max)}
            </text>
          </>
        )}
        {marks.map((m, i) => {
          const px = x(m.value);
          const labelY = i * ROW + 14;
          return (
            <g key={`m${i}`} data-mark={m.kind}>
              <line
                x1={px}
                x2={px}
                y1={labelY + 4}
                y2={trackY + TRACK + 2}
                className={MARK_STROKE[m.kind]}
                strokeWidth={m.kind === "secondary" ? 2 : 3}
                strokeDasharray={m.kind === "secondary" ? "4 3" : undefined}
              />
              <text x={px} y={labelY} textAnchor={anchor(px)} className="fill-slate-900 text-[12px] font-semibold">
                {m.label} {formatValue(m.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={`${id}-caption`} className="mt-1 text-sm text-slate-700">
        {summary}
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-emerald-800">Show as a table</summary>
        <table className="mt-2 min-w-full text-sm" data-chart-table="">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="bg-slate-50 px-3 py-1 text-left font-semibold">
                Figure
              </th>
              <th scope="col" className="bg-slate-50 px-3 py-1 text-right font-semibold">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {range ? (
              <>
                <tr className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {range.fromLabel}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{formatValue(range.from)}</td>
                </tr>
                <tr className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {range.toLabel}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{formatValue(range.to)}</td>
                </tr>
              </>
            ) : null}
            {marks.map((m, i) => (
              <tr key={`m${i}`} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1 text-left font-normal">
                  {m.label}
                </th>
                <td className="px-3 py-1 text-right tabular-nums">{formatValue(m.value)}</td>
              </tr>
            ))}
            {zones.map((z, i) => (
              <tr key={`z${i}`} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1 text-left font-normal">
                  {z.label}
                </th>
                <td className="px-3 py-1 text-right tabular-nums">
                  {Number.isFinite(z.from) && Number.isFinite(z.to)
                    ? `${formatValue(z.from)} to ${formatValue(z.to)}`
                    : Number.isFinite(z.to)
                      ? `below ${formatValue(z.to)}`
                      : `above ${formatValue(z.from)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
