import type { PLAN_TYPES } from "../contracts/session";
import { localeText } from "../number-text";

// The plan catalogue: what OpenZen sells, in integer cents. Spec 9 fixes the Premium offer
// ("$1 for 14 days, then $19.50 per month billed yearly"); the monthly Premium price and the
// Zen Investor and Zen Strategies prices are our own decisions (decision 021). The payment
// provider holds the prices that are charged; these are the defaults the local provider is
// seeded with and the ids the server uses when no STRIPE_PRICE_* says otherwise.

export type PlanType = (typeof PLAN_TYPES)[number];

/** The intervals we sell. Stripe also knows week and day (spec 3); no plan uses them. */
export const SOLD_INTERVALS = ["year", "month"] as const;
export type SoldInterval = (typeof SOLD_INTERVALS)[number];

export const CURRENCY = "usd";

export interface PlanPriceDefinition {
  interval: SoldInterval;
  defaultPriceId: string;
  unitAmount: number;
}

export interface PlanDefinition {
  plan: PlanType;
  productId: string;
  name: string;
  description: string;
  prices: PlanPriceDefinition[];
}

export const PLANS: Record<PlanType, PlanDefinition> = {
  premium: {
    plan: "premium",
    productId: "prod_premium",
    name: "OpenZen Premium",
    description: "Zen Ratings, every Due Diligence check, top analysts and no ads.",
    prices: [
      { interval: "year", defaultPriceId: "price_premium_yearly", unitAmount: 23_400 },
      { interval: "month", defaultPriceId: "price_premium_monthly", unitAmount: 2_900 },
    ],
  },
  zen_investor: {
    plan: "zen_investor",
    productId: "prod_zen_investor",
    name: "Zen Investor",
    description: "A managed portfolio of long-term picks.",
    prices: [{ interval: "year", defaultPriceId: "price_zen_investor_yearly", unitAmount: 24_900 }],
  },
  zen_strategies: {
    plan: "zen_strategies",
    productId: "prod_zen_strategies",
    name: "Zen Strategies",
    description: "Rules-based strategies built on the Zen Rating.",
    prices: [{ interval: "year", defaultPriceId: "price_zen_strategies_yearly", unitAmount: 39_900 }],
  },
};

/** The Premium trial: a one-time charge on the first invoice, then the plan starts after `days`. */
export const PREMIUM_TRIAL = {
  productId: "prod_premium_trial",
  name: "OpenZen Premium trial",
  defaultPriceId: "price_premium_trial",
  unitAmount: 100,
  days: 14,
} as const;

export interface PromotionDefinition {
  code: string;
  promotionCodeId: string;
  couponId: string;
  name: string;
  percentOff: number | null;
  amountOff: number | null;
  duration: "once" | "repeating" | "forever";
  durationInMonths: number | null;
}

/** Demo promotion codes the local provider knows; real ones are made in Stripe's dashboard. */
export const DEMO_PROMOTIONS: PromotionDefinition[] = [
  {
    code: "ZENFRIEND",
    promotionCodeId: "promo_zenfriend",
    couponId: "coupon_zenfriend",
    name: "Friend of OpenZen: 20% off",
    percentOff: 20,
    amountOff: null,
    duration: "once",
    durationInMonths: null,
  },
  {
    code: "WELCOME10",
    promotionCodeId: "promo_welcome10",
    couponId: "coupon_welcome10",
    name: "Welcome: $10 off",
    percentOff: null,
    amountOff: 1_000,
    duration: "once",
    durationInMonths: null,
  },
];

/** Which provider price id stands for each plan price (defaults, or STRIPE_PRICE_* in production). */
export interface PriceIds {
  premiumYearly: string;
  premiumMonthly: string;
  premiumTrial: string;
  zenInvestorYearly: string;
  zenStrategiesYearly: string;
}

export const DEFAULT_PRICE_IDS: PriceIds = {
  premiumYearly: "price_premium_yearly",
  premiumMonthly: "price_premium_monthly",
  premiumTrial: PREMIUM_TRIAL.defaultPriceId,
  zenInvestorYearly: "price_zen_investor_yearly",
  zenStrategiesYearly: "price_zen_strategies_yearly",
};

/** The provider price id of a plan and interval, or undefined when that plan is not sold so. */
export function priceIdFor(ids: PriceIds, plan: PlanType, interval: SoldInterval): string | undefined {
  if (plan === "premium") return interval === "year" ? ids.premiumYearly : ids.premiumMonthly;
  if (interval !== "year") return undefined;
  return plan === "zen_investor" ? ids.zenInvestorYearly : ids.zenStrategiesYearly;
}

