import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { WEBHOOK_SECRET, openPage, payWith, postForm } from "./test-fixture";
import { useProviderWithReceiver } from "./test-world";

// Subscriptions after checkout: changes through the API and the billing portal, and time moved
// with each customer's own test clock (trial end, renewal, cancellation at period end).

const DAY = 86_400;

const world = useProviderWithReceiver();

async function subscribe(
  lines: Stripe.Checkout.SessionCreateParams.LineItem[],
  trialDays: number | null,
  card = "4242424242424242",
): Promise<{ subscription: Stripe.Subscription; customer: Stripe.Customer }> {
  const customer = await world.stripe.customers.create({ email: `sub${Math.random()}@example.com` });
  const session = await world.stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: lines,
    ...(trialDays ? { subscription_data: { trial_period_days: trialDays } } : {}),
    success_url: "http://app.local/ok",
  });
  expect((await payWith(session.url ?? "", card)).status).toBe(303);
  const done = await world.stripe.checkout.sessions.retrieve(session.id);
  return { subscription: await world.stripe.subscriptions.retrieve(done.subscription as string), customer };
}

async function advance(customer: Stripe.Customer, seconds: number): Promise<void> {
  const clock = await world.stripe.testHelpers.testClocks.retrieve(customer.test_clock as string);
  const moved = await world.stripe.testHelpers.testClocks.advance(clock.id, {
    frozen_time: clock.frozen_time + seconds,
  });
  expect(moved.status).toBe("ready");
  expect(moved.frozen_time).toBe(clock.frozen_time + seconds);
}

async function eventsFor(subscriptionId: string): Promise<Stripe.Event[]> {
  await world.provider.idle();
  return world.receiver.received
    .map(({ body, signature }) => world.stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET))
    .filter((event) => {
      const object = event.data.object as { id?: string; parent?: Stripe.Invoice.Parent | null };
      return object.id === subscriptionId || object.parent?.subscription_details?.subscription === subscriptionId;
    });
}

const TRIAL_OFFER = [
  { price: "price_premium_yearly", quantity: 1 },
  { price: "price_trial_fee", quantity: 1 },
];

describe("test clocks", () => {
  it("charges the saved card at trial end and makes the subscription active for a year", async () => {
    const { subscription, customer } = await subscribe(TRIAL_OFFER, 14);
    const trialEnd = subscription.trial_end ?? 0;
    await advance(customer, 15 * DAY);
    const after = await world.stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(after.status).toBe("active");
    const item = after.items.data[0];
    expect(item?.current_period_start).toBe(trialEnd);
    expect(item?.current_period_end).toBe(oneYearAfter(trialEnd));
    const invoice = after.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 23_400, billing_reason: "subscription_cycle" });
    const invoices = await world.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((entry) => entry.amount_paid)).toEqual([23_400, 100]);
    const types = (await eventsFor(subscription.id)).map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(["invoice.paid", "invoice.payment_succeeded", "customer.subscription.updated"]),
    );
    expect(types.indexOf("customer.subscription.trial_will_end")).toBeGreaterThan(0);
    expect(types.indexOf("customer.subscription.trial_will_end")).toBeLessThan(types.lastIndexOf("invoice.paid"));
  });

  it("marks the subscription past_due when the card fails at trial end", async () => {
    const { subscription, customer } = await subscribe(
      [{ price: "price_premium_monthly", quantity: 1 }],
      7,
      "4000 0000 0000 0341",
    );
    expect(subscription.status).toBe("trialing");
    await advance(customer, 8 * DAY);
    const after = await world.stripe.subscriptions.retrieve(subscription.id);
    expect(after.status).toBe("past_due");
    const invoice = await world.stripe.invoices.retrieve(after.latest_invoice as string, {
      expand: ["payments.data.payment.payment_intent"],
    });
    expect(invoice.status).toBe("open");
    const intent = invoice.payments?.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe("requires_payment_method");
    const events = await eventsFor(subscription.id);
    const updated = events.filter((event) => event.type === "customer.subscription.updated").at(-1);
    expect(updated?.data.previous_attributes).toMatchObject({ status: "trialing" });
    expect(events.map((event) => event.type)).toContain("invoice.payment_failed");
  });

  it("renews each period end", async () => {
    const { subscription, customer } = await subscribe([{ price: "price_premium_monthly", quantity: 1 }], null);
    expect(subscription.status).toBe("active");
    await advance(customer, 65 * DAY);
    const invoices = await world.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status])).toEqual([
      ["subscription_cycle", "paid"],
      ["subscription_cycle", "paid"],
      ["subscription_create", "paid"],
    ]);
    expect((await world.stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
  });

  it("ends a subscription set to cancel at period end when the period ends", async () => {
    const { subscription, customer } = await subscribe([{ price: "price_premium_monthly", quantity: 1 }], null);
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    const updated = await world.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd, status: "active" });
    await advance(customer, 40 * DAY);
    const ended = await world.stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: "canceled", ended_at: periodEnd });
    expect((await world.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
    const events = await eventsFor(subscription.id);
    const change = events.find((event) => event.type === "customer.subscription.updated");
    expect(change?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    expect(events.at(-1)?.type).toBe("customer.subscription.deleted");
  });
});

