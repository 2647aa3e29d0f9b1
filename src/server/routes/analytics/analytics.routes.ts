import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DB } from "../../../db/schema";
import { analyticsEventSchema } from "../../../domain/contracts/analytics";
import { errorBodySchema } from "../../../domain/contracts/error";
import { recordAnalyticsEvent } from "../../../db/repositories/analytics-events";

// The product's own analytics endpoint: the browser's search events and search error reports are
// stored here, first-party, instead of going to a third party.

export async function analyticsRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/analytics",
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ["analytics"],
        summary: "Report an analytics event",
        description:
          "Body {kind:'search', term, searchType} or {kind:'search_error', query, searchId, status, message, headers, cookies (names)}. Stored with the member's id when signed in. 204.",
        body: analyticsEventSchema,
        response: { 204: z.null().describe("Stored"), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      await recordAnalyticsEvent(options.db, request.body, user?.userId ?? null);
      return reply.status(204).send(null);
    },
  );
}
