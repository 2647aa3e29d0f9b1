import type { Route } from "./+types/order-form";
import { PAID_SERVICES } from "../../../domain/billing/services";
import { ServiceOrderForm, serviceOrderFormData } from "../../features/premium/service-order-form";

// /stock-strategies/order-form: the order before the payment page (the service order form).

const SERVICE = PAID_SERVICES.zen_strategies;

export async function loader({ context }: Route.LoaderArgs) {
  return serviceOrderFormData(context, SERVICE);
}

export function meta() {
  return [{ title: "Zen Strategies: Order · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function StrategiesOrderFormPage({ loaderData }: Route.ComponentProps) {
  return <ServiceOrderForm service={SERVICE} openLabel="Open the strategies" {...loaderData} />;
}
