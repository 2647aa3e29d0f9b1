import { formatDate, formatPercent } from "../../lib/format";

// A small picture of a record beside the market: both curves as growth of $1 on a log scale,
// drawn on the server as SVG (no chart code for the overview page). The words below it say what
// the picture shows, so nothing is only a line.

const WIDTH = 320;
const HEIGHT = 110;
const PAD = 6;

export function curvePaths(curve: readonly [string, number, number][]) {
  const logs = curve.flatMap(([, s, m]) => [Math.log(s), Math.log(m)]);
  const min = Math.min(...logs);
  const max = Math.max(...logs);
  const span = max - min || 1;
  const x = (i: number) => PAD + (curve.length > 1 ? (i / (curve.length - 1)) * (WIDTH - 2 * PAD) : 0);
  const y = (v: number) => PAD + ((max - Math.log(v)) / span) * (HEIGHT - 2 * PAD);
  const path = (pick: 1 | 2) =>
    curve.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p[pick]).toFixed(1)}`).join(" ");
  return { strategy: path(1), market: path(2), baseline: y(1) };
}

export function MiniCurve({ name, curve }: { name: string; curve: readonly [string, number, number][] }) {
  if (curve.length < 2) return null;
  const g = curvePaths(curve);
  const first = curve[0]!;
  const last = curve[curve.length - 1]!;
  const summary = `${name} against the market from ${formatDate(first[0])} to ${formatDate(last[0])}: $1 became $${last[1].toFixed(2)} against the market's $${last[2].toFixed(2)} (${formatPercent(last[1] - 1, 0)} against ${formatPercent(last[2] - 1, 0)}).`;
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full"
        data-testid="mini-curve"
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={g.baseline} y2={g.baseline} className="stroke-slate-200" strokeWidth="1" />
        <path d={g.market} fill="none" className="stroke-slate-500" strokeWidth="1.5" strokeDasharray="4 3" />
        <path d={g.strategy} fill="none" className="stroke-emerald-700" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        <span className="font-medium text-emerald-800">Strategy</span> against the{" "}
        <span className="font-medium text-slate-700">market (dashed)</span>, growth of $1 on a log scale.
      </figcaption>
    </figure>
  );
}
