import { describe, expect, it } from "vitest";
import type { PlansOffer } from "../../../domain/contracts/billing";
import { offerWords } from "./plans-offer";

const prices: PlansOffer["prices"] = [
  { plan: "premium", interval: "year", priceId: "price_y", unitAmount: 23_400, currency: "usd" },
  { plan: "premium", interval: "month", priceId: "price_m", unitAmount: 2_900, currency: "usd" },
];

describe("the /plans offer (spec 9)", () => {
  it("reads exactly as the spec from the provider's prices", () => {
    const words = offerWords({ prices, trial: { unitAmount: 100, days: 14 } });
    expect(words?.sentence).toBe("$1 for 14 days, then $19.50 per month billed yearly");
    expect(words?.yearlyTotal).toBe("$234 per year");
    expect(words?.monthly).toBe("$29 per month");
    expect(words?.yearlySaving).toBe("Save 33%");
    expect(words?.trial).toEqual({ price: "$1", days: 14 });
  });

  it("drops the trial for someone who had Premium before", () => {
    const words = offerWords({ prices, trial: null });
    expect(words?.sentence).toBe("$19.50 per month billed yearly");
    expect(words?.trial).toBeNull();
  });

  it("follows a price change at the provider", () => {
    const dearer = prices.map((p) => (p.interval === "year" ? { ...p, unitAmount: 30_000 } : p));
    expect(offerWords({ prices: dearer, trial: { unitAmount: 100, days: 7 } })?.sentence).toBe(
      "$1 for 7 days, then $25 per month billed yearly",
    );
  });

  it("has no offer without a yearly price", () => {
    expect(offerWords({ prices: prices.filter((p) => p.interval === "month"), trial: null })).toBeNull();
  });
});
