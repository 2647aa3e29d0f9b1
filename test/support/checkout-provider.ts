import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { startCheckoutProvider, type CheckoutProvider } from "../../src/checkout-provider/server";
import { providerCatalogue } from "../../src/domain/billing/plans";
import { findSessionUser } from "../../src/db/repositories/sessions";
import type { DB } from "../../src/db/schema";
import { randomBytes } from "node:crypto";
import { hashSessionToken } from "../../src/server/accounts/session-token";
import { presentSession } from "../../src/server/presenters/session";
import { STRIPE_WEBHOOK_PATH } from "../../src/server/services/billing/provider";
import type { CheckoutResponse } from "../../src/domain/contracts/billing";
import { api } from "../../src/domain/paths";
import { payWith } from "../../src/checkout-provider/test-fixture";
import { Agent } from "./agent";
import { createTestApp, type TestApp } from "./app";
import { insertSignedInUser, type SignedInUser, type UserSpec } from "./fixtures";

// A real local checkout provider per test file (on a free port), the app's configuration
// pointing at it (the one difference from production is the SDK's address), and the
// provider's webhooks delivered to the app under test through `inject`.

export interface TestCheckoutProvider {
  provider: CheckoutProvider;
  /** An SDK client of the provider for the test's own hands (advancing clocks, reading objects). */
  stripe: Stripe;
  /** The app's environment that points it at this provider (its port and its keys). */
  env: Record<string, string>;
  /** The secret the provider signs its webhooks with, made for this provider. */
  webhookSecret: string;
  /** Where the provider's webhooks go from now on. */
  deliverTo(app: FastifyInstance): void;
  close(): Promise<void>;
}

export async function startTestCheckoutProvider(): Promise<TestCheckoutProvider> {
  const keys = {
    secretKey: `sk_test_${randomBytes(12).toString("hex")}`,
    webhookSecret: `whsec_${randomBytes(24).toString("base64url")}`,
  };
  let target: FastifyInstance | undefined;
  // The provider POSTs signed events here; they reach the app exactly as sent.
  const forwarder = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (!target) return void response.writeHead(503).end();
      target
        .inject({
          method: "POST",
          url: STRIPE_WEBHOOK_PATH,
          headers: {
            "content-type": request.headers["content-type"] ?? "application/json",
            "stripe-signature": String(request.headers["stripe-signature"] ?? ""),
          },
          payload: Buffer.concat(chunks),
        })
        .then(
          (answer) => response.writeHead(answer.statusCode, { "content-type": "application/json" }).end(answer.body),
          () => response.writeHead(500).end(),
        );
    });
  });
  await new Promise<void>((resolve) => forwarder.listen(0, "127.0.0.1", resolve));
  const forwarderPort = (forwarder.address() as AddressInfo).port;
  const provider = await startCheckoutProvider({
    port: 0,
    host: "127.0.0.1",
    secretKey: keys.secretKey,
    webhook: {
      url: `http://127.0.0.1:${forwarderPort}${STRIPE_WEBHOOK_PATH}`,
      secret: keys.webhookSecret,
    },
    catalogue: providerCatalogue(),
  });
  const port = Number(new URL(provider.url).port);
  return {
    provider,
    stripe: new Stripe(keys.secretKey, {
      host: "127.0.0.1",
      port,
      protocol: "http",
      maxNetworkRetries: 0,
    }),
    env: {
      CHECKOUT_PROVIDER_PORT: String(port),
      CHECKOUT_PROVIDER_SECRET_KEY: keys.secretKey,
      CHECKOUT_PROVIDER_WEBHOOK_SECRET: keys.webhookSecret,
    },
    webhookSecret: keys.webhookSecret,
    deliverTo(app) {
      target = app;
    },
    async close() {
      await provider.close();
      await new Promise<void>((resolve) => forwarder.close(() => resolve()));
    },
  };
}

export interface BillingApp {
  readonly t: TestApp;
  readonly checkout: TestCheckoutProvider;
}

/** Starts a provider and the app pointed at it before the suite, and stops both after. */
export function useBillingApp(env: Record<string, string> = {}): BillingApp {
  let t: TestApp | undefined;
  let checkout: TestCheckoutProvider | undefined;
  beforeAll(async () => {
    checkout = await startTestCheckoutProvider();
    t = await createTestApp({ PUBLIC_URL: "http://openzen.test", ...checkout.env, ...env });
    checkout.deliverTo(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await checkout?.close();
  });
  return {
    get t() {
      if (!t) throw new Error("the app starts in beforeAll");
      return t;
    },
    get checkout() {
      if (!checkout) throw new Error("the provider starts in beforeAll");
      return checkout;
    },
  };
}

/** The session object the server computes for every answer of this user (spec 3). */
export async function sessionOf(db: Kysely<DB>, token: string) {
  return presentSession(await findSessionUser(db, hashSessionToken(token)), []);
}

export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  needsAuthentication: "4000 0025 0000 3155",
} as const;

/** Checks out as the agent's user and pays with the card on the hosted page; resolves once the webhooks are in. */
export async function subscribeWithCard(
  billing: BillingApp,
  agent: Agent,
  body: Record<string, unknown> = {},
  card: string = CARDS.succeeds,
): Promise<CheckoutResponse> {
  const res = await agent.json("POST", api.checkout(), body);
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  const started = res.json<CheckoutResponse>();
  const paid = await payWith(started.url, card);
  if (paid.status !== 303) throw new Error(`the payment page answered ${paid.status}`);
  await billing.checkout.provider.idle();
  return started;
}

/** Moves the customer's test clock to `when` and waits for what the provider does then (renewals, cancellations, webhooks). */
export async function advanceCustomerClock(billing: BillingApp, customerId: string, when: Date): Promise<void> {
  const { stripe, provider } = billing.checkout;
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted || !customer.test_clock) throw new Error(`customer ${customerId} has no test clock`);
  const clockId = typeof customer.test_clock === "string" ? customer.test_clock : customer.test_clock.id;
  await stripe.testHelpers.testClocks.advance(clockId, { frozen_time: Math.floor(when.getTime() / 1000) });
  for (let i = 0; i < 200; i++) {
    const clock = await stripe.testHelpers.testClocks.retrieve(clockId);
    if (clock.status === "ready") break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await provider.idle();
}

/** A signed-in user of the billing app and a browser holding their session. */
export async function signedInAgent(
  billing: BillingApp,
  spec: UserSpec = {},
): Promise<{ user: SignedInUser; agent: Agent }> {
  const user = await insertSignedInUser(billing.t.database.db, spec);
  const agent = new Agent(billing.t.app);
  agent.setCookie("oz_session", user.token);
  return { user, agent };
}

/** A signed-in user who has paid a Premium checkout (trialing), with their provider ids. */
export async function subscribedAgent(
  billing: BillingApp,
): Promise<{ user: SignedInUser; agent: Agent; customerId: string; subscriptionId: string; checkoutId: string }> {
  const { user, agent } = await signedInAgent(billing);
  await subscribeWithCard(billing, agent);
  const db = billing.t.database.db;
  const [customer, subscription, checkout] = await Promise.all([
    db
      .selectFrom("billing_customers")
      .select("provider_customer_id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("subscriptions")
      .select("provider_subscription_id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom("checkouts").select("id").where("user_id", "=", user.userId).executeTakeFirstOrThrow(),
  ]);
  return {
    user,
    agent,
    customerId: customer.provider_customer_id,
    subscriptionId: subscription.provider_subscription_id ?? "",
    checkoutId: checkout.id,
  };
}
