import type { PaymentIntentStatus } from "../contracts/billing";

// Spec 8, word for word: what the return page says about the payment of a checkout.
export const PAYMENT_MESSAGES = {
  processing: "Your payment is still processing. We'll update you when payment is received.",
  requires_payment_method: "Payment failed. Please try another payment method.",
  other: "Something went wrong.",
} as const;

/** The message for a payment intent status; null when it succeeded (nothing to say but welcome). */
export function paymentMessage(status: PaymentIntentStatus): string | null {
  if (status === "succeeded") return null;
  if (status === "processing") return PAYMENT_MESSAGES.processing;
  if (status === "requires_payment_method") return PAYMENT_MESSAGES.requires_payment_method;
  return PAYMENT_MESSAGES.other;
}
