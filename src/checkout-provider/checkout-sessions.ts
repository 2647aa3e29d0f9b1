import type Stripe from "stripe";
import { getCoupon, getPrice, getPromotionCode, productName } from "./catalogue";
import { getCustomer } from "./customers";
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
import { discountAmount } from "./invoices";
import type { SessionPlan } from "./store";

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

export function sessionCustomerDetails(
  email: string | null,
  name: string | null,
): Stripe.Checkout.Session.CustomerDetails {
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

export function refreshAmounts(engine: Engine, session: Stripe.Checkout.Session): void {
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
