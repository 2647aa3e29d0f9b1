import { PAYMENT_MESSAGES, paymentMessage } from "../../../domain/billing/payment-messages";
import type { CheckoutResult } from "../../../domain/contracts/billing";

// What the return page (/users/subscription_success) tells, from the checkout's result, whether
// the visitor came back through the payment page's Back link, and whether the account already
// shows the plan (the webhook may come a moment after the browser).

export type CheckoutOutcome =
  /** Paid (or the trial started) and the account has the plan. */
  | { kind: "welcome" }
  /** Paid, but the provider's confirmation has not reached the account yet. */
  | { kind: "activating" }
  /** Spec 8's message for the payment intent's status. */
  | { kind: "payment-message"; message: string; retryable: boolean; pending: boolean }
  /** Left the payment page without paying. */
  | { kind: "nothing-charged" }
  /** No checkout of this user by that id. */
  | { kind: "unknown" }
  /** The payment provider could not be asked. */
  | { kind: "unavailable" };

export function checkoutOutcome(
  result: CheckoutResult | null,
  options: { canceled: boolean; hasPlan: boolean; unavailable?: boolean },
): CheckoutOutcome {
  if (options.unavailable) return options.hasPlan ? { kind: "welcome" } : { kind: "unavailable" };
  if (!result) return { kind: "unknown" };
  if (result.status === "complete") {
    if (result.paymentIntentStatus === "processing") {
      return { kind: "payment-message", message: PAYMENT_MESSAGES.processing, retryable: false, pending: true };
    }
    return options.hasPlan ? { kind: "welcome" } : { kind: "activating" };
  }
  // Not complete: tell what happened to the payment, if one was tried (the server's words are
  // spec 8's; the same table is the fallback).
  const status = result.paymentIntentStatus;
  const message = result.message ?? (status ? paymentMessage(status) : null);
  if (message) {
    const pending = status === "processing";
    return { kind: "payment-message", message, retryable: !pending, pending };
  }
  if (options.canceled || result.status === "open" || result.status === "expired") return { kind: "nothing-charged" };
  return { kind: "payment-message", message: PAYMENT_MESSAGES.other, retryable: true, pending: false };
}
