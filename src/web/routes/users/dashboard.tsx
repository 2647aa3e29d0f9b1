import type { Route } from "./+types/dashboard";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { DashboardView } from "../../features/dashboard/dashboard-view";
import { FollowedAnalystsPanel } from "../../features/follows/followed-analysts-panel";
import { NextEvents } from "../../features/watchlists/next-events";
import { pageContext } from "../../lib/page-context";

// /users/dashboard: the signed-in home (the logo's target when signed in). Its data is
// read on the server under the member's entitlements (page-readers/dashboard). The next events
// are the watchlists feature's part and the followed analysts the follows feature's, passed in as
// the dashboard's slots (features stay apart).

export async function loader({ context }: Route.LoaderArgs) {
  return { dashboard: await pageContext(context).dashboardPages.dashboard() };
}

export function meta() {
  return [{ title: "Dashboard · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.dashboard)
    return <SignInPrompt title="Dashboard" reason="to see your watchlists and screens here." />;
  const { dashboard } = loaderData;
  const analysts = <FollowedAnalystsPanel />;
  if (dashboard.companyCount === 0) return <DashboardView dashboard={dashboard} slots={{ analysts }} />;
  return <DashboardView dashboard={dashboard} slots={{ events: <NextEvents events={dashboard.events} />, analysts }} />;
}
