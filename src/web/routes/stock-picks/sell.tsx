import type { Route } from "./+types/sell";
import { metaTags } from "../../lib/page-meta";
import { AlertPage, loadAlert } from "../../features/zen-investor/alert-page";

// /stock-picks/sell/{id}: one sell alert (features/zen-investor/alert-page.tsx).

export function loader({ context, params }: Route.LoaderArgs) {
  return loadAlert("sell", context, params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function SellAlertPage({ loaderData }: Route.ComponentProps) {
  return <AlertPage {...loaderData} />;
}
