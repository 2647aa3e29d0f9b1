import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRICE_IDS,
  PLANS,
  PREMIUM_TRIAL,
  formatMoney,
  monthlyEquivalent,
  offerSentence,
  planOfPrice,
  priceIdFor,
  providerCatalogue,
} from "./plans";
import { PAYMENT_MESSAGES, paymentMessage } from "./payment-messages";

describe("the plan catalogue", () => {
  it("states spec 9's Premium offer from the yearly price and the trial", () => {
    const yearly = PLANS.premium.prices.find((p) => p.interval === "year");
    expect(yearly?.unitAmount).toBe(23_400);
    expect(offerSentence({ unitAmount: 23_400 }, PREMIUM_TRIAL)).toBe(
      "$1 for 14 days, then $19.50 per month billed yearly",
    );
    expect(offerSentence({ unitAmount: 23_400 }, null)).toBe("$19.50 per month billed yearly");
  });

  it("formats integer cents without floating point surprises", () => {
    expect(formatMoney(100)).toBe("$1");
    expect(formatMoney(1950)).toBe("$19.50");
    expect(formatMoney(23_400)).toBe("$234");
    expect(formatMoney(123_456_7)).toBe("$12,345.67");
    expect(formatMoney(-1000)).toBe("-$10");
    expect(formatMoney(505, "eur")).toBe("EUR 5.05");
    expect(monthlyEquivalent(23_400)).toBe(1950);
  });

  it("maps plans and intervals to price ids and back", () => {
    expect(priceIdFor(DEFAULT_PRICE_IDS, "premium", "month")).toBe("price_premium_monthly");
    expect(priceIdFor(DEFAULT_PRICE_IDS, "zen_investor", "month")).toBeUndefined();
    expect(planOfPrice(DEFAULT_PRICE_IDS, "price_zen_strategies_yearly")).toEqual({
      plan: "zen_strategies",
      interval: "year",
    });
    expect(planOfPrice(DEFAULT_PRICE_IDS, "price_premium_trial")).toBeUndefined();
  });

  it("seeds the provider with every price, the one-time trial and the demo promotions", () => {
    const catalogue = providerCatalogue();
    expect(catalogue.prices.map((p) => p.id).sort()).toEqual(
      [
        "price_premium_monthly",
        "price_premium_trial",
        "price_premium_yearly",
        "price_zen_investor_yearly",
        "price_zen_strategies_yearly",
      ].sort(),
    );
    expect(catalogue.prices.find((p) => p.id === "price_premium_trial")).toMatchObject({
      unit_amount: 100,
      recurring: null,
    });
    expect(catalogue.promotionCodes.map((p) => p.code)).toEqual(["ZENFRIEND", "WELCOME10"]);
    for (const price of catalogue.prices) expect(catalogue.products.map((p) => p.id)).toContain(price.product);
    for (const code of catalogue.promotionCodes) expect(catalogue.coupons.map((c) => c.id)).toContain(code.coupon);
  });
});

describe("payment messages (spec 8)", () => {
  it("says the spec's words for each payment intent status", () => {
    expect(paymentMessage("processing")).toBe(
      "Your payment is still processing. We'll update you when payment is received.",
    );
    expect(paymentMessage("requires_payment_method")).toBe("Payment failed. Please try another payment method.");
    for (const status of ["canceled", "requires_action", "requires_capture", "requires_confirmation"] as const)
      expect(paymentMessage(status)).toBe(PAYMENT_MESSAGES.other);
    expect(PAYMENT_MESSAGES.other).toBe("Something went wrong.");
    expect(paymentMessage("succeeded")).toBeNull();
  });
});
