import { describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import {
  advanceCustomerClock,
  sessionOf,
  signedInAgent,
  subscribedAgent,
  useBillingApp,
} from "../../../../test/support/checkout-provider";
import type { BillingPortal, BillingState } from "../../../domain/contracts/billing";
import { api } from "../../../domain/paths";
import { hashPassword } from "../../accounts/passwords";

// The account's billing: what the user holds, invoices, cancel at period end (and the period's
// end reached on the provider's test clock), resume, monthly or yearly, and the portal.

const billing = useBillingApp();
const DAY = 24 * 3600 * 1000;

const signedIn = () => signedInAgent(billing);

const subscribed = () => subscribedAgent(billing);

async function state(agent: Agent): Promise<BillingState> {
  const res = await agent.get(api.billing(), "application/json");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BillingState>();
}

const code = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;

describe("account billing", () => {
  it("is for signed-in users; a free user has nothing to manage", async () => {
    const guest = new Agent(billing.t.app);
    expect((await guest.get(api.billing(), "application/json")).statusCode).toBe(401);
    expect((await guest.json("POST", api.billingCancel(), { plan: "premium" })).statusCode).toBe(401);
    const { agent } = await signedIn();
    expect(await state(agent)).toEqual({ subscriptions: [], invoices: [], hasBillingAccount: false });
    const cancel = await agent.json("POST", api.billingCancel(), { plan: "premium" });
    expect(cancel.statusCode).toBe(404);
    expect(code(cancel)).toBe("SUBSCRIPTION_NOT_FOUND");
    const portal = await agent.json("POST", api.billingPortal());
    expect(portal.statusCode).toBe(404);
    expect(code(portal)).toBe("BILLING_ACCOUNT_NOT_FOUND");
  });

  it("shows the trial, its end and the $1 invoice after checkout", async () => {
    const { agent } = await subscribed();
    const now = await state(agent);
    expect(now.hasBillingAccount).toBe(true);
    expect(now.subscriptions).toHaveLength(1);
    const [sub] = now.subscriptions;
    expect(sub).toMatchObject({
      plan: "premium",
      status: "trialing",
      interval: "year",
      unitAmount: 23_400,
      currency: "usd",
      cancelAtPeriodEnd: false,
    });
    const trialEnd = Date.parse(sub!.trialEnd ?? "");
    expect(Math.round((trialEnd - Date.now()) / DAY)).toBe(14);
    expect(now.invoices.some((i) => i.amountPaid === 100 && i.status === "paid")).toBe(true);
  });

  it("cancels at the period's end: Premium lasts until then and ends when the test clock passes it", async () => {
    const { user, agent, customerId } = await subscribed();
    const res = await agent.json("POST", api.billingCancel(), { plan: "premium" });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BillingState>();
    expect(answer.subscriptions[0]).toMatchObject({ status: "trialing", cancelAtPeriodEnd: true });
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({ hasPremium: true });

    await advanceCustomerClock(
      billing,
      customerId,
      new Date(Date.parse(answer.subscriptions[0]!.currentPeriodEnd) + DAY),
    );
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({
      hasPremium: false,
      hasSubscribedToPremium: true,
      lockCompanies: true,
    });
    expect((await state(agent)).subscriptions[0]).toMatchObject({ status: "canceled" });
    // Nothing live is left to cancel or resume.
    expect(code(await agent.json("POST", api.billingResume(), { plan: "premium" }))).toBe("SUBSCRIPTION_NOT_FOUND");
  });

  it("resumes a cancellation: the trial turns into the paid year and Premium stays", async () => {
    const { user, agent, customerId } = await subscribed();
    await agent.json("POST", api.billingCancel(), { plan: "premium" });
    const res = await agent.json("POST", api.billingResume(), { plan: "premium" });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BillingState>();
    expect(answer.subscriptions[0]).toMatchObject({ cancelAtPeriodEnd: false });
    await advanceCustomerClock(
      billing,
      customerId,
      new Date(Date.parse(answer.subscriptions[0]!.currentPeriodEnd) + DAY),
    );
    expect(await sessionOf(billing.t.database.db, user.token)).toMatchObject({ hasPremium: true });
    const after = await state(agent);
    expect(after.subscriptions[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(after.invoices.some((i) => i.amountPaid === 23_400)).toBe(true);
  });

  it("switches between yearly and monthly billing", async () => {
    const { agent } = await subscribed();
    const monthly = await agent.json("POST", api.billingInterval(), { plan: "premium", interval: "month" });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(monthly.json<BillingState>().subscriptions[0]).toMatchObject({ interval: "month", unitAmount: 2_900 });
    const yearly = await agent.json("POST", api.billingInterval(), { plan: "premium", interval: "year" });
    expect(yearly.json<BillingState>().subscriptions[0]).toMatchObject({ interval: "year", unitAmount: 23_400 });
    const bad = await agent.json("POST", api.billingInterval(), { plan: "premium", interval: "week" });
    expect(bad.statusCode).toBe(400);
  });

  it("opens the provider's billing portal, which returns to the settings page", async () => {
    const { agent } = await subscribed();
    const res = await agent.json("POST", api.billingPortal());
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<BillingPortal>();
    expect(new URL(url).origin).toBe(new URL(billing.checkout.provider.url).origin);
  });

  it("ends the subscription at the provider when the account is deleted, so nothing is charged later", async () => {
    const { user, agent, subscriptionId } = await subscribed();
    const db = billing.t.database.db;
    await db
      .updateTable("users")
      .set({ password_hash: await hashPassword("secret-pass") })
      .where("id", "=", user.userId)
      .execute();
    const res = await agent.json("POST", "/users/settings/delete", { user: { current_password: "secret-pass" } });
    expect(res.statusCode, res.body).toBe(200);
    const atProvider = await billing.checkout.stripe.subscriptions.retrieve(subscriptionId);
    expect(atProvider.status).toBe("canceled");
    const left = await db.selectFrom("users").select("id").where("id", "=", user.userId).execute();
    expect(left).toEqual([]);
  });
});
