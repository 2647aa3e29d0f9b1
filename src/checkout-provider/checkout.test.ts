import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { WEBHOOK_SECRET, openPage, payWith, postForm } from "./test-fixture";
import { useProviderWithReceiver } from "./test-world";

const world = useProviderWithReceiver();

async function premiumSession(
  params: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  const customer = await world.stripe.customers.create({ email: `buyer${Math.random()}@example.com` });
  return world.stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    client_reference_id: "user-42",
    line_items: [
      { price: "price_premium_yearly", quantity: 1 },
      { price: "price_trial_fee", quantity: 1 },
    ],
    subscription_data: { trial_period_days: 14, metadata: { user_id: "42" } },
    success_url: "http://app.local/premium/welcome?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.local/pricing",
    ...params,
  });
}

describe("checkout sessions and the hosted page", () => {
  it("creates a session whose page shows the offer and completes with the 4242 card", async () => {
    const session = await premiumSession();
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.status).toBe("open");
    expect(session.amount_total).toBe(100);
    expect(session.url).toBe(`${world.provider.url}/c/pay/${session.id}`);

    const page = await openPage(session.url ?? "");
    expect(page.html).toContain("$1.00 today, then $234.00 per year after 14 days");
    expect(page.html).toContain('<label for="card_number">Card number</label>');
    expect(page.html).toContain('href="http://app.local/pricing">Back</a>');

    const response = await payWith(session.url ?? "", "4242 4242 4242 4242");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`http://app.local/premium/welcome?session_id=${session.id}`);

    const done = await world.stripe.checkout.sessions.retrieve(session.id, {
      expand: ["subscription", "line_items", "invoice"],
    });
    expect(done.status).toBe("complete");
    expect(done.payment_status).toBe("paid");
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.status).toBe("trialing");
    expect(subscription.metadata).toEqual({ user_id: "42" });
    const item = subscription.items.data[0];
    expect(item?.price.id).toBe("price_premium_yearly");
    expect(subscription.trial_end).toBe(item?.current_period_end);
    expect((subscription.trial_end ?? 0) - subscription.start_date).toBe(14 * 86_400);
    expect(done.line_items?.data.map((line) => line.price?.id)).toEqual(["price_premium_yearly", "price_trial_fee"]);
    const invoice = done.invoice as Stripe.Invoice;
    expect(invoice.status).toBe("paid");
    expect(invoice.amount_paid).toBe(100);
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    const payments = await world.stripe.invoicePayments.list({
      invoice: invoice.id,
      expand: ["data.payment.payment_intent"],
    });
    const intent = payments.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe("succeeded");

    const customer = await world.stripe.customers.retrieve(subscription.customer as string);
    expect((customer as Stripe.Customer).invoice_settings.default_payment_method).toMatch(/^pm_/);
  });
});

/** The path the billing side reads: session.invoice → invoice_payments → payment_intent. */
async function lastIntent(sessionId: string): Promise<Stripe.PaymentIntent> {
  const session = await world.stripe.checkout.sessions.retrieve(sessionId);
  const payments = await world.stripe.invoicePayments.list({ invoice: session.invoice as string });
  const intentId = payments.data[0]?.payment.payment_intent as string;
  return world.stripe.paymentIntents.retrieve(intentId);
}

