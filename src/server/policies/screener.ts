import { CHECK_GROUP_IDS } from "../../domain/screener/groups";
import type { Entitlements } from "./entitlements";

// What a visitor may see and use in the screener (spec sections 3 and 6, design principle 2):
// Premium-only (premiumLockable) columns and filters need Premium; of the lockable Due
// Diligence fields, the scores are shown to everyone (as on the company pages) and the check
// verdicts (groups 3 to 7) follow lockCompanies, as the checklist does (decision 011).

export type ScreenerAccess = Pick<Entitlements, "hasPremium" | "lockCompanies">;

export function isLocked(
  item: { premiumLockable: boolean; lockable: boolean; groupId: number },
  access: ScreenerAccess,
): boolean {
  if (item.premiumLockable) return !access.hasPremium;
  if (item.lockable && CHECK_GROUP_IDS.has(item.groupId)) return access.lockCompanies;
  return false;
}

/** The two kinds of visitor the screener tells apart; responses are cached per kind. */
export function accessKey(access: ScreenerAccess): "full" | "limited" {
  return access.hasPremium && !access.lockCompanies ? "full" : "limited";
}
