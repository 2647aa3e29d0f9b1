import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SUBSCRIBE_PROMPT } from "../../../domain/checks/checklist";
import type { DueDiligence } from "../../../domain/contracts/company";
import { checkTitles } from "./check-labels";
import { Checklist } from "./checklist";

const overall = { score: 20, band: "weak", colour: "red", checks: 33, passed: 7, withData: 20 } as const;
const dimension = (category: "valuation" | "financials" | "forecast" | "performance" | "dividend") =>
  ({ category, score: 0, checks: 7, passed: 0, withData: 7, band: "weak", colour: "red" }) as const;

function render(dd: DueDiligence): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Checklist dueDiligence={dd} companyName="Acme Corp." titles={checkTitles(dd)} />
    </MemoryRouter>,
  );
}

describe("Checklist", () => {
  it("shows each check with its registry title, its status in words and its sentence", () => {
    const html = render({
      locked: false,
      overall,
      dimensions: [dimension("valuation")],
      checks: [
        {
          type: "belowFairValue",
          passed: true,
          status: "passed",
          category: "valuation",
          content: "The stock trades 27% below its fair value of $41.20.",
        },
        {
          type: "peVsMarket",
          passed: false,
          status: "failed",
          category: "valuation",
          content: "The P/E ratio of 30 is above the market's 18.",
        },
        { type: "peVsIndustry", passed: null, status: "unknown", category: "valuation", content: "never shown" },
      ],
    });
    expect(html).toContain("Below fair value");
    expect(html).toContain("Passed");
    expect(html).toContain("The stock trades 27% below its fair value of $41.20.");
    expect(html).toContain("Failed");
    expect(html).not.toContain("never shown");
    // Counted out of the dimension's seven checks, as the gauge counts them.
    expect(html).toContain("1 of 7 passed");
    expect(html).toContain("5 more checks could not be run for lack of data and count as not passed.");
  });

  it("turns a locked check's subscribe prompt into the link to the Premium features", () => {
    const html = render({
      locked: true,
      overall,
      dimensions: [dimension("valuation")],
      checks: [
        {
          type: "belowFairValue",
          passed: null,
          status: "locked",
          category: "valuation",
          content: `The stock trades 27% below… ${SUBSCRIBE_PROMPT}`,
        },
      ],
    });
    expect(html).toContain("Locked");
    expect(html).toMatch(
      /The stock trades 27% below… <a [^>]*href="\/plans#features"[^>]*>Subscribe to Premium<\/a> to see the full check\./,
    );
    expect(html).not.toContain("1 of 7 passed");
    expect(html).not.toContain("could not be run");
  });

  it("explains an empty dividend category for a company without dividends", () => {
    const html = render({ locked: false, overall, dimensions: [dimension("valuation")], checks: [] });
    expect(html).toContain("Acme Corp. paid no dividend in the last 10 years, so the dividend checks do not apply.");
    expect(html).toContain("No valuation checks could be run");
  });

  it("takes the titles from the registry for the checks shown, and shows a type the registry does not know as itself", () => {
    const check = (type: string) =>
      ({ type, passed: true, status: "passed", category: "valuation", content: `${type} passed.` }) as const;
    const dd: DueDiligence = {
      locked: false,
      overall,
      dimensions: [dimension("valuation")],
      checks: [check("belowFairValue"), check("someNewerCheck")],
    };
    expect(checkTitles(dd)).toEqual({ belowFairValue: "Below fair value" });
    expect(checkTitles(null)).toEqual({});
    const html = render(dd);
    expect(html).toContain('<h4 class="font-medium">Below fair value</h4>');
    expect(html).toContain('<h4 class="font-medium">someNewerCheck</h4>');
  });
});
