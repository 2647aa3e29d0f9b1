import { useId } from "react";
import { ChartTable, ChartTableHead } from "./chart-table";
import { ValueScale } from "./value-scale";

// A bar chart drawn in SVG on the server: no chart library and no script, so a page of figures
// gains a picture without a byte of client code beyond React. The drawing is one image named by
// its title and summed up in words; every figure is also in a folded table beside it, so
// nothing is only a bar. A bar may carry a marker (an estimate drawn as a tick across it) and a
// tone (a beat or a miss) that is shown by a shape as well as a colour.

export type BarTone = "good" | "bad" | "neutral";

export interface Bar {
  /** The category ("Q1 2025", "2024"), in the table and the summary. */
  label: string;
  /** A shorter form for under the bar, where labels are crowded (a month for a date). */
  axisLabel?: string;
  /** Null: nothing to draw; the chart says "No data" in the bar's place. */
  value: number | null;
  /** A second figure drawn as a tick across the bar, e.g. the estimate. */
  marker?: number | null;
  tone?: BarTone;
  /** Words for the table's last column, e.g. "beat by 5.2%". */
  note?: string;
}

interface Props {
  /** What the chart shows; names the image and the table. */
  title: string;
  bars: Bar[];
  formatValue: (value: number) => string;
  /** The table's column headings. */
  labelHeading: string;
  valueHeading: string;
  /** Heading of the marker column and the legend's name for the tick (e.g. "Estimate"). */
  markerHeading?: string;
  /** Heading of the notes column. */
  noteHeading?: string;
  /** A fixed scale (0 to 100 for scores); by default the bars' own range, zero included. */
  domain?: { min: number; max: number };
  /** Said after the generated summary, e.g. how beats and misses are marked. */
  summaryExtra?: string;
  /** The legend's words for the two tones, e.g. Beat and Miss. */
  toneNames?: { good: string; bad: string };
  testId?: string;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 18, right: 12, bottom: 28, left: 64 };
/** About the width of a character of the axis labels, to know how many labels fit side by side. */
const CHAR_WIDTH = 6.5;
/** Up to this many bars each print their figure. */
const MAX_VALUE_LABELS = 10;

// Fills that keep 3:1 against the surface in both themes (sky-700, emerald-600 and red-600 are
// not mirrored by the dark theme; slate-900 is, so the tick stays the strongest ink).
const FILLS: Record<BarTone, string> = {
  neutral: "fill-sky-700",
  good: "fill-emerald-600",
  bad: "fill-red-600",
};

export function barGeometry(bars: readonly Bar[], domain?: { min: number; max: number }) {
  const values = bars.flatMap((b) => [b.value, b.marker ?? null]).filter((v): v is number => v !== null);
  const min = domain?.min ?? Math.min(0, ...values);
  const max = domain?.max ?? Math.max(0, ...values);
  const span = max - min || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = bars.length > 0 ? innerW / bars.length : innerW;
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const y = (v: number) => PAD.top + ((max - Math.min(max, Math.max(min, v))) / span) * innerH;
  const centre = (i: number) => PAD.left + slot * i + slot / 2;
  return { min, max, y, centre, barWidth, zeroY: y(Math.min(max, Math.max(min, 0))), slot };
}

/** In words: how many bars, the span of categories, the latest figure, the lowest and highest. */
export function barSummary(title: string, bars: readonly Bar[], formatValue: (v: number) => string): string {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return `${title}: no figures.`;
  const known = bars.filter((b): b is Bar & { value: number } => b.value !== null);
  const missing = bars.length - known.length;
  const parts = [`${title}: ${bars.length} ${bars.length === 1 ? "bar" : "bars"}`];
  if (bars.length > 1) parts[0] += ` from ${first.label} to ${last.label}`;
  if (known.length > 0) {
    const low = known.reduce((a, b) => (b.value < a.value ? b : a));
    const high = known.reduce((a, b) => (b.value > a.value ? b : a));
    const latest = known[known.length - 1]!;
    parts.push(`${latest.label} ${formatValue(latest.value)}`);
    if (known.length > 1)
      parts.push(`lowest ${low.label} ${formatValue(low.value)}, highest ${high.label} ${formatValue(high.value)}`);
  }
  if (missing > 0) parts.push(`no data for ${missing}`);
  return `${parts.join("; ")}.`;
}

function Glyph({ tone }: { tone: "good" | "bad" }) {
  return (
    <svg viewBox="0 0 10 8" className="h-2 w-2.5" aria-hidden="true" focusable="false">
      <path d={tone === "good" ? "M0,8 L10,8 L5,0 Z" : "M0,0 L10,0 L5,8 Z"} className={FILLS[tone]} />
    </svg>
  );
}

