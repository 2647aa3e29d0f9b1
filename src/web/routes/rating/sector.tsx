import type { Route } from "./+types/sector";
import { metaTags } from "../../lib/page-meta";
import { foundOrNotFound } from "../../features/company/company-route";
import { GROUP_SCREEN_ID } from "../../features/rating/carry-screen";
import { GroupPageView } from "../../features/rating/group-page-view";
import { groupMeta } from "../../features/rating/rating-meta";
import { screenerQuery, screenOrError, screenPage } from "../../features/screener/screener-route";
import { ScreenerView } from "../../features/screener/screener-view";
import { screenerWatchlistSlots } from "../../features/watchlists/add-to-watchlist";
import { widePage } from "../../layout/wide-page";

// /sectors/{slug}: a sector with its rank, its industries, its companies ranked by Zen Rating
// and the screener of its companies (the query string is the screen, within the sector); the 404
// page for a slug no sector has, the screener's 400 or 403 page for a screen it refuses.

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = screenerQuery(request);
  const page = foundOrNotFound(await context.ratingPages.group("sector", params.slug, screenPage(query)));
  return {
    page,
    meta: groupMeta(page),
    screener: screenOrError(context.screener.groupScreen("sector", page.group.id, query)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function SectorPage({ loaderData }: Route.ComponentProps) {
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
