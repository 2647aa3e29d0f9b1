import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { DashboardEvents } from "../../../domain/contracts/dashboard";
import { NextEvents } from "./next-events";

// The dashboard's next events as the server hands them: dates ahead in the order given, each
// linked to its company; the latest events as linked headlines; a plain sentence when empty.

function render(events: DashboardEvents): string {
  const router = createMemoryRouter([{ path: "/", element: <NextEvents events={events} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("next events", () => {
  it("lists the dates ahead and the latest events with links to the companies", () => {
    const html = render({
      upcoming: [
        {
          companyId: 1,
          ticker: "AAA",
          name: "Aaa Inc.",
          url: "/stocks/us/nyse/aaa",
          kind: "ex_dividend",
          date: "2025-07-02",
        },
        {
          companyId: 2,
          ticker: "BBB",
          name: "Bbb Corp.",
          url: "/stocks/us/nyse/bbb",
          kind: "earnings",
          date: "2025-07-20",
        },
      ],
      latest: [
        {
          id: 9,
          date: "2025-06-30",
          kind: "high_52w",
          companyId: 2,
          ticker: "BBB",
          name: "Bbb Corp.",
          url: "/stocks/us/nyse/bbb",
          headline: "BBB closed at a 52-week high",
          details: {},
        },
      ],
    });
    expect(html.indexOf("2025-07-02")).toBeLessThan(html.indexOf("2025-07-20"));
    expect(html).toContain("Ex-dividend");
    expect(html).toContain('href="/stocks/us/nyse/aaa"');
    expect(html).toContain("BBB closed at a 52-week high");
    expect(html).toContain("52-week high");
  });

  it("says so when there is nothing to show", () => {
    const html = render({ upcoming: [], latest: [] });
    expect(html).toContain("No dated earnings or ex-dividend dates ahead");
    expect(html).toContain("No events for your companies yet.");
  });
});
