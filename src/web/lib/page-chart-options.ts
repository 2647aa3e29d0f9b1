import type { ChartLibrary } from "./use-lightweight-chart";
import type { ChartPalette } from "./chart-palette";
import { chartTime } from "./chart-time";

/**
 * The options every page chart shares: the theme's colours, the product's date labels, the
 * edges pinned to the data, and a page that scrolls never captured by the chart under the mouse
 * wheel or a finger. A chart adds or overrides what is its own (a logarithmic scale, grid lines).
 * Only drawing code imports this, so it loads with the chart, not with the page.
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
