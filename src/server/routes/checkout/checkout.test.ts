import { describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { CARDS, sessionOf, signedInAgent, useBillingApp } from "../../../../test/support/checkout-provider";
import { payWith } from "../../../checkout-provider/test-fixture";
import { createTestApp } from "../../../../test/support/app";
import { insertSignedInUser, type UserSpec } from "../../../../test/support/fixtures";
import { freePort } from "../../../../test/support/free-port";
import type { CheckoutResponse, CheckoutResult, PlansOffer } from "../../../domain/contracts/billing";
import { PROMOTION_LOOKUPS } from "../plans/plans.routes";
import { api } from "../../../domain/paths";

// Checkout against a real local checkout provider: the SDK's calls, the hosted payment page
// typed into like a customer would, and the signed webhooks that follow.

const billing = useBillingApp();

const signedIn = (spec: UserSpec = {}) => signedInAgent(billing, spec);

const errorCode = (res: { json: <T>() => T }) => res.json<{ error: { code: string; message: string } }>().error;

async function checkout(agent: Agent, body: Record<string, unknown> = {}) {
  return agent.json("POST", api.checkout(), body);
}

async function result(agent: Agent, url: string): Promise<CheckoutResult> {
  const checkoutId = new URL(url).searchParams.get("checkout");
  const res = await agent.get(api.checkoutResult(checkoutId ?? ""), "application/json");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutResult>();
}

/** The success address the provider sends the browser to once paid. */
async function successUrlOf(sessionId: string): Promise<string> {
  const session = await billing.checkout.stripe.checkout.sessions.retrieve(sessionId);
  return session.success_url ?? "";
}

describe("the plans offer", () => {
  it("answers the provider's prices, and the $1 trial to guests and to those who never had Premium", async () => {
    const res = await billing.t.app.inject({ method: "GET", url: api.plans() });
    expect(res.statusCode, res.body).toBe(200);
    const offer = res.json<PlansOffer>();
    expect(offer.trial).toEqual({ unitAmount: 100, days: 14 });
    expect(offer.prices).toEqual(
      expect.arrayContaining([
        { plan: "premium", interval: "year", priceId: "price_premium_yearly", unitAmount: 23_400, currency: "usd" },
        { plan: "premium", interval: "month", priceId: "price_premium_monthly", unitAmount: 2_900, currency: "usd" },
        {
          plan: "zen_investor",
          interval: "year",
          priceId: "price_zen_investor_yearly",
          unitAmount: 24_900,
          currency: "usd",
        },
      ]),
    );
    const { agent } = await signedIn({ premium: true });
    expect((await agent.get(api.plans(), "application/json")).json<PlansOffer>().trial).toBeNull();
  });
});

describe("starting a checkout", () => {
  it("refuses guests with 401", async () => {
    const guest = new Agent(billing.t.app);
    const res = await checkout(guest);
    expect(res.statusCode).toBe(401);
    expect(errorCode(res).code).toBe("SIGN_IN_REQUIRED");
  });

  it("gives a free user a subscription checkout with the $1 trial at the provider's prices, one customer for good", async () => {
    const { user, agent } = await signedIn();
    const res = await checkout(agent, { cancel_to: "/screener?t=11", referral: "aff-42" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CheckoutResponse>();
    expect(body.sessionId).toMatch(/^cs_/);
    expect(new URL(body.url).origin).toBe(billing.checkout.provider.url.replace(/\/$/, ""));
    expect(body.items.map((i) => [i.price.id, i.price.unitAmount, i.quantity])).toEqual([
      ["price_premium_trial", 100, 1],
      ["price_premium_yearly", 23_400, 1],
    ]);

    const session = await billing.checkout.stripe.checkout.sessions.retrieve(body.sessionId);
    expect(session.mode).toBe("subscription");
    expect(session.metadata).toMatchObject({ user_id: String(user.userId), plan: "premium", referral: "aff-42" });
    expect(session.success_url).toMatch(/^http:\/\/openzen\.test\/users\/subscription_success\?checkout=[\w-]+$/);
    expect(session.cancel_url).toBe(`${session.success_url}&canceled=1`);
    const customers = await billing.t.database.db
      .selectFrom("billing_customers")
      .selectAll()
      .where("user_id", "=", user.userId)
      .execute();
    expect(customers).toHaveLength(1);
    expect(session.customer).toBe(customers[0]!.provider_customer_id);

    // Monthly instead: the older open checkout is closed, the same customer is reused.
    const monthly = await checkout(agent, { interval: "month" });
    expect(monthly.statusCode, monthly.body).toBe(200);
    const second = await billing.checkout.stripe.checkout.sessions.retrieve(monthly.json<CheckoutResponse>().sessionId);
    expect(second.customer).toBe(session.customer);
    expect((await billing.checkout.stripe.checkout.sessions.retrieve(body.sessionId)).status).toBe("expired");
    const own = await result(agent, await successUrlOf(body.sessionId));
    expect(own).toMatchObject({ status: "expired", cancelTo: "/screener?t=11", paymentIntentStatus: null });
  });

  it("makes a new customer for a user id seen before with another address (another database on the same provider)", async () => {
    // A second database starts its user ids again: the same id with another address must not
    // reuse the first customer's request (the provider refuses a key reused with other values).
    const { user, agent } = await signedIn();
    expect((await checkout(agent)).statusCode).toBe(200);
    const db = billing.t.database.db;
    await db.deleteFrom("billing_customers").where("user_id", "=", user.userId).execute();
    await db.deleteFrom("checkouts").where("user_id", "=", user.userId).execute();
    await db
      .updateTable("users")
      .set({ email: `other-${user.email}` })
      .where("id", "=", user.userId)
      .execute();
    const again = await checkout(agent);
    expect(again.statusCode, again.body).toBe(200);
    const session = await billing.checkout.stripe.checkout.sessions.retrieve(again.json<CheckoutResponse>().sessionId);
    const customer = await billing.checkout.stripe.customers.retrieve(String(session.customer));
    expect(customer).toMatchObject({ email: `other-${user.email}` });
  });

  it("answers one checkout to a double click", async () => {
    const { agent } = await signedIn();
    const [a, b] = await Promise.all([checkout(agent), checkout(agent)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json<CheckoutResponse>().sessionId).toBe(b.json<CheckoutResponse>().sessionId);
  });

  it("refuses a user who already holds the plan with 409, and names unknown plans, intervals and prices", async () => {
    const { agent } = await signedIn({ premium: true });
    const held = await checkout(agent);
    expect(held.statusCode).toBe(409);
    expect(errorCode(held).code).toBe("ALREADY_SUBSCRIBED");

    const free = (await signedIn()).agent;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ plan: "platinum" }, 400, "CHECKOUT_PLAN_UNKNOWN"],
      [{ interval: "week" }, 400, "CHECKOUT_INTERVAL_UNKNOWN"],
      [{ plan: "zen_investor", interval: "month" }, 400, "CHECKOUT_PRICE_UNKNOWN"],
      [{ promotion_code: "NOSUCHCODE" }, 400, "PROMOTION_CODE_INVALID"],
      [{ promotion_code: "<script>" }, 400, "PROMOTION_CODE_INVALID"],
      [{ plan: 7 }, 400, "VALIDATION_FAILED"],
    ];
    for (const [body, status, code] of cases) {
      const res = await checkout(free, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorCode(res).code, JSON.stringify(body)).toBe(code);
    }
    // The amounts are the provider's whatever the browser adds.
    const sneaky = await checkout(free, { unit_amount: 1, price: "price_premium_trial" });
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(sneaky.json<CheckoutResponse>().items.at(-1)!.price).toEqual({
      id: "price_premium_yearly",
      unitAmount: 23_400,
    });
  });

  it("applies a valid promotion code and ignores a cancel_to that leaves the site", async () => {
    const { agent } = await signedIn();
    const res = await checkout(agent, { promotion_code: "zenfriend", cancel_to: "https://evil.example/x" });
    expect(res.statusCode, res.body).toBe(200);
    const session = await billing.checkout.stripe.checkout.sessions.retrieve(res.json<CheckoutResponse>().sessionId);
    expect(session.discounts?.map((d) => d.promotion_code)).toEqual(["promo_zenfriend"]);
    expect((await result(agent, session.success_url ?? "")).cancelTo).toBe("/plans");
  });
});

describe("paying", () => {
  it("makes the user Premium once the test card is accepted and the webhooks arrive; a second checkout is refused", async () => {
    const { user, agent } = await signedIn();
    // What the screener lets this browser use: Premium filters locked before paying.
    const lockedFilters = async () =>
      (await agent.get("/api/screener/catalogue", "application/json"))
        .json<{ filters: { key: string; locked: boolean; premiumLockable: boolean }[] }>()
        .filters.filter((f) => f.premiumLockable && f.locked).length;
    expect(await lockedFilters()).toBeGreaterThan(0);
    const started = (await checkout(agent)).json<CheckoutResponse>();
    const paid = await payWith(started.url, CARDS.succeeds);
    expect(paid.status).toBe(303);
    const success = paid.headers.get("location") ?? "";
    expect(success).toBe(await successUrlOf(started.sessionId));
    await billing.checkout.provider.idle();

    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({
      hasPremium: true,
      hasSubscribedToPremium: true,
      planTypes: ["premium"],
      noAds: true,
      lockCompanies: false,
      lockAnalyst: false,
    });
    expect(await lockedFilters()).toBe(0);
    expect(await result(agent, success)).toMatchObject({
      plan: "premium",
      status: "complete",
      paymentIntentStatus: "succeeded",
      message: null,
    });
    const row = await billing.t.database.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "trialing",
      interval: "year",
      unit_amount: 23_400,
      cancel_at_period_end: false,
    });
    expect(row.trial_end).not.toBeNull();

    const again = await checkout(agent, { interval: "month" });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again).code).toBe("ALREADY_SUBSCRIBED");
    expect((await agent.get(api.plans(), "application/json")).json<PlansOffer>().trial).toBeNull();
  });

  it("leaves the user free after a declined card, and says so in the spec's words", async () => {
    const { user, agent } = await signedIn();
    const started = (await checkout(agent)).json<CheckoutResponse>();
    const declined = await payWith(started.url, CARDS.declined);
    expect(declined.status).not.toBe(303);
    await billing.checkout.provider.idle();
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({ hasPremium: false, planTypes: [] });
    // The customer goes back from the payment page: the cancel address carries our checkout id.
    const session = await billing.checkout.stripe.checkout.sessions.retrieve(started.sessionId);
    expect(await result(agent, session.cancel_url ?? "")).toMatchObject({
      status: "open",
      paymentIntentStatus: "requires_payment_method",
      message: "Payment failed. Please try another payment method.",
    });
  });

  it("shows a checkout to its owner only", async () => {
    const { agent } = await signedIn();
    const started = (await checkout(agent)).json<CheckoutResponse>();
    const success = await successUrlOf(started.sessionId);
    const checkoutId = new URL(success).searchParams.get("checkout") ?? "";
    const other = (await signedIn()).agent;
    const res = await other.get(api.checkoutResult(checkoutId), "application/json");
    expect(res.statusCode).toBe(404);
    expect(errorCode(res).code).toBe("CHECKOUT_NOT_FOUND");
    expect((await new Agent(billing.t.app).get(api.checkoutResult(checkoutId), "application/json")).statusCode).toBe(
      401,
    );
  });
});

