import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import { eventsQuerySchema } from "../../../domain/contracts/market-events";
import { watchlistNewsSchema } from "../../../domain/contracts/news";
import type { DB } from "../../../db/schema";
import { requireSignedIn } from "../../policies/accounts";
import { entitlementsFor } from "../../policies/entitlements";
import { newsAccessFor } from "../../policies/news";
import { watchlistNewsPage } from "../../services/watchlists/watchlist-news";

// A watchlist's news (spec 7 names the path): the written stories of /news about its companies,
// with the same Premium rules as /news (decision 057). Owner only: anyone else's id answers 404
// 'No watchlist found!' as an unknown one.

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export async function watchlistNewsRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  api.get(
    "/api/users/watchlists/:id/news",
    {
      schema: {
        tags: ["watchlists"],
        summary: "The news stories about a watchlist's companies, newest first",
        description:
          "The stories of /api/news that name one of the watchlist's companies. Query limit (1 to 200, default 50) and " +
          "page (from 1); hasMore says whether a next page exists. Without Premium, stories that are only a Premium " +
          "value (Zen Rating changes) are left out and the others come in their public version (an analyst's call " +
          "without who made it). Another user's or an unknown id: 404 WATCHLIST_NOT_FOUND ('No watchlist found!').",
        params: idParams,
        querystring: eventsQuerySchema,
        response: { 200: watchlistNewsSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request, "Sign in to keep watchlists.");
      const access = newsAccessFor(entitlementsFor(user.planTypes, user.everPremium));
      const page = await watchlistNewsPage(db, user.userId, request.params.id, access, request.query);
      return { news: page.articles, page: request.query.page, hasMore: page.hasMore };
    },
  );
}
