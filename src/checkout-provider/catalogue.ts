import type Stripe from "stripe";
import type { Engine } from "./engine";
import { found } from "./errors";

export interface ProviderCatalogue {
  products: { id: string; name: string }[];
  prices: {
    id: string;
    product: string;
    unit_amount: number;
    currency: string;
    recurring: { interval: "year" | "month" | "week" | "day" } | null;
    lookup_key?: string;
  }[];
  coupons: {
    id: string;
    name: string;
    percent_off: number | null;
    amount_off: number | null;
    currency?: string;
    duration: "once" | "repeating" | "forever";
    duration_in_months: number | null;
  }[];
  promotionCodes: { id: string; code: string; coupon: string; active: boolean }[];
}

// Products, prices, coupons and promotion codes come from the catalogue the server passes at
// start (its plan catalogue); the API only reads them.

export function seedCatalogue(engine: Engine, catalogue: ProviderCatalogue): void {
  const created = engine.realNow();
  const state = engine.state;
  for (const product of catalogue.products) {
    state.products[product.id] = {
      id: product.id,
      object: "product",
      active: true,
      created,
      default_price: catalogue.prices.find((price) => price.product === product.id)?.id ?? null,
      description: null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: {},
      name: product.name,
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      tax_details: null,
      type: "service",
      unit_label: null,
      updated: created,
      url: null,
    };
  }
  for (const price of catalogue.prices) {
    state.prices[price.id] = {
      id: price.id,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created,
      currency: price.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: price.lookup_key ?? null,
      metadata: {},
      nickname: null,
      product: price.product,
      recurring: price.recurring
        ? {
            interval: price.recurring.interval,
            interval_count: 1,
            meter: null,
            trial_period_days: null,
            usage_type: "licensed",
          }
        : null,
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: price.recurring ? "recurring" : "one_time",
      unit_amount: price.unit_amount,
      unit_amount_decimal: null,
    };
  }
  for (const coupon of catalogue.coupons) {
    state.coupons[coupon.id] = {
      id: coupon.id,
      object: "coupon",
      amount_off: coupon.amount_off,
      created,
      currency: coupon.currency ?? (coupon.amount_off === null ? null : "usd"),
      duration: coupon.duration,
      duration_in_months: coupon.duration_in_months,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      name: coupon.name,
      percent_off: coupon.percent_off,
      redeem_by: null,
      times_redeemed: state.coupons[coupon.id]?.times_redeemed ?? 0,
      valid: true,
    };
  }
  for (const code of catalogue.promotionCodes) {
    state.promotionCodes[code.id] = {
      id: code.id,
      object: "promotion_code",
      active: code.active,
      code: code.code,
      created,
      customer: null,
      customer_account: null,
      expires_at: null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      promotion: { coupon: code.coupon, type: "coupon" },
      restrictions: {
        first_time_transaction: false,
        minimum_amount: null,
        minimum_amount_currency: null,
      },
      times_redeemed: state.promotionCodes[code.id]?.times_redeemed ?? 0,
    };
  }
}

export function getPrice(engine: Engine, id: string, param = "id"): Stripe.Price {
  return found(engine.state.prices, "price", id, param);
}

export function getProduct(engine: Engine, id: string): Stripe.Product {
  return found(engine.state.products, "product", id);
}

export function getCoupon(engine: Engine, id: string, param = "id"): Stripe.Coupon {
  return found(engine.state.coupons, "coupon", id, param);
}

export function getPromotionCode(engine: Engine, id: string, param = "id"): Stripe.PromotionCode {
  return found(engine.state.promotionCodes, "promotion_code", id, param);
}

export function productName(engine: Engine, price: Stripe.Price): string {
  const productId = typeof price.product === "string" ? price.product : price.product.id;
  return engine.state.products[productId]?.name ?? productId;
}

/** The plan object Stripe still nests in subscription items, derived from the price. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: null,
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? "month",
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === "string" ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}
