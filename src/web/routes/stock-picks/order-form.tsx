import type { Route } from "./+types/order-form";
import { PAID_SERVICES } from "../../../domain/billing/services";
import { ServiceOrderForm, serviceOrderFormData } from "../../features/premium/service-order-form";

// /stock-picks/order-form: Zen Investor's order before the payment page (the service order form),
// where non-subscribers who open the dashboard are sent.

const SERVICE = PAID_SERVICES.zen_investor;

export async function loader({ context }: Route.LoaderArgs) {
  return serviceOrderFormData(context, SERVICE);
}

export function meta() {
  return [{ title: "Zen Investor: Order · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function ZenInvestorOrderFormPage({ loaderData }: Route.ComponentProps) {
  return <ServiceOrderForm service={SERVICE} openLabel="Open the dashboard" {...loaderData} />;
}
