import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutProvider } from "./server";
import { SECRET_KEY, clientFor, payWith, startProvider } from "./test-fixture";

let provider: CheckoutProvider;
let stripe: Stripe;

beforeAll(async () => {
  ({ provider, stripe } = await startProvider());
});

afterAll(async () => {
  await provider.close();
});

describe("authentication and errors", () => {
  it("answers 401 without the secret key or with another one", async () => {
    const bare = await fetch(`${provider.url}/v1/customers`);
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { error: { type: string } }).error.type).toBe("invalid_request_error");
    await expect(clientFor(provider, "sk_test_wrong").customers.list()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it("answers 404 resource_missing for unknown ids, naming the id", async () => {
    const error = await stripe.customers.retrieve("cus_nope").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: "resource_missing", param: "id" });
    expect((error as Error).message).toBe("No such customer: 'cus_nope'");
    await expect(stripe.subscriptions.retrieve("sub_nope")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("refuses a malformed form body with a Stripe-style 400", async () => {
    const response = await fetch(`${provider.url}/v1/customers`, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%ZZ&metadata[x]=1&metadata=2",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toMatch(/^Invalid request body/);
  });

  it("answers 404, not 500, for an undecodable id in the path", async () => {
    const response = await fetch(`${provider.url}/v1/customers/%E0%A4%A`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(response.status).toBe(404);
    expect((await fetch(`${provider.url}/c/pay/%E0%A4%A`)).status).toBe(404);
  });

  it("names a missing required parameter", async () => {
    await expect(
      stripe.checkout.sessions.create({ mode: "subscription", success_url: "http://x" }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: "parameter_missing",
      param: "line_items",
    });
  });

  it("answers the same Idempotency-Key with the same result, and refuses it for other parameters", async () => {
    const first = await stripe.customers.create({ email: "same@example.com" }, { idempotencyKey: "key-1" });
    const again = await stripe.customers.create({ email: "same@example.com" }, { idempotencyKey: "key-1" });
    expect(again.id).toBe(first.id);
    expect((await stripe.customers.list({ email: "same@example.com" })).data).toHaveLength(1);
    await expect(
      stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: "key-1" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe("customers", () => {
  it("creates, retrieves, updates and lists by email; each customer has its own test clock", async () => {
    const created = await stripe.customers.create({
      email: "ann@example.com",
      name: "Ann",
      metadata: { user_id: "7" },
    });
    expect(created).toMatchObject({ object: "customer", email: "ann@example.com", name: "Ann", livemode: false });
    expect(created.id).toMatch(/^cus_/);
    expect(created.metadata).toEqual({ user_id: "7" });
    const clock = await stripe.testHelpers.testClocks.retrieve(created.test_clock as string);
    expect(clock.status).toBe("ready");
    const other = await stripe.customers.create({ email: "bob@example.com" });
    expect(other.test_clock).not.toBe(created.test_clock);

    const updated = await stripe.customers.update(created.id, { name: "Ann B", metadata: { user_id: "", plan: "x" } });
    expect(updated.name).toBe("Ann B");
    expect(updated.metadata).toEqual({ plan: "x" });
    const fetched = (await stripe.customers.retrieve(created.id)) as Stripe.Customer;
    expect(fetched.name).toBe("Ann B");

    const listed = await stripe.customers.list({ email: "ann@example.com" });
    expect(listed).toMatchObject({ object: "list", has_more: false, url: "/v1/customers" });
    expect(listed.data.map((customer) => customer.id)).toEqual([created.id]);
  });

  it("finds customers with the search API by email or metadata", async () => {
    const customer = await stripe.customers.create({ email: "searched@example.com", metadata: { user_id: "501" } });
    const byEmail = await stripe.customers.search({ query: "email:'searched@example.com'" });
    expect(byEmail.data.map((entry) => entry.id)).toEqual([customer.id]);
    const byMetadata = await stripe.customers.search({ query: "metadata['user_id']:'501'" });
    expect(byMetadata.data.map((entry) => entry.id)).toEqual([customer.id]);
  });

  it("puts a customer on a given test clock", async () => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: 1_800_000_000, name: "shared" });
    const customer = await stripe.customers.create({ email: "clocked@example.com", test_clock: clock.id });
    expect(customer.test_clock).toBe(clock.id);
    expect(customer.created).toBe(1_800_000_000);
    const clocks = await stripe.testHelpers.testClocks.list();
    expect(clocks.data.map((entry) => entry.id)).toContain(clock.id);
  });
});

describe("catalogue", () => {
  it("finds prices by lookup key and product, and retrieves products", async () => {
    const prices = await stripe.prices.list({ lookup_keys: ["premium_yearly", "premium_trial_fee"], active: true });
    expect(prices.data.map((price) => price.id).sort()).toEqual(["price_premium_yearly", "price_trial_fee"]);
    const yearly = await stripe.prices.retrieve("price_premium_yearly", { expand: ["product"] });
    expect(yearly).toMatchObject({
      unit_amount: 23_400,
      currency: "usd",
      type: "recurring",
      lookup_key: "premium_yearly",
    });
    expect(yearly.recurring?.interval).toBe("year");
    expect((yearly.product as Stripe.Product).name).toBe("OpenZen Premium");
    const byProduct = await stripe.prices.list({ product: "prod_premium" });
    expect(byProduct.data.map((price) => price.id).sort()).toEqual([
      "price_premium_monthly",
      "price_premium_yearly",
      "price_trial_fee",
    ]);
    expect((await stripe.products.retrieve("prod_premium")).object).toBe("product");
  });

  it("looks promotion codes up by code, with their coupon under promotion.coupon", async () => {
    const found = await stripe.promotionCodes.list({ code: "HALF", active: true, expand: ["data.promotion.coupon"] });
    expect(found.data).toHaveLength(1);
    const code = found.data[0];
    expect(code?.id).toBe("promo_half");
    expect(code?.promotion.coupon).toMatchObject({ id: "half_once", percent_off: 50, duration: "once" });
    const retrieved = await stripe.promotionCodes.retrieve("promo_half");
    expect(retrieved.promotion.coupon).toBe("half_once");
    expect((await stripe.promotionCodes.list({ code: "EXPIRED", active: true })).data).toHaveLength(0);
    expect((await stripe.coupons.retrieve("ten_forever")).amount_off).toBe(1_000);
  });
});

describe("events", () => {
  it("lists events by type and retrieves one", async () => {
    const customer = await stripe.customers.create({ email: "evented@example.com" });
    const events = await stripe.events.list({ type: "customer.created", limit: 100 });
    const event = events.data.find((entry) => (entry.data.object as Stripe.Customer).id === customer.id);
    expect(event?.type).toBe("customer.created");
    expect((await stripe.events.retrieve(event?.id ?? "")).id).toBe(event?.id);
  });
});

describe("persistence", () => {
  it("keeps customers, sessions and subscriptions across a restart with a state file", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "provider-state-"));
    const stateFile = path.join(directory, "state.json");
    try {
      const first = await startProvider({ stateFile });
      const customer = await first.stripe.customers.create({ email: "kept@example.com" });
      const session = await first.stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: "price_premium_monthly", quantity: 1 }],
        success_url: "http://app.local/ok",
      });
      expect((await payWith(session.url ?? "", "4242424242424242")).status).toBe(303);
      await first.provider.close();
      expect(JSON.parse(await readFile(stateFile, "utf8"))).toHaveProperty("customers");

      const second = await startProvider({ stateFile });
      const kept = (await second.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
      expect(kept.email).toBe("kept@example.com");
      const subscriptions = await second.stripe.subscriptions.list({ customer: customer.id });
      expect(subscriptions.data.map((subscription) => subscription.status)).toEqual(["active"]);
      await second.provider.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
