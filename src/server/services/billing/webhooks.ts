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
// order events arrive in does not matter. An event we cannot apply (a subscription the provider
// no longer has, a shape we do not expect) is stored unapplied, logged and answered 200: the
// provider retries only what failed on our side, and retrying it would change nothing.

/** How old a signature may be, in seconds (Stripe's default): an older one is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface WebhookOutcome {
  /** False when the event had been received before (a repeated delivery) or could not be applied. */
  applied: boolean;
}

/** The signature's time (`t=`), in seconds; undefined when the header has none. */
function signedAt(header: string): number | undefined {
  const t = header
    .split(",")
    .map((part) => part.trim())
    .find((part) => part.startsWith("t="));
  const seconds = t === undefined ? NaN : Number(t.slice(2));
  return Number.isFinite(seconds) ? seconds : undefined;
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
    // The SDK bounds only the age: a signature dated ahead would stay replayable until that time.
    const at = signedAt(signature);
    if (at === undefined || at > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS)
      throw new Error("the signature is dated in the future");
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, "refused a webhook");
    throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  }
  if (!isEvent(event)) {
    deps.log.warn("refused a signed webhook that is no event");
    throw new AppError("WEBHOOK_EVENT_INVALID");
  }
  const record = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  let applied: boolean;
  try {
    applied = await deps.db.transaction().execute(async (trx) => {
      if (!(await recordEvent(trx, record))) return false;
      await withProvider(() => applyEvent(deps, trx, event));
      return true;
    });
  } catch (error) {
    // The provider unreachable or our database down: a retry can succeed, so it is asked for.
    if (error instanceof AppError || isDatabaseError(error)) throw error;
    deps.log.warn(
      { event: event.id, type: event.type, err: error instanceof Error ? error.message : String(error) },
      "stored a webhook that cannot be applied",
    );
    await deps.db.transaction().execute((trx) => recordEvent(trx, record, { applied: false }));
    return { applied: false };
  }
  deps.log.info({ event: event.id, type: event.type, applied }, "webhook received");
  return { applied };
}

/** What we store of every event: an id and a type as the provider writes them, and a time. */
function isEvent(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const event = value as { id?: unknown; type?: unknown; created?: unknown };
  return (
    typeof event.id === "string" &&
    /^[\w-]{1,255}$/.test(event.id) &&
    typeof event.type === "string" &&
    /^[\w.]{1,100}$/.test(event.type) &&
    typeof event.created === "number" &&
    Number.isSafeInteger(event.created) &&
    event.created >= 0 &&
    event.created < 2 ** 32
  );
}

/**
 * Our database out of reach or out of resources (SQLSTATE classes 08, 53, 57; a socket error): the
 * same event can be applied later. A data error (a value PostgreSQL refuses) is the event's own.
 */
function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (/^(08|53|57)/.test(code) || /^E[A-Z]+$/.test(code));
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
