import type { LoaderFunctionArgs } from "react-router";
import { paths } from "../../../domain/paths";
import type { PresetKind } from "../../../domain/screener/presets";
import type { PageHeaderBack } from "../../components/ui/page-header";
import { ScreenerView } from "../../features/screener/screener-view";
import { WhyNotBox } from "../../features/screener/why-not/why-not-box";
import {
  screenerQuery,
  screenOrError,
  screenViewProps,
  withFirstViewCatalogue,
} from "../../features/screener/screener-route";
import { screenerWatchlistSlots } from "../../features/watchlists/add-to-watchlist";
import { pageContext } from "../../lib/page-context";

// A preset screen's page: one of the screener's presets (dividends, stock-forecast, earnings) or a
// stock idea, which the query string adjusts; an unknown slug is a 404. The two pages differ in
// their address, the title without a preset, and the idea's way back to its list.

export function loadPresetPage(kind: PresetKind, { request, params, context }: LoaderFunctionArgs) {
  return withFirstViewCatalogue(
    context,
    screenOrError(pageContext(context).screener.screen(screenerQuery(request), params.slug, kind)),
  );
}

export function PresetRoute({
  loaderData,
  basePath,
  title,
  back,
}: {
  loaderData: ReturnType<typeof loadPresetPage>;
  basePath: string;
  title: string;
  back?: PageHeaderBack;
}) {
  const preset = loaderData.data.preset;
  return (
    <ScreenerView
      whyNot={WhyNotBox}
      {...screenerWatchlistSlots}
      {...screenViewProps(loaderData)}
      basePath={basePath}
      customPath={paths.stockScreener()}
      heading={preset?.title ?? title}
      intro={<p>{preset?.description}</p>}
      back={back}
    />
  );
}
