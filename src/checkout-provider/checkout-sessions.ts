import type Stripe from "stripe";
import { getCoupon, getPrice, getPromotionCode, productName } from "./catalogue";
import { DECLINES, chargeOutcome } from "./cards";
import { addDays, addInterval } from "./clock";
import { createCustomer, getCustomer } from "./customers";
import type { Engine } from "./engine";
import { ProviderError, found, invalidParameter, missingParameter } from "./errors";
import {
  mergeMetadata,
  objectsOf,
  optionalBoolean,
  optionalInteger,
  optionalObject,
  optionalString,
  requiredString,
  type FormObject,
} from "./form-body";
import { newId } from "./ids";
import { announceInvoicePaid, chargeInvoice, createInvoice, discountAmount, markInvoicePaid } from "./invoices";
import {
  confirmIntent,
  createPaymentMethod,
  failIntent,
  getPaymentIntent,
  invoiceIntent,
  standaloneIntent,
  succeedIntent,
} from "./payments";
import type { CardBehaviour, SessionPlan } from "./store";
import { createSubscription, firstInvoiceLines } from "./subscriptions";

export function getCheckoutSession(engine: Engine, id: string): Stripe.Checkout.Session {
  return found(engine.state.checkoutSessions, "checkout.session", id);
}

export function sessionPlan(engine: Engine, session: Stripe.Checkout.Session): SessionPlan {
  const plan = engine.state.sessionPlans[session.id];
  if (!plan) throw new ProviderError(500, "api_error", "Checkout session without lines.");
  return plan;
}

export interface SessionLine {
  price: Stripe.Price;
  quantity: number;
  name: string;
  amount: number;
}

export function sessionLines(engine: Engine, session: Stripe.Checkout.Session): SessionLine[] {
  return sessionPlan(engine, session).lines.map((line) => {
    const price = getPrice(engine, line.price);
    return {
      price,
      quantity: line.quantity,
      name: productName(engine, price),
      amount: (price.unit_amount ?? 0) * line.quantity,
    };
  });
}

/** What the session charges today and later: a trialing subscription's recurring price is due at trial end. */
export function sessionAmounts(engine: Engine, session: Stripe.Checkout.Session) {
  const plan = sessionPlan(engine, session);
  const lines = sessionLines(engine, session);
  const recurring = lines.find((line) => line.price.recurring) ?? null;
  const trialing = session.mode === "subscription" && plan.trialPeriodDays !== null && plan.trialPeriodDays > 0;
  const dueToday = lines
    .filter((line) => !(trialing && line.price.recurring))
    .reduce((sum, line) => sum + line.amount, 0);
  const couponRef = session.discounts?.[0]?.coupon;
  const coupon = couponRef ? engine.state.coupons[typeof couponRef === "string" ? couponRef : couponRef.id] : undefined;
  const discount = coupon ? discountAmount(coupon, dueToday) : 0;
  return {
    lines,
    recurring,
    trialDays: trialing ? plan.trialPeriodDays : null,
    subtotal: dueToday,
    discount,
    total: dueToday - discount,
    coupon: coupon ?? null,
  };
}

function sessionDiscounts(engine: Engine, form: FormObject): Stripe.Checkout.Session.Discount[] {
  return objectsOf(form, "discounts").map((entry, index) => {
    const promotionCode = optionalString(entry, "promotion_code");
    if (promotionCode) {
      const code = getPromotionCode(engine, promotionCode, `discounts[${index}][promotion_code]`);
      if (!code.active)
        throw invalidParameter(
          `discounts[${index}][promotion_code]`,
          `The promotion code '${code.code}' is not active.`,
        );
      return { coupon: code.promotion.coupon as string, promotion_code: code.id };
    }
    const coupon = optionalString(entry, "coupon");
    if (!coupon) throw missingParameter(`discounts[${index}][coupon]`);
    return { coupon: getCoupon(engine, coupon, `discounts[${index}][coupon]`).id, promotion_code: null };
  });
}

