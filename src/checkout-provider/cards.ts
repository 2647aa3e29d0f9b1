import type { CardBehaviour } from "./store";

// Stripe's test card numbers and what each does when charged.

const TEST_CARDS: Record<string, { behaviour: CardBehaviour; brand: string }> = {
  "4242424242424242": { behaviour: "succeeds", brand: "visa" },
  "4000000000000002": { behaviour: "declined", brand: "visa" },
  "4000000000009995": { behaviour: "insufficient_funds", brand: "visa" },
  "4000002500003155": { behaviour: "authentication_required", brand: "visa" },
  // Attaches to the customer, then every charge fails: how a test makes a renewal fail.
  "4000000000000341": { behaviour: "charge_fails", brand: "visa" },
  "5555555555554444": { behaviour: "succeeds", brand: "mastercard" },
};

/** Stripe's test payment method ids (`pm_card_visa`, ...) and the card each stands for. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_authenticationRequired: "4000002500003155",
  pm_card_chargeCustomerFail: "4000000000000341",
};

export function testPaymentMethodCard(id: string): string | null {
  return TEST_PAYMENT_METHODS[id] ?? null;
}

export function testCard(number: string): { behaviour: CardBehaviour; brand: string; last4: string } | null {
  const digits = number.replace(/[\s-]/g, "");
  const card = TEST_CARDS[digits];
  return card ? { ...card, last4: digits.slice(-4) } : null;
}

export interface Decline {
  code: string;
  declineCode?: string;
  message: string;
  type: "card_error" | "invalid_request_error";
}

export const DECLINES = {
  declined: {
    code: "card_declined",
    declineCode: "generic_decline",
    message: "Your card was declined.",
    type: "card_error",
  },
  insufficient_funds: {
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
    type: "card_error",
  },
  authentication_failed: {
    code: "payment_intent_authentication_failure",
    message:
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    type: "invalid_request_error",
  },
} satisfies Record<string, Decline>;

/** What charging a card of this behaviour does: a decline, a request for authentication, or nothing (paid). */
export function chargeOutcome(behaviour: CardBehaviour, onSession: boolean): Decline | "authenticate" | null {
  if (behaviour === "declined" || behaviour === "charge_fails") return DECLINES.declined;
  if (behaviour === "insufficient_funds") return DECLINES.insufficient_funds;
  // Like Stripe's 3155 card: on-session payments ask for authentication, later off-session ones succeed.
  if (behaviour === "authentication_required" && onSession) return "authenticate";
  return null;
}
