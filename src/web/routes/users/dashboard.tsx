import { useEffect, useState } from "react";
import type { Route } from "./+types/dashboard";
import type { Dashboard } from "../../../domain/contracts/dashboard";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { DashboardView } from "../../features/dashboard/dashboard-view";
import { FollowedAnalystsPanel } from "../../features/follows/followed-analysts-panel";
import { NextEvents } from "../../features/watchlists/next-events";
import { pageContext } from "../../lib/page-context";

// /users/dashboard: the signed-in home (the logo's target when signed in). Its data is read under
// the member's entitlements (page-readers/dashboard): in the loader when the page is rendered for
// the member (a client navigation), or, on the page kept for the member's class (decision 054),
// from GET /api/users/dashboard once hydrated. The next events are the watchlists feature's part
// and the followed analysts the follows feature's, passed in as the dashboard's slots.

export async function loader({ context }: Route.LoaderArgs) {
  const page = pageContext(context);
  if (page.keptForClass) return { dashboard: null, later: true };
  return { dashboard: await page.dashboardPages.dashboard(), later: false };
}

export function meta() {
  return [{ title: "Dashboard · OpenZen" }, { name: "robots", content: "noindex" }];
}

/** The member's dashboard, asked for once the kept page has hydrated. */
function useDashboardLater(later: boolean): { dashboard: Dashboard | null; failed: boolean } {
  const [state, setState] = useState<{ dashboard: Dashboard | null; failed: boolean }>({
    dashboard: null,
    failed: false,
  });
  useEffect(() => {
    if (!later) return;
    let live = true;
    import("../../features/dashboard/dashboard-call")
      .then(({ readDashboard }) => readDashboard())
      .then(
        (dashboard) => live && setState({ dashboard, failed: false }),
        () => live && setState({ dashboard: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [later]);
  return state;
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const asked = useDashboardLater(loaderData.later);
  const dashboard = loaderData.dashboard ?? asked.dashboard;
  if (loaderData.later && !dashboard) {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">Dashboard</h1>
        <p role="status" className="text-slate-600">
          {asked.failed
            ? "Your dashboard could not be loaded. Reload the page to try again."
            : "Loading your dashboard…"}
        </p>
      </div>
    );
  }
  if (!dashboard) return <SignInPrompt title="Dashboard" reason="to see your watchlists and screens here." />;
  const analysts = <FollowedAnalystsPanel />;
  if (dashboard.companyCount === 0) return <DashboardView dashboard={dashboard} slots={{ analysts }} />;
  return <DashboardView dashboard={dashboard} slots={{ events: <NextEvents events={dashboard.events} />, analysts }} />;
}
