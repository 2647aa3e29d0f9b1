import type Stripe from "stripe";
import { getCoupon, getPrice, getProduct, getPromotionCode } from "./catalogue";
import { createCheckoutSession, expireCheckoutSession, getCheckoutSession, lineItemsOf } from "./checkout-sessions";
import { createTestClock } from "./clock";
import { advanceTestClock } from "./clock-advance";
import { createCustomer, getCustomer, getTestClock, updateCustomer } from "./customers";
import type { Engine } from "./engine";
import { ProviderError, found } from "./errors";
import {
  optionalBoolean,
  optionalString,
  requiredInteger,
  requiredString,
  stringsOf,
  type FormObject,
} from "./form-body";
import { getInvoice } from "./invoices";
import { createdFilter, listOf } from "./listing";
import { attachPaymentMethod, getPaymentIntent, getPaymentMethod } from "./payments";
import { createPortalSession } from "./portal";
import {
  cancelSubscription,
  getSubscription,
  payOpenInvoice,
  subscriptionListFilter,
  updateSubscription,
} from "./subscriptions";

// The part of Stripe's API OpenZen calls, one line per route. Handlers return the object; the
// server expands it, stores the state and answers JSON.

export type Handler = (engine: Engine, params: string[], form: FormObject, url: string) => unknown;

export interface Route {
  method: "GET" | "POST" | "DELETE";
  pattern: RegExp;
  handler: Handler;
}

const ID = "([^/]+)";

function route(method: Route["method"], path: string, handler: Handler): Route {
  return { method, pattern: new RegExp(`^/v1${path.replaceAll(":id", ID)}$`), handler };
}

function param(params: string[], index = 0): string {
  return params[index] ?? "";
}

function filterOn<T>(items: T[], predicate: (item: T) => boolean): T[] {
  return items.filter(predicate);
}

export const routes: Route[] = [
  route("POST", "/customers", (engine, _p, form) => createCustomer(engine, form)),
  route("GET", "/customers", (engine, _p, form, url) => {
    const email = optionalString(form, "email");
    const clock = optionalString(form, "test_clock");
    const created = createdFilter(form);
    return listOf(
      filterOn(
        Object.values(engine.state.customers),
        (c) => (!email || c.email === email) && (!clock || c.test_clock === clock) && created(c),
      ),
      form,
      url,
    );
  }),
  route("GET", "/customers/search", (engine, _p, form) => searchCustomers(engine, requiredString(form, "query"))),
  route("GET", "/customers/:id", (engine, params) => getCustomer(engine, param(params))),
  route("POST", "/customers/:id", (engine, params, form) => updateCustomer(engine, param(params), form)),

  route("GET", "/products/:id", (engine, params) => getProduct(engine, param(params))),
  route("GET", "/prices", (engine, _p, form, url) => {
    const keys = stringsOf(form, "lookup_keys");
    const active = optionalBoolean(form, "active");
    const product = optionalString(form, "product");
    const type = optionalString(form, "type");
    return listOf(
      filterOn(
        Object.values(engine.state.prices),
        (p) =>
          (keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key))) &&
          (active === undefined || p.active === active) &&
          (!product || p.product === product) &&
          (!type || p.type === type),
      ),
      form,
      url,
    );
  }),
  route("GET", "/prices/:id", (engine, params) => getPrice(engine, param(params))),
  route("GET", "/coupons/:id", (engine, params) => getCoupon(engine, param(params))),
  route("GET", "/promotion_codes", (engine, _p, form, url) => {
    const code = optionalString(form, "code");
    const active = optionalBoolean(form, "active");
    const coupon = optionalString(form, "coupon");
    return listOf(
      filterOn(
        Object.values(engine.state.promotionCodes),
        (p) =>
          (!code || p.code.toLowerCase() === code.toLowerCase()) &&
          (active === undefined || p.active === active) &&
          (!coupon || p.promotion.coupon === coupon),
      ),
      form,
      url,
    );
  }),
  route("GET", "/promotion_codes/:id", (engine, params) => getPromotionCode(engine, param(params))),

  route("POST", "/checkout/sessions", (engine, _p, form) => createCheckoutSession(engine, form)),
  route("GET", "/checkout/sessions", (engine, _p, form, url) => {
    const customer = optionalString(form, "customer");
    const subscription = optionalString(form, "subscription");
    const status = optionalString(form, "status");
    return listOf(
      filterOn(
        Object.values(engine.state.checkoutSessions),
        (s) =>
          (!customer || s.customer === customer) &&
          (!subscription || s.subscription === subscription) &&
          (!status || s.status === status),
      ),
      form,
      url,
    );
  }),
  route("GET", "/checkout/sessions/:id", (engine, params) => getCheckoutSession(engine, param(params))),
  route("GET", "/checkout/sessions/:id/line_items", (engine, params, form, url) =>
    listOf(lineItemsOf(engine, getCheckoutSession(engine, param(params))), form, url, "as given"),
  ),
  route("POST", "/checkout/sessions/:id/expire", (engine, params) => expireCheckoutSession(engine, param(params))),

  route("GET", "/subscriptions", (engine, _p, form, url) =>
    listOf(filterOn(Object.values(engine.state.subscriptions), subscriptionListFilter(form)), form, url),
  ),
  route("GET", "/subscriptions/:id", (engine, params) => getSubscription(engine, param(params))),
  route("POST", "/subscriptions/:id", (engine, params, form) => updateSubscription(engine, param(params), form)),
  route("DELETE", "/subscriptions/:id", (engine, params) => cancelSubscription(engine, param(params))),

  route("GET", "/invoices", (engine, _p, form, url) => {
    const customer = optionalString(form, "customer");
    const subscription = optionalString(form, "subscription");
    const status = optionalString(form, "status");
    return listOf(
      filterOn(
        Object.values(engine.state.invoices),
        (i) =>
          (!customer || i.customer === customer) &&
          (!subscription || i.parent?.subscription_details?.subscription === subscription) &&
          (!status || i.status === status),
      ),
      form,
      url,
    );
  }),
  route("GET", "/invoices/:id", (engine, params) => getInvoice(engine, param(params))),
  route("POST", "/invoices/:id/pay", (engine, params, form) => {
    const invoice = getInvoice(engine, param(params));
    if (invoice.status !== "open")
      throw new ProviderError(
        400,
        "invalid_request_error",
        `Invoice is already ${invoice.status}.`,
        "invoice_not_open",
      );
    const methodId = optionalString(form, "payment_method") || null;
    if (methodId) getPaymentMethod(engine, methodId, "payment_method");
    if (payOpenInvoice(engine, invoice, methodId) === "failed") {
      const intent = Object.values(engine.state.invoicePayments).find((p) => p.invoice === invoice.id)?.payment
        .payment_intent;
      const error = typeof intent === "string" ? engine.state.paymentIntents[intent]?.last_payment_error : null;
      throw new ProviderError(
        402,
        "card_error",
        error?.message ?? "Your card was declined.",
        error?.code ?? "card_declined",
        undefined,
        {
          ...(error?.decline_code ? { decline_code: error.decline_code } : {}),
          ...(typeof intent === "string" ? { payment_intent: engine.state.paymentIntents[intent] } : {}),
        },
      );
    }
    return invoice;
  }),
  route("GET", "/invoice_payments", (engine, _p, form, url) => {
    const invoice = optionalString(form, "invoice");
    return listOf(
      filterOn(Object.values(engine.state.invoicePayments), (p) => !invoice || p.invoice === invoice),
      form,
      url,
    );
  }),
  route("GET", "/invoice_payments/:id", (engine, params) =>
    found(engine.state.invoicePayments, "invoice_payment", param(params)),
  ),
  route("GET", "/payment_intents/:id", (engine, params) => getPaymentIntent(engine, param(params))),
  route("GET", "/payment_methods/:id", (engine, params) => getPaymentMethod(engine, param(params))),
  route("POST", "/payment_methods/:id/attach", (engine, params, form) =>
    attachPaymentMethod(engine, param(params), form, (id) => getCustomer(engine, id, "customer")),
  ),

  route("POST", "/billing_portal/sessions", (engine, _p, form) => createPortalSession(engine, form)),

  route("POST", "/test_helpers/test_clocks", (engine, _p, form) =>
    createTestClock(engine, requiredInteger(form, "frozen_time"), optionalString(form, "name") ?? null),
  ),
  route("GET", "/test_helpers/test_clocks", (engine, _p, form, url) =>
    listOf(Object.values(engine.state.testClocks), form, url),
  ),
  route("GET", "/test_helpers/test_clocks/:id", (engine, params) => getTestClock(engine, param(params))),
  route("POST", "/test_helpers/test_clocks/:id/advance", (engine, params, form) =>
    advanceTestClock(engine, param(params), requiredInteger(form, "frozen_time")),
  ),

  route("GET", "/events", (engine, _p, form, url) => {
    const type = optionalString(form, "type");
    const types = stringsOf(form, "types");
    const created = createdFilter(form);
    return listOf(
      filterOn(
        Object.values(engine.state.events),
        (e: Stripe.Event) =>
          (!type || e.type === type || (type.endsWith("*") && e.type.startsWith(type.slice(0, -1)))) &&
          (types.length === 0 || types.includes(e.type)) &&
          created(e),
      ),
      form,
      url,
    );
  }),
  route("GET", "/events/:id", (engine, params) => found(engine.state.events, "event", param(params))),
];

