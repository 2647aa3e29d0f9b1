import type { Route } from "./+types/sector";
import { metaTags } from "../../lib/page-meta";
import { widePage } from "../../layout/wide-page";
import { GroupRoute, loadGroupPage } from "./group-route";

// /sectors/{slug}: a sector's page, with its industries (group-route.tsx).

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

export function loader(args: Route.LoaderArgs) {
  return loadGroupPage("sector", args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function SectorPage({ loaderData }: Route.ComponentProps) {
  return <GroupRoute loaderData={loaderData} />;
}
