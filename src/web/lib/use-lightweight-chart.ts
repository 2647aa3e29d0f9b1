import { useEffect, useState, type RefObject } from "react";
import type * as LightweightCharts from "lightweight-charts";
import type { IChartApi } from "lightweight-charts";

// The rating charts and the strategies' curves draw with lightweight-charts, which touches
// `window` when it loads: it is imported in the browser only, after the server-rendered page has
// hydrated, with whatever code of the chart's own only drawing needs. `draw` loads that code and
// gives the function that creates the chart in the element; it runs again whenever `draw`
// changes (callers memoise it on their data), and the chart is removed when the component goes.

export type ChartLibrary = typeof LightweightCharts;
export type ChartState = "loading" | "ready" | "failed";

/** Loads what draws a chart, then draws it in the element given. */
export type ChartDrawing = () => Promise<(element: HTMLDivElement) => IChartApi>;

/** A chart drawn by `build` over the library, which loads when the chart is first drawn. */
export function libraryDrawing(build: (lib: ChartLibrary, element: HTMLDivElement) => IChartApi): ChartDrawing {
  return () => import("lightweight-charts").then((lib) => (element: HTMLDivElement) => build(lib, element));
}

export function useLightweightChart(
  container: RefObject<HTMLDivElement | null>,
  draw: ChartDrawing | null,
): ChartState {
  const [state, setState] = useState<ChartState>("loading");
  useEffect(() => {
    const element = container.current;
    if (!draw || !element) return;
    let cancelled = false;
    let created: IChartApi | null = null;
    setState("loading");
    draw().then(
      (drawIn) => {
        if (cancelled) return;
        created = drawIn(element);
        setState("ready");
      },
      () => {
        // The chart's code is a separate download; without it the caption still says what it shows.
        if (!cancelled) setState("failed");
      },
    );
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, [container, draw]);
  return state;
}

export const CHART_FAILED = "The chart could not be drawn. Please refresh the page to try again.";
