import { describe, expect, it } from "vitest";
import { callAction, callHeadline } from "./analyst-call";

const who = { analystName: "Jane Doe", firmName: "Acme", ticker: "ABC" };

describe("an analyst's call against their previous call on the company", () => {
  it.each([
    [
      { rating: "buy", previousRating: null, priceTarget: 120, previousPriceTarget: null },
      "initiated",
      "Jane Doe (Acme) initiates ABC at Buy, target $120.00",
    ],
    [
      { rating: "strong_buy", previousRating: "buy", priceTarget: 130, previousPriceTarget: 120 },
      "upgrade",
      "Jane Doe (Acme) upgrades ABC to Strong Buy from Buy, target $130.00",
    ],
    [
      { rating: "sell", previousRating: "hold", priceTarget: null, previousPriceTarget: 90 },
      "downgrade",
      "Jane Doe (Acme) downgrades ABC to Sell from Hold",
    ],
    [
      { rating: "hold", previousRating: "hold", priceTarget: 80, previousPriceTarget: 90 },
      "target_change",
      "Jane Doe (Acme) lowers ABC target to $80.00 from $90.00 (Hold)",
    ],
    [
      { rating: "hold", previousRating: "hold", priceTarget: 90, previousPriceTarget: 90 },
      "reiterated",
      "Jane Doe (Acme) reiterates Hold on ABC, target $90.00",
    ],
  ] as const)("%o is %s", (call, action, headline) => {
    expect(callAction(call)).toBe(action);
    expect(callHeadline({ ...call, ...who })).toBe(headline);
  });
});
