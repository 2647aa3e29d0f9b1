import type { Route } from "./+types/preset";
import { paths } from "../../../domain/paths";
import { presetMeta } from "../../features/screener/screener-route";
import { widePage } from "../../layout/wide-page";
import { loadPresetPage, PresetRoute } from "./preset-route";

// /stock-screener/{slug}: a preset screen (dividends, stock-forecast, earnings), which the
// query string adjusts; an unknown slug is a 404 (preset-route.tsx).

// The wide page: the screener's default tabs fit a 1,440 px screen (decision 037).
export const handle = widePage;

// The section's name: the page's title when its screen carries no preset.
const TITLE = "Stock Screener";

export function loader(args: Route.LoaderArgs) {
  return loadPresetPage("default", args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return presetMeta(loaderData?.data.preset, TITLE);
}

export default function PresetScreenerPage({ loaderData, params }: Route.ComponentProps) {
  return <PresetRoute loaderData={loaderData} basePath={paths.stockScreenerPreset(params.slug)} title={TITLE} />;
}
