import type { IChartApi, MouseEventParams } from "lightweight-charts";
import { GRADE_INFO, GRADES } from "../../../domain/rating/grades";
import type { ChartPalette } from "../../lib/chart-palette";
import { isoOfTime } from "../../lib/chart-time";
import { pageChartOptions } from "../../lib/page-chart-options";
import type { ChartLibrary } from "../../lib/use-lightweight-chart";
import type { ChartPoint } from "./chart-data";
import { GRADE_COLOURS } from "./grade-style";
import { chartScaleLabel } from "./rating-format";

// How the rating history chart draws (rating-history-chart.tsx): a step line on the 0-10 scale
// with a dotted line and an axis label at each grade. It loads with the chart's library, when
// the chart is drawn, not with the page.

export function drawRatingHistory(
  { createChart, LineSeries, ColorType, LineStyle, LineType }: ChartLibrary,
  element: HTMLDivElement,
  points: ChartPoint[],
  palette: ChartPalette,
  /** The date under the pointer, null when it leaves. */
  onHover: (date: string | null) => void,
): IChartApi {
  const page = pageChartOptions({ ColorType }, palette);
  const chart = createChart(element, {
    ...page,
    grid: { ...page.grid, horzLines: { visible: false } },
    rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.05, bottom: 0.05 } },
    // The scale is read from the grade labels of the price lines only, not from in-between ticks.
    localization: {
      ...page.localization,
      tickmarksPriceFormatter: (prices: readonly number[]) => prices.map(() => ""),
    },
    handleScale: { ...page.handleScale, axisPressedMouseMove: false },
  });
  const line = chart.addSeries(LineSeries, {
    color: palette.ink,
    lineWidth: 2,
    lineType: LineType.WithSteps,
    priceLineVisible: false,
    lastValueVisible: false,
    priceFormat: { type: "custom", formatter: chartScaleLabel, minMove: 1 },
    // The whole 0-10 scale, whatever grades the company had.
    autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 10 } }),
  });
  for (const grade of GRADES) {
    line.createPriceLine({
      price: GRADE_INFO[grade].chartValue,
      color: GRADE_COLOURS[grade],
      lineWidth: 1,
      lineStyle: LineStyle.Dotted,
      axisLabelVisible: true,
      title: "",
    });
  }
  line.setData(points);
  chart.timeScale().fitContent();
  chart.subscribeCrosshairMove((param: MouseEventParams) =>
    onHover(param.time === undefined ? null : isoOfTime(param.time)),
  );
  return chart;
}
