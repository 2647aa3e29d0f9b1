import { describe, expect, it } from "vitest";
import { addMonths, dayOf } from "../../domain/analysts/dates";
import { CURRENT_RATING_MONTHS } from "../../domain/analysts/method";
import { presentMarketEvent } from "../presenters/market-events";
import { ALL_CALLS, analystCallAccess, currentCallsFrom, showsWhoCalled } from "./analyst-calls";

describe("which analysts' calls a visitor sees with who made them", () => {
  it("starts the current calls where the top analysts' figures start counting them", () => {
    const from = currentCallsFrom({ rankingAsOf: "2024-06-28", marketAsOf: "2024-06-28" });
    expect(from).toBe("2023-06-28");
    // The ranking counts a call as current from this very day (decision 026).
    expect(dayOf(from)).toBe(addMonths(dayOf("2024-06-28"), -CURRENT_RATING_MONTHS));
    // A ranking older than the market counts from its own date: the earlier day wins.
    expect(currentCallsFrom({ rankingAsOf: "2024-02-29", marketAsOf: "2024-06-28" })).toBe("2023-02-28");
    expect(currentCallsFrom({ rankingAsOf: null, marketAsOf: "2024-03-31" })).toBe("2023-03-31");
    // Nothing known: every call counts as current.
    expect(
      showsWhoCalled(analystCallAccess({}, currentCallsFrom({ rankingAsOf: null, marketAsOf: null })), "1990-01-01"),
    ).toBe(false);
  });

  it("shows Premium every call and everyone else only the calls before the current ones", () => {
    const free = analystCallAccess({ lockAnalyst: true }, "2023-06-28");
    expect(showsWhoCalled(free, "2023-06-27")).toBe(true);
    expect(showsWhoCalled(free, "2023-06-28")).toBe(false);
    // A session that does not say is locked.
    expect(analystCallAccess({}, "2023-06-28")).toEqual(free);
    expect(analystCallAccess({ lockAnalyst: false }, "2023-06-28")).toBe(ALL_CALLS);
    expect(showsWhoCalled(ALL_CALLS, "2024-06-27")).toBe(true);
  });

  it("leaves who called out of a market event's analyst call without Premium", () => {
    const event = {
      id: 1,
      date: "2024-06-20",
      kind: "analyst_upgrade" as const,
      companyId: 7,
      ticker: "ACME",
      exchange: "NYSE",
      name: "Acme",
      details: {
        analyst: "Ada Lovelace",
        firm: "Lovelace Capital",
        rating: "buy",
        previousRating: "hold",
        target: 120,
      },
    };
    const free = presentMarketEvent(event, { lockAnalyst: true });
    expect(free.details).toEqual({ rating: "buy", previousRating: "hold", target: 120 });
    expect(free.headline).toBe("An analyst upgraded ACME to Buy from Hold, target $120.00");
    expect(JSON.stringify(free)).not.toMatch(/Lovelace/);
    const premium = presentMarketEvent(event, { lockAnalyst: false });
    expect(premium.headline).toMatch(/^Lovelace Capital upgraded ACME/);
    expect(premium.details.analyst).toBe("Ada Lovelace");
    // Other events are the same for everyone.
    const split = { ...event, kind: "split" as const, details: { ratio: 2 } };
    expect(presentMarketEvent(split, { lockAnalyst: true })).toEqual(presentMarketEvent(split, { lockAnalyst: false }));
  });
});
