import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CompanyEarnings } from "../../../domain/contracts/company";
import { annualEpsBars, EarningsCharts, quarterBars } from "./earnings-charts";

// The earnings charts draw the page's own rows (already in today's shares): oldest first, a
// year with an estimate carrying it as a tick and its beat or miss.

const quarters: CompanyEarnings["quarters"] = [
  {
    fiscalYear: 2025,
    fiscalQuarter: 2,
    periodEnd: "2025-06-30",
    reported: "2025-08-01",
    eps: 1.1,
    revenue: 5e8,
    netIncome: 5e7,
  },
  {
    fiscalYear: 2025,
    fiscalQuarter: 1,
    periodEnd: "2025-03-31",
    reported: "2025-05-01",
    eps: null,
    revenue: 4e8,
    netIncome: 4e7,
  },
  {
    fiscalYear: 2024,
    fiscalQuarter: 4,
    periodEnd: "2024-12-31",
    reported: "2025-02-01",
    eps: 0.9,
    revenue: 4.5e8,
    netIncome: 4.5e7,
  },
];
const annual: CompanyEarnings["annual"] = [
  {
    fiscalYear: 2024,
    reported: "2025-02-01",
    eps: 4,
    revenue: 1.8e9,
    netIncome: 1e8,
    epsGrowth: 0.1,
    revenueGrowth: 0.05,
  },
  {
    fiscalYear: 2023,
    reported: "2024-02-01",
    eps: 3.5,
    revenue: 1.7e9,
    netIncome: 9e7,
    epsGrowth: null,
    revenueGrowth: null,
  },
  {
    fiscalYear: 2022,
    reported: "2023-02-01",
    eps: 3,
    revenue: 1.6e9,
    netIncome: 8e7,
    epsGrowth: null,
    revenueGrowth: null,
  },
];
const surprises: CompanyEarnings["surprises"] = [
  { fiscalYear: 2024, estimateAsOf: "2024-12-01", estimate: 3.6, actual: 4, surprise: 0.4 / 3.6 },
  { fiscalYear: 2023, estimateAsOf: "2023-12-01", estimate: 4, actual: 3.5, surprise: -0.125 },
];

// The charts are loaded after the page in the browser; on the server, before the first render.

describe("the earnings charts", () => {
  it("puts quarters oldest first and keeps a missing figure as No data", () => {
    const bars = quarterBars(quarters, (q) => q.eps);
    expect(bars.map((b) => b.label)).toEqual(["Q4 2024", "Q1 2025", "Q2 2025"]);
    expect(bars.map((b) => b.value)).toEqual([0.9, null, 1.1]);
  });

  it("marks a beat and a miss against the estimate of each year that has one", () => {
    const bars = annualEpsBars(annual, surprises);
    expect(bars.map((b) => b.label)).toEqual(["2022", "2023", "2024"]);
    expect(bars[0]).toEqual({ label: "2022", value: 3 });
    expect(bars[1]).toMatchObject({ value: 3.5, marker: 4, tone: "bad", note: "Missed by 12.5%" });
    expect(bars[2]).toMatchObject({ value: 4, marker: 3.6, tone: "good", note: "Beat by 11.1%" });
  });

  it("draws EPS and revenue by quarter and by year, one bar per row of the tables", () => {
    const html = renderToStaticMarkup(
      <EarningsCharts quarters={quarters} annual={annual} surprises={surprises} companyName="Acme" />,
    );
    const chart = (id: string) => {
      const start = html.indexOf(`data-testid="${id}"`);
      return html.slice(start, html.indexOf("</figure>", start));
    };
    expect(chart("eps-quarterly-chart").match(/<rect data-bar=/g)).toHaveLength(2);
    expect(chart("eps-quarterly-chart")).toContain("data-no-data");
    expect(chart("eps-annual-chart").match(/<rect data-bar=/g)).toHaveLength(3);
    expect(chart("eps-annual-chart").match(/<line data-marker=""/g)).toHaveLength(2);
    expect(chart("eps-annual-chart")).toContain('data-tone-glyph="good"');
    expect(chart("eps-annual-chart")).toContain('data-tone-glyph="bad"');
    expect(chart("revenue-quarterly-chart").match(/<rect data-bar=/g)).toHaveLength(3);
    expect(chart("revenue-annual-chart").match(/<rect data-bar=/g)).toHaveLength(3);
  });

  it("draws nothing for a company without results", () => {
    expect(renderToStaticMarkup(<EarningsCharts quarters={[]} annual={[]} surprises={[]} companyName="Acme" />)).toBe(
      "",
    );
  });
});
