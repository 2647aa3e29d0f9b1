import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { plansOfferSchema, promotionSchema } from "../../../domain/contracts/billing";
import { errorBodySchema } from "../../../domain/contracts/error";
import { AppError } from "../../errors";
import { entitlementsFor } from "../../policies/entitlements";
import type { BillingDeps } from "../../services/billing/billing-deps";
import { plansOffer } from "../../services/billing/plans-offer";
import { findPromotion } from "../../services/billing/promotions";
import { hitRateLimit } from "../../../db/repositories/rate-limits";

// Promotion codes are secrets worth guessing: one client may look up this many per window.
export const PROMOTION_LOOKUPS = { max: 30, windowSeconds: 15 * 60 };

export async function planRoutes(app: FastifyInstance, deps: BillingDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/plans",
    {
      schema: {
        tags: ["billing"],
        summary: "The plans and prices the viewer can buy (prices as the payment provider holds them)",
        description: "trial is null when the viewer has held Premium before. Provider unreachable: 503.",
        response: { 200: plansOfferSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const { hasSubscribedToPremium } = entitlementsFor(user?.planTypes ?? [], user?.everPremium ?? false);
      return plansOffer(deps, hasSubscribedToPremium);
    },
  );

  api.get(
    "/api/promotions/:code",
    {
      schema: {
        tags: ["billing"],
        summary: "An active promotion code (spec 3's Promotion)",
        description:
          "Unknown, inactive, expired or used-up codes: 404 PROMOTION_NOT_FOUND. More than 30 lookups from one client in 15 minutes: 429 RATE_LIMITED. Provider unreachable: 503.",
        params: z.object({ code: z.string().min(1).max(100) }),
        response: { 200: promotionSchema, 404: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const { hits, resetAt } = await hitRateLimit(
        deps.db,
        `promotion:ip:${request.ip}`,
        PROMOTION_LOOKUPS.windowSeconds,
      );
      if (hits > PROMOTION_LOOKUPS.max) {
        const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
        throw new AppError("RATE_LIMITED", undefined, undefined, { "retry-after": String(seconds) });
      }
      const found = await findPromotion(deps.stripe, request.params.code);
      if (!found) throw new AppError("PROMOTION_NOT_FOUND");
      return found.promotion;
    },
  );
}
