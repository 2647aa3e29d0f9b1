import type { Transaction } from "kysely";
import type Stripe from "stripe";
import type { DB } from "../../../db/schema";
import { findCheckoutBySession, recordEvent, setCheckoutStatus } from "../../../db/repositories/billing";
import { AppError } from "../../errors";
import type { BillingDeps } from "./billing-deps";
import { idOf, syncSubscription } from "./subscription-sync";
import { withProvider } from "./provider";

// The provider's webhooks (decision 021): the signature is checked on the raw body; each event
// is stored by its id in the transaction that applies it, so a repeated delivery changes
// nothing; and what an event says about a subscription is re-read from the provider, so the
// order events arrive in does not matter.

/** How old a signature may be, in seconds (Stripe's default): an older one is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface WebhookOutcome {
  /** False when the event had been applied before (a repeated delivery). */
  applied: boolean;
}

export async function receiveWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no Stripe-Signature header");
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, "refused a webhook");
    throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  }
  const applied = await deps.db.transaction().execute(async (trx) => {
    const fresh = await recordEvent(trx, { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) });
    if (!fresh) return false;
    await withProvider(() => applyEvent(deps, trx, event));
    return true;
  });
  deps.log.info({ event: event.id, type: event.type, applied }, "webhook received");
  return { applied };
}

async function applyEvent(deps: BillingDeps, trx: Transaction<DB>, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired": {
      const session = event.data.object;
      const checkout = await findCheckoutBySession(trx, session.id);
      if (checkout) await setCheckoutStatus(trx, checkout.id, session.status === "expired" ? "expired" : "complete");
      const subscriptionId = idOf(session.subscription);
      if (subscriptionId && session.status === "complete") await syncSubscription(deps, trx, subscriptionId);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
    case "customer.subscription.trial_will_end":
      await syncSubscription(deps, trx, event.data.object.id, event.data.object);
      return;
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_succeeded": {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription ?? null);
      if (subscriptionId) await syncSubscription(deps, trx, subscriptionId);
      return;
    }
    default:
      // Stored (so it is never applied twice) but nothing of ours depends on it.
      return;
  }
}
