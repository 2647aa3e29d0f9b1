import { data } from "react-router";
import type { Route } from "./+types/stock-screener";
import { paths } from "../../../domain/paths";
import { ScreenerArticle, INVESTOR_SECTION_ID } from "../../features/screener/screener-article";
import { ScreenerView } from "../../features/screener/screener-view";
import { WhyNotBox } from "../../features/screener/why-not/why-not-box";
import {
  pageMeta,
  screenerQuery,
  screenOrError,
  screenViewProps,
  withFirstViewCatalogue,
} from "../../features/screener/screener-route";
import { screenerWatchlistSlots } from "../../features/watchlists/add-to-watchlist";
import { widePage } from "../../layout/wide-page";
import { pageContext } from "../../lib/page-context";

// /stock-screener: the screener, its screen in the address, and the article under it.

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  // u=portfolio:{id} or u=watchlist:{id}: the screen over the member's own list.
  const universe = new URL(request.url).searchParams.get("u");
  if (universe === null)
    return {
      ...withFirstViewCatalogue(context, screenOrError(ctx.screener.screen(screenerQuery(request)))),
      scope: undefined,
    };
  const restricted = await ctx.portfolioPages.restrictToList(
    [screenerQuery(request), `u=${encodeURIComponent(universe)}`].filter(Boolean).join("&"),
  );
  if (!restricted.ok) throw data(restricted.message, { status: restricted.status });
  const result = withFirstViewCatalogue(context, screenOrError(ctx.screener.screen(restricted.query)));
  // The links change the screen the address holds, and keep u; the count runs within the list.
  const { u, words, screen } = restricted.universe;
  const own = screen ?? result.screen;
  // The list is a chip of its own; the company filter written for it (cid) is not, unless the
  // address chose companies too.
  const chosen = own.filters.some((f) => f.key === "cid");
  const activeFilters = [
    { key: "u", value: u, label: words },
    ...result.data.activeFilters.filter((f) => chosen || f.key !== "cid"),
  ];
  // The list rides along as the view's scope: the count and the export run within it.
  const scope = { key: "u", value: u, exportQuery: result.data.queryString, screen: result.screen } as const;
  return { ...result, data: { ...result.data, activeFilters }, screen: own, scope };
}

export function meta() {
  return pageMeta(
    "Stock Screener",
    "Screen 6,000+ US stocks by valuation, growth, dividends, financials, momentum and the Due Diligence Score; sort, save and export your screens.",
  );
}

export default function StockScreenerPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenerView
        whyNot={WhyNotBox}
        {...screenerWatchlistSlots}
        {...screenViewProps(loaderData)}
        scope={loaderData.scope}
        basePath={paths.stockScreener()}
        heading="Stock Screener"
        intro={
          <p>
            Filter every listed company by the numbers that matter to long-term investors. New to screening? Read{" "}
            <a href={`#${INVESTOR_SECTION_ID}`} className="text-emerald-800 underline">
              how Warren Buffett uses numbers
            </a>
            .
          </p>
        }
      />
      <ScreenerArticle />
    </>
  );
}