export function BarChart({
  title,
  bars,
  formatValue,
  labelHeading,
  valueHeading,
  markerHeading,
  noteHeading,
  domain,
  summaryExtra,
  toneNames = { good: "Above", bad: "Below" },
  testId = "bar-chart",
}: Props) {
  const id = useId();
  if (bars.length === 0) return null;
  const g = barGeometry(bars, domain);
  const hasMarkers = bars.some((b) => b.marker !== undefined && b.marker !== null);
  const hasNotes = bars.some((b) => b.note);
  const hasTones = bars.some((b) => b.tone === "good" || b.tone === "bad");
  const longest = Math.max(...bars.map((b) => (b.axisLabel ?? b.label).length));
  const fitting = Math.max(1, Math.floor((WIDTH - PAD.left - PAD.right) / (longest * CHAR_WIDTH + 10)));
  const labelEvery = Math.ceil(bars.length / fitting);
  // A few plain bars carry their figure; with ticks and glyphs above them there is no room.
  const showValues = bars.length <= MAX_VALUE_LABELS && !hasMarkers && !hasTones;
  const summary = [barSummary(title, bars, formatValue), summaryExtra].filter(Boolean).join(" ");
  return (
    <figure className="mt-3 max-w-3xl" aria-labelledby={`${id}-caption`} data-testid={testId}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={title}
        className="h-auto w-full"
        data-bars={bars.length}
      >
        <ValueScale
          left={PAD.left}
          right={WIDTH - PAD.right}
          scale={g}
          formatValue={formatValue}
          lineClassName="stroke-slate-400"
        />
        {g.min < 0 && g.max > 0 ? (
          <text x={PAD.left - 6} y={g.zeroY + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
            {formatValue(0)}
          </text>
        ) : null}
        {bars.map((b, i) => {
          const cx = g.centre(i);
          const left = cx - g.barWidth / 2;
          // Every nth label when they would crowd, always the last (the latest figure).
          const last = i === bars.length - 1;
          const showLabel = last || (i % labelEvery === 0 && bars.length - 1 - i >= labelEvery);
          const label = showLabel ? (
            <text x={cx} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {b.axisLabel ?? b.label}
            </text>
          ) : null;
          if (b.value === null) {
            return (
              <g key={i} data-no-data="">
                <text x={cx} y={g.zeroY - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
                  No data
                </text>
                {label}
              </g>
            );
          }
          const top = Math.min(g.y(b.value), g.zeroY);
          const height = Math.max(1, Math.abs(g.zeroY - g.y(b.value)));
          const tone = b.tone ?? "neutral";
          const markerY = b.marker === undefined || b.marker === null ? null : g.y(b.marker);
          // Above a bar that reaches up, below one that reaches down: the beat/miss glyph never
          // sits on the bar, so its shape is read even where the colours are not told apart.
          const glyphBase = b.value >= 0 ? Math.min(top, markerY ?? top) - 4 : Math.max(top + height, markerY ?? 0) + 4;
          return (
            <g key={i}>
              <rect
                data-bar={tone}
                x={left}
                y={top}
                width={g.barWidth}
                height={height}
                className={FILLS[tone]}
                rx="1"
              />
              {markerY !== null ? (
                <line
                  data-marker=""
                  x1={left - 3}
                  x2={left + g.barWidth + 3}
                  y1={markerY}
                  y2={markerY}
                  className="stroke-slate-900"
                  strokeWidth="2.5"
                />
              ) : null}
              {tone !== "neutral" ? (
                <path
                  data-tone-glyph={tone}
                  d={
                    tone === "good"
                      ? `M${cx - 5},${glyphBase} L${cx + 5},${glyphBase} L${cx},${glyphBase - 8} Z`
                      : `M${cx - 5},${glyphBase - 8} L${cx + 5},${glyphBase - 8} L${cx},${glyphBase} Z`
                  }
                  className={FILLS[tone]}
                />
              ) : null}
              {showValues ? (
                <text
                  x={cx}
                  y={b.value >= 0 ? top - 4 : top + height + 12}
                  textAnchor="middle"
                  className="fill-slate-700 text-[11px]"
                >
                  {formatValue(b.value)}
                </text>
              ) : null}
              {label}
            </g>
          );
        })}
      </svg>
      {hasMarkers || hasTones ? (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
          {hasMarkers ? (
            <span className="inline-flex items-center gap-1.5">
              <span className="inline-block h-0.5 w-4 bg-slate-900" />
              {markerHeading ?? "Marker"}
            </span>
          ) : null}
          {hasTones ? (
            <>
              <span className="inline-flex items-center gap-1.5">
                <Glyph tone="good" /> {toneNames.good}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Glyph tone="bad" /> {toneNames.bad}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      <figcaption id={`${id}-caption`} className="mt-1 text-sm text-slate-700">
        {summary}
      </figcaption>
      <ChartTable title={title} disclosure="Show as a table" table={{ "data-chart-table": "" }}>
        <ChartTableHead
          columns={[
            { label: labelHeading },
            { label: valueHeading, numeric: true },
            hasMarkers && { label: markerHeading ?? "Marker", numeric: true },
            hasNotes && { label: noteHeading ?? "" },
          ]}
        />
        <tbody>
          {bars.map((b, i) => (
            <tr key={i} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1 text-left font-normal">
                {b.label}
              </th>
              <td className="px-3 py-1 text-right tabular-nums">
                {b.value === null ? "No data" : formatValue(b.value)}
              </td>
              {hasMarkers ? (
                <td className="px-3 py-1 text-right tabular-nums">
                  {b.marker === undefined || b.marker === null ? "" : formatValue(b.marker)}
                </td>
              ) : null}
              {hasNotes ? <td className="px-3 py-1">{b.note ?? ""}</td> : null}
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </figure>
  );
}
