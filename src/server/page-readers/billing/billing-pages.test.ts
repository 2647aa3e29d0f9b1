import { describe, expect, it } from "vitest";
import { sessionOf, subscribedAgent, useBillingApp } from "../../../../test/support/checkout-provider";
import { insertSignedInUser } from "../../../../test/support/fixtures";
import { loadConfig } from "../../config";
import { presentSession } from "../../presenters/session";
import type { BillingDeps } from "../../services/billing/billing-deps";
import { createPriceBook } from "../../services/billing/price-book";
import { createStripeClient } from "../../services/billing/provider";
import { billingPagesReader } from "./billing-pages";

// What the plans page, the return page and the settings page read through `context.billing`.

const billing = useBillingApp();

function deps(): BillingDeps {
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://openzen.test", ...billing.checkout.env });
  const stripe = createStripeClient(config.billing);
  return {
    db: billing.t.database.db,
    stripe,
    priceIds: config.billing.priceIds,
    prices: createPriceBook(stripe, config.billing.priceIds),
    webhookSecret: config.billing.webhookSecret,
    publicUrl: config.publicUrl,
    log: billing.t.app.log,
  };
}

describe("the billing pages' reader", () => {
  it("offers guests the trial and has no checkout or billing state for them", async () => {
    const reader = billingPagesReader(deps(), presentSession(undefined, []));
    expect((await reader.plansOffer()).trial).toEqual({ unitAmount: 100, days: 14 });
    expect(await reader.checkoutResult("anything")).toBeNull();
    expect(await reader.billingState()).toBeNull();
  });

  it("gives a member their own checkout's result and billing state, and nobody else's checkout", async () => {
    const { user, checkoutId } = await subscribedAgent(billing);
    const reader = billingPagesReader(deps(), await sessionOf(billing.t.database.db, user.token));
    expect(await reader.checkoutResult(checkoutId)).toMatchObject({ status: "complete", message: null });
    expect((await reader.plansOffer()).trial).toBeNull();
    expect((await reader.billingState())?.subscriptions[0]).toMatchObject({ plan: "premium", status: "trialing" });

    const other = await insertSignedInUser(billing.t.database.db);
    const theirs = billingPagesReader(deps(), await sessionOf(billing.t.database.db, other.token));
    expect(await theirs.checkoutResult(checkoutId)).toBeNull();
    expect(await theirs.billingState()).toEqual({ subscriptions: [], invoices: [], hasBillingAccount: false });
  });
});
