import type { BillingPagesReader } from "../../../domain/contracts/billing";
import type { Session } from "../../../domain/contracts/session";
import { CURRENCY, DEFAULT_PRICE_IDS, PLANS, PREMIUM_TRIAL, priceIdFor } from "../../../domain/billing/plans";

/** The billing pages' data for this request's session (first version: the catalogue's defaults). */
export function billingPagesReader(session: Session): BillingPagesReader {
  return {
    plansOffer: () =>
      Promise.resolve({
        prices: Object.values(PLANS).flatMap((definition) =>
          definition.prices.map((p) => ({
            plan: definition.plan,
            interval: p.interval,
            priceId: priceIdFor(DEFAULT_PRICE_IDS, definition.plan, p.interval) ?? p.defaultPriceId,
            unitAmount: p.unitAmount,
            currency: CURRENCY,
          })),
        ),
        trial: session.hasSubscribedToPremium
          ? null
          : { unitAmount: PREMIUM_TRIAL.unitAmount, days: PREMIUM_TRIAL.days },
      }),
    checkoutResult: () => Promise.resolve(null),
    billingState: () => Promise.resolve(null),
  };
}
