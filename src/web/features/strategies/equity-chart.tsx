import { useCallback, useId, useMemo, useRef } from "react";
import { type ChartPalette, useChartPalette } from "../../lib/chart-palette";
import { formatDate } from "../../lib/format";
import { libraryDrawing, useLightweightChart, type ChartLibrary } from "../../lib/use-lightweight-chart";
import { pageChartOptions } from "../../lib/page-chart-options";
import { ChartArea } from "../../components/ui/chart-area";

// A record's equity curve against the market's, month by month as growth of $1, on a log scale
// so that equal returns look equal across two decades (lightweight-charts, as the rating pages
// draw theirs). The launch date is marked: left of it a backtest, right of it live.

const STRATEGY_COLOUR = "#047857";

function colours(palette: ChartPalette) {
  return { strategy: STRATEGY_COLOUR, market: palette.muted };
}

export function EquityChart({
  name,
  curve,
  launchedOn,
}: {
  name: string;
  curve: readonly [string, number, number][];
  launchedOn: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const palette = useChartPalette();
  const captionId = useId();
  const lines = useMemo(
    () => ({
      strategy: curve.map(([time, value]) => ({ time, value })),
      market: curve.map(([time, , value]) => ({ time, value })),
    }),
    [curve],
  );
  const build = useCallback(
    (
      { createChart, LineSeries, ColorType, LineStyle, PriceScaleMode, createSeriesMarkers }: ChartLibrary,
      element: HTMLDivElement,
    ) => {
      const chart = createChart(element, {
        ...pageChartOptions({ ColorType }, palette),
        rightPriceScale: { borderVisible: false, mode: PriceScaleMode.Logarithmic },
      });
      const c = colours(palette);
      const strategy = chart.addSeries(LineSeries, { color: c.strategy, lineWidth: 2, priceLineVisible: false });
      strategy.setData(lines.strategy);
      chart
        .addSeries(LineSeries, { color: c.market, lineWidth: 2, lineStyle: LineStyle.Dashed, priceLineVisible: false })
        .setData(lines.market);
      const launch = lines.strategy.find((p) => p.time >= launchedOn);
      if (launch)
        createSeriesMarkers(strategy, [
          { time: launch.time, position: "aboveBar", color: c.strategy, shape: "arrowDown", text: "Launch" },
        ]);
      chart.timeScale().fitContent();
      return chart;
    },
    [lines, palette, launchedOn],
  );
  const draw = useMemo(() => libraryDrawing(build), [build]);
  const state = useLightweightChart(container, curve.length > 1 ? draw : null);
  if (curve.length < 2) return <p className="mt-3 text-slate-700">The curve has not been computed yet.</p>;
  const first = curve[0]!;
  const last = curve[curve.length - 1]!;
  return (
    <figure className="mt-3" aria-labelledby={captionId} data-testid="equity-chart" data-state={state}>
      <ChartArea container={container} state={state} />
      <figcaption id={captionId} className="mt-2 text-sm text-slate-700" data-testid="equity-summary">
        Growth of $1 in {name} (solid) against the market (dashed), month by month from {formatDate(first[0])} to{" "}
        {formatDate(last[0])}: ${last[1].toFixed(2)} against ${last[2].toFixed(2)}. Logarithmic scale; the yearly table
        below gives the same figures in numbers.
      </figcaption>
    </figure>
  );
}
