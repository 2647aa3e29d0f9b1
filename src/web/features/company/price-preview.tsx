import { useId } from "react";
import type { ChartPalette } from "../../lib/chart-palette";
import type { ChartLines, ChartPoint } from "./price-ranges";

// The price chart as a page first shows it: the same lines as the interactive chart (the area of
// adjusted closes, the chosen averages, price levels on the right, months or years below),
// drawn as SVG in a few milliseconds. The interactive chart (lightweight-charts) takes its place
// on the visitor's first pointer or focus on the chart (price-chart.tsx): creating it and
// drawing its first data cost about 110 ms of main thread on a mid-range phone as the page
// started (decision 041, fifth pass), for hovering and dragging that most visitors never do.

/** lightweight-charts' default margins of the price scale: a fifth of the height above, a tenth below. */
const MARGIN_TOP = 0.2;
const MARGIN_BOTTOM = 0.1;
/** The plot spans 0..1000 each way and is stretched to the box (strokes keep their width). */
const SIZE = 1000;
/** At most this many time labels (the library shows about as many on a phone's width). */
const MAX_TICKS = 7;
/** About as many price levels as the library labels on the chart's height. */
const LEVELS = 8;

/** A position along the chart (0 to 1) as a CSS percentage. */
const cssPercent = (at: number) => `${(at * 100).toFixed(2)}%`;

/** A round step giving about `count` levels between `min` and `max` (1, 2 or 5 times a power of ten). */
export function niceStep(min: number, max: number, count = 4): number {
  const raw = (max - min) / count;
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : unit < 7.5 ? 5 : 10) * power;
}

