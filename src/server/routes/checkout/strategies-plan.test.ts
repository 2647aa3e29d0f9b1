import { describe, expect, it } from "vitest";
import {
  CARDS,
  sessionOf,
  signedInAgent,
  subscribeWithCard,
  useBillingApp,
} from "../../../../test/support/checkout-provider";
import type { CheckoutResponse } from "../../../domain/contracts/billing";
import { api, paths } from "../../../domain/paths";

// Zen Strategies through the one checkout (decision 055): a Premium member buys it without the
// trial, the session then holds both plans, the return page welcomes the plan bought, the order
// form knows it is held, and a second checkout of it is refused.

const billing = useBillingApp();

describe("buying Zen Strategies", () => {
  it("a Premium member pays the yearly price, no trial, and holds both plans", async () => {
    const { user, agent } = await signedInAgent(billing, { premium: true });
    const res = await agent.json("POST", api.checkout(), { plan: "zen_strategies" });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<CheckoutResponse>();
    expect(started.items.map((i) => [i.price.id, i.price.unitAmount])).toEqual([
      ["price_zen_strategies_yearly", 39_900],
    ]);

    await subscribeWithCard(billing, agent, { plan: "zen_strategies" }, CARDS.succeeds);
    const session = await sessionOf(billing.t.database.db, user.token);
    expect([...session.planTypes].sort()).toEqual(["premium", "zen_strategies"]);

    const checkout = await billing.t.database.db
      .selectFrom("checkouts")
      .select("id")
      .where("user_id", "=", user.userId)
      .where("plan", "=", "zen_strategies")
      .where("status", "=", "complete")
      .executeTakeFirstOrThrow();
    const welcome = await agent.get(`${paths.subscriptionSuccess()}?checkout=${checkout.id}`);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.body).toContain("Welcome to Zen Strategies");
    expect(welcome.body).toContain(paths.stockStrategies());

    const order = await agent.get(paths.stockStrategiesOrderForm());
    expect(order.body).toContain("You already have Zen Strategies");

    const again = await agent.json("POST", api.checkout(), { plan: "zen_strategies" });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe("ALREADY_SUBSCRIBED");
  });

  it("shows a free member the plan's price and the way to the payment page", async () => {
    const { agent } = await signedInAgent(billing);
    const plans = await agent.get(paths.stockStrategiesPlans());
    expect(plans.statusCode).toBe(200);
    expect(plans.body).toContain("$399 per year");
    expect(plans.body).toContain(paths.stockStrategiesOrderForm());
    const order = await agent.get(paths.stockStrategiesOrderForm());
    expect(order.body).toContain("Continue to payment");
    expect(order.body).not.toContain("You already have Zen Strategies");
  });
});
