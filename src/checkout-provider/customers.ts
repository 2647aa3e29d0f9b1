import type Stripe from "stripe";
import { createTestClock } from "./clock";
import { changedFields, type Engine } from "./engine";
import { found, missingResource } from "./errors";
import { mergeMetadata, optionalObject, optionalString, type FormObject } from "./form-body";
import { newId } from "./ids";

export function getCustomer(engine: Engine, id: string, param = "id"): Stripe.Customer {
  return found(engine.state.customers, "customer", id, param);
}

export function getTestClock(engine: Engine, id: string, param = "id"): Stripe.TestHelpers.TestClock {
  return found(engine.state.testClocks, "test_clock", id, param);
}

/**
 * Creates a customer. The one deliberate difference from Stripe: a customer created without a
 * test clock gets a fresh clock of its own, so a test can move that one customer's time with
 * the standard test-clock API (docs/decisions/020-local-checkout-provider.md).
 */
export function createCustomer(engine: Engine, form: FormObject): Stripe.Customer {
  const clockId = optionalString(form, "test_clock");
  const clock = clockId
    ? getTestClock(engine, clockId, "test_clock")
    : createTestClock(engine, engine.realNow(), "customer clock");
  const customer: Stripe.Customer = {
    id: newId("cus"),
    object: "customer",
    address: null,
    balance: 0,
    created: clock.frozen_time,
    currency: null,
    default_source: null,
    delinquent: false,
    description: optionalString(form, "description") ?? null,
    discount: null,
    email: optionalString(form, "email") ?? null,
    invoice_prefix: newId("x").slice(2, 10).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: mergeMetadata({}, form),
    name: optionalString(form, "name") ?? null,
    next_invoice_sequence: 1,
    phone: optionalString(form, "phone") ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: clock.id,
  };
  engine.state.customers[customer.id] = customer;
  engine.emit("customer.created", customer);
  return customer;
}

export function updateCustomer(engine: Engine, id: string, form: FormObject): Stripe.Customer {
  const customer = getCustomer(engine, id);
  const before = structuredClone(customer);
  for (const field of ["email", "name", "description", "phone"] as const) {
    const value = optionalString(form, field);
    if (value !== undefined) customer[field] = value === "" ? null : value;
  }
  customer.metadata = mergeMetadata(customer.metadata, form);
  const settings = optionalObject(form, "invoice_settings");
  const defaultMethod = settings ? optionalString(settings, "default_payment_method") : undefined;
  if (defaultMethod !== undefined) {
    if (defaultMethod && !engine.state.paymentMethods[defaultMethod])
      throw missingResource("payment_method", defaultMethod, "invoice_settings[default_payment_method]");
    customer.invoice_settings.default_payment_method = defaultMethod || null;
  }
  const previous = changedFields(before, customer);
  if (Object.keys(previous).length > 0) engine.emit("customer.updated", customer, previous);
  return customer;
}
