import type { PLAN_TYPES } from "../../domain/contracts/session";

// What a visitor may see, from the plans of the user's live subscriptions (table
// subscriptions; the Premium checkout issue fills it, tests insert rows). The single place
// that decides Premium access.

export interface Entitlements {
  hasPremium: boolean;
  hasZenInvestor: boolean;
  planTypes: (typeof PLAN_TYPES)[number][];
  hasSubscribedToPremium: boolean;
  noAds: boolean;
  lockCompanies: boolean;
  lockAnalyst: boolean;
}

export function entitlementsFor(
  planTypes: (typeof PLAN_TYPES)[number][],
  hasEverSubscribedToPremium: boolean,
): Entitlements {
  const hasPremium = planTypes.includes("premium");
  return {
    hasPremium,
    hasZenInvestor: planTypes.includes("zen_investor"),
    planTypes,
    hasSubscribedToPremium: hasPremium || hasEverSubscribedToPremium,
    noAds: hasPremium,
    lockCompanies: !hasPremium,
    lockAnalyst: !hasPremium,
  };
}
