import type { BillingState } from "../../../../domain/contracts/billing";
import type { PlanType, SoldInterval } from "../../../../domain/billing/plans";
import { api } from "../../../../domain/paths";
import { apiRead, schemaOf } from "../../../lib/api-client";

// The account settings' billing changes (POST /api/users/billing/*). Each answers the new
// billing state; the page's loader reads the first one (context.billing). The contract (and zod
// with it) loads with the answer, not with the settings page (decision 041).

const contract = () => import("../../../../domain/contracts/billing");

function post(url: string, json: unknown): Promise<BillingState> {
  return apiRead(
    url,
    schemaOf(contract, (c) => c.billingStateSchema),
    { method: "POST", json },
  );
}

export function cancelAtPeriodEnd(plan: PlanType): Promise<BillingState> {
  return post(api.billingCancel(), { plan });
}

export function resumeSubscription(plan: PlanType): Promise<BillingState> {
  return post(api.billingResume(), { plan });
}

export function changeInterval(plan: PlanType, interval: SoldInterval): Promise<BillingState> {
  return post(api.billingInterval(), { plan, interval });
}

/** The provider's billing portal for this customer: where to send the browser. */
export async function openBillingPortal(): Promise<string> {
  const answer = await apiRead(
    api.billingPortal(),
    schemaOf(contract, (c) => c.billingPortalSchema),
    { method: "POST", json: {} },
  );
  return answer.url;
}
