import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../../domain/contracts/dashboard";
import { DashboardView, type DashboardSlots } from "./dashboard-view";

// What the dashboard shows for the data the server hands it: moves as signed percents, counts
// or "Needs Premium", the Premium offer for free members only, the empty state's way to
// onboarding, and the slots other features fill (nothing in their place while they are empty).

const watchlist = {
  id: 7,
  name: "My Watchlist",
  url: "/users/watchlists/7",
  companies: [1, 2],
  subscribed: true,
  subscriptionFrequency: "weekly" as const,
  hidden: false,
};

const dashboard: Dashboard = {
  watchlists: [
    {
      watchlist,
      moves: [
        { id: 1, ticker: "AAA", name: "Aaa Inc.", url: "/stocks/us/nyse/aaa", price: 12.5, change: -3.25 },
        { id: 2, ticker: "BBB", name: "Bbb Corp.", url: "/stocks/us/nyse/bbb", price: 1234.5, change: 1.5 },
      ],
      size: 2,
      screenerUrl: "/stock-screener?f[cid]=1,2",
    },
  ],
  savedScreeners: [
    {
      id: 1,
      name: "Cheap",
      url: "/stock-screener?f[pe]=0,15",
      universe: null,
      count: 56,
      filterWords: ["P/E under 15", "Market Cap from $2B"],
      entries: {
        since: "2019-06-27",
        asOf: "2019-06-28",
        companies: [{ id: 3, ticker: "CCC", name: "Ccc Ltd.", url: "/stocks/us/nyse/ccc" }],
        total: 4,
      },
    },
    {
      id: 2,
      name: "Top rated",
      url: "/stock-screener?f[zr]=A",
      universe: null,
      count: null,
      filterWords: ["Zen Rating: A"],
      entries: null,
    },
  ],
  events: { upcoming: [], latest: [] },
  hasPremium: false,
  companyCount: 2,
};

function render(data: Dashboard, slots?: DashboardSlots): string {
  const router = createMemoryRouter([{ path: "/", element: <DashboardView dashboard={data} slots={slots} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the dashboard", () => {
  it("shows each move's price and signed day change, and the screens' counts", () => {
    const html = render(dashboard);
    expect(html).toContain("$12.50");
    expect(html).toContain("$1,234.50");
    expect(html).toContain("−3.25%");
    expect(html).toContain("+1.50%");
    expect(html).toContain("56 companies");
    expect(html).toContain("Needs Premium");
    // Each screen's filters in words.
    expect(html).toContain("P/E under 15 · Market Cap from $2B");
    // Recent entries: the first ones linked, the rest counted.
    expect(html).toContain("New since 2019-06-27");
    expect(html).toContain('href="/stocks/us/nyse/ccc"');
    expect(html).toContain("and 3 more");
    expect(html).toContain('href="/stock-screener?f[cid]=1,2"');
  });

  it("offers Premium to free members only", () => {
    expect(render(dashboard)).toContain('data-testid="premium-invitation"');
    expect(render({ ...dashboard, hasPremium: true })).not.toContain('data-testid="premium-invitation"');
  });

  it("leads a member without companies to onboarding", () => {
    const empty = render({
      ...dashboard,
      watchlists: [{ ...dashboard.watchlists[0]!, moves: [], size: 0 }],
      companyCount: 0,
    });
    expect(empty).toContain("Your watchlists are empty");
    expect(empty).toContain('href="/users/onboarding?again=1"');
    expect(render(dashboard)).not.toContain("Your watchlists are empty");
  });

  it("renders the slots other features fill, and nothing for an empty one", () => {
    const html = render(dashboard, { events: <p>Next events here</p>, analysts: <p>Analyst calls here</p> });
    expect(html).toContain("Next events here");
    expect(html).toContain("Analyst calls here");
    expect(render(dashboard)).not.toMatch(/events|analyst/i);
  });
});
