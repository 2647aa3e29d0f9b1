import type Stripe from "stripe";
import { getPrice, planOf, productName } from "./catalogue";
import { addInterval, type Interval } from "./clock";
import { getCustomer } from "./customers";
import { changedFields, type Engine } from "./engine";
import { ProviderError, found, invalidParameter, missingResource } from "./errors";
import { mergeMetadata, objectsOf, optionalBoolean, optionalString, type FormObject } from "./form-body";
import { newId } from "./ids";
import { attachToSubscription, chargeInvoice, createInvoice, type InvoiceLine } from "./invoices";

export function getSubscription(engine: Engine, id: string): Stripe.Subscription {
  return found(engine.state.subscriptions, "subscription", id);
}

function intervalOf(price: Stripe.Price): Interval {
  return (price.recurring?.interval ?? "month") as Interval;
}

function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new ProviderError(500, "api_error", "Subscription without items.");
  return item;
}

function customerIdOf(subscription: Stripe.Subscription): string {
  return typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
}

/** The item's price for one period, as an invoice line. */
function periodLine(
  engine: Engine,
  item: Stripe.SubscriptionItem,
  start: number,
  end: number,
  free: boolean,
): InvoiceLine {
  const quantity = item.quantity ?? 1;
  const name = productName(engine, item.price);
  return {
    description: free ? `Trial period for ${name}` : `${quantity} × ${name}`,
    amount: free ? 0 : (item.price.unit_amount ?? 0) * quantity,
    price: item.price,
    quantity,
    periodStart: start,
    periodEnd: end,
    proration: false,
    subscriptionItem: item.id,
  };
}

/** Discounts still running at `now`; a 'once' discount is dropped after its first invoice. */
function activeDiscounts(engine: Engine, subscription: Stripe.Subscription, now: number): string[] {
  return subscription.discounts
    .map((discount) => (typeof discount === "string" ? discount : discount.id))
    .filter((id) => {
      const discount = engine.state.discounts[id];
      return discount !== undefined && (discount.end === null || discount.end > now);
    });
}

/** Lines the first invoice of a new subscription holds: the first period (free when trialing) and one-time items. */
export function firstInvoiceLines(
  engine: Engine,
  recurring: { price: Stripe.Price; quantity: number },
  oneTime: { price: Stripe.Price; quantity: number }[],
  now: number,
  trialEnd: number | null,
): InvoiceLine[] {
  const end = trialEnd ?? addInterval(now, intervalOf(recurring.price));
  const name = productName(engine, recurring.price);
  const lines: InvoiceLine[] = [
    {
      description: trialEnd ? `Trial period for ${name}` : `${recurring.quantity} × ${name}`,
      amount: trialEnd ? 0 : (recurring.price.unit_amount ?? 0) * recurring.quantity,
      price: recurring.price,
      quantity: recurring.quantity,
      periodStart: now,
      periodEnd: end,
      proration: false,
      subscriptionItem: "pending",
    },
  ];
  for (const line of oneTime) {
    lines.push({
      description: `${line.quantity} × ${productName(engine, line.price)}`,
      amount: (line.price.unit_amount ?? 0) * line.quantity,
      price: line.price,
      quantity: line.quantity,
      periodStart: now,
      periodEnd: now,
      proration: false,
      subscriptionItem: null,
    });
  }
  return lines;
}

/** Creates the subscription a completed checkout paid for (its first invoice already paid). */
export function createSubscription(
  engine: Engine,
  input: {
    customer: Stripe.Customer;
    price: Stripe.Price;
    quantity: number;
    trialEnd: number | null;
    metadata: Record<string, string>;
    discounts: string[];
    paymentMethod: string | null;
    firstInvoice: Stripe.Invoice | null;
  },
): Stripe.Subscription {
  const now = engine.customerNow(input.customer.id);
  const id = newId("sub");
  const periodEnd = input.trialEnd ?? addInterval(now, intervalOf(input.price));
  const item: Stripe.SubscriptionItem = {
    id: newId("si"),
    object: "subscription_item",
    billing_thresholds: null,
    created: now,
    current_period_end: periodEnd,
    current_period_start: now,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(input.price),
    price: input.price,
    quantity: input.quantity,
    subscription: id,
    tax_rates: [],
  };
  const subscription: Stripe.Subscription = {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.trialEnd ?? now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: input.price.currency,
    customer: input.customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.paymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: input.discounts,
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: "self" },
    },
    items: { object: "list", data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: input.firstInvoice?.id ?? null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: input.trialEnd ? "trialing" : "active",
    test_clock: typeof input.customer.test_clock === "string" ? input.customer.test_clock : null,
    transfer_data: null,
    trial_end: input.trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: input.trialEnd ? now : null,
  };
  for (const discountId of input.discounts) {
    const discount = engine.state.discounts[discountId];
    if (discount) discount.subscription = id;
  }
  engine.state.subscriptions[id] = subscription;
  if (input.firstInvoice) {
    attachToSubscription(input.firstInvoice, subscription);
    dropSpentDiscounts(engine, subscription);
  }
  engine.emit("customer.subscription.created", subscription);
  return subscription;
}

