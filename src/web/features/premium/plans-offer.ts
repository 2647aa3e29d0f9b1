import { formatMoney, offerSentence, pricePerInterval, type PlanType } from "../../../domain/billing/plans";
import type { PlanPrice, PlansOffer } from "../../../domain/contracts/billing";

// The words of the /plans offer, computed from the prices the provider holds (spec 9): the
// yearly offer with its trial, the monthly alternative and what the trial turns into.

export interface OfferWords {
  /** "$1 for 14 days, then $19.50 per month billed yearly" (no trial part once had Premium). */
  sentence: string;
  /** "$234 per year". */
  yearlyTotal: string;
  /** "$29 per month", or null when the plan is not sold monthly. */
  monthly: string | null;
  /** What the yearly plan saves against twelve monthly payments ("Save 33%"), or null. */
  yearlySaving: string | null;
  trial: { price: string; days: number } | null;
}

function priceOf(offer: PlansOffer, plan: PlanType, interval: PlanPrice["interval"]): PlanPrice | undefined {
  return offer.prices.find((p) => p.plan === plan && p.interval === interval);
}

/** Null when the provider has no yearly Premium price (the page then says it cannot sell now). */
export function offerWords(offer: PlansOffer, plan: PlanType = "premium"): OfferWords | null {
  const yearly = priceOf(offer, plan, "year");
  if (!yearly) return null;
  const monthly = priceOf(offer, plan, "month");
  const saving =
    monthly && monthly.unitAmount * 12 > yearly.unitAmount
      ? Math.round((1 - yearly.unitAmount / (monthly.unitAmount * 12)) * 100)
      : 0;
  return {
    sentence: offerSentence(yearly, offer.trial),
    yearlyTotal: pricePerInterval(yearly.unitAmount, "year", yearly.currency),
    monthly: monthly ? pricePerInterval(monthly.unitAmount, "month", monthly.currency) : null,
    yearlySaving: saving > 0 ? `Save ${saving}%` : null,
    trial: offer.trial ? { price: formatMoney(offer.trial.unitAmount, yearly.currency), days: offer.trial.days } : null,
  };
}
