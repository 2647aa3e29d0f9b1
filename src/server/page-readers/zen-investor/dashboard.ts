import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import { companiesById } from "../../../db/repositories/strategy-records";
import { entriesOf, latestAlerts } from "../../../db/repositories/zen-investor-alerts";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { ZenInvestorDashboard } from "../../../domain/contracts/zen-investor-dashboard";
import { readRecord } from "../../../market/zen-investor/record-store";
import type { HasPlans } from "../../policies/strategies";
import { hasZenInvestor } from "../../policies/zen-investor";
import { presentDashboard } from "../../presenters/zen-investor-dashboard";

// The subscribers' dashboard for one request's viewer: the open positions, the portfolio against
// the market and the latest alerts. Nothing is read for anyone without the plan: the page sends
// them to the order form.

/** Alerts the dashboard lists. */
export const DASHBOARD_ALERTS = 12;

export interface ZenInvestorDashboardReader {
  /** Null for a viewer without Zen Investor. */
  dashboard(): Promise<ZenInvestorDashboard | null>;
}

export function zenInvestorDashboardReader(
  db: Kysely<DB>,
  viewer: HasPlans,
  market: MarketLabel,
): ZenInvestorDashboardReader {
  return {
    async dashboard() {
      if (!hasZenInvestor(viewer)) return null;
      const [record, alerts] = await Promise.all([readRecord(db), latestAlerts(db, DASHBOARD_ALERTS)]);
      const open = record?.positions.filter((p) => p.exitDate === null) ?? [];
      const ids = [...open.map((p) => p.companyId), ...alerts.map((a) => a.companyId)];
      const oldestAlert = alerts.reduce((min, a) => Math.min(min, a.seq), Number.MAX_SAFE_INTEGER);
      const [companies, ofOpen, afterAlerts] = await Promise.all([
        companiesById(db, ids),
        // The open positions' buy alerts and fills (their ids and weights at entry).
        entriesOf(
          db,
          open.map((p) => p.companyId),
        ),
        // The listed alerts' fills.
        entriesOf(
          db,
          alerts.map((a) => a.companyId),
          alerts.length ? oldestAlert : 0,
        ),
      ]);
      return presentDashboard(viewer, market, record, alerts, [...ofOpen, ...afterAlerts], companies);
    },
  };
}
