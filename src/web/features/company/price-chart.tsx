import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { IChartApi, ISeriesApi, MouseEventParams } from "lightweight-charts";
import { MOVING_AVERAGE_PERIODS } from "../../../domain/indicators/sma";
import { changeTone } from "./change-tone";
import { type ChartPalette, useChartPalette } from "../../lib/chart-palette";
import { formatDate, formatMoney, formatPercentChange } from "../../lib/format";
import { PageSection } from "../../components/ui/page-section";
import { chartLines, PRICE_RANGES, RANGE_NAMES, type ChartLines, type PriceRange } from "./price-ranges";
import { usePriceSeries } from "./use-price-series";
import { PricePreview } from "./price-preview";
import { isoOfTime } from "../../lib/chart-time";
import { pageChartOptions } from "../../lib/use-lightweight-chart";

// The price chart. It exists only in the browser (the prices are read after the page): the
// server renders a box of the chart's final size so nothing moves when the chart appears, and the
// text summary under the buttons says in words what the chart shows. Prices are adjusted closes.
// The lines are first drawn as SVG (price-preview.tsx); the interactive chart (lightweight-charts,
// canvas: hover legend, dragging, pinching) is loaded and takes its place on the first pointer
// or focus anywhere on the figure, its buttons included (decision 041, fifth pass).

const AVERAGE_COLOURS: Record<number, string> = {
  10: "#7c3aed", // violet-600
  20: "#db2777", // pink-600
  50: "#2563eb", // blue-600
  100: "#c2410c", // orange-700
};

/** The 200-day line is the theme's ink (slate-900 by day, near white by night). */
function averageColour(period: number, palette: ChartPalette): string {
  return AVERAGE_COLOURS[period] ?? palette.ink;
}

const DEFAULT_RANGE: PriceRange = "1Y";
const DEFAULT_AVERAGES: readonly number[] = [50, 200];

interface ChartHandles {
  chart: IChartApi;
  price: ISeriesApi<"Area">;
  averages: Map<number, ISeriesApi<"Line">>;
}

interface Hover {
  time: string;
  value: number;
}

function Summary({ lines, range }: { lines: ChartLines; range: PriceRange }) {
  const first = lines.price[0];
  const last = lines.price[lines.price.length - 1];
  if (!first || !last) return <>No prices in the last {RANGE_NAMES[range]}.</>;
  const change = first.value === 0 ? null : last.value / first.value - 1;
  return (
    <>
      {RANGE_NAMES[range][0]?.toUpperCase()}
      {RANGE_NAMES[range].slice(1)}: {formatMoney(first.value)} on {formatDate(first.time)} to {formatMoney(last.value)}{" "}
      on {formatDate(last.time)}
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

export function PriceChart({ companyId, companyName }: { companyId: number; companyName: string }) {
  const state = usePriceSeries(companyId);
  const [range, setRange] = useState<PriceRange>(DEFAULT_RANGE);
  const [averages, setAverages] = useState<readonly number[]>(DEFAULT_AVERAGES);
  const container = useRef<HTMLDivElement>(null);
  const palette = useChartPalette();
  const [handles, setHandles] = useState<ChartHandles | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  // Whether the visitor has pointed at or focused the chart: only then is the library loaded.
  const [live, setLive] = useState(false);
  const summaryId = useId();
  const goLive = () => setLive(true);

  const series = state.kind === "loaded" ? state.series : null;
  const lines = useMemo(
    () => (series ? chartLines(series.dates, series.adjClose, range, averages) : null),
    [series, range, averages],
  );

  // The library touches `window` when it loads, so it is imported here, in the browser only.
  useEffect(() => {
    if (!live || !series || !container.current) return;
    const element = container.current;
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
        for (const period of MOVING_AVERAGE_PERIODS) {
          averageLines.set(
            period,
            chart.addSeries(LineSeries, {
              color: averageColour(period, palette),
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
      },
      () => {
        // The chart's code is a separate download; without it the SVG lines stay, and the summary.
      },
    );
    return () => {
      cancelled = true;
      created?.remove();
      setHandles(null);
    };
  }, [live, series, palette]);

  useEffect(() => {
    if (!handles || !lines) return;
    handles.price.setData(lines.price);
    for (const [period, line] of handles.averages) {
      line.setData(lines.averages.find((a) => a.period === period)?.points ?? []);
    }
    handles.chart.timeScale().fitContent();
  }, [handles, lines]);

  const toggleAverage = (period: number, on: boolean) =>
    setAverages((current) => (on ? [...current, period].sort((a, b) => a - b) : current.filter((p) => p !== period)));

  return (
    <PageSection title="Price chart">
      <figure
        className="mt-3"
        aria-labelledby={summaryId}
        data-testid="price-chart"
        data-state={state.kind !== "loaded" ? state.kind : handles ? "ready" : "drawn"}
        onPointerEnter={goLive}
        onPointerDown={goLive}
        onFocus={goLive}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label="Chart range" className="flex flex-wrap gap-1">
            {PRICE_RANGES.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={r === range}
                onClick={() => setRange(r)}
                className={`min-w-10 rounded-md px-2 py-1.5 text-sm sm:min-w-11 sm:px-2.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 ${
                  r === range ? "bg-emerald-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"
                }`}
              >
                {r}
                {/* The visible abbreviation stays in the name, so "click 1M" works for voice control. */}
                <span className="sr-only"> ({RANGE_NAMES[r]})</span>
              </button>
            ))}
          </div>
          <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <legend className="sr-only">Moving averages</legend>
            <span aria-hidden="true" className="text-slate-600">
              Moving averages:
            </span>
            {MOVING_AVERAGE_PERIODS.map((period) => (
              <label key={period} className="inline-flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={averages.includes(period)}
                  onChange={(event) => toggleAverage(period, event.target.checked)}
                  className="h-4 w-4 accent-emerald-700"
                />
                <span
                  aria-hidden="true"
                  className="inline-block h-0.5 w-3"
                  style={{ backgroundColor: averageColour(period, palette) }}
                />
                {period}-day
              </label>
            ))}
          </fieldset>
        </div>
        <div className="relative mt-3 h-72 w-full sm:h-96">
          {/* The library owns this element's children; React never renders into it. */}
          <div ref={container} className="absolute inset-0" aria-hidden="true" />
          {/* Until the library has drawn (or if it cannot load), the same lines in SVG. */}
          {lines && !handles ? (
            <PricePreview lines={lines} palette={palette} colourOf={(period) => averageColour(period, palette)} />
          ) : null}
          {lines ? <HoverLegend point={hover ?? lines.price[lines.price.length - 1] ?? null} /> : null}
          {state.kind !== "loaded" ? (
            <p className="absolute inset-0 flex items-center justify-center rounded-md bg-slate-50 px-4 text-center text-sm text-slate-700">
              {state.kind === "loading"
                ? `Loading the price chart of ${companyName}…`
                : `The price chart could not be loaded: ${state.message}`}
            </p>
          ) : null}
        </div>
        <figcaption
          id={summaryId}
          className="mt-2 text-sm text-slate-700"
          aria-live="polite"
          data-testid="chart-summary"
        >
          {lines ? (
            <Summary lines={lines} range={range} />
          ) : (
            `Price chart of ${companyName}, adjusted for splits and dividends.`
          )}
        </figcaption>
        <p className="mt-1 text-xs text-slate-600">
          Adjusted close, daily. Chart by{" "}
          <a href="https://www.tradingview.com/" className="underline" rel="noopener noreferrer">
            TradingView Lightweight Charts
          </a>
          .
        </p>
      </figure>
    </PageSection>
  );
}
