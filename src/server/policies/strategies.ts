import type { PLAN_TYPES } from "../../domain/contracts/session";
import type { Rebalance } from "../../domain/strategies/backtest";

// Who sees what of Zen Strategies (decision 055). The records (figures, curves, yearly tables,
// the bias check) are public: a record anyone can check is the point of the service. What is
// sold is the current book: the holdings and trades of the latest rebalances, the exports and
// each rebalance's trades by mail. Older books are public once they are past the delay below,
// so the record's history of trades can be checked by anyone.

type PlanType = (typeof PLAN_TYPES)[number];

/** Anything that carries the session's plans (a Session, a SessionUser, a test's literal). */
export interface HasPlans {
  planTypes: readonly PlanType[];
}

/** The paid service that unlocks current holdings, exports and the rebalance mails. */
export const STRATEGIES_PLAN: PlanType = "zen_strategies";

/** Holds Zen Strategies: current holdings, the latest trades, the CSV exports and the trade mails. */
export function hasZenStrategies(viewer: HasPlans | null | undefined): boolean {
  return viewer?.planTypes.includes(STRATEGIES_PLAN) ?? false;
}

/**
 * How much of a backtest of one's own saved screen a viewer gets: Zen Strategies or Premium
 * everything (holdings, trades, curve), a free member the yearly figures only.
 */
export function ownScreenBacktestAccess(viewer: HasPlans | null | undefined): "full" | "yearly" {
  const plans = viewer?.planTypes ?? [];
  return plans.includes(STRATEGIES_PLAN) || plans.includes("premium") ? "full" : "yearly";
}

/**
 * A book stays subscribers' until it is this old (by its fill date, against the record's date):
 * three months, so a monthly strategy's last three books are locked and a quarterly one's latest
 * is public only once the next has replaced it. Shorter, last month's book (which shares most
 * names with today's) would give the current one away.
 */
export const PUBLIC_AFTER_MONTHS = 3;

/** The first fill date that is still locked for non-subscribers, given the record's as-of date. */
export function lockedFrom(asOf: string): string {
  const [y, m, d] = asOf.split("-").map(Number) as [number, number, number];
  // The same day three months back, or that month's last day (31 May -> 28 or 29 February).
  const lastDay = new Date(Date.UTC(y, m - 1 - PUBLIC_AFTER_MONTHS + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 - PUBLIC_AFTER_MONTHS, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * Whether a viewer may see this rebalance's holdings and trades: subscribers always; others only
 * when it is not the latest and was filled before the delay.
 */
export function rebalanceVisible(
  viewer: HasPlans | null | undefined,
  rebalance: Pick<Rebalance, "fillDate">,
  isLatest: boolean,
  asOf: string,
): boolean {
  if (hasZenStrategies(viewer)) return true;
  return !isLatest && rebalance.fillDate < lockedFrom(asOf);
}
