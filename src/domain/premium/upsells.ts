import { CHECK_GROUP_IDS, GROUP_IDS } from "../screener/groups";

// The five premium upsell modals of spec 2.2 and which one a locked thing opens.

export const PREMIUM_MODALS = [
  "due-diligence-score",
  "top-analysts",
  "due-diligence",
  "zen-rating",
  "screener",
] as const;
export type PremiumModal = (typeof PREMIUM_MODALS)[number];

/** A screener column or filter as the catalogue describes it. */
export interface LockableItem {
  groupId: number;
  premiumLockable: boolean;
  lockable: boolean;
}

/**
 * The modal a locked screener column or filter opens: the check verdicts (groups 3 to 7) the
 * due diligence one, the Premium fields outside the Zen Ratings group (the top analysts'
 * upside, consensus and count) the top analysts one, everything else the screener's.
 */
export function upsellForScreenerItem(item: LockableItem): PremiumModal {
  if (item.lockable && CHECK_GROUP_IDS.has(item.groupId)) return "due-diligence";
  if (item.premiumLockable && item.groupId !== GROUP_IDS.zenRatings) return "top-analysts";
  return "screener";
}
