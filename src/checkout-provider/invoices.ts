import type Stripe from "stripe";
import type { Engine } from "./engine";
import { found } from "./errors";
import { newId } from "./ids";
import { confirmIntent, invoiceIntent, type ChargeResult } from "./payments";

export interface InvoiceLine {
  description: string;
  amount: number;
  price: Stripe.Price | null;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
  subscriptionItem: string | null;
}

export function getInvoice(engine: Engine, id: string): Stripe.Invoice {
  return found(engine.state.invoices, "invoice", id);
}

/** The discount a coupon gives on `subtotal`, in cents. */
export function discountAmount(coupon: Stripe.Coupon, subtotal: number): number {
  if (coupon.percent_off !== null) return Math.round((subtotal * coupon.percent_off) / 100);
  return Math.min(subtotal, coupon.amount_off ?? 0);
}

function lineItem(invoiceId: string, subscription: string | null, line: InvoiceLine): Stripe.InvoiceLineItem {
  const product = line.price
    ? typeof line.price.product === "string"
      ? line.price.product
      : line.price.product.id
    : "";
  return {
    id: newId("il"),
    object: "line_item",
    amount: line.amount,
    currency: line.price?.currency ?? "usd",
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: line.subscriptionItem
      ? {
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.proration,
            proration_details: null,
            subscription,
            subscription_item: line.subscriptionItem,
          },
          type: "subscription_item_details",
        }
      : {
          invoice_item_details: {
            invoice_item: newId("ii"),
            proration: line.proration,
            proration_details: null,
            subscription,
          },
          subscription_item_details: null,
          type: "invoice_item_details",
        },
    period: { end: line.periodEnd, start: line.periodStart },
    pretax_credit_amounts: [],
    pricing: line.price
      ? {
          price_details: { price: line.price.id, product },
          type: "price_details",
          unit_amount_decimal: null,
        }
      : null,
    quantity: line.quantity,
    quantity_decimal: null,
    subscription,
    subtotal: line.amount,
    taxes: [],
  };
}

/** Creates a finalized (open) invoice for `lines`, less the active discounts. */
export function createInvoice(
  engine: Engine,
  input: {
    customer: Stripe.Customer;
    subscription: string | null;
    lines: InvoiceLine[];
    billingReason: Stripe.Invoice.BillingReason;
    discounts: string[];
  },
): Stripe.Invoice {
  const id = newId("in");
  const now = engine.customerNow(input.customer.id);
  const currency = input.lines.find((line) => line.price)?.price?.currency ?? "usd";
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const discountable = input.lines.filter((line) => !line.proration).reduce((sum, line) => sum + line.amount, 0);
  let remaining = Math.max(0, discountable);
  const discountAmounts: Stripe.Invoice.TotalDiscountAmount[] = [];
  for (const discountId of input.discounts) {
    const discount = engine.state.discounts[discountId];
    const coupon = discount ? engine.state.coupons[discount.source.coupon as string] : undefined;
    if (!coupon) continue;
    const amount = Math.min(remaining, discountAmount(coupon, remaining));
    remaining -= amount;
    discountAmounts.push({ amount, discount: discountId });
  }
  const totalDiscount = discountAmounts.reduce((sum, entry) => sum + entry.amount, 0);
  const total = Math.max(0, subtotal - totalDiscount);
  const sequence = input.customer.next_invoice_sequence ?? 1;
  input.customer.next_invoice_sequence = sequence + 1;
  const lines = input.lines.map((line) => lineItem(id, input.subscription, line));
  const invoice: Stripe.Invoice = {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "OpenZen",
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: "charge_automatically",
    created: now,
    currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: discountAmounts.map((entry) => entry.discount as string),
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${input.customer.invoice_prefix ?? "OZ"}-${String(sequence).padStart(4, "0")}`,
    on_behalf_of: null,
    parent: input.subscription
      ? {
          quote_details: null,
          subscription_details: { metadata: null, subscription: input.subscription },
          type: "subscription_details",
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: Math.max(...input.lines.map((line) => line.periodEnd), now),
    period_start: Math.min(...input.lines.map((line) => line.periodStart), now),
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: "open",
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: typeof input.customer.test_clock === "string" ? input.customer.test_clock : null,
    total,
    total_discount_amounts: discountAmounts,
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
  engine.state.invoices[id] = invoice;
  return invoice;
}

/** Ties an invoice made before its subscription existed (at checkout) to that subscription. */
export function attachToSubscription(invoice: Stripe.Invoice, subscription: Stripe.Subscription): void {
  invoice.parent = {
    quote_details: null,
    subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    type: "subscription_details",
  };
  const item = subscription.items.data[0];
  for (const line of invoice.lines.data) {
    line.subscription = subscription.id;
    const details = line.parent?.subscription_item_details;
    if (details) {
      details.subscription = subscription.id;
      if (item) details.subscription_item = item.id;
    }
    const invoiceItem = line.parent?.invoice_item_details;
    if (invoiceItem) invoiceItem.subscription = subscription.id;
  }
}

/** Marks the invoice paid; `announce` sends invoice.paid and invoice.payment_succeeded now. */
export function markInvoicePaid(engine: Engine, invoice: Stripe.Invoice, announce = true): void {
  const now = engine.customerNow(typeof invoice.customer === "string" ? invoice.customer : null);
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempted = invoice.amount_due > 0 || invoice.attempted;
  invoice.status_transitions.paid_at = now;
  invoice.next_payment_attempt = null;
  if (announce) announceInvoicePaid(engine, invoice);
}

export function announceInvoicePaid(engine: Engine, invoice: Stripe.Invoice): void {
  engine.emit("invoice.paid", invoice);
  engine.emit("invoice.payment_succeeded", invoice);
}

/**
 * Charges an invoice with a payment method. A zero invoice is paid at once without a payment
 * intent, as in Stripe. Off-session (renewals, trial ends) the invoice's events follow the
 * payment intent's. On-session (checkout) they wait: the first invoice's invoice.paid is sent
 * once its subscription exists and the invoice names it, and a declined checkout attempt sends
 * only payment_intent.payment_failed, the customer being still on the page to try again.
 */
export function chargeInvoice(
  engine: Engine,
  invoice: Stripe.Invoice,
  methodId: string | null,
  onSession: { authenticationUrl: string } | null,
): ChargeResult {
  const announce = onSession === null;
  if (invoice.amount_due === 0) {
    markInvoicePaid(engine, invoice, announce);
    return "succeeded";
  }
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const intent = invoiceIntent(engine, invoice);
  if (!methodId) {
    intent.status = "requires_payment_method";
    if (announce) engine.emit("invoice.payment_failed", invoice);
    return "failed";
  }
  const result = confirmIntent(engine, intent, methodId, onSession !== null, onSession?.authenticationUrl ?? null);
  if (result === "succeeded") markInvoicePaid(engine, invoice, announce);
  if (result === "failed" && announce) engine.emit("invoice.payment_failed", invoice);
  return result;
}
