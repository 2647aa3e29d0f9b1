import type { PlansOffer } from "../../../domain/contracts/billing";
import { PREMIUM_TRIAL, planPriceIds } from "../../../domain/billing/plans";
import type { BillingDeps } from "./billing-deps";

/**
 * What the viewer can buy, at the provider's prices. The trial is offered only to those who
 * never held Premium (`hasSubscribedToPremium` of the session: guests included).
 */
export async function plansOffer(deps: BillingDeps, hasSubscribedToPremium: boolean): Promise<PlansOffer> {
  const book = await deps.prices.all();
  const prices = planPriceIds(deps.priceIds).flatMap(({ plan, interval, priceId }) => {
    const price = book.get(priceId);
    if (!price?.active || price.interval !== interval) return [];
    return [{ plan, interval, priceId, unitAmount: price.unitAmount, currency: price.currency }];
  });
  const trial = book.get(deps.priceIds.premiumTrial);
  return {
    prices,
    trial: !hasSubscribedToPremium && trial?.active ? { unitAmount: trial.unitAmount, days: PREMIUM_TRIAL.days } : null,
  };
}
