import { paths } from "../../../domain/paths";
import type { BillingPortal, BillingState } from "../../../domain/contracts/billing";
import { priceIdFor, type PlanType, type SoldInterval } from "../../../domain/billing/plans";
import {
  findCustomerId,
  listSubscriptions,
  unendedProviderSubscriptionIds,
  unendedSubscription,
  type SubscriptionRow,
} from "../../../db/repositories/billing";
import { AppError } from "../../errors";
import { presentInvoice, presentSubscription } from "../../presenters/billing";
import type { BillingDeps } from "./billing-deps";
import { applySubscription } from "./subscription-sync";
import { withProvider } from "./provider";

// The account settings' billing: what the user holds, their invoices, and the changes they can
// make themselves. Each change is asked of the provider and its answer written to our rows at
// once; the webhook that follows then finds nothing new.

const INVOICES_SHOWN = 24;

/**
 * The user's billing state. `invoices: "best-effort"` (pages) shows no invoices when the provider
 * cannot answer; "required" (the API) answers 503 instead.
 */
export async function billingState(
  deps: BillingDeps,
  userId: number,
  invoices: "required" | "best-effort" = "required",
): Promise<BillingState> {
  const [rows, customerId] = await Promise.all([listSubscriptions(deps.db, userId), findCustomerId(deps.db, userId)]);
  let list: BillingState["invoices"] = [];
  if (customerId) {
    try {
      const answer = await withProvider(() =>
        deps.stripe.invoices.list({ customer: customerId, limit: INVOICES_SHOWN }),
      );
      list = answer.data.filter((invoice) => invoice.status !== "draft").map(presentInvoice);
    } catch (error) {
      if (invoices === "required") throw error;
      deps.log.warn({ err: error }, "could not read invoices from the payment provider");
    }
  }
  return { subscriptions: rows.map(presentSubscription), invoices: list, hasBillingAccount: customerId !== undefined };
}

async function liveSubscription(
  deps: BillingDeps,
  userId: number,
  plan: PlanType,
): Promise<SubscriptionRow & { provider_subscription_id: string }> {
  const row = await unendedSubscription(deps.db, userId, plan);
  if (!row?.provider_subscription_id) throw new AppError("SUBSCRIPTION_NOT_FOUND");
  return { ...row, provider_subscription_id: row.provider_subscription_id };
}

/** Cancel at the period's end (`cancel: true`) or take that back (`cancel: false`). */
export async function setCancelAtPeriodEnd(
  deps: BillingDeps,
  userId: number,
  plan: PlanType,
  cancel: boolean,
): Promise<BillingState> {
  const row = await liveSubscription(deps, userId, plan);
  if (row.status === "incomplete" || row.status === "paused") throw new AppError("SUBSCRIPTION_CHANGE_INVALID");
  const updated = await withProvider(() =>
    deps.stripe.subscriptions.update(row.provider_subscription_id, { cancel_at_period_end: cancel }),
  );
  await deps.db.transaction().execute((trx) => applySubscription(deps, trx, updated));
  return billingState(deps, userId);
}

/** Switch between monthly and yearly billing (prorated by the provider). */
export async function switchInterval(
  deps: BillingDeps,
  userId: number,
  plan: PlanType,
  interval: SoldInterval,
): Promise<BillingState> {
  const priceId = priceIdFor(deps.priceIds, plan, interval);
  if (!priceId) throw new AppError("CHECKOUT_PRICE_UNKNOWN");
  const row = await liveSubscription(deps, userId, plan);
  if (row.price_id === priceId) return billingState(deps, userId);
  if (row.status !== "active" && row.status !== "trialing") throw new AppError("SUBSCRIPTION_CHANGE_INVALID");
  await deps.prices.get(priceId, { interval });
  const current = await withProvider(() => deps.stripe.subscriptions.retrieve(row.provider_subscription_id));
  const item = current.items.data[0];
  if (!item) throw new AppError("SUBSCRIPTION_CHANGE_INVALID");
  const updated = await withProvider(() =>
    deps.stripe.subscriptions.update(current.id, {
      items: [{ id: item.id, price: priceId }],
      proration_behavior: "create_prorations",
    }),
  );
  await deps.db.transaction().execute((trx) => applySubscription(deps, trx, updated));
  return billingState(deps, userId);
}

/** The provider's billing portal (cards, invoices, cancellation), back to the settings page. */
export async function billingPortal(deps: BillingDeps, userId: number): Promise<BillingPortal> {
  const customerId = await findCustomerId(deps.db, userId);
  if (!customerId) throw new AppError("BILLING_ACCOUNT_NOT_FOUND");
  const session = await withProvider(() =>
    deps.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${deps.publicUrl}${paths.userSettings()}`,
    }),
  );
  return { url: session.url };
}

/**
 * Before an account is deleted: end every subscription the provider could still charge, at once.
 * Our rows go with the account; a charge for an account that no longer exists must not follow.
 * When the provider cannot be reached this throws (503) and the account stays, so nothing is
 * half done.
 */
export async function endSubscriptionsOfDeletedAccount(deps: BillingDeps, userId: number): Promise<void> {
  for (const id of await unendedProviderSubscriptionIds(deps.db, userId)) {
    try {
      await withProvider(() => deps.stripe.subscriptions.cancel(id));
    } catch (error) {
      // Already gone at the provider (ended there, or removed by hand): nothing left to charge.
      if ((error as { code?: string }).code === "resource_missing") continue;
      throw error;
    }
  }
}
