import type { BillingPagesReader } from "../../../domain/contracts/billing";
import type { Session } from "../../../domain/contracts/session";
import { AppError } from "../../errors";
import { billingState } from "../../services/billing/account-billing";
import type { BillingDeps } from "../../services/billing/billing-deps";
import { checkoutResult } from "../../services/billing/checkout";
import { plansOffer } from "../../services/billing/plans-offer";

/** The billing pages' data for this request's session (the plans page, the return page, the settings). */
export function billingPagesReader(deps: BillingDeps, session: Session): BillingPagesReader {
  const userId = session.signedIn ? session.id : null;
  return {
    plansOffer: () => plansOffer(deps, session.hasSubscribedToPremium),
    async checkoutResult(checkoutId) {
      if (userId === null) return null;
      try {
        return await checkoutResult(deps, userId, checkoutId);
      } catch (error) {
        if (error instanceof AppError && error.code === "CHECKOUT_NOT_FOUND") return null;
        throw error;
      }
    },
    billingState: async () => (userId === null ? null : billingState(deps, userId, "best-effort")),
  };
}
