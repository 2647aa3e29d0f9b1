import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { rangeDomain, RangeChart } from "./range-chart";

const money = (v: number) => `$${v.toFixed(2)}`;
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("the SVG range chart", () => {
  it("draws the range, one mark per figure with its label, and a table of them all", () => {
    const html = renderToStaticMarkup(
      <RangeChart
        title="Price targets"
        summary="Targets from $80.00 to $120.00."
        range={{ from: 80, to: 120, fromLabel: "Low", toLabel: "High" }}
        marks={[
          { label: "Average", value: 100, kind: "primary" },
          { label: "Price", value: 90, kind: "reference" },
        ]}
        formatValue={money}
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Price targets"');
    expect(count(html, /data-range=""/g)).toBe(1);
    expect(count(html, /data-mark="primary"/g)).toBe(1);
    expect(count(html, /data-mark="reference"/g)).toBe(1);
    expect(html).toContain(">Average $100.00</text>");
    expect(html).toContain(">Price $90.00</text>");
    expect(html).toContain("Targets from $80.00 to $120.00.");
    // Low, high and the two marks.
    expect(count(html, /<tr class="border-t/g)).toBe(4);
    expect(html).toContain('>Low</th><td class="px-3 py-1 text-right tabular-nums">$80.00</td>');
  });

  it("places a mark by its value along the scale", () => {
    const html = renderToStaticMarkup(
      <RangeChart
        title="t"
        summary="s"
        domain={{ min: 0, max: 100 }}
        marks={[
          { label: "A", value: 25, kind: "primary" },
          { label: "B", value: 75, kind: "reference" },
        ]}
        formatValue={String}
      />,
    );
    const xs = [...html.matchAll(/<line x1="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(xs).toHaveLength(2);
    expect(xs[0]).toBeCloseTo(16 + 608 * 0.25);
    expect(xs[1]).toBeCloseTo(16 + 608 * 0.75);
  });

  it("names its zones on the scale and in the table, open ends included", () => {
    const html = renderToStaticMarkup(
      <RangeChart
        title="Fair value"
        summary="s"
        marks={[{ label: "Price", value: 50, kind: "reference" }]}
        zones={[
          { label: "Undervalued", from: Number.NEGATIVE_INFINITY, to: 80, tone: "good" },
          { label: "Near", from: 80, to: 120, tone: "neutral" },
          { label: "Overvalued", from: 120, to: Number.POSITIVE_INFINITY, tone: "bad" },
        ]}
        formatValue={money}
      />,
    );
    expect(count(html, /data-zone=/g)).toBe(3);
    expect(html).toContain(">below $80.00</td>");
    expect(html).toContain(">$80.00 to $120.00</td>");
    expect(html).toContain(">above $120.00</td>");
  });

  it("finds a scale with room around every figure and never below zero", () => {
    const d = rangeDomain([{ label: "a", value: 10, kind: "primary" }], { from: 5, to: 20 });
    expect(d.min).toBeGreaterThanOrEqual(0);
    expect(d.min).toBeLessThan(5);
    expect(d.max).toBeGreaterThan(20);
  });

  it("draws nothing without figures", () => {
    expect(renderToStaticMarkup(<RangeChart title="t" summary="s" marks={[]} formatValue={String} />)).toBe("");
  });
});
