import type { Route } from "./+types/stock-idea";
import { paths } from "../../../domain/paths";
import { presetMeta } from "../../features/screener/screener-route";
import { widePage } from "../../layout/wide-page";
import { loadPresetPage, PresetRoute } from "./preset-route";

// /stock-ideas/{slug} and /stock-ideas/strong-buy-stocks-today: each idea is a preset screen with
// its own title and copy; an unknown slug is a 404 (preset-route.tsx).

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

// The section's name: the page's title when its screen carries no preset, and the way back.
const TITLE = "Stock Ideas";

export function loader(args: Route.LoaderArgs) {
  return loadPresetPage("idea", args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return presetMeta(loaderData?.data.preset, TITLE);
}

export default function StockIdeaPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <PresetRoute
      loaderData={loaderData}
      basePath={paths.stockIdea(params.slug)}
      title={TITLE}
      back={{ to: paths.stockIdeas(), label: TITLE }}
    />
  );
}
