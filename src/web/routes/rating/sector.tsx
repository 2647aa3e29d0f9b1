import type { Route } from "./+types/sector";
import { metaTags } from "../../features/company/company-meta";
import { foundOrNotFound } from "../../features/company/company-route";
import { GroupPageView } from "../../features/rating/GroupPageView";
import { groupMeta } from "../../features/rating/rating-meta";

// /sectors/{slug}: a sector with its rank, its industries and its companies ranked by Zen
// Rating; the 404 page for a slug no sector has.

export async function loader({ params, context }: Route.LoaderArgs) {
  return foundOrNotFound(await context.ratingPages.group("sector", params.slug));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData ? groupMeta(loaderData) : null);
}

export default function SectorPage({ loaderData }: Route.ComponentProps) {
  return <GroupPageView page={loaderData} />;
}
