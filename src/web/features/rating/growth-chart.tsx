import { useCallback, useId, useMemo, useRef, useState } from "react";
import type { MouseEventParams } from "lightweight-charts";
import type { ZenRatingsExplainer } from "../../../domain/contracts/rating";
import { type ChartPalette, useChartPalette } from "../../lib/chart-palette";
import { formatBigMoney } from "../../lib/format";
import { Figure } from "../../components/ui/not-available";
import { curveName, growthLines, growthSummary, type CurveKey } from "./chart-data";
import { GRADE_COLOURS } from "./grade-style";
import { formatDate, formatGrowth } from "./rating-format";
import { isoOfTime } from "../../lib/chart-time";
import { libraryDrawing, useLightweightChart, type ChartLibrary } from "../../lib/use-lightweight-chart";
import { pageChartOptions } from "../../lib/page-chart-options";
import { ChartArea } from "../../components/ui/chart-area";

// The backtest's growth of $1 in each grade's portfolio and in the market (lightweight-charts,
// canvas, browser only), on a logarithmic scale so that equal returns look equal across two
// decades. The legend beside it names every line with its value (at the date under the pointer,
// otherwise at the end), and the caption says in words what $1 became.

/** The axis and the crosshair: compact above $1,000 so that the scale stays narrow. */
function formatAxisGrowth(value: number): string {
  return Math.abs(value) >= 1000 ? formatBigMoney(value) : formatGrowth(value);
}

/** The market's curve is the theme's secondary ink (slate-700 by day); the grades keep their colours. */
function colourOf(key: CurveKey, palette: ChartPalette): string {
  return key === "market" ? palette.muted : GRADE_COLOURS[key];
}

export function GrowthChart({ curves }: { curves: ZenRatingsExplainer["curves"] }) {
  const lines = useMemo(() => growthLines(curves), [curves]);
  const container = useRef<HTMLDivElement>(null);
  const palette = useChartPalette();
  const [hover, setHover] = useState<string | null>(null);
  const captionId = useId();
  const from = curves.dates[0];
  const to = curves.dates[curves.dates.length - 1];
  const hasData = lines.some((l) => l.points.length > 0);

  // The values at a date, per line, for the legend.
  const valuesAt = useMemo(() => {
    const index = new Map<string, number>(curves.dates.map((d, i) => [d, i]));
    return (date: string, key: CurveKey): number | null => {
      const i = index.get(date);
      const v = i === undefined ? undefined : curves[key][i];
      return v === undefined || !Number.isFinite(v) ? null : v;
    };
  }, [curves]);

  const build = useCallback(
    ({ createChart, LineSeries, ColorType, LineStyle, PriceScaleMode }: ChartLibrary, element: HTMLDivElement) => {
      const chart = createChart(element, {
        ...pageChartOptions({ ColorType }, palette),
        rightPriceScale: { borderVisible: false, mode: PriceScaleMode.Logarithmic },
      });
      for (const line of lines) {
        chart
          .addSeries(LineSeries, {
            color: colourOf(line.key, palette),
            lineWidth: 2,
            lineStyle: line.key === "market" ? LineStyle.Dashed : LineStyle.Solid,
            priceLineVisible: false,
            lastValueVisible: false,
            priceFormat: { type: "custom", formatter: formatAxisGrowth, minMove: 0.01 },
          })
          .setData(line.points);
      }
      chart.timeScale().fitContent();
      chart.subscribeCrosshairMove((param: MouseEventParams) =>
        setHover(param.time === undefined ? null : isoOfTime(param.time)),
      );
      return chart;
    },
    [lines, palette],
  );
  const draw = useMemo(() => libraryDrawing(build), [build]);
  const state = useLightweightChart(container, hasData ? draw : null);

  if (!hasData) return <p className="mt-3 text-slate-700">The growth curves have not been computed yet.</p>;
  const legendDate = hover ?? to;
  return (
    <figure className="mt-3" aria-labelledby={captionId} data-testid="growth-chart" data-state={state}>
      <div className="grid gap-4 lg:grid-cols-[1fr_14rem]">
        <ChartArea container={container} state={state} />
        <div>
          <p className="text-sm font-semibold text-slate-900">
            Growth of $1
            {legendDate ? <span className="font-normal text-slate-700"> on {formatDate(legendDate)}</span> : null}
          </p>
          <ul className="mt-2 space-y-1.5 text-sm" data-testid="growth-legend">
            {lines.map((line) => {
              const value = legendDate ? valuesAt(legendDate, line.key) : line.final;
              return (
                <li key={line.key} className="flex items-center justify-between gap-3">
                  <span className="inline-flex items-center gap-2">
                    <svg
                      aria-hidden="true"
                      focusable="false"
                      width="24"
                      height="8"
                      viewBox="0 0 24 8"
                      className="shrink-0"
                    >
                      <line
                        x1="0"
                        y1="4"
                        x2="24"
                        y2="4"
                        stroke={colourOf(line.key, palette)}
                        strokeWidth="3"
                        strokeDasharray={line.key === "market" ? "5 3" : undefined}
                      />
                    </svg>
                    {curveName(line.key)}
                  </span>
                  <span className="tabular-nums font-medium">
                    <Figure value={value} format={formatGrowth} />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-slate-700" data-testid="growth-summary">
        {growthSummary(lines, from, to)} Logarithmic scale.
      </figcaption>
    </figure>
  );
}
