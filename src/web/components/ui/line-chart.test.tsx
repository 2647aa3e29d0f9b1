import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { chartGeometry, LineChart } from "./line-chart";

const POINTS = [
  { label: "2020-01-02", value: 0.1 },
  { label: "2020-06-01", value: -0.2 },
  { label: "2021-03-04", value: 0.35 },
];

describe("the SVG line chart", () => {
  it("keeps zero inside the drawing and the line within it", () => {
    const g = chartGeometry([
      { label: "a", value: 0.2 },
      { label: "b", value: 0.5 },
    ]);
    expect(g.min).toBe(0);
    expect(g.max).toBe(0.5);
    expect(g.y(0.5)).toBeLessThan(g.zeroY);
    expect(g.path.startsWith("M")).toBe(true);
  });

  it("names the image, sums it up in words and gives every figure in a table", () => {
    const html = renderToStaticMarkup(
      <LineChart
        title="Running sum"
        points={POINTS}
        formatValue={(v) => `${Math.round(v * 100)}%`}
        labelHeading="Date"
        valueHeading="Sum"
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Running sum"');
    expect(html).toContain("3 points from 2020-01-02 to 2021-03-04, ending at 35%; lowest -20%, highest 35%.");
    expect(html.match(/<tr/g)).toHaveLength(POINTS.length + 1);
    for (const p of POINTS) expect(html).toContain(`<td class="px-3 py-1">${p.label}</td>`);
  });

  it("draws nothing for an empty series", () => {
    expect(
      renderToStaticMarkup(<LineChart title="x" points={[]} formatValue={String} labelHeading="a" valueHeading="b" />),
    ).toBe("");
  });
});
