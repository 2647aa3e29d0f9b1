import { createContext, useContext } from "react";
import type { PlanType, SoldInterval } from "../../domain/billing/plans";
import type { PremiumModal } from "../../domain/premium/upsells";

// What any page piece may ask of Premium without knowing who answers: open one of the five
// upsell modals of spec 2.2, or run the checkout button's action (spec 4). Features cannot
// import each other (decision 014), so the screener, the company pages and the rating pages
// reach the premium feature through this context; the layout (layout/premium-layer.tsx)
// provides it from the auth store and the premium feature.

export interface PremiumActions {
  /** Opens the upsell modal (a no-op for Premium members and over an open auth dialog). */
  openUpsell(modal: PremiumModal): void;
  /**
   * The checkout button's action: checkout when signed in, sign-up for the subscription
   * otherwise. Premium unless the button names another plan, billed yearly unless it says
   * monthly. A failure shows its message in a toast, or goes to `onError` when the caller
   * handles it (spec 4).
   */
  startCheckout(options?: {
    plan?: PlanType;
    interval?: SoldInterval;
    cancelTo?: string;
    onError?: (message: string) => void;
  }): void;
  /** A checkout is being started (the button shows it is loading). */
  checkoutPending: boolean;
  /** The visitor already has Premium: no upsells, the checkout button is disabled. */
  hasPremium: boolean;
  /** The paid services the visitor holds (a plan's checkout button is disabled once held). */
  planTypes: readonly PlanType[];
}

const NONE: PremiumActions = {
  openUpsell: () => undefined,
  startCheckout: () => undefined,
  checkoutPending: false,
  hasPremium: false,
  planTypes: [],
};

export const PremiumActionsContext = createContext<PremiumActions>(NONE);

/** Outside the layout (a bare test render) the actions do nothing. */
export function usePremiumActions(): PremiumActions {
  return useContext(PremiumActionsContext);
}