export function createCheckoutSession(engine: Engine, form: FormObject): Stripe.Checkout.Session {
  const mode = requiredString(form, "mode");
  if (mode !== "subscription" && mode !== "payment")
    throw invalidParameter("mode", `Invalid mode: '${mode}'. This provider speaks 'subscription' and 'payment'.`);
  const customerId = optionalString(form, "customer") || null;
  const customer = customerId ? getCustomer(engine, customerId, "customer") : null;
  const customerEmail = optionalString(form, "customer_email") || null;
  if (customer && customerEmail)
    throw invalidParameter("customer_email", "You may only specify one of these parameters: customer, customer_email.");
  const lines = objectsOf(form, "line_items").map((entry, index) => {
    const price = getPrice(engine, requiredString(entry, "price"), `line_items[${index}][price]`);
    return { price: price.id, quantity: optionalInteger(entry, "quantity") ?? 1, recurring: price.recurring !== null };
  });
  if (lines.length === 0) throw missingParameter("line_items");
  const recurring = lines.filter((line) => line.recurring);
  if (mode === "subscription" && recurring.length !== 1)
    throw invalidParameter("line_items", "Subscription mode needs exactly one recurring price here.");
  if (mode === "payment" && recurring.length > 0)
    throw invalidParameter("line_items", "You must use mode 'subscription' for recurring prices.");
  const subscriptionData = optionalObject(form, "subscription_data") ?? {};
  const trialPeriodDays = optionalInteger(subscriptionData, "trial_period_days") ?? null;
  if (trialPeriodDays !== null && (trialPeriodDays < 1 || trialPeriodDays > 730))
    throw invalidParameter("subscription_data[trial_period_days]", "trial_period_days must be between 1 and 730.");
  const allowPromotionCodes = optionalBoolean(form, "allow_promotion_codes") ?? null;
  const discounts = sessionDiscounts(engine, form);
  if (allowPromotionCodes && discounts.length > 0)
    throw invalidParameter(
      "discounts",
      "You may only specify one of these parameters: allow_promotion_codes, discounts.",
    );
  const successUrl = requiredString(form, "success_url");
  const created = engine.customerNow(customer?.id);
  const id = `cs_test_${newId("x").slice(2)}${newId("x").slice(2, 20)}`;
  const session: Stripe.Checkout.Session = {
    id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: allowPromotionCodes,
    allowed_payment_method_types: null,
    amount_subtotal: 0,
    amount_total: 0,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: optionalString(form, "cancel_url") ?? null,
    client_reference_id: optionalString(form, "client_reference_id") ?? null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: getPrice(engine, lines[0]?.price ?? "").currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: customer?.id ?? null,
    customer_account: null,
    customer_creation: customer ? null : "always",
    customer_details: customer ? sessionCustomerDetails(customer.email, customer.name ?? null) : null,
    customer_email: customerEmail,
    discounts,
    expires_at: expiresAt(form, created),
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: mergeMetadata({}, form),
    mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "always",
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: `${engine.publicUrl}/c/pay/${id}`,
    wallet_options: null,
  };
  engine.state.checkoutSessions[id] = session;
  engine.state.sessionPlans[id] = {
    lines: lines.map((line) => ({ price: line.price, quantity: line.quantity })),
    trialPeriodDays,
    subscriptionMetadata: mergeMetadata({}, subscriptionData),
  };
  refreshAmounts(engine, session);
  return session;
}

/** `expires_at` may be given, from 30 minutes to 24 hours after creation; 24 hours by default. */
function expiresAt(form: FormObject, created: number): number {
  const given = optionalInteger(form, "expires_at");
  if (given === undefined) return created + 24 * 3600;
  if (given < created + 1800 || given > created + 24 * 3600)
    throw invalidParameter(
      "expires_at",
      "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
    );
  return given;
}

function sessionCustomerDetails(email: string | null, name: string | null): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
}

function refreshAmounts(engine: Engine, session: Stripe.Checkout.Session): void {
  const amounts = sessionAmounts(engine, session);
  session.amount_subtotal = amounts.subtotal;
  session.amount_total = amounts.total;
  session.total_details = { amount_discount: amounts.discount, amount_shipping: 0, amount_tax: 0 };
}

export function lineItemsOf(engine: Engine, session: Stripe.Checkout.Session): Stripe.LineItem[] {
  return sessionLines(engine, session).map((line, index) => ({
    id: `li_${session.id.slice(8, 30)}${index}`,
    object: "item",
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: line.amount,
    amount_tax: 0,
    amount_total: line.amount,
    currency: line.price.currency,
    description: line.name,
    metadata: {},
    price: line.price,
    quantity: line.quantity,
  }));
}

export function expireCheckoutSession(engine: Engine, id: string): Stripe.Checkout.Session {
  const session = getCheckoutSession(engine, id);
  if (session.status !== "open")
    throw new ProviderError(
      400,
      "invalid_request_error",
      `Only Checkout Sessions with a status of 'open' can be expired. This session has a status of '${session.status}'.`,
      "checkout_session_not_open",
    );
  session.status = "expired";
  session.url = null;
  engine.emit("checkout.session.expired", session);
  return session;
}

/**
 * Whether the session can still be paid. Its 24 hours run on its customer's clock (the clock
 * that stamped `created`); a session found past them is expired now, with its event.
 */
export function stillOpen(engine: Engine, session: Stripe.Checkout.Session): boolean {
  if (session.status !== "open") return false;
  const now = engine.customerNow(typeof session.customer === "string" ? session.customer : null);
  if (now < session.expires_at) return true;
  expireCheckoutSession(engine, session.id);
  return false;
}

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
