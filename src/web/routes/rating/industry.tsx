import type { Route } from "./+types/industry";
import { metaTags } from "../../lib/page-meta";
import { widePage } from "../../layout/wide-page";
import { GroupRoute, loadGroupPage } from "./group-route";

// /industries/{slug}: an industry's page (group-route.tsx).

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

export function loader(args: Route.LoaderArgs) {
  return loadGroupPage("industry", args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  return <GroupRoute loaderData={loaderData} />;
}
