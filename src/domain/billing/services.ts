import { paths } from "../paths";
import type { PlanType } from "./plans";

// The paid services as the pages see them (decision 055): each plan type names where it is sold,
// where its order form is, where a subscriber goes once it is bought and what it unlocks. The
// checkout, the webhooks and the entitlements are the same for every plan (decision 021): a new
// service (Zen Investor next) is a row here, its catalogue entry in plans.ts and its policy.

export interface PaidService {
  plan: PlanType;
  /** The name on the pages and the receipts ("Zen Strategies"). */
  name: string;
  /** Where the plan is described and sold. */
  plansPath: string;
  /** The order form: the plan, its price and the button to the payment page. */
  orderFormPath: string;
  /** Where the payment page sends the browser back (`?checkout=<id>`). */
  successPath: string;
  /** Where a new subscriber starts. */
  homePath: string;
  /** What the plan unlocks, said once it is bought. */
  unlocked: string;
}

export const PAID_SERVICES: Record<PlanType, PaidService> = {
  premium: {
    plan: "premium",
    name: "OpenZen Premium",
    plansPath: paths.plans(),
    orderFormPath: paths.plans(),
    successPath: paths.subscriptionSuccess(),
    homePath: paths.home(),
    unlocked: "Premium is unlocked on every page.",
  },
  zen_investor: {
    plan: "zen_investor",
    name: "Zen Investor",
    plansPath: paths.stockPicks(),
    orderFormPath: paths.stockPicksOrderForm(),
    successPath: paths.stockPicksSubscriptionSuccess(),
    homePath: paths.stockPicksDashboard(),
    unlocked: "Zen Investor's picks are unlocked.",
  },
  zen_strategies: {
    plan: "zen_strategies",
    name: "Zen Strategies",
    plansPath: paths.stockStrategiesPlans(),
    orderFormPath: paths.stockStrategiesOrderForm(),
    successPath: paths.subscriptionSuccess(),
    homePath: paths.stockStrategies(),
    unlocked: "Every strategy's current holdings, its latest trades and the CSV exports are unlocked.",
  },
};

/** Whether a session already holds a plan (its checkout button is then disabled). */
export function holdsPlan(session: { planTypes: readonly PlanType[] }, plan: PlanType): boolean {
  return session.planTypes.includes(plan);
}
