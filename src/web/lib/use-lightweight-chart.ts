import { useEffect, useState, type RefObject } from "react";
import type * as LightweightCharts from "lightweight-charts";
import type { IChartApi } from "lightweight-charts";
import type { ChartPalette } from "./chart-palette";
import { chartTime } from "./chart-time";

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

/**
 * The options every page chart shares: the theme's colours, the product's date labels, the
 * edges pinned to the data, and a page that scrolls never captured by the chart under the mouse
 * wheel or a finger. A chart adds or overrides what is its own (a logarithmic scale, grid lines).
 */
export function pageChartOptions(lib: Pick<ChartLibrary, "ColorType">, palette: ChartPalette) {
  return {
    autoSize: true,
    layout: {
      background: { type: lib.ColorType.Solid, color: palette.background },
      textColor: palette.text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    localization: chartTime.localization,
    timeScale: {
      borderVisible: false,
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkFormatter: chartTime.tickMarkFormatter,
    },
    handleScroll: { mouseWheel: false, pressedMouseMove: true, horzTouchDrag: true, vertTouchDrag: false },
    handleScale: { mouseWheel: false, pinch: true, axisPressedMouseMove: true, axisDoubleClickReset: true },
  } as const;
}
