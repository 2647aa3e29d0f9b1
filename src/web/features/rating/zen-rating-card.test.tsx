import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { CompanyRating } from "../../../domain/contracts/rating";
import { COMPONENT_INFO, COMPONENTS } from "../../../domain/rating/components";
import { ZenRatingCard } from "./zen-rating-card";

// The card as the server renders it: what a guest, a free user and a Premium member see.

function render(rating: CompanyRating, signedIn: boolean): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: <ZenRatingCard rating={rating} companyName="Acme Corp." />,
        loader: () => null,
      },
    ],
    {
      hydrationData: { loaderData: { root: { session: { signedIn } } } },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

function text(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

const lockedComponents = COMPONENTS.map((key) => ({
  key,
  name: COMPONENT_INFO[key].name,
  factors: COMPONENT_INFO[key].factors,
  grade: null,
  score: null,
}));

const locked: CompanyRating = {
  available: true,
  locked: true,
  asOf: "2025-06-30",
  grade: null,
  recommendation: null,
  score: null,
  components: lockedComponents,
  history: [],
};

const whole: CompanyRating = {
  available: true,
  locked: false,
  asOf: "2025-06-30",
  grade: "B",
  recommendation: "Buy",
  score: 8.26,
  components: COMPONENTS.map((key, i) => ({
    ...lockedComponents[i]!,
    grade: (["A", "B", "C", "D", "F", "C", "B"] as const)[i]!,
    score: 50,
  })),
  history: [
    { date: "2025-05-30", grade: "C", value: 5 },
    { date: "2025-06-30", grade: "B", value: 7 },
  ],
};

// The charts are loaded after the page in the browser; on the server, before the first render.

describe("ZenRatingCard", () => {
  it("shows a guest the component names with a lock, no grade, and the ways to Premium and to sign in", () => {
    const html = render(locked, false);
    expect(html).not.toContain("data-grade");
    for (const key of COMPONENTS)
      expect(text(html)).toContain(`${COMPONENT_INFO[key].name} (${COMPONENT_INFO[key].factors} factor`);
    expect(text(html).match(/Locked/g)).toHaveLength(7);
    expect(html).toContain('href="/plans#features"');
    expect(text(html)).toContain("Unlock the Zen Rating with Premium");
    expect(text(html)).toContain("Already have a premium account?");
    expect(html).toContain('href="/users/sign-in"');
    expect(html).not.toContain("rating-history-chart");
    expect(html).not.toContain("rating-history-table");
    expect(html).not.toContain("component-grades-chart");
  });

  it("does not ask a signed-in free user to sign in", () => {
    const html = render(locked, true);
    expect(text(html)).toContain("Unlock the Zen Rating with Premium");
    expect(text(html)).not.toContain("Already have a premium account?");
  });

  it("shows a Premium member the grade, 'Buy' for B, the score out of 10, the seven component grades and the history", () => {
    const html = render(whole, true);
    expect(text(html)).toContain("Grade B");
    expect(html).toMatch(/data-testid="rating-recommendation"[^>]*>Buy</);
    expect(text(html)).toContain("Score 8.3 out of 10");
    expect(html.match(/data-component=/g)).toHaveLength(7);
    expect(text(html)).toContain("Grade A , Strong Buy");
    expect(html).toContain('data-testid="rating-history-chart"');
    expect(text(html)).toContain("B (Buy) on the latest date");
    expect(text(html)).not.toContain("Unlock the Zen Rating");
    expect(text(html)).not.toContain("Locked");
  });

  it("draws a Premium member's seven components as bars and gives the history as a table", () => {
    const html = render(whole, true);
    const chart = html.slice(html.indexOf('data-testid="component-grades-chart"'));
    expect(chart.match(/<rect data-bar=/g)).toHaveLength(7);
    expect(text(chart)).toContain("A (Strong Buy)");
    const table = html.slice(html.indexOf('data-testid="rating-history-table"'));
    // A heading row and one row per month, newest first.
    expect(table.match(/<tr/g)).toHaveLength(3);
    expect(table.indexOf('dateTime="2025-06-30"')).toBeLessThan(table.indexOf('dateTime="2025-05-30"'));
    expect(text(table)).toContain("B (Buy)");
  });

  it("explains a missing rating", () => {
    const html = render({ ...locked, available: false, locked: false, asOf: null }, false);
    expect(text(html)).toContain("Acme Corp. has no Zen Rating");
    expect(html).not.toContain("data-grade");
  });
});