describe("failed payments", () => {
  it("retries a failed charge 3, 5 and 7 days later, then leaves the subscription unpaid", async () => {
    const { subscription, customer } = await subscribe(
      [{ price: "price_premium_monthly", quantity: 1 }],
      7,
      "4000000000000341",
    );
    await advance(customer, 7 * DAY + 60);
    const failed = await world.stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(failed.status).toBe("past_due");
    const invoice = failed.latest_invoice as Stripe.Invoice;
    expect(invoice.attempt_count).toBe(1);
    expect(invoice.next_payment_attempt).toBe((subscription.trial_end ?? 0) + 3 * DAY);
    await advance(customer, 3 * DAY);
    expect((await world.stripe.invoices.retrieve(invoice.id)).attempt_count).toBe(2);
    await advance(customer, 12 * DAY);
    const unpaid = await world.stripe.subscriptions.retrieve(subscription.id);
    expect(unpaid.status).toBe("unpaid");
    const last = await world.stripe.invoices.retrieve(invoice.id);
    expect(last).toMatchObject({ status: "open", attempt_count: 4, next_payment_attempt: null });
  });

  it("pays the open invoice with a newly attached card and makes the subscription active again", async () => {
    const { subscription, customer } = await subscribe(
      [{ price: "price_premium_monthly", quantity: 1 }],
      7,
      "4000000000000341",
    );
    await advance(customer, 8 * DAY);
    const invoiceId = (await world.stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string;
    const declining = await world.stripe.paymentMethods.attach("pm_card_chargeDeclined", { customer: customer.id });
    const refused = await world.stripe.invoices
      .pay(invoiceId, { payment_method: declining.id })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ type: "StripeCardError", statusCode: 402, code: "card_declined" });
    const card = await world.stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    expect(card).toMatchObject({ customer: customer.id, card: { last4: "4242" } });
    const paid = await world.stripe.invoices.pay(invoiceId, { payment_method: card.id });
    expect(paid.status).toBe("paid");
    const after = await world.stripe.subscriptions.retrieve(subscription.id);
    expect(after).toMatchObject({ status: "active", default_payment_method: card.id });
    await expect(world.stripe.invoices.pay(invoiceId)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("subscription changes", () => {
  it("switches monthly to yearly, billing the year now less the unused month", async () => {
    const { subscription } = await subscribe([{ price: "price_premium_monthly", quantity: 1 }], null);
    const item = subscription.items.data[0];
    const switched = await world.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item?.id ?? "", price: "price_premium_yearly" }],
      proration_behavior: "create_prorations",
      expand: ["latest_invoice"],
    });
    expect(switched.items.data[0]?.price.id).toBe("price_premium_yearly");
    const invoice = switched.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: "paid",
      amount_paid: 23_400 - 2_900,
      billing_reason: "subscription_update",
    });
  });

  it("prorates a change within the same interval onto the next invoice, or invoices it at once", async () => {
    const { subscription, customer } = await subscribe([{ price: "price_desk_basic", quantity: 1 }], null);
    const itemId = subscription.items.data[0]?.id ?? "";
    await world.stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price: "price_desk_plus" }],
      proration_behavior: "create_prorations",
    });
    expect((await world.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
    await advance(customer, 32 * DAY);
    const renewal = (await world.stripe.invoices.list({ subscription: subscription.id, limit: 1 })).data[0];
    expect(renewal?.lines.data.map((line) => line.amount)).toEqual([8_000, -5_000, 8_000]);
    expect(renewal?.amount_paid).toBe(11_000);

    // Back to basic part-way through the period: the unused part of plus is credited, the rest of basic charged.
    const renewed = await world.stripe.subscriptions.retrieve(subscription.id);
    const { current_period_start: start = 0, current_period_end: end = 0 } = renewed.items.data[0] ?? {};
    const now = (await world.stripe.testHelpers.testClocks.retrieve(customer.test_clock as string)).frozen_time;
    const left = (end - now) / (end - start);
    const back = await world.stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price: "price_desk_basic" }],
      proration_behavior: "always_invoice",
      expand: ["latest_invoice"],
    });
    const invoice = back.latest_invoice as Stripe.Invoice;
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([
      -Math.round(8_000 * left),
      Math.round(5_000 * left),
    ]);
    expect(invoice.amount_due).toBe(0);
  });

  it("switches price without proration when asked", async () => {
    const { subscription } = await subscribe(TRIAL_OFFER, 14);
    const switched = await world.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id ?? "", price: "price_premium_monthly" }],
      proration_behavior: "none",
    });
    expect(switched.status).toBe("trialing");
    expect(switched.items.data[0]?.price.id).toBe("price_premium_monthly");
    expect((await world.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
  });

  it("cancels at once with DELETE and lists it only under status canceled or all", async () => {
    const { subscription, customer } = await subscribe([{ price: "price_premium_monthly", quantity: 1 }], null);
    const canceled = await world.stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe("canceled");
    expect((await world.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await world.stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);
    expect((await eventsFor(subscription.id)).at(-1)?.type).toBe("customer.subscription.deleted");
  });

  it("merges metadata", async () => {
    const { subscription } = await subscribe([{ price: "price_premium_monthly", quantity: 1 }], null);
    const updated = await world.stripe.subscriptions.update(subscription.id, { metadata: { user_id: "9" } });
    expect(updated.metadata).toEqual({ user_id: "9" });
  });
});

