import type Stripe from "stripe";
import { planPriceIds, type PriceIds, type SoldInterval } from "../../../domain/billing/plans";
import { AppError } from "../../errors";
import { isMissing, withProvider } from "./provider";

// The prices as the provider holds them (amounts are never taken from the browser or from our
// own catalogue once the provider has answered), kept in memory for a minute: every page with
// a checkout button reads them.

export interface ProviderPrice {
  id: string;
  unitAmount: number;
  currency: string;
  /** The recurring interval, or null for a one-time price (the trial). */
  interval: string | null;
  active: boolean;
  /** The product's name, shown as the line item's description. */
  description: string;
}

export interface PriceBook {
  /** Every price of ours the provider knows (missing ones are left out). */
  all(): Promise<Map<string, ProviderPrice>>;
  /** One price; 400 CHECKOUT_PRICE_UNKNOWN when the provider does not sell it. */
  get(priceId: string, expected: { interval: SoldInterval | null }): Promise<ProviderPrice>;
}

const CACHE_MS = 60_000;

export function createPriceBook(stripe: Stripe, priceIds: PriceIds, now: () => number = Date.now): PriceBook {
  let cached: { at: number; prices: Promise<Map<string, ProviderPrice>> } | undefined;

  async function load(): Promise<Map<string, ProviderPrice>> {
    const ids = [...planPriceIds(priceIds).map((p) => p.priceId), priceIds.premiumTrial];
    const found = await Promise.all(
      ids.map(async (id) => {
        try {
          const price = await stripe.prices.retrieve(id, { expand: ["product"] });
          return toProviderPrice(price);
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
      }),
    );
    return new Map(found.filter((p): p is ProviderPrice => p !== undefined).map((p) => [p.id, p]));
  }

  const all = () => {
    if (!cached || now() - cached.at > CACHE_MS) {
      const prices = withProvider(load);
      cached = { at: now(), prices };
      // A failed read is not kept: the next caller asks the provider again.
      prices.catch(() => {
        if (cached?.prices === prices) cached = undefined;
      });
    }
    return cached.prices;
  };

  return {
    all,
    async get(priceId, expected) {
      const price = (await all()).get(priceId);
      if (!price || !price.active || price.interval !== expected.interval) throw new AppError("CHECKOUT_PRICE_UNKNOWN");
      return price;
    },
  };
}

function toProviderPrice(price: Stripe.Price): ProviderPrice | undefined {
  if (price.unit_amount === null) return undefined;
  const product =
    typeof price.product === "object" && !("deleted" in price.product && price.product.deleted)
      ? (price.product as Stripe.Product)
      : undefined;
  return {
    id: price.id,
    unitAmount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring?.interval ?? null,
    active: price.active,
    description: product?.name ?? price.nickname ?? price.id,
  };
}
