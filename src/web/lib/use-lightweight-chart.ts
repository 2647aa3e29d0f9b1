import { useEffect, useState, type RefObject } from "react";
import type * as LightweightCharts from "lightweight-charts";
import type { IChartApi } from "lightweight-charts";

// The rating charts and the strategies' curves draw with lightweight-charts, which touches
// `window` when it loads: it is imported in the browser only, after the server-rendered page has
// hydrated. `build` creates the chart in the element and returns it; it runs again whenever
// `build` changes (callers memoise it on their data), and the chart is removed when the
// component goes.

export type ChartLibrary = typeof LightweightCharts;
export type ChartState = "loading" | "ready" | "failed";

export function useLightweightChart(
  container: RefObject<HTMLDivElement | null>,
  build: ((lib: ChartLibrary, element: HTMLDivElement) => IChartApi) | null,
): ChartState {
  const [state, setState] = useState<ChartState>("loading");
  useEffect(() => {
    const element = container.current;
    if (!build || !element) return;
    let cancelled = false;
    let created: IChartApi | null = null;
    setState("loading");
    import("lightweight-charts").then(
      (lib) => {
        if (cancelled) return;
        created = build(lib, element);
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
  }, [container, build]);
  return state;
}

export const CHART_FAILED = "The chart could not be drawn. Please refresh the page to try again.";