describe("promotions", () => {
  it("describes an active code (spec 3's Promotion) and answers 404 for others", async () => {
    const res = await billing.t.app.inject({ method: "GET", url: api.promotion("WELCOME10") });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      promotionCode: "WELCOME10",
      name: "Welcome: $10 off",
      discountPercent: null,
      discountAmount: 1000,
      duration: "once",
      durationInMonths: null,
    });
    expect((await billing.t.app.inject({ method: "GET", url: api.promotion("ZENFRIEND") })).json()).toMatchObject({
      discountPercent: 20,
      discountAmount: null,
    });
    for (const code of ["NOPE", "a b", "x".repeat(101)]) {
      const missing = await billing.t.app.inject({ method: "GET", url: api.promotion(code) });
      expect(missing.statusCode, code).toBe(404);
    }
  });
});

describe("promotion lookups", () => {
  it("lets one client guess only so many codes, then answers 429 with Retry-After; others go on", async () => {
    const lookup = (remoteAddress: string, code: string) =>
      billing.t.app.inject({ method: "GET", url: api.promotion(code), remoteAddress });
    for (let i = 0; i < PROMOTION_LOOKUPS.max; i++) {
      expect((await lookup("203.0.113.9", `GUESS${i}`)).statusCode).toBe(404);
    }
    const refused = await lookup("203.0.113.9", "WELCOME10");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await lookup("203.0.113.10", "WELCOME10")).statusCode).toBe(200);
  });
});

describe("when the payment provider cannot be reached", () => {
  it("answers 503 with a plain message and no details", async () => {
    const down = await createTestApp({ CHECKOUT_PROVIDER_PORT: String(await freePort()) });
    try {
      const user = await insertSignedInUser(down.database.db);
      const agent = new Agent(down.app);
      agent.setCookie("oz_session", user.token);
      for (const res of [await checkout(agent), await agent.get(api.plans(), "application/json")]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers["retry-after"]).toBe("30");
        expect(res.json()).toEqual({
          error: {
            code: "BILLING_PROVIDER_UNAVAILABLE",
            message: "Payments are unavailable right now. Please try again in a few minutes.",
          },
        });
      }
      // Nothing was half made: no checkout row to come back to.
      expect(await down.database.db.selectFrom("checkouts").selectAll().execute()).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
