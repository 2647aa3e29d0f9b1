import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutProvider } from "./server";
import { WEBHOOK_SECRET, openPage, payWith, startProvider, startReceiver, type Receiver } from "./test-fixture";

let provider: CheckoutProvider;
let stripe: Stripe;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  ({ provider, stripe } = await startProvider({ webhook: { url: receiver.url, secret: WEBHOOK_SECRET } }));
});

afterAll(async () => {
  await provider.close();
  await receiver.close();
});

async function premiumSession(
  params: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  const customer = await stripe.customers.create({ email: `buyer${Math.random()}@example.com` });
  return stripe.checkout.sessions.create({
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
    expect(session.url).toBe(`${provider.url}/c/pay/${session.id}`);

    const page = await openPage(session.url ?? "");
    expect(page.html).toContain("$1.00 today, then $234.00 per year after 14 days");
    expect(page.html).toContain('<label for="card_number">Card number</label>');
    expect(page.html).toContain('href="http://app.local/pricing">Back</a>');

    const response = await payWith(session.url ?? "", "4242 4242 4242 4242");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`http://app.local/premium/welcome?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, {
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

    const payments = await stripe.invoicePayments.list({
      invoice: invoice.id,
      expand: ["data.payment.payment_intent"],
    });
    const intent = payments.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe("succeeded");

    const customer = await stripe.customers.retrieve(subscription.customer as string);
    expect((customer as Stripe.Customer).invoice_settings.default_payment_method).toMatch(/^pm_/);
  });
});

describe("webhooks", () => {
  it("delivers signed events in order that constructEvent verifies, and refuses with the wrong secret", async () => {
    await provider.idle();
    receiver.received.length = 0;
    const session = await premiumSession();
    await payWith(session.url ?? "", "4242424242424242");
    await provider.idle();
    const events = receiver.received.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET),
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
    const first = receiver.received[0];
    expect(() => stripe.webhooks.constructEvent(first?.body ?? "", first?.signature ?? "", "whsec_wrong")).toThrow(
      /signature/i,
    );
  });
});