export interface PreviewGeometry {
  /** The last close and its height, for the label and dotted line the library draws there. */
  last: { value: number; at: number } | null;
  /** "M x,y L x,y …" in the 0..1000 square, one per line: the price first, then each average. */
  price: string;
  averages: { period: number; path: string }[];
  /** Price levels with their height from the top, as a fraction of the plot. */
  levels: { value: number; at: number }[];
  /** Month (or year) starts with their place from the left, as a fraction of the plot. */
  ticks: { label: string; at: number }[];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Where each point goes. As in lightweight-charts, trading days are evenly spaced (a weekend
 * takes no room), so x is a point's index; an average starts later than the price when the
 * history is shorter than its period, so its points are the last ones of the range.
 */
export function previewGeometry(lines: ChartLines): PreviewGeometry {
  const n = lines.price.length;
  let min = Infinity;
  let max = -Infinity;
  for (const line of [lines.price, ...lines.averages.map((a) => a.points)]) {
    for (const p of line) {
      if (p.value < min) min = p.value;
      if (p.value > max) max = p.value;
    }
  }
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const span = (max - min) / (1 - MARGIN_TOP - MARGIN_BOTTOM);
  const top = max + span * MARGIN_TOP;
  const fractionOf = (value: number) => (top - value) / span;
  const x = (i: number) => (n > 1 ? (i / (n - 1)) * SIZE : SIZE / 2);
  const path = (points: readonly ChartPoint[], offset: number) =>
    points
      .map((p, i) => `${i === 0 ? "M" : "L"}${x(i + offset).toFixed(1)},${(fractionOf(p.value) * SIZE).toFixed(1)}`)
      .join("");

  const step = niceStep(min, max, LEVELS);
  // Levels over the whole height, margins included, as the library labels them; none so near
  // the last close that its label would cover it.
  const lastClose = lines.price[n - 1]?.value;
  const levels: PreviewGeometry["levels"] = [];
  for (let v = Math.ceil((top - span) / step) * step; v <= top; v += step) {
    const at = fractionOf(v);
    if (at < 0.03 || at > 0.97) continue;
    if (lastClose !== undefined && Math.abs(at - fractionOf(lastClose)) < 0.05) continue;
    levels.push({ value: v, at });
  }

  // A tick where a month begins (every other or third month when they crowd, January always
  // among them, labelled with its year); over longer ranges, where a year begins.
  const starts = (key: (date: string) => string) =>
    lines.price.flatMap((p, i) => (i > 0 && key(p.time) !== key(lines.price[i - 1]!.time) ? [i] : []));
  const monthStarts = starts((d) => d.slice(0, 7));
  const byYear = monthStarts.length > MAX_TICKS * 3;
  const chosen = byYear ? starts((d) => d.slice(0, 4)) : monthStarts;
  const every = Math.ceil(chosen.length / MAX_TICKS);
  const ticks = chosen.flatMap((i) => {
    const date = lines.price[i]!.time;
    const month = Number(date.slice(5, 7));
    const step = byYear ? Number(date.slice(0, 4)) : month - 1;
    if (step % every !== 0) return [];
    return [{ label: byYear || month === 1 ? date.slice(0, 4) : MONTHS[month - 1]!, at: n > 1 ? i / (n - 1) : 0.5 }];
  });

  const last = lines.price[n - 1];
  return {
    last: last ? { value: last.value, at: fractionOf(last.value) } : null,
    price: path(lines.price, 0),
    averages: lines.averages.map((a) => ({ period: a.period, path: path(a.points, n - a.points.length) })),
    levels,
    ticks,
  };
}

const PRICE_LINE = "#047857";

export function PricePreview({
  lines,
  palette,
  colourOf,
}: {
  lines: ChartLines;
  palette: ChartPalette;
  colourOf: (period: number) => string;
}) {
  const g = previewGeometry(lines);
  const gradientId = useId();
  return (
    // Positioned as the library lays out its chart: the plot, the price scale on its right and
    // the time scale below it. The figure's caption says in words what it shows.
    <div
      aria-hidden="true"
      className="absolute inset-0 text-xs"
      style={{ backgroundColor: palette.background, color: palette.text }}
    >
      <svg
        className="absolute left-0 top-0 h-[calc(100%-1.75rem)] w-[calc(100%-3.5rem)] overflow-visible"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        preserveAspectRatio="none"
        data-testid="price-preview"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor={PRICE_LINE} stopOpacity="0.25" />
            <stop offset="1" stopColor={PRICE_LINE} stopOpacity="0.02" />
          </linearGradient>
        </defs>
        {g.levels.map((l) => (
          <line
            key={l.value}
            x1="0"
            x2={SIZE}
            y1={l.at * SIZE}
            y2={l.at * SIZE}
            stroke={palette.grid}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {g.ticks.map((t) => (
          <line
            key={t.at}
            x1={t.at * SIZE}
            x2={t.at * SIZE}
            y1="0"
            y2={SIZE}
            stroke={palette.grid}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {g.price ? <path d={`${g.price}V${SIZE}H0Z`} fill={`url(#${gradientId})`} /> : null}
        <path d={g.price} fill="none" stroke={PRICE_LINE} strokeWidth="2" vectorEffect="non-scaling-stroke" />
        {g.last ? (
          <line
            x1="0"
            x2={SIZE}
            y1={g.last.at * SIZE}
            y2={g.last.at * SIZE}
            stroke={PRICE_LINE}
            strokeDasharray="1 2"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {g.averages.map((a) => (
          <path
            key={a.period}
            d={a.path}
            fill="none"
            stroke={colourOf(a.period)}
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="absolute inset-y-0 bottom-7 right-0 w-14">
        {g.levels.map((l) => (
          <span
            key={l.value}
            className="absolute left-2 -translate-y-1/2 tabular-nums"
            style={{ top: cssPercent(l.at) }}
          >
            {l.value.toFixed(2)}
          </span>
        ))}
        {g.last ? (
          <span
            className="absolute left-1 -translate-y-1/2 rounded-sm px-1 tabular-nums text-white"
            style={{ top: cssPercent(g.last.at), backgroundColor: PRICE_LINE }}
          >
            {g.last.value.toFixed(2)}
          </span>
        ) : null}
      </div>
      <div className="absolute bottom-0 left-0 right-14 h-7">
        {g.ticks.map((t) => (
          <span key={t.at} className="absolute top-1.5 -translate-x-1/2" style={{ left: cssPercent(t.at) }}>
            {t.label}
          </span>
        ))}
      </div>
    </div>
  );
}
