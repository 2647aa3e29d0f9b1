import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import {
  savedScreenerAnswerSchema,
  savedScreenerBodySchema,
  savedScreenerSchema,
} from "../../../domain/screener/saved";
import type { DB } from "../../../db/schema";
import { requireSignedIn } from "../../policies/accounts";
import { entitlementsFor } from "../../policies/entitlements";
import type { ScreenerAccess } from "../../policies/screener";
import {
  listScreeners,
  removeScreener,
  replaceScreener,
  saveScreener,
  subscribeScreener,
} from "../../services/saved-screeners/saved-screeners";
import { WATCHLIST_FREQUENCIES } from "../../../domain/contracts/watchlists";

const SIGN_IN_TO_SAVE = "Sign in to save screeners.";

// Saved screeners (spec sections 3, 5 and 7) of the signed-in user; anyone else's are as absent
// as ids that do not exist. Writes need the anti-forgery header like every non-GET call.

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The signed-in owner and what the screener lets them use. */
async function owner(request: FastifyRequest): Promise<{ id: number; access: ScreenerAccess }> {
  const user = await requireSignedIn(request, SIGN_IN_TO_SAVE);
  return { id: user.userId, access: entitlementsFor(user.planTypes, user.everPremium) };
}

/** The one signed-in guard, in the saved screeners' words. */
async function userId(request: FastifyRequest): Promise<number> {
  return (await requireSignedIn(request, SIGN_IN_TO_SAVE)).userId;
}

const ERRORS =
  "u (optional, portfolio:{id} or watchlist:{id}) keeps the screen over the member's own list, read again each time it runs; a screen whose list was deleted since no longer runs (its universe's name is null). Not signed in: 401 SIGN_IN_REQUIRED. Nothing to save once empty strings, arrays and objects are dropped: 400 SAVED_SCREENER_EMPTY ('Bad Request'). A bad f, t, s, sd or u: 400 SCREENER_QUERY_INVALID naming it. A Premium filter or sort column saved without Premium: 403 SCREENER_PREMIUM_REQUIRED naming it. Someone else's or an unknown list in u: 404 PORTFOLIO_NOT_FOUND or WATCHLIST_NOT_FOUND.";
const IDEMPOTENT =
  " An Idempotency-Key header (1 to 255 visible characters) makes a retry answer the first call's result instead of saving twice (kept a day per user); the same key with another body: 422 IDEMPOTENCY_KEY_REUSED; while the first call runs: 409 IDEMPOTENCY_KEY_IN_USE.";

export async function savedScreenerRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  api.get(
    "/api/screener/saved",
    {
      schema: {
        tags: ["screener"],
        summary: "The signed-in user's saved screeners",
        response: { 200: z.object({ savedScreeners: z.array(savedScreenerSchema) }), 401: errorBodySchema },
      },
    },
    async (request) => ({
      savedScreeners: await listScreeners(db, await userId(request)),
    }),
  );

  api.post(
    "/api/screener/saved",
    {
      config: { idempotent: true },
      schema: {
        tags: ["screener"],
        summary: "Save a screener",
        description: ERRORS + IDEMPOTENT,
        body: savedScreenerBodySchema,
        response: {
          201: savedScreenerAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const savedScreener = await saveScreener(db, await owner(request), request.body);
      return reply.status(201).send({ savedScreener });
    },
  );

  api.put(
    "/api/screener/saved/:id",
    {
      schema: {
        tags: ["screener"],
        summary: "Replace a saved screener",
        description: `${ERRORS} Someone else's or an unknown id: 404 SAVED_SCREENER_NOT_FOUND.`,
        params: idParams,
        body: savedScreenerBodySchema,
        response: {
          200: z.object({ savedScreener: savedScreenerSchema }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const savedScreener = await replaceScreener(db, await owner(request), request.params.id, request.body);
      return { savedScreener };
    },
  );

  api.delete(
    "/api/screener/saved/:id",
    {
      schema: {
        tags: ["screener"],
        summary: "Delete a saved screener",
        description: "Answers 204. Not signed in: 401; someone else's or an unknown id: 404 SAVED_SCREENER_NOT_FOUND.",
        params: idParams,
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await removeScreener(db, await userId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.patch(
    "/api/screener/saved/:id/subscription",
    {
      schema: {
        tags: ["screener"],
        summary: "Subscribe a saved screener to screen alerts, or stop them",
        description:
          "Body saved_screener{subscribed, subscription_frequency?} (daily, weekly or monthly). Each alert says which companies entered and which left the screen since the last one. Someone else's or an unknown id: 404 SAVED_SCREENER_NOT_FOUND.",
        params: idParams,
        body: z.object({
          saved_screener: z.object({
            subscribed: z.boolean(),
            subscription_frequency: z.enum(WATCHLIST_FREQUENCIES).optional(),
          }),
        }),
        response: {
          200: z.object({
            subscription: z.object({
              id: z.number(),
              subscribed: z.boolean(),
              subscriptionFrequency: z.enum(WATCHLIST_FREQUENCIES),
            }),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { subscribed, subscription_frequency } = request.body.saved_screener;
      const subscription = await subscribeScreener(db, await userId(request), request.params.id, {
        subscribed,
        subscriptionFrequency: subscription_frequency,
      });
      return { subscription };
    },
  );
}
