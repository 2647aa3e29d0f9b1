import type Stripe from "stripe";
import type {
  BillingSubscription,
  CheckoutResult,
  InvoiceSummary,
  PaymentIntentStatus,
  Promotion,
} from "../../domain/contracts/billing";
import { BILLING_INTERVALS } from "../../domain/contracts/billing";
import { paymentMessage } from "../../domain/billing/payment-messages";
import type { CheckoutRow, SubscriptionRow } from "../../db/repositories/billing";

// Billing answers built from our rows and the provider's objects (contracts/billing.ts).

/** Spec 3's Promotion from a provider promotion code and its coupon. */
export function presentPromotion(code: string, coupon: Stripe.Coupon): Promotion {
  return {
    promotionCode: code,
    name: coupon.name ?? code,
    discountPercent: coupon.percent_off,
    discountAmount: coupon.amount_off,
    duration: coupon.duration === "repeating" ? "repeating" : coupon.duration === "forever" ? "forever" : "once",
    durationInMonths: coupon.duration_in_months,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const fromUnix = (seconds: number) => new Date(seconds * 1000).toISOString();

export function presentSubscription(row: SubscriptionRow): BillingSubscription {
  const interval = (BILLING_INTERVALS as readonly string[]).includes(row.interval ?? "")
    ? (row.interval as BillingSubscription["interval"])
    : null;
  return {
    plan: row.plan,
    status: row.status,
    interval,
    unitAmount: row.unit_amount,
    currency: row.currency,
    trialEnd: iso(row.trial_end),
    currentPeriodEnd: row.current_period_end.toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

export function presentInvoice(invoice: Stripe.Invoice): InvoiceSummary {
  return {
    id: invoice.id ?? "",
    number: invoice.number,
    created: fromUnix(invoice.created),
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status,
    url: invoice.hosted_invoice_url ?? null,
  };
}

export function presentCheckoutResult(
  row: CheckoutRow,
  status: CheckoutResult["status"],
  paymentIntentStatus: PaymentIntentStatus | null,
): CheckoutResult {
  return {
    checkoutId: row.id,
    plan: row.plan,
    interval: row.interval,
    status,
    paymentIntentStatus,
    message: paymentIntentStatus === null ? null : paymentMessage(paymentIntentStatus),
    cancelTo: row.cancel_to,
  };
}
