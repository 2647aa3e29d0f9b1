import { describe, expect, it } from "vitest";
import type { CheckoutResult } from "../../../domain/contracts/billing";
import { checkoutOutcome } from "./checkout-outcome";

const base: CheckoutResult = {
  checkoutId: "cs_1",
  plan: "premium",
  interval: "year",
  status: "complete",
  paymentIntentStatus: "succeeded",
  message: null,
  cancelTo: "/stock-screener",
};
const member = { canceled: false, hasPlan: true };
const free = { canceled: false, hasPlan: false };

describe("the return page's outcome (spec 3 and 8)", () => {
  it("welcomes a completed checkout once the account has the plan", () => {
    expect(checkoutOutcome(base, member)).toEqual({ kind: "welcome" });
    expect(checkoutOutcome({ ...base, paymentIntentStatus: null }, member)).toEqual({ kind: "welcome" });
  });

  it("says the account is updating when the webhook has not arrived yet", () => {
    expect(checkoutOutcome(base, free)).toEqual({ kind: "activating" });
  });

  it("processing: spec 8's words, and keeps looking", () => {
    const outcome = checkoutOutcome({ ...base, paymentIntentStatus: "processing" }, free);
    expect(outcome).toEqual({
      kind: "payment-message",
      message: "Your payment is still processing. We'll update you when payment is received.",
      retryable: false,
      pending: true,
    });
  });

  it("a declined card: 'Payment failed. Please try another payment method.'", () => {
    const declined = { ...base, status: "open" as const, paymentIntentStatus: "requires_payment_method" as const };
    expect(checkoutOutcome(declined, { canceled: true, hasPlan: false })).toMatchObject({
      kind: "payment-message",
      message: "Payment failed. Please try another payment method.",
      retryable: true,
    });
  });

  it.each(["requires_action", "canceled", "requires_confirmation", "requires_capture"] as const)(
    "%s: 'Something went wrong.'",
    (status) => {
      const outcome = checkoutOutcome({ ...base, status: "open", paymentIntentStatus: status }, free);
      expect(outcome).toMatchObject({ kind: "payment-message", message: "Something went wrong." });
    },
  );

  it("prefers the server's message", () => {
    const outcome = checkoutOutcome(
      { ...base, status: "open", paymentIntentStatus: "canceled", message: "Something went wrong." },
      free,
    );
    expect(outcome).toMatchObject({ message: "Something went wrong." });
  });

  it("left without paying: nothing charged", () => {
    const open = { ...base, status: "open" as const, paymentIntentStatus: null };
    expect(checkoutOutcome(open, { canceled: true, hasPlan: false })).toEqual({ kind: "nothing-charged" });
    expect(checkoutOutcome({ ...open, status: "expired" }, free)).toEqual({ kind: "nothing-charged" });
  });

  it("the provider cannot be asked: welcome if the plan is there, otherwise say so", () => {
    expect(checkoutOutcome(null, { ...free, unavailable: true })).toEqual({ kind: "unavailable" });
    expect(checkoutOutcome(null, { ...member, unavailable: true })).toEqual({ kind: "welcome" });
  });

  it("an unknown checkout", () => {
    expect(checkoutOutcome(null, free)).toEqual({ kind: "unknown" });
  });
});
