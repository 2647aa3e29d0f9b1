import { redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { paths } from "../../../domain/paths";
import { PageSection } from "../../components/ui/page-section";
import { formatDate } from "../../lib/format";
import { pageContext } from "../../lib/page-context";
import { DashboardAlerts } from "../../features/zen-investor/dashboard-alerts";
import { DashboardPositions } from "../../features/zen-investor/dashboard-positions";
import { DashboardVersusMarket } from "../../features/zen-investor/dashboard-versus-market";
import { ZenInvestorDataNote } from "../../features/zen-investor/data-note";

// /stock-picks/dashboard: what a Zen Investor subscriber holds today. Anyone without the plan is
// sent to the order form on the server, before anything of the portfolio is read.

export async function loader({ context }: Route.LoaderArgs) {
  const dashboard = await pageContext(context).zenInvestorPages.dashboard();
  if (!dashboard) throw redirect(paths.stockPicksOrderForm());
  return { dashboard };
}

export function meta() {
  return [{ title: "Zen Investor: Dashboard · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function ZenInvestorDashboardPage({ loaderData }: Route.ComponentProps) {
  const { market, record, positions, alerts } = loaderData.dashboard;
  return (
    <div className="space-y-6 py-6">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold">Your Zen Investor dashboard</h1>
        <p className="mt-2 text-slate-700">
          {record
            ? `The model portfolio as of the close of ${formatDate(record.asOf)}. Each new alert is also emailed to you the day it fires.`
            : "The model portfolio has not been run yet: it runs each night after the market update."}
        </p>
      </div>
      <ZenInvestorDataNote market={market} />
      {record ? (
        <PageSection title="The portfolio against the market">
          <DashboardVersusMarket record={record} />
        </PageSection>
      ) : null}
      <PageSection title={`Open positions (${positions.length})`}>
        <DashboardPositions positions={positions} />
      </PageSection>
      <PageSection title="Latest alerts">
        <DashboardAlerts alerts={alerts} />
      </PageSection>
    </div>
  );
}
