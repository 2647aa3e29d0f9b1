import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  billingIntervalRequestSchema,
  billingPlanRequestSchema,
  billingPortalSchema,
  billingStateSchema,
} from "../../../domain/contracts/billing";
import { errorBodySchema } from "../../../domain/contracts/error";
import { requireSignedIn } from "../../policies/accounts";
import {
  billingPortal,
  billingState,
  setCancelAtPeriodEnd,
  switchInterval,
} from "../../services/billing/account-billing";
import type { BillingDeps } from "../../services/billing/billing-deps";
import { atSiteUrl } from "../../plugins/site-address";

// The signed-in user's billing (account settings): what they hold, invoices, and the changes
// they can make. Each change answers the new BillingState.

const CHANGE_ERRORS =
  "Guest: 401 SIGN_IN_REQUIRED. No live subscription of that plan: 404 SUBSCRIPTION_NOT_FOUND; one that cannot change so (incomplete, paused, or past due for an interval switch): 409 SUBSCRIPTION_CHANGE_INVALID. Provider unreachable: 503 BILLING_PROVIDER_UNAVAILABLE.";

const changeResponses = {
  200: billingStateSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

export async function billingRoutes(app: FastifyInstance, deps: BillingDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userId = async (request: Parameters<typeof requireSignedIn>[0]) => (await requireSignedIn(request)).userId;

  api.get(
    "/api/users/billing",
    {
      schema: {
        tags: ["billing"],
        summary: "The signed-in user's subscriptions and invoices",
        response: { 200: billingStateSchema, 401: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => billingState(deps, await userId(request)),
  );

  api.post(
    "/api/users/billing/cancel",
    {
      schema: {
        tags: ["billing"],
        summary: "Cancel a plan at the end of its current period (access lasts until then)",
        description: CHANGE_ERRORS,
        body: billingPlanRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => setCancelAtPeriodEnd(deps, await userId(request), request.body.plan, true),
  );

  api.post(
    "/api/users/billing/resume",
    {
      schema: {
        tags: ["billing"],
        summary: "Take back a cancellation at period end",
        description: CHANGE_ERRORS,
        body: billingPlanRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => setCancelAtPeriodEnd(deps, await userId(request), request.body.plan, false),
  );

  api.post(
    "/api/users/billing/interval",
    {
      schema: {
        tags: ["billing"],
        summary: "Switch a plan between monthly and yearly billing (prorated)",
        description: `${CHANGE_ERRORS} A plan not sold at that interval: 400 CHECKOUT_PRICE_UNKNOWN. Switching to the current interval changes nothing.`,
        body: billingIntervalRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => switchInterval(deps, await userId(request), request.body.plan, request.body.interval),
  );

  api.post(
    "/api/users/billing/portal",
    {
      schema: {
        tags: ["billing"],
        summary: "Open the payment provider's billing portal (it returns to /users/settings)",
        description:
          "Guest: 401. No billing account yet (never checked out): 404 BILLING_ACCOUNT_NOT_FOUND. Provider unreachable: 503.",
        response: {
          200: billingPortalSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => billingPortal(atSiteUrl(deps, request), await userId(request)),
  );
}
