import { createHash, randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { paths } from "../../../domain/paths";
import { safeLocalPath } from "../../../domain/auth/safe-path";
import { PLAN_TYPES } from "../../../domain/contracts/session";
import {
  BILLING_INTERVALS,
  PAYMENT_INTENT_STATUSES,
  type CheckoutResponse,
  type CheckoutResult,
  type PaymentIntentStatus,
} from "../../../domain/contracts/billing";
import { PREMIUM_TRIAL, priceIdFor, type PlanType, type SoldInterval } from "../../../domain/billing/plans";
import { PAID_SERVICES } from "../../../domain/billing/services";
import {
  findCheckout,
  findCustomerId,
  hasHadPremium,
  insertCheckout,
  lockUserBilling,
  openCheckouts,
  setCheckoutStatus,
  unendedSubscription,
} from "../../../db/repositories/billing";
import type { SessionUser } from "../../../db/repositories/sessions";
import { AppError } from "../../errors";
import { assertNoUnendedSubscription, trialAllowed } from "../../policies/billing";
import { presentCheckoutResult } from "../../presenters/billing";
import type { BillingDeps } from "./billing-deps";
import type { ProviderPrice } from "./price-book";
import { findPromotion } from "./promotions";
import { idOf, syncSubscription } from "./subscription-sync";
import { withProvider } from "./provider";

// Starting a Premium (or Zen Investor, Zen Strategies) checkout and reading how it ended.
// Amounts come from the provider's prices; the browser only names a plan and an interval.

/** What the browser may send (spec 7); every field is checked here, so unknown values get their own codes. */
export interface CheckoutInput {
  plan?: string;
  interval?: string;
  cancel_to?: string;
  referral?: string;
  promotion_code?: string;
}

/** An open checkout reused for a repeated click (same plan, price, trial and promotion) within this time. */
const REUSE_OPEN_CHECKOUT_MS = 30 * 60_000;

interface CheckoutPlan {
  plan: PlanType;
  interval: SoldInterval;
  priceId: string;
}

function checkoutPlan(deps: BillingDeps, input: CheckoutInput): CheckoutPlan {
  const plan = input.plan ?? "premium";
  if (!(PLAN_TYPES as readonly string[]).includes(plan)) throw new AppError("CHECKOUT_PLAN_UNKNOWN");
  const interval = input.interval ?? "year";
  if (!(BILLING_INTERVALS as readonly string[]).includes(interval)) throw new AppError("CHECKOUT_INTERVAL_UNKNOWN");
  const priceId = priceIdFor(deps.priceIds, plan as PlanType, interval as SoldInterval);
  if (!priceId) throw new AppError("CHECKOUT_PRICE_UNKNOWN");
  return { plan: plan as PlanType, interval: interval as SoldInterval, priceId };
}

/** The user's provider customer: made at the first checkout, reused ever after. */
async function ensureCustomer(deps: BillingDeps, user: SessionUser): Promise<string> {
  const known = await findCustomerId(deps.db, user.userId);
  if (known) return known;
  // The idempotency key makes two first checkouts at once (or a retry) get the same customer. It
  // names the address too: user ids start again in another database (a reset, a second
  // environment on the same provider account), and a reused key with other parameters is refused.
  const customer = await withProvider(() =>
    deps.stripe.customers.create(
      { email: user.email, metadata: { user_id: String(user.userId) } },
      {
        idempotencyKey: `openzen-customer-${user.userId}-${createHash("sha256").update(user.email).digest("hex").slice(0, 16)}`,
      },
    ),
  );
  await deps.db
    .insertInto("billing_customers")
    .values({ user_id: user.userId, provider_customer_id: customer.id })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  return (await findCustomerId(deps.db, user.userId)) ?? customer.id;
}

function lineItems(price: ProviderPrice, trial: ProviderPrice | undefined): CheckoutResponse["items"] {
  return [
    ...(trial
      ? [{ price: { id: trial.id, unitAmount: trial.unitAmount }, quantity: 1, description: trial.description }]
      : []),
    { price: { id: price.id, unitAmount: price.unitAmount }, quantity: 1, description: price.description },
  ];
}

/** POST /api/users/checkout: a Checkout Session in subscription mode for the signed-in user. */
export async function startCheckout(
  deps: BillingDeps,
  user: SessionUser,
  input: CheckoutInput,
): Promise<CheckoutResponse> {
  const choice = checkoutPlan(deps, input);
  const cancelTo = safeLocalPath(input.cancel_to) ?? paths.plans();
  const promotion = input.promotion_code?.trim() ? await findPromotion(deps.stripe, input.promotion_code) : undefined;
  if (input.promotion_code?.trim() && !promotion) throw new AppError("PROMOTION_CODE_INVALID");
  const price = await deps.prices.get(choice.priceId, { interval: choice.interval });
  const customerId = await ensureCustomer(deps, user);

  return deps.db.transaction().execute(async (trx) => {
    // One checkout start per user at a time: a double click waits here, then finds the first.
    await lockUserBilling(trx, user.userId);
    assertNoUnendedSubscription(await unendedSubscription(trx, user.userId, choice.plan));
    const withTrial = trialAllowed(choice.plan, await hasHadPremium(trx, user.userId));
    const trial = withTrial ? await deps.prices.get(deps.priceIds.premiumTrial, { interval: null }) : undefined;
    const items = lineItems(price, trial);

    for (const open of await openCheckouts(trx, user.userId, choice.plan)) {
      const session = open.provider_session_id
        ? await withProvider(() => deps.stripe.checkout.sessions.retrieve(open.provider_session_id ?? ""))
        : undefined;
      const same =
        open.price_id === choice.priceId &&
        open.with_trial === withTrial &&
        open.promotion_code === (promotion?.promotion.promotionCode ?? null) &&
        Date.now() - open.created_at.getTime() < REUSE_OPEN_CHECKOUT_MS;
      if (session?.status === "open" && session.url && same) return { sessionId: session.id, url: session.url, items };
      if (session?.status === "complete") {
        // Paid, and the provider's word has not reached us yet: take it now, and refuse.
        await setCheckoutStatus(trx, open.id, "complete");
        const subscriptionId = idOf(session.subscription);
        if (subscriptionId) await withProvider(() => syncSubscription(deps, trx, subscriptionId));
        throw new AppError("ALREADY_SUBSCRIBED");
      }
      // Another open checkout of this plan could still be paid: close it so that only one can.
      if (session?.status === "open")
        await withProvider(() => deps.stripe.checkout.sessions.expire(session.id)).catch((error: unknown) => {
          deps.log.warn({ err: error, session: session.id }, "could not expire an older checkout session");
        });
      await setCheckoutStatus(trx, open.id, "expired");
    }

    const referral = input.referral?.trim().slice(0, 200) || null;
    const checkoutId = randomBytes(18).toString("base64url");
    const returnUrl = `${deps.publicUrl}${PAID_SERVICES[choice.plan].successPath}?checkout=${checkoutId}`;
    const metadata: Stripe.MetadataParam = {
      checkout_id: checkoutId,
      user_id: String(user.userId),
      plan: choice.plan,
      ...(referral ? { referral } : {}),
    };
    const session = await withProvider(() =>
      deps.stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer: customerId,
          client_reference_id: String(user.userId),
          line_items: items.map((item) => ({ price: item.price.id, quantity: item.quantity })),
          subscription_data: {
            metadata: { user_id: String(user.userId), plan: choice.plan },
            ...(withTrial ? { trial_period_days: PREMIUM_TRIAL.days } : {}),
          },
          // A code given here is applied; without one, the payment page lets the customer type one.
          ...(promotion
            ? { discounts: [{ promotion_code: promotion.promotionCodeId }] }
            : { allow_promotion_codes: true }),
          metadata,
          success_url: returnUrl,
          cancel_url: `${returnUrl}&canceled=1`,
        },
        { idempotencyKey: `openzen-checkout-${checkoutId}` },
      ),
    );
    if (!session.url) throw new AppError("BILLING_PROVIDER_UNAVAILABLE");
    await insertCheckout(trx, {
      id: checkoutId,
      user_id: user.userId,
      provider_session_id: session.id,
      plan: choice.plan,
      interval: choice.interval,
      price_id: choice.priceId,
      with_trial: withTrial,
      promotion_code: promotion?.promotion.promotionCode ?? null,
      referral,
      cancel_to: cancelTo,
    });
    return { sessionId: session.id, url: session.url, items };
  });
}

