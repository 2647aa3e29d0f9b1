import type { SubscriptionStatus } from "../contracts/billing";

// Which provider subscription statuses mean what for us (decision 021).

/**
 * Statuses that grant the plan while the period lasts. past_due is a grace: the provider is
 * retrying a failed renewal (the customer was told and can fix the card); when its retries end
 * the subscription turns unpaid or canceled and access stops with it.
 */
export const ENTITLING_STATUSES = ["trialing", "active", "past_due"] as const satisfies readonly SubscriptionStatus[];

/**
 * Statuses of a subscription that still exists at the provider and may bill again: a user who
 * holds one of these for a plan cannot check out into a second one (they manage it instead).
 */
export const UNENDED_STATUSES = [
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "paused",
  "incomplete",
] as const satisfies readonly SubscriptionStatus[];

/**
 * Statuses that count as "has subscribed" (no second trial): every status but the two that
 * mean a first payment never went through.
 */
export const NEVER_PAID_STATUSES = [
  "incomplete",
  "incomplete_expired",
] as const satisfies readonly SubscriptionStatus[];

export function isEntitling(status: SubscriptionStatus): boolean {
  return (ENTITLING_STATUSES as readonly string[]).includes(status);
}

export function isUnended(status: SubscriptionStatus): boolean {
  return (UNENDED_STATUSES as readonly string[]).includes(status);
}
