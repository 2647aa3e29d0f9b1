import type { Route } from "./+types/analysts";
import { AnalystsView } from "../../features/analysts/analysts-view";
import { readAnalystsQuery } from "../../features/analysts/read-analysts-query";
import { analystsMeta } from "../../features/analysts/analyst-meta";
import { RankingMethodSection } from "../../features/analysts/ranking-method";
import { metaTags } from "../../lib/page-meta";
import { FollowControl } from "../../features/follows/follow-control";
import { pageContext } from "../../lib/page-context";

// /analysts: every analyst ranked by the outcome of their calls, with a Follow control per row.

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readAnalystsQuery(new URL(request.url).searchParams);
  const [data, filters] = await Promise.all([
    pageContext(context).analystPages.list(query),
    pageContext(context).analystPages.filters(),
  ]);
  return { data, filters, query, market: pageContext(context).market };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData ? analystsMeta(loaderData.data) : null);
}

export default function AnalystsPage({ loaderData }: Route.ComponentProps) {
  const { data, filters, query, market } = loaderData;
  return (
    <AnalystsView
      data={data}
      filters={filters}
      query={query}
      market={market}
      method={<RankingMethodSection method={data.method} />}
      rowAction={(a) => <FollowControl analystId={a.id} analystName={a.name} />}
    />
  );
}