function dropSpentDiscounts(engine: Engine, subscription: Stripe.Subscription): void {
  subscription.discounts = subscription.discounts.filter((discount) => {
    const record = engine.state.discounts[typeof discount === "string" ? discount : discount.id];
    const coupon = record ? engine.state.coupons[record.source.coupon as string] : undefined;
    return coupon?.duration !== "once";
  });
}

function paymentMethodOf(engine: Engine, subscription: Stripe.Subscription): string | null {
  if (typeof subscription.default_payment_method === "string") return subscription.default_payment_method;
  const customer = getCustomer(engine, customerIdOf(subscription));
  const method = customer.invoice_settings.default_payment_method;
  return typeof method === "string" ? method : (method?.id ?? null);
}

/** Invoices `lines` for the subscription and charges the saved card off-session; sets active or past_due. */
function billSubscription(
  engine: Engine,
  subscription: Stripe.Subscription,
  lines: InvoiceLine[],
  reason: Stripe.Invoice.BillingReason,
): void {
  const customer = getCustomer(engine, customerIdOf(subscription));
  const now = engine.customerNow(customer.id);
  const pending = engine.state.pendingItems[subscription.id] ?? [];
  delete engine.state.pendingItems[subscription.id];
  const allLines = [
    ...lines,
    ...pending.map((item) => ({
      description: item.description,
      amount: item.amount,
      price: item.price ? getPrice(engine, item.price) : null,
      quantity: 1,
      periodStart: item.periodStart,
      periodEnd: item.periodEnd,
      proration: true,
      subscriptionItem: firstItem(subscription).id,
    })),
  ];
  const invoice = createInvoice(engine, {
    customer,
    subscription: subscription.id,
    lines: allLines,
    billingReason: reason,
    discounts: activeDiscounts(engine, subscription, now),
  });
  dropSpentDiscounts(engine, subscription);
  subscription.latest_invoice = invoice.id;
  collect(engine, subscription, invoice);
}

/** Days between a failed charge and the next try; after the last try fails the subscription is unpaid. */
export const RETRY_DAYS = [3, 5, 7];

/** Charges the subscription's open invoice off-session and sets the status that follows. */
function collect(engine: Engine, subscription: Stripe.Subscription, invoice: Stripe.Invoice): void {
  const result = chargeInvoice(engine, invoice, paymentMethodOf(engine, subscription), null);
  if (result === "succeeded") {
    subscription.status = "active";
    return;
  }
  const wait = RETRY_DAYS[invoice.attempt_count - 1];
  const now = engine.customerNow(customerIdOf(subscription));
  invoice.next_payment_attempt = wait === undefined ? null : addInterval(now, "day", wait);
  subscription.status = wait === undefined ? "unpaid" : "past_due";
}

function openInvoiceOf(engine: Engine, subscription: Stripe.Subscription): Stripe.Invoice | null {
  const id =
    typeof subscription.latest_invoice === "string" ? subscription.latest_invoice : subscription.latest_invoice?.id;
  const invoice = id ? engine.state.invoices[id] : undefined;
  return invoice?.status === "open" ? invoice : null;
}

/**
 * Pays the subscription's open invoice now (the invoices' pay endpoint, or a retry that fell
 * due): a paid invoice brings a past_due or unpaid subscription back to active.
 */