/** Every plan price with its id, in catalogue order. */
export function planPriceIds(ids: PriceIds): { plan: PlanType; interval: SoldInterval; priceId: string }[] {
  return Object.values(PLANS).flatMap((definition) =>
    definition.prices.flatMap((p) => {
      const priceId = priceIdFor(ids, definition.plan, p.interval);
      return priceId ? [{ plan: definition.plan, interval: p.interval, priceId }] : [];
    }),
  );
}

/** The plan and interval a provider price id stands for (reverse of priceIdFor). */
export function planOfPrice(ids: PriceIds, priceId: string): { plan: PlanType; interval: SoldInterval } | undefined {
  const found = planPriceIds(ids).find((p) => p.priceId === priceId);
  return found ? { plan: found.plan, interval: found.interval } : undefined;
}

/**
 * The catalogue in the shape the local checkout provider is seeded with. The shape is the
 * provider's (`ProviderCatalogue` in src/checkout-provider/catalogue.ts, which imports nothing of
 * ours); the compiler checks the two meet where the server starts the provider.
 */
export function providerCatalogue(ids: PriceIds = DEFAULT_PRICE_IDS) {
  const plans = Object.values(PLANS);
  return {
    products: [
      ...plans.map((p) => ({ id: p.productId, name: p.name, description: p.description })),
      { id: PREMIUM_TRIAL.productId, name: PREMIUM_TRIAL.name, description: `${PREMIUM_TRIAL.days} days of Premium` },
    ],
    prices: [
      ...plans.flatMap((definition) =>
        definition.prices.map((p) => ({
          id: priceIdFor(ids, definition.plan, p.interval) ?? p.defaultPriceId,
          product: definition.productId,
          unit_amount: p.unitAmount,
          currency: CURRENCY,
          recurring: { interval: p.interval },
          lookup_key: `${definition.plan}_${p.interval}ly`,
        })),
      ),
      {
        id: ids.premiumTrial,
        product: PREMIUM_TRIAL.productId,
        unit_amount: PREMIUM_TRIAL.unitAmount,
        currency: CURRENCY,
        recurring: null,
        lookup_key: "premium_trial",
      },
    ],
    coupons: DEMO_PROMOTIONS.map((p) => ({
      id: p.couponId,
      name: p.name,
      percent_off: p.percentOff,
      amount_off: p.amountOff,
      ...(p.amountOff === null ? {} : { currency: CURRENCY }),
      duration: p.duration,
      duration_in_months: p.durationInMonths,
    })),
    promotionCodes: DEMO_PROMOTIONS.map((p) => ({
      id: p.promotionCodeId,
      code: p.code,
      coupon: p.couponId,
      active: true,
    })),
  };
}

/** "$19.50", "$1", "$234": whole amounts without cents, others with two decimals. */
export function formatMoney(cents: number, currency: string = CURRENCY): string {
  const symbol = currency.toLowerCase() === "usd" ? "$" : `${currency.toUpperCase()} `;
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  const wholeText = localeText(whole);
  return `${sign}${symbol}${rest === 0 ? wholeText : `${wholeText}.${String(rest).padStart(2, "0")}`}`;
}

/** What a yearly price costs per month, in cents (rounded to the cent). */
export function monthlyEquivalent(yearlyCents: number): number {
  return Math.round(yearlyCents / 12);
}

/**
 * The Premium offer of spec 9, computed from the prices the provider holds:
 * "$1 for 14 days, then $19.50 per month billed yearly" (without the trial part when the
 * viewer has had Premium before).
 */
export function offerSentence(
  yearly: { unitAmount: number; currency?: string },
  trial: { unitAmount: number; days: number } | null,
): string {
  const perMonth = `${formatMoney(monthlyEquivalent(yearly.unitAmount), yearly.currency)} per month billed yearly`;
  if (!trial) return perMonth;
  return `${formatMoney(trial.unitAmount, yearly.currency)} for ${trial.days} days, then ${perMonth}`;
}

/** "$29 per month", "$234 per year". */
export function pricePerInterval(unitAmount: number, interval: SoldInterval, currency: string = CURRENCY): string {
  return `${formatMoney(unitAmount, currency)} per ${interval}`;
}