describe("test cards on the hosted page", () => {
  it.each([
    ["4000 0000 0000 0002", "Your card was declined.", "generic_decline"],
    ["4000 0000 0000 9995", "Your card has insufficient funds.", "insufficient_funds"],
  ])(
    "%s is refused with '%s', leaving the payment intent requiring a payment method",
    async (card, message, decline) => {
      const session = await premiumSession();
      const refused = await payWith(session.url ?? "", card);
      expect(refused.status).toBe(402);
      expect(await refused.text()).toContain(message);
      const intent = await lastIntent(session.id);
      expect(intent.status).toBe("requires_payment_method");
      expect(intent.last_payment_error).toMatchObject({
        type: "card_error",
        code: "card_declined",
        decline_code: decline,
        message,
      });
      expect((await world.stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");

      // A second attempt reuses the invoice and its payment intent, which then succeeds.
      expect((await payWith(session.url ?? "", "4242424242424242")).status).toBe(303);
      const paid = await lastIntent(session.id);
      expect(paid.id).toBe(intent.id);
      expect(paid.status).toBe("succeeded");
    },
  );

  it("refuses an unknown card number without charging", async () => {
    const session = await premiumSession();
    const refused = await payWith(session.url ?? "", "1234 5678 9012 3456");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Your card number is invalid.");
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).invoice).toBeNull();
  });

  it("asks for authentication with 4000 0025 0000 3155, then completes", async () => {
    const session = await premiumSession();
    const asked = await payWith(session.url ?? "", "4000 0025 0000 3155");
    expect(asked.status).toBe(303);
    const step = `${world.provider.url}${asked.headers.get("location") ?? ""}`;
    expect(step).toBe(`${session.url}/authenticate`);
    expect((await lastIntent(session.id)).status).toBe("requires_action");
    const page = await openPage(step);
    expect(page.html).toContain("Complete authentication");
    expect(page.html).toContain("Fail authentication");
    const done = await postForm(step, { form_token: page.token, action: "complete" });
    expect(done.headers.get("location")).toContain(session.id);
    expect((await lastIntent(session.id)).status).toBe("succeeded");
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).status).toBe("complete");
  });

  it("leaves the payment needing another method when authentication fails", async () => {
    const session = await premiumSession();
    const asked = await payWith(session.url ?? "", "4000002500003155");
    const step = `${world.provider.url}${asked.headers.get("location") ?? ""}`;
    const page = await openPage(step);
    const failed = await postForm(step, { form_token: page.token, action: "fail" });
    expect(failed.status).toBe(402);
    const intent = await lastIntent(session.id);
    expect(intent.status).toBe("requires_payment_method");
    expect(intent.last_payment_error?.code).toBe("payment_intent_authentication_failure");
  });

  it("refuses a form posted without the page's token", async () => {
    const session = await premiumSession();
    const forged = await postForm(session.url ?? "", {
      form_token: "forged",
      card_number: "4242424242424242",
      exp: "12/34",
      cvc: "123",
      name: "Mallory",
    });
    expect(forged.status).toBe(403);
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });
});

describe("session options", () => {
  it("shows the email read-only when the customer has one, and a promotion code field when allowed", async () => {
    const session = await premiumSession({ allow_promotion_codes: true });
    const { html } = await openPage(session.url ?? "");
    expect(html).toMatch(/<input id="email"[^>]*readonly/);
    expect(html).toContain('<label for="promotion_code">Promotion code</label>');
    const refused = await payWith(session.url ?? "", "4242424242424242", { promotion_code: "NOPE" });
    expect(await refused.text()).toContain("This code is invalid.");
    expect((await payWith(session.url ?? "", "4242424242424242", { promotion_code: "half" })).status).toBe(303);
    const done = await world.stripe.checkout.sessions.retrieve(session.id, { expand: ["invoice"] });
    expect(done.amount_total).toBe(50);
    expect(done.discounts?.[0]?.promotion_code).toBe("promo_half");
    expect((done.invoice as Stripe.Invoice).amount_paid).toBe(50);
  });

  it("applies a promotion code given at creation to the first invoice", async () => {
    const session = await premiumSession({
      discounts: [{ promotion_code: "promo_ten" }],
      line_items: [{ price: "price_premium_yearly", quantity: 1 }],
      subscription_data: {},
    });
    expect(session.amount_total).toBe(22_400);
    expect((await openPage(session.url ?? "")).html).toContain("$224.00 today, then $224.00 per year");
    await payWith(session.url ?? "", "4242424242424242");
    const done = await world.stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.status).toBe("active");
    expect(subscription.discounts).toHaveLength(1);
  });

  it("creates the customer from customer_email on payment", async () => {
    const session = await world.stripe.checkout.sessions.create({
      mode: "subscription",
      customer_email: "new.buyer@example.com",
      line_items: [{ price: "price_premium_monthly", quantity: 1 }],
      subscription_data: { trial_period_days: 7 },
      success_url: "http://app.local/ok",
    });
    expect(session.amount_total).toBe(0);
    expect((await openPage(session.url ?? "")).html).toContain("$0.00 today, then $29.00 per month after 7 days");
    expect((await payWith(session.url ?? "", "4242424242424242")).status).toBe(303);
    const done = await world.stripe.checkout.sessions.retrieve(session.id, { expand: ["customer"] });
    expect(done.payment_status).toBe("no_payment_required");
    expect((done.customer as Stripe.Customer).email).toBe("new.buyer@example.com");
  });

  it("takes one-time payments in payment mode", async () => {
    const session = await world.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ price: "price_trial_fee", quantity: 2 }],
      success_url: "http://app.local/ok",
    });
    expect((await openPage(session.url ?? "")).html).toContain("$2.00 today");
    expect((await payWith(session.url ?? "", "4242424242424242")).status).toBe(303);
    const done = await world.stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    expect(done.subscription).toBeNull();
    expect((done.payment_intent as Stripe.PaymentIntent).status).toBe("succeeded");
  });

  it("takes expires_at from 30 minutes to 24 hours, and expires a session on request, which then refuses payment", async () => {
    const session = await premiumSession();
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect((await premiumSession({ expires_at: inAnHour })).expires_at).toBe(inAnHour);
    await expect(premiumSession({ expires_at: inAnHour - 3540 })).rejects.toMatchObject({ param: "expires_at" });
    const expired = await world.stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe("expired");
    expect((await fetch(session.url ?? "")).status).toBe(410);
    await expect(world.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it("lists a session's line items", async () => {
    const session = await premiumSession();
    const items = await world.stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((item) => [item.price?.id, item.amount_total])).toEqual([
      ["price_premium_yearly", 23_400],
      ["price_trial_fee", 100],
    ]);
  });
});

