import { useEffect, useState, type RefObject } from "react";
import type * as LightweightCharts from "lightweight-charts";
import type { IChartApi, Time } from "lightweight-charts";

// Both rating charts draw with lightweight-charts, which touches `window` when it loads: it is
// imported in the browser only, after the server-rendered page has hydrated. `build` creates
// the chart in the element and returns it; it runs again whenever `build` changes (callers
// memoise it on their data), and the chart is removed when the component goes.

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

/** The library hands times back as it likes them (string, business day or timestamp). */
export function isoOfTime(time: Time): string {
  if (typeof time === "string") return time;
  if (typeof time === "number") return new Date(time * 1000).toISOString().slice(0, 10);
  return `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}

export const CHART_FAILED = "The chart could not be drawn. Please refresh the page to try again.";
