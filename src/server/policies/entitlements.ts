import type { PLAN_TYPES } from "../../domain/contracts/session";

// What a visitor may see. Until subscriptions exist (Premium checkout issue) nobody holds a
// plan, so every visitor is locked; this is the single place that decision will change.

export interface Entitlements {
  hasPremium: boolean;
  hasZenInvestor: boolean;
  planTypes: (typeof PLAN_TYPES)[number][];
  hasSubscribedToPremium: boolean;
  noAds: boolean;
  lockCompanies: boolean;
  lockAnalyst: boolean;
}

export function entitlementsFor(planTypes: (typeof PLAN_TYPES)[number][], hasEverSubscribedToPremium: boolean): Entitlements {
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