describe("webhooks", () => {
  it("delivers signed events in order that constructEvent verifies, and refuses with the wrong secret", async () => {
    await world.provider.idle();
    world.receiver.received.length = 0;
    const session = await premiumSession();
    await payWith(session.url ?? "", "4242424242424242");
    await world.provider.idle();
    const events = world.receiver.received.map(({ body, signature }) =>
      world.stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET),
    );
    const types = events.map((event) => event.type);
    expect(types[0]).toBe("customer.created");
    expect(types).toEqual(
      expect.arrayContaining([
        "customer.subscription.created",
        "invoice.paid",
        "invoice.payment_succeeded",
        "payment_intent.succeeded",
        "checkout.session.completed",
      ]),
    );
    expect(types.at(-1)).toBe("checkout.session.completed");
    const completed = events.at(-1) as Stripe.CheckoutSessionCompletedEvent;
    expect(completed.data.object.id).toBe(session.id);
    expect(completed.api_version).toBe("2026-10-28.endive");
    const first = world.receiver.received[0];
    expect(() =>
      world.stripe.webhooks.constructEvent(first?.body ?? "", first?.signature ?? "", "whsec_wrong"),
    ).toThrow(/signature/i);
  });

  it("retries an endpoint that answers 500 until it accepts the event", async () => {
    await world.provider.idle();
    world.receiver.received.length = 0;
    world.receiver.failNext.push(500, 503);
    const customer = await world.stripe.customers.create({ email: "retried@example.com" });
    await world.provider.idle();
    const delivered = world.receiver.received.map(({ body, signature }) =>
      world.stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET),
    );
    expect(delivered.map((event) => [event.type, (event.data.object as Stripe.Customer).id])).toEqual([
      ["customer.created", customer.id],
    ]);
    expect(world.receiver.failNext).toEqual([]);
  });

  it("sends the first invoice's invoice.paid naming its subscription, and only payment_intent.payment_failed on a decline", async () => {
    await world.provider.idle();
    world.receiver.received.length = 0;
    const session = await premiumSession();
    await payWith(session.url ?? "", "4000000000000002");
    await payWith(session.url ?? "", "4242424242424242");
    await world.provider.idle();
    const events = world.receiver.received.map(({ body, signature }) =>
      world.stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET),
    );
    const types = events.map((event) => event.type);
    expect(types).toContain("payment_intent.payment_failed");
    expect(types).not.toContain("invoice.payment_failed");
    const paid = events.find((event) => event.type === "invoice.paid") as Stripe.InvoicePaidEvent;
    const done = await world.stripe.checkout.sessions.retrieve(session.id);
    expect(paid.data.object.parent?.subscription_details?.subscription).toBe(done.subscription);
    expect(types.indexOf("customer.subscription.created")).toBeLessThan(types.indexOf("invoice.paid"));
  });

  it("expires a session left unpaid for 24 hours of its customer's clock", async () => {
    await world.provider.idle();
    world.receiver.received.length = 0;
    const session = await premiumSession();
    const customer = (await world.stripe.customers.retrieve(session.customer as string)) as Stripe.Customer;
    const clock = await world.stripe.testHelpers.testClocks.retrieve(customer.test_clock as string);
    await world.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: clock.frozen_time + 25 * 3600 });
    expect((await fetch(session.url ?? "")).status).toBe(410);
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
    await world.provider.idle();
    const types = world.receiver.received.map(({ body }) => (JSON.parse(body) as Stripe.Event).type);
    expect(types).toContain("checkout.session.expired");
  });
});