/** GET /api/users/checkout/{id}: how the user's checkout stands, for the return page. */
export async function checkoutResult(deps: BillingDeps, userId: number, checkoutId: string): Promise<CheckoutResult> {
  const row = await findCheckout(deps.db, checkoutId, userId);
  if (!row?.provider_session_id) throw new AppError("CHECKOUT_NOT_FOUND");
  const sessionId = row.provider_session_id;
  const session = await withProvider(() =>
    deps.stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] }),
  );
  const status = sessionStatus(session);
  if (status !== "open") {
    await deps.db.transaction().execute(async (trx) => {
      await setCheckoutStatus(trx, row.id, status);
      // The return page may come before the webhook: apply the provider's answer now (the
      // webhook that follows then changes nothing).
      const subscriptionId = idOf(session.subscription);
      if (status === "complete" && subscriptionId)
        await withProvider(() => syncSubscription(deps, trx, subscriptionId));
    });
  }
  return presentCheckoutResult(row, status, await paymentIntentStatus(deps, session));
}

function sessionStatus(session: Stripe.Checkout.Session): CheckoutResult["status"] {
  return session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
}

/** The status of the checkout's latest payment attempt, or null when none was made. */
async function paymentIntentStatus(
  deps: BillingDeps,
  session: Stripe.Checkout.Session,
): Promise<PaymentIntentStatus | null> {
  const subscription = typeof session.subscription === "object" ? session.subscription : null;
  const invoiceId = idOf(session.invoice) ?? idOf(subscription?.latest_invoice ?? null);
  let paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId && invoiceId) {
    const payments = await withProvider(() => deps.stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 }));
    const latest = [...payments.data].sort((a, b) => b.created - a.created)[0];
    paymentIntentId = idOf(latest?.payment.payment_intent ?? null);
  }
  if (!paymentIntentId) return null;
  const intentId = paymentIntentId;
  const intent = await withProvider(() => deps.stripe.paymentIntents.retrieve(intentId));
  return (PAYMENT_INTENT_STATUSES as readonly string[]).includes(intent.status)
    ? (intent.status as PaymentIntentStatus)
    : null;
}
