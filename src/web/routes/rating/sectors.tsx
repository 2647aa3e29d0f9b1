import { Link } from "react-router";
import type { Route } from "./+types/sectors";
import { paths } from "../../../domain/paths";
import { metaTags, withMeta } from "../../lib/page-meta";
import { RankingPageView } from "../../features/rating/ranking-page-view";
import { rankingMeta } from "../../features/rating/rating-meta";
import { pageContext } from "../../lib/page-context";

// /sectors: every sector ranked by the average Zen Rating of its companies.

export async function loader({ context }: Route.LoaderArgs) {
  return withMeta(await pageContext(context).ratingPages.ranking("sector"), rankingMeta);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function SectorsPage({ loaderData }: Route.ComponentProps) {
  return (
    <RankingPageView
      ranking={loaderData}
      title="Sectors"
      other={
        <Link to={paths.industries()} className="font-medium text-emerald-800 underline hover:text-emerald-900">
          Industry Rank: every industry ranked
        </Link>
      }
    />
  );
}
