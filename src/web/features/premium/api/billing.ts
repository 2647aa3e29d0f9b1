import { billingPortalSchema, billingStateSchema, type BillingState } from "../../../../domain/contracts/billing";
import type { PlanType, SoldInterval } from "../../../../domain/billing/plans";
import { api } from "../../../../domain/paths";
import { apiCall } from "../../../lib/api-client";

// The account settings' billing changes (POST /api/users/billing/*). Each answers the new
// billing state; the page's loader reads the first one (context.billing).

async function post(url: string, json: unknown): Promise<BillingState> {
  return billingStateSchema.parse(await apiCall<unknown>(url, { method: "POST", json }));
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
  return billingPortalSchema.parse(await apiCall<unknown>(api.billingPortal(), { method: "POST", json: {} })).url;
}