/**
 * Stripe's search for customers, for the clauses one looks a customer up by: `email:'x'` and
 * `metadata['key']:'value'`, joined by AND.
 */
function searchCustomers(engine: Engine, query: string) {
  const clauses = query.split(/\s+AND\s+/i).map((clause) => {
    const match = /^(email|name|metadata\[['"]([^'"]+)['"]\]):['"]([^'"]*)['"]$/.exec(clause.trim());
    if (!match)
      throw new ProviderError(
        400,
        "invalid_request_error",
        `Unsupported search query: ${clause}`,
        "parameter_invalid",
        "query",
      );
    return { field: match[1] ?? "", key: match[2], value: match[3] ?? "" };
  });
  const data = Object.values(engine.state.customers).filter((customer) =>
    clauses.every(({ field, key, value }) =>
      key !== undefined ? customer.metadata[key] === value : customer[field as "email" | "name"] === value,
    ),
  );
  return {
    object: "search_result",
    data: data.reverse(),
    has_more: false,
    next_page: null,
    url: "/v1/customers/search",
  };
}

/** Fields Stripe computes on expansion rather than storing: a session's line items, an invoice's payments. */
export function computedField(engine: Engine, object: object, field: string): unknown {
  const record = object as { object?: string; id?: string };
  if (record.object === "checkout.session" && field === "line_items" && record.id) {
    const session = getCheckoutSession(engine, record.id);
    return listOf(lineItemsOf(engine, session), {}, `/v1/checkout/sessions/${record.id}/line_items`, "as given");
  }
  if (record.object === "invoice" && field === "payments" && record.id) {
    const payments = Object.values(engine.state.invoicePayments).filter((payment) => payment.invoice === record.id);
    return listOf(payments, { limit: "100" }, `/v1/invoice_payments?invoice=${record.id}`);
  }
  return undefined;
}
