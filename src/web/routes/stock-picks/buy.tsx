import type { Route } from "./+types/buy";
import { metaTags } from "../../lib/page-meta";
import { AlertPage, loadAlert } from "../../features/zen-investor/alert-page";

// /stock-picks/buy/{id}: one buy alert (features/zen-investor/alert-page.tsx).

export function loader({ context, params }: Route.LoaderArgs) {
  return loadAlert("buy", context, params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function BuyAlertPage({ loaderData }: Route.ComponentProps) {
  return <AlertPage {...loaderData} />;
}
