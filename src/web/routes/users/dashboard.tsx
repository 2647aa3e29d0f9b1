import type { Route } from "./+types/dashboard";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { DashboardView } from "../../features/dashboard/dashboard-view";

// /users/dashboard: the signed-in home (the logo's target when signed in; issue 18). Its data is
// read on the server under the member's entitlements (page-readers/dashboard).

export async function loader({ context }: Route.LoaderArgs) {
  return { dashboard: await context.dashboardPages.dashboard() };
}

export function meta() {
  return [{ title: "Dashboard · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.dashboard)
    return <SignInPrompt title="Dashboard" reason="to see your watchlists and screens here." />;
  return <DashboardView dashboard={loaderData.dashboard} />;
}
