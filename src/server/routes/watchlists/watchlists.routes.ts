import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import {
  addCompanyBodySchema,
  createWatchlistBodySchema,
  noteBodySchema,
  removeCompaniesBodySchema,
  reorderBodySchema,
  subscriptionsBodySchema,
  updateUserAnswerSchema,
  updateWatchlistBodySchema,
  type Watchlist,
  watchlistAnswerSchema,
  watchlistsAnswerSchema,
  watchlistTableSchema,
} from "../../../domain/contracts/watchlists";
import type { DB } from "../../../db/schema";
import { subscribeToFollowedAnalysts } from "../../services/followed-analysts/followed-analysts";
import { AppError } from "../../errors";
import { requireSignedIn } from "../../policies/accounts";
import { entitlementsFor } from "../../policies/entitlements";
import { presentWatchlist, presentWatchlistTable, watchlistCsv } from "../../presenters/watchlists";
import {
  addCompanyToWatchlist,
  changeWatchlist,
  createWatchlist,
  listOwnWatchlists,
  noteCompany,
  readWatchlist,
  removeCompaniesFromWatchlist,
  removeWatchlist,
  reorderWatchlists,
  updateSubscriptions,
} from "../../services/watchlists/watchlists";

// Watchlists (spec 3, 5, 7, 8; decision 023): the calls of spec 7 word for word, and
// the ones users need that it does not show (list, create, rename, hide, delete, note, export).
// Only the signed-in owner reaches a watchlist: anyone else's id answers as an unknown one, 404
// with spec 8's message. Writes need the anti-forgery header like every non-GET call.

const SIGN_IN_FOR_WATCHLISTS = "Sign in to keep watchlists.";
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const setQuery = z.object({ set: z.string().max(40).optional() });

async function userOf(request: FastifyRequest) {
  return requireSignedIn(request, SIGN_IN_FOR_WATCHLISTS);
}

const NOT_FOUND_READ = "Another user's or an unknown id: 404 WATCHLIST_NOT_FOUND ('No watchlist found!').";
const NOT_FOUND_UPDATE =
  "Another user's or an unknown id: 404 WATCHLIST_NOT_FOUND_FOR_UPDATE ('No watchlist found for updating!').";
