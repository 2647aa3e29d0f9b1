import { z } from "zod";
import { PLAN_TYPES } from "./session";

// Premium checkout and billing (spec sections 3, 4, 7, 8 and 9), shared by the
// server's routes and presenters and the browser's typed clients. Amounts are integer cents in
// the price's currency; dates are ISO 8601 strings. Error codes these routes answer with are
// listed in src/server/errors.ts (CHECKOUT_*, PROMOTION_*, BILLING_*, SUBSCRIPTION_*).

export const planTypeSchema = z.enum(PLAN_TYPES);

/** The intervals we sell (spec 3 also names week and day; no plan uses them). */
export const BILLING_INTERVALS = ["year", "month"] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);

/** Spec 3's payment intent statuses. */
export const PAYMENT_INTENT_STATUSES = [
  "canceled",
  "processing",
  "requires_action",
  "requires_capture",
  "requires_confirmation",
  "requires_payment_method",
  "succeeded",
] as const;
export const paymentIntentStatusSchema = z.enum(PAYMENT_INTENT_STATUSES);
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>;

/** Provider subscription statuses we store (Stripe's list). */
export const SUBSCRIPTION_STATUSES = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * POST /api/users/checkout (spec 7). Unknown plan, interval or promotion code answers 400 with a
 * stable code (CHECKOUT_PLAN_UNKNOWN, CHECKOUT_INTERVAL_UNKNOWN, CHECKOUT_PRICE_UNKNOWN,
 * PROMOTION_CODE_INVALID); cancel_to is used only when it is a path on this site.
 */
export const checkoutRequestSchema = z
  .object({
    plan: planTypeSchema.default("premium"),
    interval: billingIntervalSchema.default("year"),
    /** Where "back" on the payment page leads: a same-origin path such as "/screener"; anything else is ignored. */
    cancel_to: z.string().max(2000).optional(),
    /** Affiliate id, when the visitor came through one; stored with the checkout. */
    referral: z.string().max(200).optional(),
    promotion_code: z.string().max(100).optional(),
  })
  .meta({ id: "CheckoutRequest" });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Spec 3's Price: the provider's price id and its amount in cents. */
export const priceSchema = z.object({ id: z.string(), unitAmount: z.number().int() }).meta({ id: "Price" });
export type Price = z.infer<typeof priceSchema>;

export const checkoutResponseSchema = z
  .object({
    sessionId: z.string().meta({ description: "The provider's Checkout Session id" }),
    url: z.string().meta({ description: "The hosted payment page: send the browser there" }),
    items: z.array(z.object({ price: priceSchema, quantity: z.number().int(), description: z.string() })),
  })
  .meta({ id: "CheckoutResponse" });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const planPriceSchema = z
  .object({
    plan: planTypeSchema,
    interval: billingIntervalSchema,
    priceId: z.string(),
    unitAmount: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: "PlanPrice" });
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** GET /api/plans: what the viewer can buy. `trial` is null once the viewer has had Premium. */
export const plansOfferSchema = z
  .object({
    prices: z.array(planPriceSchema),
    trial: z.object({ unitAmount: z.number().int(), days: z.number().int() }).nullable(),
  })
  .meta({ id: "PlansOffer" });
export type PlansOffer = z.infer<typeof plansOfferSchema>;

/** GET /api/promotions/{code} (spec 3's Promotion); unknown or inactive codes answer 404 PROMOTION_NOT_FOUND. */
export const promotionSchema = z
  .object({
    promotionCode: z.string(),
    name: z.string(),
    /** Percent off (e.g. 20), or null for an amount off. */
    discountPercent: z.number().nullable(),
    /** Cents off, or null for a percent off. */
    discountAmount: z.number().int().nullable(),
    duration: z.enum(["once", "repeating", "forever"]),
    durationInMonths: z.number().int().nullable(),
  })
  .meta({ id: "Promotion" });
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * GET /api/users/checkout/{checkoutId}: what the return page (/users/subscription_success?checkout=ID)
 * shows. `message` is spec 8's payment message (null when paid or not yet attempted);
 * another user's or an unknown id answers 404 CHECKOUT_NOT_FOUND.
 */
export const checkoutResultSchema = z
  .object({
    checkoutId: z.string(),
    plan: planTypeSchema,
    interval: billingIntervalSchema,
    status: z.enum(["complete", "open", "expired"]),
    paymentIntentStatus: paymentIntentStatusSchema.nullable(),
    message: z.string().nullable(),
    /** The same-origin path to go back to (the cancel_to given at checkout, or /plans). */
    cancelTo: z.string(),
  })
  .meta({ id: "CheckoutResult" });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const billingSubscriptionSchema = z.object({
  plan: planTypeSchema,
  status: subscriptionStatusSchema,
  interval: billingIntervalSchema.nullable(),
  unitAmount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** When the trial ends (ISO), or null. */
  trialEnd: z.string().nullable(),
  /** When the current period ends: the renewal date, or the end of access when cancelAtPeriodEnd. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.string(),
  amountPaid: z.number().int(),
  currency: z.string(),
  status: z.string().nullable(),
  /** The provider's hosted invoice page, when it has one. */
  url: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/**
 * GET /api/users/billing, and the answer of POST /api/users/billing/cancel, /resume and /interval.
 * `subscriptions` lists the live ones (trialing, active, past due) and the ended ones of the
 * last year, newest first; `hasBillingAccount` says whether the portal can open.
 */
export const billingStateSchema = z
  .object({
    subscriptions: z.array(billingSubscriptionSchema),
    invoices: z.array(invoiceSummarySchema),
    hasBillingAccount: z.boolean(),
  })
  .meta({ id: "BillingState" });
export type BillingState = z.infer<typeof billingStateSchema>;

/** POST /api/users/billing/cancel and /resume. */
export const billingPlanRequestSchema = z.object({ plan: planTypeSchema }).meta({ id: "BillingPlanRequest" });
export type BillingPlanRequest = z.infer<typeof billingPlanRequestSchema>;

/** POST /api/users/billing/interval: switch between monthly and yearly. */
export const billingIntervalRequestSchema = z
  .object({ plan: planTypeSchema, interval: billingIntervalSchema })
  .meta({ id: "BillingIntervalRequest" });
export type BillingIntervalRequest = z.infer<typeof billingIntervalRequestSchema>;

/** POST /api/users/billing/portal: the provider's billing portal (returns to /users/settings). */
export const billingPortalSchema = z.object({ url: z.string() }).meta({ id: "BillingPortal" });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

/**
 * The billing pages' reader (`context.billing` in React Router loaders), bound to the request's
 * session. Prices come from the payment provider (cached briefly by the server).
 */
export interface BillingPagesReader {
  /** The plans and prices the viewer can buy, the trial only for those who never had Premium. */
  plansOffer(): Promise<PlansOffer>;
  /** The return page's result; null for guests, unknown ids and other users' checkouts. */
  checkoutResult(checkoutId: string): Promise<CheckoutResult | null>;
  /** The account settings' billing section; null for guests. */
  billingState(): Promise<BillingState | null>;
}
