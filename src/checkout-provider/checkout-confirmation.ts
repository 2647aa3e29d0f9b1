import type Stripe from "stripe";
import { DECLINES, chargeOutcome } from "./cards";
import { refreshAmounts, sessionAmounts, sessionCustomerDetails, sessionPlan } from "./checkout-sessions";
import { addDays, addInterval } from "./clock";
import { createCustomer, getCustomer } from "./customers";
import type { Engine } from "./engine";
import { ProviderError } from "./errors";
import { newId } from "./ids";
import { announceInvoicePaid, chargeInvoice, createInvoice, markInvoicePaid } from "./invoices";
import {
  confirmIntent,
  createPaymentMethod,
  failIntent,
  getPaymentIntent,
  invoiceIntent,
  standaloneIntent,
  succeedIntent,
} from "./payments";
import type { CardBehaviour } from "./store";
import { createSubscription, firstInvoiceLines } from "./subscriptions";

// What pressing Subscribe/Pay on the hosted page does: the customer (made if the session has
// none), the payment method for the typed card, the session's invoice and payment intent (made
// once, reused by every attempt), the charge, and on success the subscription and the session's
// completion with its events.

/** A promotion code typed on the hosted page, or the error to show. */
export function applyTypedPromotionCode(
  engine: Engine,
  session: Stripe.Checkout.Session,
  typed: string,
): string | null {
  const code = Object.values(engine.state.promotionCodes).find(
    (candidate) => candidate.code.toLowerCase() === typed.trim().toLowerCase(),
  );
  if (!code || !code.active) return "This code is invalid.";
  session.discounts = [{ coupon: code.promotion.coupon as string, promotion_code: code.id }];
  refreshAmounts(engine, session);
  return null;
}

export interface TypedCard {
  behaviour: CardBehaviour;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  email: string | null;
  name: string | null;
}

export type CheckoutAttempt =
  { kind: "complete"; redirect: string } | { kind: "error"; message: string } | { kind: "authenticate" };

function ensureCustomer(
  engine: Engine,
  session: Stripe.Checkout.Session,
  email: string | null,
  name: string | null,
): Stripe.Customer {
  if (typeof session.customer === "string") return getCustomer(engine, session.customer);
  const customer = createCustomer(engine, { ...(email ? { email } : {}), ...(name ? { name } : {}) });
  session.customer = customer.id;
  return customer;
}

/** The session's invoice, made on the first attempt; a changed promotion code voids it for a new one. */
function ensureInvoice(engine: Engine, session: Stripe.Checkout.Session, customer: Stripe.Customer): Stripe.Invoice {
  const amounts = sessionAmounts(engine, session);
  const existing = typeof session.invoice === "string" ? engine.state.invoices[session.invoice] : undefined;
  if (existing && existing.amount_due === amounts.total) return existing;
  if (existing) existing.status = "void";
  const now = engine.customerNow(customer.id);
  const recurring = amounts.recurring;
  if (!recurring) throw new ProviderError(500, "api_error", "Subscription session without a recurring price.");
  const oneTime = amounts.lines.filter((line) => !line.price.recurring);
  const trialEnd = amounts.trialDays ? addDays(now, amounts.trialDays) : null;
  const discounts = sessionDiscountRecords(engine, session, customer, now);
  const invoice = createInvoice(engine, {
    customer,
    subscription: null,
    lines: firstInvoiceLines(engine, recurring, oneTime, now, trialEnd),
    billingReason: "subscription_create",
    discounts,
  });
  session.invoice = invoice.id;
  return invoice;
}

function sessionDiscountRecords(
  engine: Engine,
  session: Stripe.Checkout.Session,
  customer: Stripe.Customer,
  now: number,
): string[] {
  return (session.discounts ?? []).flatMap((entry) => {
    const couponId = typeof entry.coupon === "string" ? entry.coupon : entry.coupon?.id;
    const coupon = couponId ? engine.state.coupons[couponId] : undefined;
    if (!coupon) return [];
    const promotion =
      typeof entry.promotion_code === "string" ? entry.promotion_code : (entry.promotion_code?.id ?? null);
    const discount: Stripe.Discount = {
      id: newId("di"),
      object: "discount",
      checkout_session: session.id,
      customer: customer.id,
      customer_account: null,
      end:
        coupon.duration === "repeating" && coupon.duration_in_months
          ? addInterval(now, "month", coupon.duration_in_months)
          : null,
      invoice: null,
      invoice_item: null,
      promotion_code: promotion,
      source: { coupon: coupon.id, type: "coupon" },
      start: now,
      subscription: null,
      subscription_item: null,
    };
    engine.state.discounts[discount.id] = discount;
    return [discount.id];
  });
}

function authenticationUrl(engine: Engine, session: Stripe.Checkout.Session): string {
  return `${engine.publicUrl}/c/pay/${session.id}/authenticate`;
}