export function payOpenInvoice(
  engine: Engine,
  invoice: Stripe.Invoice,
  methodId: string | null,
): "succeeded" | "failed" {
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const subscription = typeof subscriptionId === "string" ? engine.state.subscriptions[subscriptionId] : undefined;
  const method = methodId ?? (subscription ? paymentMethodOf(engine, subscription) : null);
  if (!subscription) return chargeInvoice(engine, invoice, method, null) === "succeeded" ? "succeeded" : "failed";
  const before = structuredClone(subscription);
  if (methodId) subscription.default_payment_method = methodId;
  const result = chargeInvoice(engine, invoice, method, null);
  if (result === "succeeded" && subscription.status !== "canceled") {
    subscription.status = "active";
    invoice.next_payment_attempt = null;
  }
  saveChange(engine, subscription, before);
  return result === "succeeded" ? "succeeded" : "failed";
}

function saveChange(engine: Engine, subscription: Stripe.Subscription, before: Stripe.Subscription): void {
  const previous = changedFields(before, subscription);
  if (Object.keys(previous).length > 0) engine.emit("customer.subscription.updated", subscription, previous);
}

function endSubscription(engine: Engine, subscription: Stripe.Subscription, at: number): void {
  subscription.status = "canceled";
  subscription.ended_at = at;
  subscription.canceled_at = subscription.canceled_at ?? at;
  engine.emit("customer.subscription.deleted", subscription);
}

/** The next thing due on the subscription (trial end, renewal, a payment retry or cancellation), if any. */
export function nextDue(engine: Engine, subscription: Stripe.Subscription): number | null {
  if (subscription.status === "canceled" || subscription.status === "incomplete") return null;
  const item = subscription.items.data[0];
  if (!item) return null;
  const cancelAt = subscription.cancel_at ?? Number.POSITIVE_INFINITY;
  // An unpaid subscription is no longer billed; it only ends when set to.
  const periodEnd = subscription.status === "unpaid" ? Number.POSITIVE_INFINITY : item.current_period_end;
  const retry = subscription.status === "past_due" ? openInvoiceOf(engine, subscription)?.next_payment_attempt : null;
  const due = Math.min(
    periodEnd,
    cancelAt,
    retry ?? Number.POSITIVE_INFINITY,
    trialNotice(engine, subscription) ?? Number.POSITIVE_INFINITY,
  );
  return Number.isFinite(due) ? due : null;
}

/** When Stripe warns that the trial ends (three days before), if that is still to be sent. */
function trialNotice(engine: Engine, subscription: Stripe.Subscription): number | null {
  if (subscription.status !== "trialing" || subscription.trial_end === null) return null;
  if (engine.state.trialNotices[subscription.id]) return null;
  const at = subscription.trial_end - TRIAL_NOTICE_DAYS * 86_400;
  return at > subscription.start_date ? at : null;
}

const TRIAL_NOTICE_DAYS = 3;

/** Runs what falls due at `now` (the customer's clock has reached it): cancel, retry a payment, end the trial or renew. */
export function runDue(engine: Engine, subscription: Stripe.Subscription, now: number): void {
  const due = nextDue(engine, subscription);
  if (due === null || due > now) return;
  const before = structuredClone(subscription);
  const item = firstItem(subscription);
  if (subscription.cancel_at !== null && subscription.cancel_at <= now) {
    endSubscription(engine, subscription, subscription.cancel_at);
    return;
  }
  const notice = trialNotice(engine, subscription);
  if (notice !== null && notice <= now) {
    engine.state.trialNotices[subscription.id] = true;
    engine.emit("customer.subscription.trial_will_end", subscription);
    return;
  }
  const open = subscription.status === "past_due" ? openInvoiceOf(engine, subscription) : null;
  if (
    open?.next_payment_attempt !== null &&
    open?.next_payment_attempt !== undefined &&
    open.next_payment_attempt <= now
  ) {
    collect(engine, subscription, open);
    saveChange(engine, subscription, before);
    return;
  }
  const start = item.current_period_end;
  const end = addInterval(start, intervalOf(item.price));
  const endingTrial = subscription.status === "trialing";
  item.current_period_start = start;
  item.current_period_end = end;
  if (endingTrial) subscription.trial_end = start;
  billSubscription(engine, subscription, [periodLine(engine, item, start, end, false)], "subscription_cycle");
  saveChange(engine, subscription, before);
}

