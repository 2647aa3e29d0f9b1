import type { Route } from "./+types/stock-idea";
import { paths } from "../../../domain/paths";
import { ScreenerView } from "../../features/screener/screener-view";
import { WhyNotBox } from "../../features/screener/why-not/why-not-box";
import {
  presetMeta,
  screenerQuery,
  screenOrError,
  screenViewProps,
  withFirstViewCatalogue,
} from "../../features/screener/screener-route";
import { screenerWatchlistSlots } from "../../features/watchlists/add-to-watchlist";
import { widePage } from "../../layout/wide-page";
import { pageContext } from "../../lib/page-context";

// /stock-ideas/{slug} and /stock-ideas/strong-buy-stocks-today: each idea is a preset screen with
// its own title and copy; an unknown slug is a 404.

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return withFirstViewCatalogue(
    context,
    screenOrError(pageContext(context).screener.screen(screenerQuery(request), params.slug, "idea")),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return presetMeta(loaderData?.data.preset, "Stock Ideas");
}

export default function StockIdeaPage({ loaderData, params }: Route.ComponentProps) {
  const preset = loaderData.data.preset;
  return (
    <ScreenerView
      whyNot={WhyNotBox}
      {...screenerWatchlistSlots}
      {...screenViewProps(loaderData)}
      basePath={paths.stockIdea(params.slug)}
      customPath={paths.stockScreener()}
      heading={preset?.title ?? "Stock Ideas"}
      intro={<p>{preset?.description}</p>}
      back={{ to: paths.stockIdeas(), label: "Stock Ideas" }}
    />
  );
}
