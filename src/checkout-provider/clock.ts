import type Stripe from "stripe";
import type { Engine } from "./engine";
import { newId } from "./ids";

export type Interval = "day" | "week" | "month" | "year";

const DAY = 86_400;

/** `time` plus `count` intervals; months and years keep the day, clamped to the month's end as Stripe does. */
export function addInterval(time: number, interval: Interval, count = 1): number {
  if (interval === "day") return time + count * DAY;
  if (interval === "week") return time + count * 7 * DAY;
  const date = new Date(time * 1000);
  const months = interval === "month" ? count : count * 12;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

export function addDays(time: number, days: number): number {
  return time + days * DAY;
}

export function createTestClock(engine: Engine, frozenTime: number, name: string | null): Stripe.TestHelpers.TestClock {
  const clock: Stripe.TestHelpers.TestClock = {
    id: newId("clock"),
    object: "test_helpers.test_clock",
    created: engine.realNow(),
    deletes_after: engine.realNow() + 30 * DAY,
    frozen_time: frozenTime,
    livemode: false,
    name,
    status: "ready",
    status_details: {},
  };
  engine.state.testClocks[clock.id] = clock;
  return clock;
}