/** Changes the subscription's price: same interval keeps the period (prorations pending or invoiced), another interval starts a new period billed now. */
function changePrice(
  engine: Engine,
  subscription: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
  price: Stripe.Price,
  proration: string,
): void {
  if (!price.recurring) throw invalidParameter("items[0][price]", "The price must be recurring.");
  const old = item.price;
  if (old.id === price.id) return;
  const now = engine.customerNow(customerIdOf(subscription));
  const quantity = item.quantity ?? 1;
  const start = item.current_period_start;
  const end = item.current_period_end;
  const fraction = end > start ? Math.max(0, (end - now) / (end - start)) : 0;
  const prorate = proration !== "none" && subscription.status !== "trialing";
  const credit = prorate
    ? [
        {
          description: `Unused time on ${productName(engine, old)}`,
          amount: -Math.round((old.unit_amount ?? 0) * quantity * fraction),
          price: old.id,
          periodStart: now,
          periodEnd: end,
        },
      ]
    : [];
  item.price = price;
  item.plan = planOf(price);
  if (subscription.status === "trialing") return;
  if (intervalOf(old) !== intervalOf(price)) {
    item.current_period_start = now;
    item.current_period_end = addInterval(now, intervalOf(price));
    subscription.billing_cycle_anchor = now;
    engine.state.pendingItems[subscription.id] = [...(engine.state.pendingItems[subscription.id] ?? []), ...credit];
    billSubscription(
      engine,
      subscription,
      [periodLine(engine, item, now, item.current_period_end, false)],
      "subscription_update",
    );
    return;
  }
  if (!prorate) return;
  const charge = {
    description: `Remaining time on ${productName(engine, price)}`,
    amount: Math.round((price.unit_amount ?? 0) * quantity * fraction),
    price: price.id,
    periodStart: now,
    periodEnd: end,
  };
  engine.state.pendingItems[subscription.id] = [
    ...(engine.state.pendingItems[subscription.id] ?? []),
    ...credit,
    charge,
  ];
  if (proration === "always_invoice") billSubscription(engine, subscription, [], "subscription_update");
}

export function setCancelAtPeriodEnd(engine: Engine, subscription: Stripe.Subscription, cancel: boolean): void {
  const now = engine.customerNow(customerIdOf(subscription));
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? firstItem(subscription).current_period_end : null;
  subscription.canceled_at = cancel ? now : null;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason: cancel ? "cancellation_requested" : null,
  };
}

export function updateSubscription(engine: Engine, id: string, form: FormObject): Stripe.Subscription {
  const subscription = getSubscription(engine, id);
  if (subscription.status === "canceled")
    throw new ProviderError(
      400,
      "invalid_request_error",
      "A canceled subscription can only update its cancellation_details and metadata.",
      "subscription_canceled",
    );
  const before = structuredClone(subscription);
  const cancel = optionalBoolean(form, "cancel_at_period_end");
  if (cancel !== undefined) setCancelAtPeriodEnd(engine, subscription, cancel);
  subscription.metadata = mergeMetadata(subscription.metadata, form);
  const proration = optionalString(form, "proration_behavior") ?? "create_prorations";
  if (!["none", "create_prorations", "always_invoice"].includes(proration))
    throw invalidParameter("proration_behavior", `Invalid proration_behavior: ${proration}`);
  objectsOf(form, "items").forEach((change, index) => {
    const itemId = optionalString(change, "id");
    const item = itemId
      ? subscription.items.data.find((candidate) => candidate.id === itemId)
      : subscription.items.data[0];
    if (!item) throw missingResource("subscription_item", itemId ?? "", `items[${index}][id]`);
    const priceId = optionalString(change, "price");
    if (priceId)
      changePrice(engine, subscription, item, getPrice(engine, priceId, `items[${index}][price]`), proration);
  });
  saveChange(engine, subscription, before);
  return subscription;
}

export function cancelSubscription(engine: Engine, id: string): Stripe.Subscription {
  const subscription = getSubscription(engine, id);
  if (subscription.status === "canceled")
    throw new ProviderError(400, "invalid_request_error", `No such subscription: '${id}'`, "resource_missing", "id");
  const now = engine.customerNow(customerIdOf(subscription));
  subscription.canceled_at = now;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason: "cancellation_requested",
  };
  endSubscription(engine, subscription, now);
  return subscription;
}

export function subscriptionListFilter(form: FormObject): (subscription: Stripe.Subscription) => boolean {
  const customer = optionalString(form, "customer");
  const status = optionalString(form, "status");
  const price = optionalString(form, "price");
  return (subscription) =>
    (!customer || subscription.customer === customer) &&
    (!price || subscription.items.data.some((item) => item.price.id === price)) &&
    (status === "all" ||
      (status === undefined ? subscription.status !== "canceled" : subscription.status === status) ||
      (status === "ended" && subscription.status === "canceled"));
}
