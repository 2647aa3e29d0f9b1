import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { sessionOf, subscribedAgent, useBillingApp } from "../../../../test/support/checkout-provider";
import { STRIPE_WEBHOOK_PATH } from "../../services/billing/provider";

// The provider's webhooks: only signed, fresh events are taken; each is applied once; and the
// subscription is re-read from the provider, so events arriving out of order leave its true state.

const billing = useBillingApp();
const signer = new Stripe("sk_test_signing_only");

async function deliver(payload: string, signature: string | undefined) {
  return billing.t.app.inject({
    method: "POST",
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
    payload,
  });
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? billing.checkout.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

function event(id: string, type: string, object: unknown) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

const premiumUser = () => subscribedAgent(billing);

const storedEvent = async (id: string) =>
  billing.t.database.db
    .selectFrom("billing_events")
    .select(["id", "applied_at"])
    .where("id", "=", id)
    .executeTakeFirst();

const storedEvents = async (id: string) =>
  (await billing.t.database.db.selectFrom("billing_events").select("id").where("id", "=", id).execute()).length;

describe("the Stripe webhook", () => {
  it("refuses a forged, missing or stale signature with 400 and changes nothing", async () => {
    const { user, subscriptionId } = await premiumUser();
    const subscription = await billing.checkout.stripe.subscriptions.retrieve(subscriptionId);
    const payload = event("evt_forged_1", "customer.subscription.deleted", { ...subscription, status: "canceled" });
    const attempts = [
      sign(payload, { secret: "whsec_somebody_else" }),
      undefined,
      "t=1,v1=00",
      sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ];
    for (const signature of attempts) {
      const res = await deliver(payload, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe("WEBHOOK_SIGNATURE_INVALID");
    }
    // A body changed after signing is refused too.
    const res = await deliver(payload.replace("evt_forged_1", "evt_forged_2"), sign(payload));
    expect(res.statusCode).toBe(400);
    expect(await storedEvents("evt_forged_1")).toBe(0);
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({ hasPremium: true });
  });

  it("applies an event once: a repeated delivery is a no-op", async () => {
    const { subscriptionId } = await premiumUser();
    const subscription = await billing.checkout.stripe.subscriptions.retrieve(subscriptionId);
    const payload = event("evt_replayed_1", "customer.subscription.updated", subscription);
    const first = await deliver(payload, sign(payload));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, applied: true });
    const updatedAt = async () =>
      (
        await billing.t.database.db
          .selectFrom("subscriptions")
          .select("updated_at")
          .where("provider_subscription_id", "=", subscriptionId)
          .executeTakeFirstOrThrow()
      ).updated_at.getTime();
    const before = await updatedAt();
    const again = await deliver(payload, sign(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, applied: false });
    expect(await updatedAt()).toBe(before);
    expect(await storedEvents("evt_replayed_1")).toBe(1);
  });

  it("keeps a canceled subscription canceled when an older 'updated' event arrives after 'deleted'", async () => {
    const { user, subscriptionId } = await premiumUser();
    const live = await billing.checkout.stripe.subscriptions.retrieve(subscriptionId);
    await billing.checkout.stripe.subscriptions.cancel(subscriptionId);
    await billing.checkout.provider.idle();
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({
      hasPremium: false,
      hasSubscribedToPremium: true,
    });
    // The provider's earlier "updated" (still trialing), delivered late.
    const late = event("evt_late_update_1", "customer.subscription.updated", live);
    const res = await deliver(late, sign(late));
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({ hasPremium: false });
    const row = await billing.t.database.db
      .selectFrom("subscriptions")
      .select(["status"])
      .where("provider_subscription_id", "=", subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("canceled");
  });

  it("takes a 'deleted' event that arrives before the checkout's own events and ends up canceled", async () => {
    const { user, subscriptionId } = await premiumUser();
    await billing.checkout.stripe.subscriptions.cancel(subscriptionId);
    const canceled = await billing.checkout.stripe.subscriptions.retrieve(subscriptionId);
    const deleted = event("evt_early_delete_1", "customer.subscription.deleted", canceled);
    expect((await deliver(deleted, sign(deleted))).statusCode).toBe(200);
    const created = event("evt_late_create_1", "customer.subscription.created", { ...canceled, status: "trialing" });
    expect((await deliver(created, sign(created))).statusCode).toBe(200);
    await billing.checkout.provider.idle();
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({ hasPremium: false });
  });

  it("needs neither a session nor an anti-forgery token, and ignores events it does not use", async () => {
    const payload = event("evt_other_1", "customer.created", { id: "cus_x", object: "customer" });
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedEvents("evt_other_1")).toBe(1);
  });

  it("refuses a signature dated more than five minutes ahead, and takes one a minute ahead", async () => {
    const { subscriptionId } = await premiumUser();
    const subscription = await billing.checkout.stripe.subscriptions.retrieve(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    const ahead = event("evt_future_1", "customer.subscription.updated", subscription);
    const refused = await deliver(ahead, sign(ahead, { timestamp: now + 3600 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe("WEBHOOK_SIGNATURE_INVALID");
    expect(await storedEvents("evt_future_1")).toBe(0);
    // Clocks drift a little: within the tolerance either way is fine.
    const skewed = await deliver(ahead, sign(ahead, { timestamp: now + 60 }));
    expect(skewed.statusCode, skewed.body).toBe(200);
    expect(skewed.json()).toEqual({ received: true, applied: true });
  });

  it("stores, logs and answers 200 to an event naming a subscription the provider does not have", async () => {
    const { user, subscriptionId } = await premiumUser();
    const subscription = await billing.checkout.stripe.subscriptions.retrieve(subscriptionId);
    const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
    const payload = event("evt_unknown_sub_1", "customer.subscription.updated", {
      id: "sub_doesnotexist",
      object: "subscription",
      customer,
      status: "canceled",
    });
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: false });
    // Stored, so a retry is recognised, but marked as not applied.
    expect(await storedEvent("evt_unknown_sub_1")).toMatchObject({ applied_at: null });
    const again = await deliver(payload, sign(payload));
    expect(again.json()).toEqual({ received: true, applied: false });
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({ hasPremium: true });
  });

  it("answers 200 to signed events of shapes it does not expect, and 400 to a body that is no event", async () => {
    const { user, subscriptionId } = await premiumUser();
    const odd: [string, string, unknown][] = [
      [
        "evt_odd_1",
        "invoice.paid",
        { id: "in_x", object: "invoice", parent: { subscription_details: { subscription: "sub_doesnotexist" } } },
      ],
      ["evt_odd_2", "invoice.paid", { id: "in_y", object: "invoice", parent: "not an object" }],
      [
        "evt_odd_3",
        "invoice.payment_failed",
        { id: "in_z", object: "invoice", parent: { subscription_details: { subscription: { id: 42 } } } },
      ],
      ["evt_odd_4", "checkout.session.completed", { id: "cs_x", status: "complete", subscription: "sub_doesnotexist" }],
      ["evt_odd_5", "checkout.session.completed", []],
      ["evt_odd_6", "customer.subscription.deleted", { id: "sub_\u0000nul", customer: null }],
      ["evt_odd_7", "customer.subscription.updated", null],
    ];
    for (const [id, type, object] of odd) {
      const payload = event(id, type, object);
      const res = await deliver(payload, sign(payload));
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
      expect(res.json<{ received: boolean }>().received).toBe(true);
      expect(await storedEvents(id)).toBe(1);
    }
    const notEvents = [
      JSON.stringify({ type: "invoice.paid", created: 1, data: { object: {} } }),
      JSON.stringify({ id: "evt_no_type", created: 1, data: { object: {} } }),
      JSON.stringify({ id: "evt_\u0000", type: "invoice.paid", created: 1, data: { object: {} } }),
      JSON.stringify({ id: "evt_far_future", type: "invoice.paid", created: 1e300, data: { object: {} } }),
      "[]",
      "null",
    ];
    for (const payload of notEvents) {
      const res = await deliver(payload, sign(payload));
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe("WEBHOOK_EVENT_INVALID");
    }
    // A signed body that is not JSON at all is refused by the signature check's parsing.
    const garbage = "not json";
    expect((await deliver(garbage, sign(garbage))).statusCode).toBe(400);
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({ hasPremium: true });
    expect(subscriptionId).toMatch(/^sub_/);
  });
});
