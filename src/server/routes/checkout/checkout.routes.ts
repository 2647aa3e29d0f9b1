import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutResponseSchema, checkoutResultSchema } from "../../../domain/contracts/billing";
import { errorBodySchema } from "../../../domain/contracts/error";
import { requireSignedIn } from "../../policies/accounts";
import type { BillingDeps } from "../../services/billing/billing-deps";
import { checkoutResult, startCheckout } from "../../services/billing/checkout";
import { atSiteUrl } from "../../plugins/site-address";

const SIGN_IN_TO_SUBSCRIBE = "Sign in to subscribe.";

// The body is read loosely (strings) so that an unknown plan or interval gets its own stable
// code from the service rather than a generic validation error; contracts/billing.ts has the
// strict shape the browser sends.
const checkoutBody = z
  .object({
    plan: z.string().max(50).optional(),
    interval: z.string().max(20).optional(),
    cancel_to: z.string().max(2000).optional(),
    referral: z.string().max(200).optional(),
    promotion_code: z.string().max(100).optional(),
  })
  .meta({ id: "CheckoutRequestBody" });

const checkoutParams = z.object({ checkoutId: z.string().min(1).max(100) });

export async function checkoutRoutes(app: FastifyInstance, deps: BillingDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/users/checkout",
    {
      schema: {
        tags: ["billing"],
        summary: "Start a checkout (spec 7): a Checkout Session on the payment provider",
        description:
          "Body: plan (premium, zen_investor, zen_strategies; default premium), interval (year or month; default year), cancel_to (a path on this site; anything else is ignored), referral, promotion_code. Answers the provider's session id, the hosted payment page's url and the line items at the provider's prices. The $1 trial is added when the user never held Premium. Guest: 401 SIGN_IN_REQUIRED. Unknown plan: 400 CHECKOUT_PLAN_UNKNOWN; unknown interval: 400 CHECKOUT_INTERVAL_UNKNOWN; a plan not sold at that interval: 400 CHECKOUT_PRICE_UNKNOWN; unknown or inactive promotion code: 400 PROMOTION_CODE_INVALID. Already holding the plan: 409 ALREADY_SUBSCRIBED. Provider unreachable: 503 BILLING_PROVIDER_UNAVAILABLE. A repeated click within 30 minutes answers the same open session.",
        body: checkoutBody,
        response: {
          200: checkoutResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request, SIGN_IN_TO_SUBSCRIBE);
      return startCheckout(atSiteUrl(deps, request), user, request.body ?? {});
    },
  );

  api.get(
    "/api/users/checkout/:checkoutId",
    {
      schema: {
        tags: ["billing"],
        summary: "How a checkout ended, for the return page /users/subscription_success?checkout=ID",
        description:
          "status (complete, open, expired), the latest payment intent's status and spec 8's message for it. Guest: 401; another user's or an unknown id: 404 CHECKOUT_NOT_FOUND; provider unreachable: 503.",
        params: checkoutParams,
        response: { 200: checkoutResultSchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request, SIGN_IN_TO_SUBSCRIBE);
      return checkoutResult(deps, user.userId, request.params.checkoutId);
    },
  );
}
