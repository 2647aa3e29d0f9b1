import { data } from "react-router";
import type { Route } from "./+types/analyst";
import { AnalystProfileView } from "../../features/analysts/analyst-profile-view";
import { analystMeta } from "../../features/analysts/analyst-meta";
import { metaTags } from "../../lib/page-meta";
import { FollowControl } from "../../features/follows/follow-control";
import { pageContext } from "../../lib/page-context";

// /analysts/{id}: one analyst's track record. An id that is no analyst is a real 404.

const ID = /^[1-9]\d{0,9}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = ID.test(params.id) ? Number(params.id) : NaN;
  const profile = id <= 2_147_483_647 ? await pageContext(context).analystPages.profile(id) : null;
  if (!profile) throw data(null, { status: 404, statusText: "Not Found" });
  return { profile, market: pageContext(context).market };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData ? analystMeta(loaderData.profile) : null);
}

export default function AnalystPage({ loaderData }: Route.ComponentProps) {
  const { profile, market } = loaderData;
  return (
    <AnalystProfileView
      profile={profile}
      market={market}
      action={<FollowControl analystId={profile.analyst.id} analystName={profile.analyst.name} size="md" />}
    />
  );
}
