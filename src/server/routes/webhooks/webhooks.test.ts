import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { sessionOf, subscribedAgent, useBillingApp } from "../../../../test/support/checkout-provider";
import { LOCAL_PROVIDER_KEYS } from "../../config";
import { STRIPE_WEBHOOK_PATH } from "./webhooks.routes";

// The provider's webhooks: only signed, fresh events are taken; each is applied once; and the
// subscription is re-read from the provider, so events arriving out of order leave its true state.

const billing = useBillingApp();
const signer = new Stripe(LOCAL_PROVIDER_KEYS.secretKey);

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
    secret: options.secret ?? LOCAL_PROVIDER_KEYS.webhookSecret,
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
});
