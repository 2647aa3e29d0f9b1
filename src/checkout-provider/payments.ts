import type Stripe from "stripe";
import { chargeOutcome, testCard, testPaymentMethodCard, type Decline } from "./cards";
import type { Engine } from "./engine";
import { found } from "./errors";
import { requiredString, type FormObject } from "./form-body";
import { newId } from "./ids";
import type { CardBehaviour } from "./store";

// Payment methods (the test cards a customer typed), payment intents and the invoice payments
// tying them to invoices. A payment intent is made once per invoice and reused by every attempt,
// so its status always tells the last attempt: `invoice_payments?invoice=` → `payment.payment_intent`.

export function createPaymentMethod(
  engine: Engine,
  card: { behaviour: CardBehaviour; brand: string; last4: string; expMonth: number; expYear: number },
  billing: { email: string | null; name: string | null },
  customerId: string | null,
): Stripe.PaymentMethod {
  const method: Stripe.PaymentMethod = {
    id: newId("pm"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: { address: null, email: billing.email, name: billing.name, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: card.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.last4 + card.brand,
      funding: "credit",
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: engine.realNow(),
    customer: customerId,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: "card",
  };
  engine.state.paymentMethods[method.id] = method;
  engine.state.cards[method.id] = card.behaviour;
  return method;
}

export function getPaymentMethod(engine: Engine, id: string, param = "id"): Stripe.PaymentMethod {
  return found(engine.state.paymentMethods, "payment_method", id, param);
}

/**
 * Attaches a payment method to a customer. Stripe's test ids (`pm_card_visa`,
 * `pm_card_chargeCustomerFail`, ...) make a new card each time, as in Stripe: how a test gives
 * an existing customer a card that fails or succeeds.
 */
export function attachPaymentMethod(
  engine: Engine,
  id: string,
  form: FormObject,
  customerExists: (id: string) => void,
): Stripe.PaymentMethod {
  const customer = requiredString(form, "customer");
  customerExists(customer);
  const number = testPaymentMethodCard(id);
  const card = number ? testCard(number) : null;
  if (card)
    return createPaymentMethod(
      engine,
      { ...card, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 },
      { email: null, name: null },
      customer,
    );
  const method = getPaymentMethod(engine, id);
  method.customer = customer;
  return method;
}

function newPaymentIntent(
  engine: Engine,
  amount: number,
  currency: string,
  customer: string | null,
  description: string | null,
): Stripe.PaymentIntent {
  const id = newId("pi");
  const intent: Stripe.PaymentIntent = {
    id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${id}_secret_${newId("s").slice(2)}`,
    confirmation_method: "automatic",
    created: engine.customerNow(customer),
    currency,
    customer,
    customer_account: null,
    description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "requires_payment_method",
    transfer_group: null,
  };
  engine.state.paymentIntents[id] = intent;
  return intent;
}

export function getPaymentIntent(engine: Engine, id: string): Stripe.PaymentIntent {
  return found(engine.state.paymentIntents, "payment_intent", id);
}

/** The invoice's payment intent, made (with its invoice payment) on the first attempt. */
export function invoiceIntent(engine: Engine, invoice: Stripe.Invoice): Stripe.PaymentIntent {
  const existing = Object.values(engine.state.invoicePayments).find((payment) => payment.invoice === invoice.id);
  const existingIntent = existing?.payment.payment_intent;
  if (typeof existingIntent === "string") return getPaymentIntent(engine, existingIntent);
  const customer = typeof invoice.customer === "string" ? invoice.customer : null;
  const intent = newPaymentIntent(engine, invoice.amount_due, invoice.currency, customer, invoice.description);
  const payment: Stripe.InvoicePayment = {
    id: newId("inpay"),
    object: "invoice_payment",
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: intent.created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: intent.id, type: "payment_intent" },
    status: "open",
    status_transitions: { canceled_at: null, paid_at: null },
  };
  engine.state.invoicePayments[payment.id] = payment;
  return intent;
}

/** A payment intent for a one-time (mode 'payment') checkout, with no invoice. */
export function standaloneIntent(
  engine: Engine,
  amount: number,
  currency: string,
  customer: string | null,
): Stripe.PaymentIntent {
  return newPaymentIntent(engine, amount, currency, customer, null);
}

export type ChargeResult = "succeeded" | "failed" | "requires_action";

/** Confirms `intent` with `methodId`: succeeds, fails with the card's decline, or asks for authentication. */
export function confirmIntent(
  engine: Engine,
  intent: Stripe.PaymentIntent,
  methodId: string,
  onSession: boolean,
  authenticationUrl: string | null,
): ChargeResult {
  intent.payment_method = methodId;
  const outcome = chargeOutcome(engine.state.cards[methodId] ?? "succeeds", onSession);
  if (outcome === null) {
    succeedIntent(engine, intent);
    return "succeeded";
  }
  if (outcome === "authenticate") {
    intent.status = "requires_action";
    intent.last_payment_error = null;
    intent.next_action = {
      type: "redirect_to_url",
      redirect_to_url: { return_url: authenticationUrl, url: authenticationUrl },
    };
    return "requires_action";
  }
  failIntent(engine, intent, outcome);
  return "failed";
}

export function succeedIntent(engine: Engine, intent: Stripe.PaymentIntent): void {
  intent.status = "succeeded";
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  intent.next_action = null;
  intent.latest_charge = newId("ch");
  for (const payment of Object.values(engine.state.invoicePayments)) {
    if (payment.payment.payment_intent !== intent.id) continue;
    payment.status = "paid";
    payment.amount_paid = intent.amount;
    payment.status_transitions.paid_at = engine.customerNow(
      typeof intent.customer === "string" ? intent.customer : null,
    );
  }
  engine.emit("payment_intent.succeeded", intent);
}

export function failIntent(engine: Engine, intent: Stripe.PaymentIntent, decline: Decline): void {
  intent.status = "requires_payment_method";
  intent.next_action = null;
  const method =
    typeof intent.payment_method === "string" ? engine.state.paymentMethods[intent.payment_method] : undefined;
  intent.last_payment_error = {
    code: decline.code as Stripe.PaymentIntent.LastPaymentError.Code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    message: decline.message,
    ...(method ? { payment_method: method } : {}),
    type: decline.type,
  };
  engine.emit("payment_intent.payment_failed", intent);
}
