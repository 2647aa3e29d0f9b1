import type { Route } from "./+types/dashboard";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { DashboardView } from "../../features/dashboard/dashboard-view";
import { NextEvents } from "../../features/watchlists/next-events";

// /users/dashboard: the signed-in home (the logo's target when signed in; issue 18). Its data is
// read on the server under the member's entitlements (page-readers/dashboard). The next events
// are the watchlists feature's part, passed in as the dashboard's slot (features stay apart).

export async function loader({ context }: Route.LoaderArgs) {
  return { dashboard: await context.dashboardPages.dashboard() };
}

export function meta() {
  return [{ title: "Dashboard · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.dashboard)
    return <SignInPrompt title="Dashboard" reason="to see your watchlists and screens here." />;
  const { dashboard } = loaderData;
  if (dashboard.companyCount === 0) return <DashboardView dashboard={dashboard} />;
  return <DashboardView dashboard={dashboard} slots={{ events: <NextEvents events={dashboard.events} /> }} />;
}
