import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LIGHT_CHART } from "../../lib/chart-palette";
import { chartLines } from "./price-ranges";
import { niceStep, previewGeometry, PricePreview } from "./price-preview";

/** Trading days (weekdays) from `from`, with closes rising by one a day from `first`. */
function series(from: string, days: number, first = 100) {
  const dates: string[] = [];
  const closes: number[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  while (dates.length < days) {
    if (day.getUTCDay() % 6 !== 0) {
      dates.push(day.toISOString().slice(0, 10));
      closes.push(first + dates.length - 1);
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return { dates, closes };
}

/** The points of an "M x,y L x,y…" path. */
function points(path: string): [number, number][] {
  return [...path.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe("the price chart's SVG preview", () => {
  it("picks round price levels", () => {
    expect(niceStep(0, 100)).toBe(20);
    expect(niceStep(101.3, 108.9)).toBe(2);
    expect(niceStep(0.5, 0.9)).toBe(0.1);
    expect(niceStep(5, 5)).toBe(1);
  });

  it("spaces trading days evenly and keeps the lines inside the library's margins", () => {
    const { dates, closes } = series("2024-01-01", 600);
    const lines = chartLines(dates, closes, "1Y", [50, 200]);
    const g = previewGeometry(lines);
    const price = points(g.price);
    expect(price).toHaveLength(lines.price.length);
    expect(price[0]![0]).toBe(0);
    expect(price[price.length - 1]![0]).toBe(1000);
    // Rising closes: the price climbs (y shrinks); the highest and lowest of all the lines sit
    // on the top and bottom margins.
    expect(price[price.length - 1]![1]).toBeLessThan(price[0]![1]);
    const ys = [g.price, ...g.averages.map((a) => a.path)].flatMap((p) => points(p).map(([, y]) => y));
    expect(Math.min(...ys)).toBeCloseTo(200, 0);
    expect(Math.max(...ys)).toBeCloseTo(900, 0);
    // Each average ends where the price does, on the last trading day.
    for (const a of g.averages) expect(points(a.path).at(-1)![0]).toBe(1000);
    for (const level of g.levels) {
      expect(level.at).toBeGreaterThan(0);
      expect(level.at).toBeLessThan(1);
    }
  });

  it("starts an average late when the history is shorter than its period", () => {
    const { dates, closes } = series("2025-01-01", 120);
    const lines = chartLines(dates, closes, "Max", [100]);
    const average = points(previewGeometry(lines).averages[0]!.path);
    expect(average).toHaveLength(21);
    expect(average[0]![0]).toBeCloseTo((99 / 119) * 1000, 1);
  });

  it("marks months on short ranges and years on long ones", () => {
    const { dates, closes } = series("2019-01-01", 1700);
    const year = previewGeometry(chartLines(dates, closes, "1Y", []));
    expect(year.ticks.length).toBeGreaterThan(0);
    expect(year.ticks.length).toBeLessThanOrEqual(6);
    const labels = year.ticks.map((t) => t.label);
    expect(labels.every((l) => /^([A-Z][a-z]{2}|\d{4})$/.test(l))).toBe(true);
    const all = previewGeometry(chartLines(dates, closes, "Max", []));
    expect(all.ticks.map((t) => t.label)).toEqual(["2020", "2021", "2022", "2023", "2024", "2025"]);
  });

  it("is hidden from assistive technology, which reads the figure's caption", () => {
    const { dates, closes } = series("2025-01-01", 30);
    const html = renderToStaticMarkup(
      <PricePreview lines={chartLines(dates, closes, "1M", [10])} palette={LIGHT_CHART} colourOf={() => "#7c3aed"} />,
    );
    expect(html).toMatch(/^<div aria-hidden="true"/);
    expect(html).toContain('stroke="#7c3aed"');
  });
});
