import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import {
  eventsAnswerSchema,
  eventsQuerySchema,
  individualEventsAnswerSchema,
  type IndividualEventsAnswer,
} from "../../../domain/contracts/market-events";
import type { DB } from "../../../db/schema";
import { paths } from "../../../domain/paths";
import { requireSignedIn } from "../../policies/accounts";
import { entitlementsFor } from "../../policies/entitlements";
import { presentMarketEvent } from "../../presenters/market-events";
import { watchlistEventsPage, watchlistEventsPerCompany } from "../../services/watchlists/watchlist-events";

// A watchlist's market events (spec 7 names the paths; decision 024): the events newest first
// and the latest per company. Its news is watchlist-news.routes.ts. Owner only:
// anyone else's id answers 404 'No watchlist found!' as an unknown one. Zen Rating grade changes
// are Premium: a free member's answers never carry them.

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const err = { 401: errorBodySchema, 404: errorBodySchema };
const NOT_FOUND = "Another user's or an unknown id: 404 WATCHLIST_NOT_FOUND ('No watchlist found!').";
const PREMIUM =
  "Zen Rating grade changes only for Premium members; without Premium an analyst's call says what was called but not who called it.";

export async function watchlistEventRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ["watchlists"];
  const signedIn = (request: Parameters<typeof requireSignedIn>[0]) =>
    requireSignedIn(request, "Sign in to keep watchlists.");

  api.get(
    "/api/users/watchlists/:id/events",
    {
      schema: {
        tags,
        summary: "The market events of a watchlist's companies, newest first",
        description: `Query limit (1 to 200, default 50) and page (from 1); hasMore says whether a next page exists. ${PREMIUM} ${NOT_FOUND}`,
        params: idParams,
        querystring: eventsQuerySchema,
        response: { 200: eventsAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const access = entitlementsFor(user.planTypes, user.everPremium);
      const r = await watchlistEventsPage(db, user.userId, request.params.id, access, request.query);
      return {
        events: r.events.map((e) => presentMarketEvent(e, access)),
        page: request.query.page,
        hasMore: r.hasMore,
      };
    },
  );

  api.get(
    "/api/users/watchlists/:id/individual-events",
    {
      schema: {
        tags,
        summary: "The latest events of each company of a watchlist",
        description: `Up to 10 events a company, newest first; companies without events are left out. ${PREMIUM} ${NOT_FOUND}`,
        params: idParams,
        response: { 200: individualEventsAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const access = entitlementsFor(user.planTypes, user.everPremium);
      const rows = await watchlistEventsPerCompany(db, user.userId, request.params.id, access);
      const companies: IndividualEventsAnswer["companies"] = [];
      for (const row of rows) {
        let company = companies.at(-1);
        if (company?.companyId !== row.companyId) {
          company = {
            companyId: row.companyId,
            ticker: row.ticker,
            name: row.name,
            url: paths.company(row),
            events: [],
          };
          companies.push(company);
        }
        company.events.push(presentMarketEvent(row, access));
      }
      return { companies };
    },
  );
}
