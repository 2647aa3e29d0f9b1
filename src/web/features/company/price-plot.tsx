import { useEffect, useState } from "react";
import type { IChartApi, ISeriesApi, MouseEventParams } from "lightweight-charts";
import { changeTone } from "./change-tone";
import type { ChartPalette } from "../../lib/chart-palette";
import { formatDate, formatMoney, formatPercentChange } from "../../lib/format";
import type { ChartLines } from "./price-ranges";
import { PricePreview } from "./price-preview";
import { isoOfTime } from "../../lib/chart-time";
import { pageChartOptions } from "../../lib/page-chart-options";

// What the price chart (price-chart.tsx) draws once its prices are in: the lines in SVG, the
// interactive chart that takes their place, the legend and the summary in words. This module
// loads with the prices, not with the page, whose first view shows the chart's box and choices.

export { chartLines } from "./price-ranges";

interface ChartHandles {
  chart: IChartApi;
  price: ISeriesApi<"Area">;
  averages: Map<number, ISeriesApi<"Line">>;
}

interface Hover {
  time: string;
  value: number;
}

/** The range's lines in words; `rangeName` as in "1 year". */
export function PriceSummary({ lines, rangeName }: { lines: ChartLines; rangeName: string }) {
  const first = lines.price[0];
  const last = lines.price[lines.price.length - 1];
  if (!first || !last) return <>No prices in the last {rangeName}.</>;
  const change = first.value === 0 ? null : last.value / first.value - 1;
  return (
    <>
      {rangeName[0]?.toUpperCase()}
      {rangeName.slice(1)}: {formatMoney(first.value)} on {formatDate(first.time)} to {formatMoney(last.value)} on{" "}
      {formatDate(last.time)}
      {change !== null ? (
        <>
          {" "}
          (<span className={changeTone(change)}>{formatPercentChange(change)}</span>)
        </>
      ) : null}
      .
    </>
  );
}

/** Mouse-only detail: the figure caption already says in words what the chart shows. */
function HoverLegend({ point }: { point: Hover | null }) {
  if (!point) return null;
  return (
    <p
      aria-hidden="true"
      className="pointer-events-none absolute left-2 top-1 z-10 rounded bg-surface/90 px-1.5 py-0.5 text-xs text-slate-700 tabular-nums"
    >
      {formatDate(point.time)} <span className="font-semibold text-slate-900">{formatMoney(point.value)}</span>
    </p>
  );
}

/**
 * The lines in the chart's box: first as SVG; once `live` (the visitor has pointed at or
 * focused the chart), the interactive chart (lightweight-charts, canvas: hover legend, dragging,
 * pinching) is loaded and takes their place, with a line for each of `periods` (those not
 * chosen are empty). `onReady` says when it has.
 */
export function PricePlot({
  lines,
  periods,
  palette,
  live,
  colourOf,
  onReady,
}: {
  lines: ChartLines;
  periods: readonly number[];
  palette: ChartPalette;
  live: boolean;
  colourOf: (period: number) => string;
  onReady: (ready: boolean) => void;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [handles, setHandles] = useState<ChartHandles | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  // The library touches `window` when it loads, so it is imported here, in the browser only.
  useEffect(() => {
    if (!live || !element) return;
    let cancelled = false;
    let created: IChartApi | null = null;
    void import("lightweight-charts").then(
      ({ createChart, AreaSeries, LineSeries, ColorType }) => {
        if (cancelled) return;
        const chart = createChart(element, {
          ...pageChartOptions({ ColorType }, palette),
          rightPriceScale: { borderVisible: false },
        });
        created = chart;
        const price = chart.addSeries(AreaSeries, {
          lineColor: "#047857",
          topColor: "rgba(4, 120, 87, 0.25)",
          bottomColor: "rgba(4, 120, 87, 0.02)",
          lineWidth: 2,
          priceFormat: { type: "price", precision: 2, minMove: 0.01 },
        });
        const averageLines = new Map<number, ISeriesApi<"Line">>();
        for (const period of periods) {
          averageLines.set(
            period,
            chart.addSeries(LineSeries, {
              color: colourOf(period),
              lineWidth: 1,
              priceLineVisible: false,
              lastValueVisible: false,
              crosshairMarkerVisible: false,
            }),
          );
        }
        // The point under the pointer, for the legend in the chart's corner.
        chart.subscribeCrosshairMove((param: MouseEventParams) => {
          const point = param.time === undefined ? undefined : param.seriesData.get(price);
          setHover(
            point && "value" in point && typeof point.value === "number"
              ? { time: isoOfTime(point.time), value: point.value }
              : null,
          );
        });
        setHandles({ chart, price, averages: averageLines });
        onReady(true);
      },
      () => {
        // The chart's code is a separate download; without it the SVG lines stay, and the summary.
      },
    );
    return () => {
      cancelled = true;
      created?.remove();
      setHandles(null);
      onReady(false);
    };
  }, [live, element, periods, palette, colourOf, onReady]);

  useEffect(() => {
    if (!handles) return;
    handles.price.setData(lines.price);
    for (const [period, line] of handles.averages) {
      line.setData(lines.averages.find((a) => a.period === period)?.points ?? []);
    }
    handles.chart.timeScale().fitContent();
  }, [handles, lines]);

  return (
    <>
      {/* The library owns this element's children; React never renders into it. */}
      <div ref={setElement} className="absolute inset-0" aria-hidden="true" />
      {/* Until the library has drawn (or if it cannot load), the same lines in SVG. */}
      {!handles ? <PricePreview lines={lines} palette={palette} colourOf={colourOf} /> : null}
      <HoverLegend point={hover ?? lines.price[lines.price.length - 1] ?? null} />
    </>
  );
}
