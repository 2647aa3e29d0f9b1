import type { Route } from "./+types/industry";
import { metaTags } from "../../features/company/company-meta";
import { foundOrNotFound } from "../../features/company/company-route";
import { GroupPageView } from "../../features/rating/GroupPageView";
import { groupMeta } from "../../features/rating/rating-meta";

// /industries/{slug}: an industry with its rank and its companies ranked by Zen Rating; the 404
// page for a slug no industry has.

export async function loader({ params, context }: Route.LoaderArgs) {
  return foundOrNotFound(await context.ratingPages.group("industry", params.slug));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData ? groupMeta(loaderData) : null);
}

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  return <GroupPageView page={loaderData} />;
}
