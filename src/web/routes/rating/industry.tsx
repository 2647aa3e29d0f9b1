import type { Route } from "./+types/industry";
import { metaTags } from "../../lib/page-meta";
import { foundOrNotFound } from "../../features/company/company-route";
import { GROUP_SCREEN_ID } from "../../features/rating/carry-screen";
import { GroupPageView } from "../../features/rating/group-page-view";
import { groupMeta } from "../../features/rating/rating-meta";
import { screenerQuery, screenOrError, screenPage } from "../../features/screener/screener-route";
import { ScreenerView } from "../../features/screener/screener-view";
import { screenerWatchlistSlots } from "../../features/watchlists/add-to-watchlist";
import { widePage } from "../../layout/wide-page";

// /industries/{slug}: an industry with its rank, its companies ranked by Zen Rating and the
// screener of its companies (the query string is the screen, within the industry); the 404 page
// for a slug no industry has, the screener's 400 or 403 page for a screen it refuses.

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = screenerQuery(request);
  const page = foundOrNotFound(await context.ratingPages.group("industry", params.slug, screenPage(query)));
  return {
    page,
    meta: groupMeta(page),
    screener: screenOrError(context.screener.groupScreen("industry", page.group.id, query)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { page, screener } = loaderData;
  return (
    <GroupPageView
      page={page}
      screener={
        <ScreenerView
          {...screenerWatchlistSlots}
          data={screener.data}
          catalogue={screener.catalogue}
          screen={screener.screen}
          missingReasons={screener.missingReasons}
          scope={screener.scope}
          basePath={page.group.url}
          heading={`Screen ${page.group.name} stocks`}
          embedded
          id={GROUP_SCREEN_ID}
        />
      }
    />
  );
}
