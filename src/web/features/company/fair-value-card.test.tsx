import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FairValueView } from "../../../domain/contracts/company";
import { NO_GROWTH_MESSAGE } from "../../../domain/research/valuation-figures";
import { FairValueCard } from "./fair-value-card";

// The fair value card as the server renders it: the figures with the inputs as used, and the
// true reason when a value is missing.

function text(view: FairValueView): string {
  const html = renderToStaticMarkup(<FairValueCard fairValue={view} companyName="Apple Inc." delisted={false} />);
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

const apple: FairValueView = {
  price: 174.67,
  fairValue: 358.24,
  fairValueReason: null,
  discount: 0.5124,
  grahamValue: 160.31,
  grahamReason: null,
  discountRate: 0.079,
  shortTermGrowth: 0.1344,
  growthSource: "earnings-history",
  growthYears: 3,
  terminalGrowth: 0.025,
  bondRate: 0.024,
  aaBondRate: 0.034,
  aaBondSource: "treasury-plus-spread",
};

// The charts are loaded after the page in the browser; on the server, before the first render.

describe("FairValueCard", () => {
  it("shows both values with the growth's source and span and the rates as used", () => {
    const t = text(apple);
    expect(t).toContain("$358.24");
    expect(t).toContain("$160.31");
    expect(t).toContain("EPS growth over 3 years of the filings");
    expect(t).toContain("13.4%");
    expect(t).toContain("10-year Treasury + 1 point: no AA series in the data");
    expect(t).not.toContain("no positive cash flow");
  });

  it("states the true reason when there is no value", () => {
    const t = text({
      ...apple,
      fairValue: null,
      discount: null,
      grahamValue: null,
      discountRate: null,
      shortTermGrowth: null,
      growthSource: null,
      growthYears: null,
      fairValueReason: NO_GROWTH_MESSAGE,
      grahamReason: NO_GROWTH_MESSAGE,
    });
    expect(t).toContain("There is no growth to project");
    expect(t).not.toContain("no positive cash flow");
    expect(t).toContain("Growth from None");
  });
});
