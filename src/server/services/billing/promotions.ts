import type Stripe from "stripe";
import type { Promotion } from "../../../domain/contracts/billing";
import { presentPromotion } from "../../presenters/billing";
import { withProvider } from "./provider";

// Promotion codes are checked with the provider on the server: a code the browser sends is
// only ever a code, never a discount.

/** Codes are letters, digits, dashes and underscores (Stripe's own rule); anything else is not asked about. */
const CODE = /^[A-Za-z0-9_-]{1,100}$/;

export interface ActivePromotion {
  promotionCodeId: string;
  promotion: Promotion;
}

/** The active promotion with this code, or undefined (unknown, inactive, expired or used up). */
export async function findPromotion(stripe: Stripe, code: string): Promise<ActivePromotion | undefined> {
  const wanted = code.trim();
  if (!CODE.test(wanted)) return undefined;
  return withProvider(async () => {
    // Customers type codes in any case; the codes we make are upper case.
    for (const candidate of new Set([wanted, wanted.toUpperCase()])) {
      const list = await stripe.promotionCodes.list({ code: candidate, active: true, limit: 1 });
      const found = list.data.find((p) => p.active && p.code.toUpperCase() === candidate.toUpperCase());
      if (!found) continue;
      if (found.expires_at !== null && found.expires_at * 1000 <= Date.now()) return undefined;
      if (found.max_redemptions !== null && found.times_redeemed >= found.max_redemptions) return undefined;
      const couponRef = found.promotion.coupon;
      if (couponRef === null) return undefined;
      const coupon = typeof couponRef === "string" ? await stripe.coupons.retrieve(couponRef) : couponRef;
      if (!coupon.valid) return undefined;
      return { promotionCodeId: found.id, promotion: presentPromotion(found.code, coupon) };
    }
    return undefined;
  });
}
