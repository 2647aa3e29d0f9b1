import { createHmac } from "node:crypto";
import type Stripe from "stripe";
import { newId } from "./ids";
import type { Store, State } from "./store";

export const API_VERSION = "2026-10-28.endive";

/** Events kept for the events API (Stripe keeps 30 days); older ones are dropped first. */
const KEPT_EVENTS = 5000;

/** Drops the oldest entries of an insertion-ordered record beyond `keep`. */
export function forgetOldest(record: Record<string, unknown>, keep: number): void {
  const keys = Object.keys(record);
  for (const key of keys.slice(0, Math.max(0, keys.length - keep))) delete record[key];
}

export type EventType = Stripe.Event["type"];

/**
 * What every resource needs: the state, the clock of a customer, a way to record an event
 * (delivered to the webhook endpoint by webhooks.ts) and the public base of hosted pages.
 */
export class Engine {
  constructor(
    readonly store: Store,
    readonly publicUrl: string,
    private readonly secretKey: string,
    private readonly onEvent: (event: Stripe.Event) => void,
    private readonly webhookEndpoints: number,
  ) {}

  get state(): State {
    return this.store.state;
  }

  /** Real time, in Stripe's unix seconds. */
  realNow(): number {
    return Math.floor(Date.now() / 1000);
  }

  clockNow(clockId: string | null | undefined): number {
    const clock = clockId ? this.state.testClocks[clockId] : undefined;
    return clock ? clock.frozen_time : this.realNow();
  }

  /** The time as seen by a customer: its test clock's frozen time. */
  customerNow(customerId: string | null | undefined): number {
    const customer = customerId ? this.state.customers[customerId] : undefined;
    const clock = customer?.test_clock;
    return this.clockNow(typeof clock === "string" ? clock : (clock?.id ?? null));
  }

  /** A per-object token for hosted forms: only pages this provider rendered can post them. */
  formToken(id: string): string {
    return createHmac("sha256", this.secretKey).update(`form:${id}`).digest("hex").slice(0, 32);
  }

  emit(type: EventType, object: { object: string }, previousAttributes?: Record<string, unknown>): Stripe.Event {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: this.realNow(),
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: this.webhookEndpoints,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.state.events[event.id] = event;
    forgetOldest(this.state.events, KEPT_EVENTS);
    this.onEvent(event);
    return event;
  }

  save(): void {
    this.store.save();
  }
}

/** The fields of `after` that differ from `before`, with their old values (Stripe's previous_attributes). */
export function changedFields(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(now)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) changed[key] = old[key] ?? null;
  }
  return changed;
}
