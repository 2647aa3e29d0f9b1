import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { barGeometry, barSummary, BarChart, type Bar } from "./bar-chart";

const money = (v: number) => `$${v.toFixed(2)}`;

function render(bars: Bar[], extra: Partial<Parameters<typeof BarChart>[0]> = {}) {
  return renderToStaticMarkup(
    <BarChart title="EPS by year" bars={bars} formatValue={money} labelHeading="Year" valueHeading="EPS" {...extra} />,
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("the SVG bar chart", () => {
  it("draws one bar per figure, names the image and gives every figure in a table", () => {
    const bars = [
      { label: "2022", value: 1.5 },
      { label: "2023", value: -0.25 },
      { label: "2024", value: 2 },
    ];
    const html = render(bars);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="EPS by year"');
    expect(count(html, /<rect data-bar="neutral"/g)).toBe(3);
    expect(html).toContain('data-bars="3"');
    // A few plain bars print their figure beside them.
    for (const b of bars) expect(html).toContain(`>${money(b.value)}</text>`);
    // The table: a heading row and one row per bar, each with its label and figure.
    expect(count(html, /<tr/g)).toBe(4);
    for (const b of bars)
      expect(html).toContain(`>${b.label}</th><td class="px-3 py-1 text-right tabular-nums">${money(b.value)}</td>`);
    expect(html).toContain(
      "EPS by year: 3 bars from 2022 to 2024; 2024 $2.00; lowest 2023 $-0.25, highest 2024 $2.00.",
    );
  });

  it("draws a negative bar below the zero line and a positive one above it", () => {
    const g = barGeometry([
      { label: "a", value: -1 },
      { label: "b", value: 3 },
    ]);
    expect(g.min).toBe(-1);
    expect(g.max).toBe(3);
    expect(g.y(3)).toBeLessThan(g.zeroY);
    expect(g.y(-1)).toBeGreaterThan(g.zeroY);
  });

  it("keeps a fixed scale when given one", () => {
    const g = barGeometry([{ label: "a", value: 40 }], { min: 0, max: 100 });
    expect(g.max).toBe(100);
    expect(g.y(50)).toBeCloseTo((g.y(0) + g.y(100)) / 2);
  });

  it("marks an estimate with a tick and a beat or a miss with a shape, named in the legend and the table", () => {
    const html = render(
      [
        { label: "2023", value: 2, marker: 1.8, tone: "good", note: "Beat by 11.1%" },
        { label: "2024", value: 1.5, marker: 2, tone: "bad", note: "Missed by 25.0%" },
        { label: "2025", value: 2.5 },
      ],
      { markerHeading: "Estimate", noteHeading: "Surprise", toneNames: { good: "Beat", bad: "Miss" } },
    );
    expect(count(html, /<line data-marker=""/g)).toBe(2);
    // No figures over the bars where the ticks and glyphs are.
    expect(html).not.toContain(">$2.00</text>");
    expect(count(html, /data-tone-glyph="good"/g)).toBe(1);
    expect(count(html, /data-tone-glyph="bad"/g)).toBe(1);
    expect(count(html, /<rect data-bar=/g)).toBe(3);
    expect(html).toContain("Beat by 11.1%");
    expect(html).toContain("Missed by 25.0%");
    expect(html).toContain(">Estimate</th>");
    expect(html).toMatch(/<\/svg> Beat</);
    expect(html).toMatch(/<\/svg> Miss</);
  });

  it("says No data where a figure is missing instead of drawing a zero", () => {
    const html = render([
      { label: "Valuation", value: 40 },
      { label: "Dividend", value: null },
    ]);
    expect(count(html, /<rect data-bar=/g)).toBe(1);
    expect(count(html, /data-no-data/g)).toBe(1);
    expect(html).toContain(">No data</text>");
    expect(html).toContain(">No data</td>");
    expect(html).toContain("no data for 1.");
  });

  it("labels only as many categories as fit side by side, always the latest, in their short form", () => {
    const bars = Array.from({ length: 40 }, (_, i) => ({
      label: `Payment number ${i}`,
      axisLabel: `P-${String(i).padStart(7, "0")}`,
      value: i + 1,
    }));
    const html = render(bars);
    expect(count(html, /<rect data-bar=/g)).toBe(40);
    const labels = [...html.matchAll(/<text x="([\d.]+)" y="212"[^>]*>([^<]*)</g)];
    // Ten-character labels at 6.5 px a character and 10 px apart: 7 fit in the 564 px plot.
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(labels.length).toBeGreaterThanOrEqual(6);
    expect(labels.at(-1)![2]).toBe("P-0000039");
    const xs = labels.map((l) => Number(l[1]));
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(10 * 6.5);
    // The table keeps the full label.
    expect(html).toContain(">Payment number 39</th>");
  });

  it("draws nothing for no figures", () => {
    expect(render([])).toBe("");
    expect(barSummary("x", [], money)).toBe("x: no figures.");
  });
});