const UNKNOWN_COMPANY = "An id that is no company: 404 COMPANY_NOT_FOUND naming it.";
const err = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export async function watchlistRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ["watchlists"];

  api.get(
    "/api/users/watchlists",
    {
      schema: {
        tags,
        summary: "The signed-in user's watchlists, in their order, with company ids",
        response: { 200: watchlistsAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      return { watchlists: (await listOwnWatchlists(db, user.userId)).map(presentWatchlist) };
    },
  );

  api.post(
    "/api/users/watchlists",
    {
      schema: {
        tags,
        summary: "Create a watchlist",
        description:
          "Body watchlist{name} (1 to 100 characters). At most 50 watchlists: 409 WATCHLIST_LIMIT_REACHED. Answers 201 with the new watchlist, last in the order.",
        body: createWatchlistBodySchema,
        response: { 201: watchlistAnswerSchema, ...err, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      const record = await createWatchlist(db, user.userId, request.body.watchlist.name);
      return reply.status(201).send({ watchlist: presentWatchlist(record) });
    },
  );

  // Spec 5: an update without a watchlist id is refused, not taken for some other call.
  api.patch(
    "/api/users/watchlists",
    {
      schema: {
        tags,
        summary: "Refused: an update needs a watchlist id",
        description: "Always 400 WATCHLIST_ID_REQUIRED (spec 5).",
        response: { 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await userOf(request);
      throw new AppError("WATCHLIST_ID_REQUIRED");
    },
  );

  api.patch(
    "/api/users/watchlists/subscriptions",
    {
      schema: {
        tags,
        summary: "Subscribe or unsubscribe watchlists, with their digest frequency",
        description:
          "Body watchlists: [{id, subscribed, subscriptionFrequency?}] (daily, weekly or monthly). An empty list: 400 WATCHLIST_SUBSCRIPTIONS_EMPTY. Entries for watchlists that are not the user's are skipped; none of them the user's: 404 WATCHLISTS_NOT_FOUND_FOR_UPDATE ('No watchlists found for updating!'). Answers the updated watchlists.",
        body: subscriptionsBodySchema,
        response: { 200: watchlistsAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const records = await updateSubscriptions(db, user.userId, request.body);
      return { watchlists: records.map(presentWatchlist) };
    },
  );

  api.get(
    "/api/users/watchlists/:id",
    {
      schema: {
        tags,
        summary: "A watchlist as a table: its companies with the set's columns",
        description: `Query set: a column set id (watchlist, or a screener tab name; default watchlist). 204 when the watchlist holds no company. Columns the user may not see (Zen Rating without Premium) are marked locked and carry no value. ${NOT_FOUND_READ}`,
        params: idParams,
        querystring: setQuery,
        response: { 200: watchlistTableSchema, 204: z.null(), ...err },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      const { watchlist, companies } = await readWatchlist(db, user.userId, request.params.id);
      if (companies.length === 0) return reply.status(204).send(null);
      const access = entitlementsFor(user.planTypes, user.everPremium);
      return presentWatchlistTable(watchlist, companies, app.screener.snapshot, access, request.query.set);
    },
  );

  api.get(
    "/api/users/watchlists/:id/export",
    {
      schema: {
        tags,
        summary: "A watchlist's table as CSV",
        description: `Query set as for the table. Locked columns are left out; the last column is the owner's note. ${NOT_FOUND_READ}`,
        params: idParams,
        querystring: setQuery,
        response: { 200: z.string(), ...err },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      const { watchlist, companies } = await readWatchlist(db, user.userId, request.params.id);
      const access = entitlementsFor(user.planTypes, user.everPremium);
      const table = presentWatchlistTable(watchlist, companies, app.screener.snapshot, access, request.query.set);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="openzen-watchlist-${watchlist.id}.csv"`)
        .send(watchlistCsv(table));
    },
  );

  api.patch(
    "/api/users/watchlists/:id",
    {
      schema: {
        tags,
        summary: "Replace a watchlist's companies (spec 7), rename it or hide it",
        description: `Body watchlist{company_ids} replaces the companies (in that order; notes of companies that stay are kept), watchlist{name} renames, watchlist{hidden} hides or shows; any together. At most 500 companies. ${UNKNOWN_COMPANY} ${NOT_FOUND_UPDATE}`,
        params: idParams,
        body: updateWatchlistBodySchema,
        response: { 200: watchlistAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const record = await changeWatchlist(db, user.userId, request.params.id, request.body.watchlist);
      return { watchlist: presentWatchlist(record) };
    },
  );

  api.delete(
    "/api/users/watchlists/:id",
    {
      schema: {
        tags,
        summary: "Delete a watchlist",
        description: `Answers 204. The last watchlist stays: 409 WATCHLIST_LAST_ONE. ${NOT_FOUND_UPDATE}`,
        params: idParams,
        response: { 204: z.null(), ...err, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      await removeWatchlist(db, user.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/users/watchlists_companies",
    {
      schema: {
        tags,
        summary: "Add a company to a watchlist",
        description: `Body watchlist_company{watchlist_id, company_id}. Adding a company the watchlist holds changes nothing. More than 500: 409 WATCHLIST_FULL. ${UNKNOWN_COMPANY} ${NOT_FOUND_UPDATE} Answers the watchlist.`,
        body: addCompanyBodySchema,
        response: { 200: watchlistAnswerSchema, ...err, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const record = await addCompanyToWatchlist(db, user.userId, request.body.watchlist_company);
      return { watchlist: presentWatchlist(record) };
    },
  );

  api.delete(
    "/api/users/watchlists_companies",
    {
      schema: {
        tags,
        summary: "Remove one company or many from a watchlist",
        description: `Body watchlist_company{watchlist_id, company_id} or watchlist_company{watchlist_id, company_ids}. Companies it does not hold are ignored. ${NOT_FOUND_UPDATE} Answers the watchlist.`,
        body: removeCompaniesBodySchema,
        response: { 200: watchlistAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const record = await removeCompaniesFromWatchlist(db, user.userId, request.body.watchlist_company);
      return { watchlist: presentWatchlist(record) };
    },
  );

  api.patch(
    "/api/users/watchlists_companies/note",
    {
      schema: {
        tags,
        summary: "Write the owner's note on a company of a watchlist",
        description: `Body watchlist_company{watchlist_id, company_id, note} (at most 500 characters; empty clears it). A company the watchlist does not hold: 404 WATCHLIST_COMPANY_NOT_FOUND. ${NOT_FOUND_UPDATE} Answers 204.`,
        body: noteBodySchema,
        response: { 204: z.null(), ...err },
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      await noteCompany(db, user.userId, request.body.watchlist_company);
      return reply.status(204).send(null);
    },
  );

  api.patch(
    "/api/users",
    {
      schema: {
        tags,
        summary: "Reorder the user's watchlists; turn the followed analysts' digest on or off",
        description:
          "Body user{watchlist_ids}: every one of the user's watchlists exactly once, in the new order; anything else: 422 WATCHLIST_ORDER_INVALID; answers the watchlists in their new order. Body user{subscribed_to_followed_analysts}: the weekly digest of followed analysts' new calls (decision 027); answers user{subscribedToFollowedAnalysts}. Both may come together.",
        body: reorderBodySchema,
        response: { 200: updateUserAnswerSchema, ...err, 422: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const { watchlist_ids, subscribed_to_followed_analysts } = request.body.user;
      const answer: { watchlists?: Watchlist[]; user?: { subscribedToFollowedAnalysts: boolean } } = {};
      if (watchlist_ids !== undefined)
        answer.watchlists = (await reorderWatchlists(db, user.userId, watchlist_ids)).map(presentWatchlist);
      if (subscribed_to_followed_analysts !== undefined) {
        await subscribeToFollowedAnalysts(db, user.userId, subscribed_to_followed_analysts);
        answer.user = { subscribedToFollowedAnalysts: subscribed_to_followed_analysts };
      }
      return answer;
    },
  );
}