describe("billing portal", () => {
  it("cancels at period end, resumes and switches to yearly from the portal page", async () => {
    const { subscription, customer } = await subscribe([{ price: "price_premium_monthly", quantity: 1 }], null);
    const portal = await world.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.local/account",
    });
    expect(portal.id).toMatch(/^bps_/);
    const first = await openPage(portal.url);
    expect(first.html).toContain('href="http://app.local/account">Back</a>');
    expect(first.html).toContain("Cancel at period end");
    expect(first.html).toContain("Switch to yearly");
    expect(first.html).toContain("$29.00");

    const press = (action: string, price = "") =>
      postForm(portal.url, {
        form_token: first.token,
        subscription: subscription.id,
        action,
        ...(price ? { price } : {}),
      });
    expect((await press("cancel")).status).toBe(303);
    expect((await world.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
    expect((await openPage(portal.url)).html).toContain("Resume");
    await press("resume");
    expect((await world.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
    await press("switch", "price_premium_yearly");
    const switched = await world.stripe.subscriptions.retrieve(subscription.id);
    expect(switched.items.data[0]?.price.id).toBe("price_premium_yearly");
    const types = (await eventsFor(subscription.id)).map((event) => event.type);
    expect(types.filter((type) => type === "customer.subscription.updated").length).toBeGreaterThanOrEqual(3);

    const forged = await postForm(portal.url, { form_token: "x", subscription: subscription.id, action: "cancel" });
    expect(forged.status).toBe(403);
  });
});

function oneYearAfter(time: number): number {
  const date = new Date(time * 1000);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime() / 1000;
}
