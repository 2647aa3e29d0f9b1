import { describe, expect, it } from "vitest";
import { READY, startingBuild, trackBuild, type MarketBuildStatus } from "./build-status";
import { describeBuildStep, renderBuildingPage } from "./building-page";

const at = (status: Partial<MarketBuildStatus>): MarketBuildStatus => ({
  ...startingBuild(new Date("2026-01-05T10:00:00Z")),
  ...status,
});

describe("the building page", () => {
  it("names the step, its place among the steps and how far it is, as the CLI does", () => {
    const status = at({ step: "rating", label: "Computing the Zen Ratings", stepNumber: 3, done: 2520, total: 6000 });
    expect(describeBuildStep(status)).toBe("Step 3 of 7: Computing the Zen Ratings, 42 % (2,520 of 6,000).");
    const html = renderBuildingPage(status, new Date("2026-01-05T10:04:30Z"));
    expect(html).toContain("started 4 minutes ago");
    expect(html).toContain('<progress max="100" value="42">42 %</progress>');
    expect(html).toContain("<li>Market data (simulated demo market): done</li>");
    expect(html).toContain("<li>Due-diligence research: done</li>");
    expect(html).toContain("<li>Zen Ratings and their history: under way</li>");
    expect(html).toContain("<li>Screener values: to do</li>");
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
  });

  it("says a step with no count yet without a percentage, and the start before any step", () => {
    expect(describeBuildStep(at({ step: "events", label: "Writing the market events", stepNumber: 4 }))).toBe(
      "Step 4 of 7: Writing the market events.",
    );
    expect(describeBuildStep(at({}))).toBe("Starting the market build.");
    expect(renderBuildingPage(at({}), new Date("2026-01-05T10:00:20Z"))).toContain("started less than a minute ago");
    expect(renderBuildingPage(at({}), new Date("2026-01-05T10:01:20Z"))).toContain("started 1 minute ago");
  });

  it("escapes a label (an import's path is in it)", () => {
    const html = renderBuildingPage(at({ step: "data", label: "Importing <x>&", stepNumber: 1 }));
    expect(html).toContain("Importing &lt;x&gt;&amp;");
  });
});

describe("following a build", () => {
  it("passes step changes at once, progress at most every interval, and the end", () => {
    const heard: MarketBuildStatus[] = [];
    const tracker = trackBuild((s) => heard.push(s), 60_000);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ building: true, step: null });
    tracker.events.stepStarted!("research", "Computing the due-diligence research");
    expect(heard.at(-1)).toMatchObject({ step: "research", stepNumber: 2, done: 0, total: 0 });
    tracker.events.progress!("research", 1, 10);
    tracker.events.progress!("research", 2, 10);
    // Within the interval: kept, not sent, but the tracker's own status has it.
    expect(heard).toHaveLength(2);
    expect(tracker.status).toMatchObject({ done: 2, total: 10 });
    tracker.events.progress!("research", 10, 10);
    expect(heard.at(-1)).toMatchObject({ done: 10, total: 10 });
    tracker.finished();
    expect(heard.at(-1)).toEqual(READY);
  });
});