/** One press of Subscribe/Pay on the hosted page with a typed card. */
export function attemptCheckout(engine: Engine, session: Stripe.Checkout.Session, card: TypedCard): CheckoutAttempt {
  const customer = ensureCustomer(engine, session, card.email, card.name);
  const method = createPaymentMethod(engine, card, { email: card.email, name: card.name }, customer.id);
  session.customer_details = sessionCustomerDetails(card.email ?? customer.email, card.name);
  if (session.mode === "payment") {
    const amounts = sessionAmounts(engine, session);
    const existing =
      typeof session.payment_intent === "string" ? getPaymentIntent(engine, session.payment_intent) : null;
    const intent = existing ?? standaloneIntent(engine, amounts.total, session.currency ?? "usd", customer.id);
    // A promotion code typed since the last attempt changes what is due.
    intent.amount = amounts.total;
    session.payment_intent = intent.id;
    const result = confirmIntent(engine, intent, method.id, true, authenticationUrl(engine, session));
    return settle(engine, session, result, method.id);
  }
  const invoice = ensureInvoice(engine, session, customer);
  if (invoice.amount_due === 0) {
    // Nothing to charge today: the card is only saved, and a card that declines is refused now.
    const outcome = chargeOutcome(card.behaviour, true);
    if (outcome !== null && outcome !== "authenticate" && card.behaviour !== "charge_fails")
      return { kind: "error", message: outcome.message };
  }
  const result = chargeInvoice(engine, invoice, method.id, { authenticationUrl: authenticationUrl(engine, session) });
  return settle(engine, session, result, method.id);
}

function settle(
  engine: Engine,
  session: Stripe.Checkout.Session,
  result: "succeeded" | "failed" | "requires_action",
  methodId: string,
): CheckoutAttempt {
  if (result === "requires_action") return { kind: "authenticate" };
  if (result === "failed") {
    const intent = sessionIntent(engine, session);
    return { kind: "error", message: intent?.last_payment_error?.message ?? DECLINES.declined.message };
  }
  return { kind: "complete", redirect: completeCheckout(engine, session, methodId) };
}

/** The payment intent of the session's last attempt: its invoice's, or its own in payment mode. */
export function sessionIntent(engine: Engine, session: Stripe.Checkout.Session): Stripe.PaymentIntent | null {
  if (typeof session.payment_intent === "string") return getPaymentIntent(engine, session.payment_intent);
  const invoice = typeof session.invoice === "string" ? engine.state.invoices[session.invoice] : undefined;
  if (!invoice || invoice.amount_due === 0) return null;
  return invoiceIntent(engine, invoice);
}

/** The authentication step's answer: complete pays, fail leaves the payment needing another method. */
export function finishAuthentication(
  engine: Engine,
  session: Stripe.Checkout.Session,
  complete: boolean,
): CheckoutAttempt {
  const intent = sessionIntent(engine, session);
  if (!intent || intent.status !== "requires_action")
    return { kind: "error", message: "There is no payment waiting for authentication." };
  const invoice = typeof session.invoice === "string" ? engine.state.invoices[session.invoice] : undefined;
  const methodId = typeof intent.payment_method === "string" ? intent.payment_method : "";
  if (complete) {
    succeedIntent(engine, intent);
    if (invoice) markInvoicePaid(engine, invoice, false);
    return { kind: "complete", redirect: completeCheckout(engine, session, methodId) };
  }
  failIntent(engine, intent, DECLINES.authentication_failed);
  return { kind: "error", message: DECLINES.authentication_failed.message };
}

function completeCheckout(engine: Engine, session: Stripe.Checkout.Session, methodId: string): string {
  const customer = getCustomer(engine, session.customer as string);
  const before = structuredClone(customer);
  customer.invoice_settings.default_payment_method = methodId;
  if (!customer.email && session.customer_details?.email) customer.email = session.customer_details.email;
  engine.emit("customer.updated", customer, { invoice_settings: before.invoice_settings });
  const amounts = sessionAmounts(engine, session);
  if (session.mode === "subscription" && amounts.recurring) {
    const invoice = typeof session.invoice === "string" ? (engine.state.invoices[session.invoice] ?? null) : null;
    const plan = sessionPlan(engine, session);
    const now = engine.customerNow(customer.id);
    const subscription = createSubscription(engine, {
      customer,
      price: amounts.recurring.price,
      quantity: amounts.recurring.quantity,
      trialEnd: amounts.trialDays ? addDays(now, amounts.trialDays) : null,
      metadata: plan.subscriptionMetadata,
      discounts: invoice
        ? invoice.discounts.map((discount) => (typeof discount === "string" ? discount : discount.id))
        : [],
      paymentMethod: methodId,
      firstInvoice: invoice,
    });
    session.subscription = subscription.id;
    if (invoice) announceInvoicePaid(engine, invoice);
  }
  for (const entry of session.discounts ?? []) {
    const promotion =
      typeof entry.promotion_code === "string" ? engine.state.promotionCodes[entry.promotion_code] : undefined;
    if (promotion) promotion.times_redeemed += 1;
  }
  session.status = "complete";
  session.payment_status = amounts.total === 0 ? "no_payment_required" : "paid";
  session.url = null;
  engine.emit("checkout.session.completed", session);
  return (session.success_url ?? engine.publicUrl).replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}
