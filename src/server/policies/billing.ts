import type { PlanType } from "../../domain/billing/plans";
import type { SubscriptionRow } from "../../db/repositories/billing";
import { AppError } from "../errors";

// Who may buy what (decision 021). Entitlements themselves are decided in entitlements.ts from
// the subscription rows; these rules guard the checkout.

/** The $1 trial is for those who never held Premium (a subscription whose first payment went through). */
export function trialAllowed(plan: PlanType, hasHadPremium: boolean): boolean {
  return plan === "premium" && !hasHadPremium;
}

/** A user cannot check out into a second subscription of a plan they still hold at the provider. */
export function assertNoUnendedSubscription(existing: SubscriptionRow | undefined): void {
  if (existing) throw new AppError("ALREADY_SUBSCRIBED");
}
