import type { Transaction } from "kysely";
import type Stripe from "stripe";
import { PLAN_TYPES } from "../../../domain/contracts/session";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../domain/contracts/billing";
import { planOfPrice, type PlanType } from "../../../domain/billing/plans";
import type { DB } from "../../../db/schema";
import {
  lockProviderSubscription,
  upsertSubscription,
  userIdOfCustomer,
  type SubscriptionWrite,
} from "../../../db/repositories/billing";
import type { BillingDeps } from "./billing-deps";
import { isMissing } from "./provider";

// Our subscription rows mirror the provider's. A row is always written from the provider's
// current answer, read while holding the subscription's lock, so events that arrive late or out
// of order cannot leave an older state behind (decision 021).

const PROVIDER_INTERVALS = ["year", "month", "week", "day"] as const;

export const idOf = (ref: string | { id?: string } | null): string | null =>
  ref === null ? null : typeof ref === "string" ? ref : (ref.id ?? null);

/** Reads the subscription from the provider and writes it (`fallback`: the event's copy, if the provider no longer has it). */
export async function syncSubscription(
  deps: BillingDeps,
  trx: Transaction<DB>,
  subscriptionId: string,
  fallback?: Stripe.Subscription,
): Promise<void> {
  await lockProviderSubscription(trx, subscriptionId);
  let current: Stripe.Subscription;
  try {
    current = await deps.stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (!isMissing(error) || !fallback) throw error;
    current = fallback;
  }
  await writeSubscription(deps, trx, current);
}

/** Writes an answer the provider just gave (after a change we asked for), under the subscription's lock. */
export async function applySubscription(
  deps: BillingDeps,
  trx: Transaction<DB>,
  subscription: Stripe.Subscription,
): Promise<void> {
  await lockProviderSubscription(trx, subscription.id);
  await writeSubscription(deps, trx, subscription);
}

async function writeSubscription(deps: BillingDeps, trx: Transaction<DB>, subscription: Stripe.Subscription) {
  const row = await subscriptionRow(deps, trx, subscription);
  if (row) await upsertSubscription(trx, row);
}

/** Our row for a provider subscription; undefined when it is not ours (unknown customer or price). */
export async function subscriptionRow(
  deps: BillingDeps,
  trx: Transaction<DB>,
  subscription: Stripe.Subscription,
): Promise<SubscriptionWrite | undefined> {
  const customerId = idOf(subscription.customer);
  const userId =
    (customerId ? await userIdOfCustomer(trx, customerId) : undefined) ??
    (await metadataUser(trx, subscription.metadata?.user_id));
  const item = subscription.items.data[0];
  const plan = item ? planOf(deps, item.price.id, subscription.metadata?.plan) : undefined;
  if (userId === undefined || !item || !plan || !isStatus(subscription.status)) {
    deps.log.warn(
      { subscription: subscription.id, customer: customerId, status: subscription.status },
      "ignored a provider subscription that is not one of ours",
    );
    return undefined;
  }
  const recurring = item.price.recurring?.interval;
  const interval = PROVIDER_INTERVALS.find((i) => i === recurring) ?? null;
  return {
    user_id: userId,
    plan,
    status: subscription.status,
    current_period_end: new Date(item.current_period_end * 1000),
    provider_subscription_id: subscription.id,
    provider_customer_id: customerId,
    price_id: item.price.id,
    interval,
    unit_amount: item.price.unit_amount,
    currency: item.price.currency,
    cancel_at_period_end: subscription.cancel_at_period_end,
    trial_end: subscription.trial_end === null ? null : new Date(subscription.trial_end * 1000),
    canceled_at: subscription.canceled_at === null ? null : new Date(subscription.canceled_at * 1000),
    ended_at: subscription.ended_at === null ? null : new Date(subscription.ended_at * 1000),
  };
}

/** The user a subscription's metadata names, if that user (still) exists. */
async function metadataUser(trx: Transaction<DB>, value: string | undefined): Promise<number | undefined> {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await trx.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst();
  return row?.id;
}

function planOf(deps: BillingDeps, priceId: string, metadataPlan: string | undefined): PlanType | undefined {
  const known = planOfPrice(deps.priceIds, priceId)?.plan;
  if (known) return known;
  // A price made in the dashboard later (a new yearly price) still names its plan.
  return (PLAN_TYPES as readonly string[]).includes(metadataPlan ?? "") ? (metadataPlan as PlanType) : undefined;
}

function isStatus(status: string): status is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}
