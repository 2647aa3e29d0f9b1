import type { Route } from "./+types/subscription-success";
import { SubscriptionResult } from "../../features/premium/subscription-result";
import { subscriptionSuccessData, subscriptionSuccessMeta } from "../../features/premium/subscription-success-data";

// /stock-picks/subscription-success?checkout=<id>[&canceled=1]: where the payment page sends the
// browser back after a Zen Investor checkout; the welcome leads to the dashboard.

export async function loader({ context, request }: Route.LoaderArgs) {
  return subscriptionSuccessData(context, request, "zen_investor");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return subscriptionSuccessMeta(loaderData, "zen_investor", "Zen Investor: Checkout");
}

export default function ZenInvestorSubscriptionSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <SubscriptionResult {...loaderData} fallbackPlan="zen_investor" />
    </div>
  );
}
