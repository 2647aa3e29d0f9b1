import type Stripe from "stripe";
import { getTestClock } from "./customers";
import type { Engine } from "./engine";
import { invalidParameter } from "./errors";
import { nextDue, runDue } from "./subscriptions";

/**
 * Moves a test clock to `target`, running in time order everything that falls due on the
 * subscriptions of its customers: trial ends (the saved card is charged), renewals and
 * cancellations at period end. Runs at once, so the clock is `ready` when the call returns.
 */
export function advanceTestClock(engine: Engine, id: string, target: number): Stripe.TestHelpers.TestClock {
  const clock = getTestClock(engine, id);
  if (target <= clock.frozen_time)
    throw invalidParameter("frozen_time", "The frozen_time must be after the test clock's current frozen_time.");
  const customers = new Set(
    Object.values(engine.state.customers)
      .filter((customer) => customer.test_clock === id)
      .map((customer) => customer.id),
  );
  const subscriptions = Object.values(engine.state.subscriptions).filter((subscription) =>
    customers.has(subscription.customer as string),
  );
  for (let step = 0; step < 10_000; step += 1) {
    let next: { subscription: Stripe.Subscription; at: number } | null = null;
    for (const subscription of subscriptions) {
      const at = nextDue(engine, subscription);
      if (at !== null && at <= target && (next === null || at < next.at)) next = { subscription, at };
    }
    if (!next) break;
    clock.frozen_time = Math.max(clock.frozen_time, next.at);
    runDue(engine, next.subscription, next.at);
  }
  clock.frozen_time = target;
  clock.status = "ready";
  return clock;
}
