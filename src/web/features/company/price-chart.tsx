import { useCallback, useId, useMemo, useState } from "react";
import { MOVING_AVERAGE_PERIODS, PRICE_RANGES, RANGE_NAMES, type PriceRange } from "./price-choices";
import { type ChartPalette, useChartPalette } from "../../lib/chart-palette";
import { PageSection } from "../../components/ui/page-section";
import { usePriceSeries } from "./use-price-series";

// The price chart. It exists only in the browser (the prices are read after the page): the
// server renders a box of the chart's final size so nothing moves when the chart appears, and the
// text summary under the buttons says in words what the chart shows. Prices are adjusted closes.
// What draws the lines (price-plot.tsx) loads with the prices: first as SVG (price-preview.tsx);
// the interactive chart (lightweight-charts, canvas: hover legend, dragging, pinching) is loaded
// and takes their place on the first pointer or focus anywhere on the figure, its buttons
// included (decision 041).

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

export function PriceChart({ companyId, companyName }: { companyId: number; companyName: string }) {
  const state = usePriceSeries(companyId);
  const [range, setRange] = useState<PriceRange>(DEFAULT_RANGE);
  const [averages, setAverages] = useState<readonly number[]>(DEFAULT_AVERAGES);
  const palette = useChartPalette();
  const colourOf = useCallback((period: number) => averageColour(period, palette), [palette]);
  // Whether the interactive chart has taken the SVG lines' place.
  const [ready, setReady] = useState(false);
  // Whether the visitor has pointed at or focused the chart: only then is the library loaded.
  const [live, setLive] = useState(false);
  const summaryId = useId();
  const goLive = () => setLive(true);

  const loaded = state.kind === "loaded" ? state : null;
  const lines = useMemo(
    () => (loaded ? loaded.plot.chartLines(loaded.series.dates, loaded.series.adjClose, range, averages) : null),
    [loaded, range, averages],
  );
  const plot = loaded?.plot;

  const toggleAverage = (period: number, on: boolean) =>
    setAverages((current) => (on ? [...current, period].sort((a, b) => a - b) : current.filter((p) => p !== period)));

  return (
    <PageSection title="Price chart">
      <figure
        className="mt-3"
        aria-labelledby={summaryId}
        data-testid="price-chart"
        data-state={state.kind !== "loaded" ? state.kind : ready ? "ready" : "drawn"}
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
                  style={{ backgroundColor: colourOf(period) }}
                />
                {period}-day
              </label>
            ))}
          </fieldset>
        </div>
        <div className="relative mt-3 h-72 w-full sm:h-96">
          {plot && lines ? (
            <plot.PricePlot
              lines={lines}
              periods={MOVING_AVERAGE_PERIODS}
              palette={palette}
              live={live}
              colourOf={colourOf}
              onReady={setReady}
            />
          ) : null}
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
          {plot && lines ? (
            <plot.PriceSummary lines={lines} rangeName={RANGE_NAMES[range]} />
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
