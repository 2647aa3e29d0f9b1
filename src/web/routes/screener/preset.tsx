import type { Route } from "./+types/preset";
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

// /stock-screener/{slug}: a preset screen (dividends, stock-forecast, earnings), which the
// query string adjusts; an unknown slug is a 404.

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return withFirstViewCatalogue(
    context,
    screenOrError(pageContext(context).screener.screen(screenerQuery(request), params.slug, "default")),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return presetMeta(loaderData?.data.preset, "Stock Screener");
}

export default function PresetScreenerPage({ loaderData, params }: Route.ComponentProps) {
  const preset = loaderData.data.preset;
  return (
    <ScreenerView
      whyNot={WhyNotBox}
      {...screenerWatchlistSlots}
      {...screenViewProps(loaderData)}
      basePath={paths.stockScreenerPreset(params.slug)}
      customPath={paths.stockScreener()}
      heading={preset?.title ?? "Stock Screener"}
      intro={<p>{preset?.description}</p>}
    />
  );
}
