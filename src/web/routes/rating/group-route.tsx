import type { LoaderFunctionArgs } from "react-router";
import { foundOrNotFound } from "../../features/company/company-route";
import { GROUP_SCREEN_ID } from "../../features/rating/carry-screen";
import { GroupPageView } from "../../features/rating/group-page-view";
import { groupMeta } from "../../features/rating/rating-meta";
import {
  screenerQuery,
  screenOrError,
  screenPage,
  withFirstViewCatalogue,
} from "../../features/screener/screener-route";
import { ScreenerView } from "../../features/screener/screener-view";
import { screenerWatchlistSlots } from "../../features/watchlists/add-to-watchlist";
import { pageContext } from "../../lib/page-context";

// A sector's or an industry's page: its rank, its companies ranked by Zen Rating and the
// screener of its companies (the query string is the screen, within the group); the 404 page
// for a slug no group has, the screener's 400 or 403 page for a screen it refuses. The two
// pages differ only in the kind of group.

export async function loadGroupPage(kind: "sector" | "industry", { request, params, context }: LoaderFunctionArgs) {
  const query = screenerQuery(request);
  const page = foundOrNotFound(await pageContext(context).ratingPages.group(kind, params.slug!, screenPage(query)));
  return {
    page,
    meta: groupMeta(page),
    screener: withFirstViewCatalogue(
      context,
      screenOrError(pageContext(context).screener.groupScreen(kind, page.group.id, query)),
    ),
  };
}

export function GroupRoute({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadGroupPage>> }) {
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
