import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { DueDiligence } from "../../../domain/contracts/company";
import { DueDiligenceSection } from "./due-diligence-section";

// Scores over what can be judged: the page says how many checks had data, and a
// dimension with none says "No data" rather than showing a red 0.

function dd(locked: boolean): DueDiligence {
  return {
    locked,
    overall: { score: 30, band: "average", colour: "red", checks: 33, passed: 10, withData: 20 },
    dimensions: [
      { category: "valuation", score: 40, checks: 7, passed: 3, withData: 5, band: "strong", colour: "yellow" },
      { category: "financials", score: 57, checks: 7, passed: 4, withData: 7, band: "strong", colour: "yellow" },
      { category: "forecast", score: 0, checks: 9, passed: 0, withData: 0, band: "weak", colour: "red" },
      { category: "performance", score: 30, checks: 10, passed: 3, withData: 8, band: "average", colour: "red" },
    ],
    checks: [],
  };
}

function render(d: DueDiligence): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <DueDiligenceSection dueDiligence={d} companyName="Acme Corp." checkTitles={{}} delisted={false} />
    </MemoryRouter>,
  );
}

// The charts are loaded after the page in the browser; on the server, before the first render.

describe("DueDiligenceSection", () => {
  it("shows beside each dimension how many of its checks had data, and No data for the empty one", () => {
    const html = render(dd(false));
    expect(html).toContain("5 of 7 checks had data");
    expect(html).toContain("7 of 7 checks had data");
    expect(html).toContain("8 of 10 checks had data");
    expect(html).toContain('aria-label="Forecast score: no data"');
    expect(html).toContain("No data");
    expect(html).toContain("None of its checks had data");
    expect(html).not.toContain('aria-label="Forecast score"');
    // The overall score keeps its arithmetic and says what it rests on.
    expect(html).toContain("10 of 33 checks passed");
    expect(html).toContain("13 checks were unavailable for lack of data and count as not passed");
  });

  it("draws the dimensions side by side, a bar for each judged one and No data for the empty one", () => {
    const html = render(dd(true));
    const chart = html.slice(html.indexOf('data-testid="dimension-scores-chart"'));
    expect(chart.match(/<rect data-bar=/g)).toHaveLength(3);
    expect(chart.match(/data-no-data/g)).toHaveLength(1);
    expect(chart).toContain('>Forecast</th><td class="px-3 py-1 text-right tabular-nums">No data</td>');
    expect(chart).toContain('>Financials</th><td class="px-3 py-1 text-right tabular-nums">57</td>');
  });

  it("gives a locked session the counts of checks with data but not of checks passed", () => {
    const html = render(dd(true));
    expect(html).toContain("5 of 7 checks had data");
    expect(html).toContain("No data");
    expect(html).toContain("13 checks were unavailable");
    expect(html).not.toContain("3 of 7 passed");
    expect(html).not.toContain("10 of 33 checks passed");
  });
});
