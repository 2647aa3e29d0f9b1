import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import { decodeScreen, encodeFilters } from "../../../domain/screener/codec";
import { compactSavedBody, savedBodyQuery, savedScreenerBodySchema, savedScreenerSchema, type SavedScreenerBody } from "../../../domain/screener/saved";
import type { DB } from "../../../db/schema";
import { createSavedScreener, deleteSavedScreener, listSavedScreeners, updateSavedScreener, type SavedScreenerFields } from "../../../db/repositories/saved-screeners";
import { AppError } from "../../errors";
import { presentSavedScreener } from "../../screener/present-saved";

// Saved screeners (spec sections 3, 5 and 7) of the signed-in user; anyone else's are as absent
// as ids that do not exist. Writes need the anti-forgery header like every non-GET call.

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

async function userId(request: FastifyRequest): Promise<number> {
  const user = await request.currentUser();
  if (!user) throw new AppError("SAVED_SCREENER_SIGN_IN_REQUIRED");
  return user.userId;
}

/** The body's fields to store, or the client error that says what is wrong. */
function fieldsOf(body: SavedScreenerBody): SavedScreenerFields {
  const kept = compactSavedBody(body);
  if (!kept) throw new AppError("SAVED_SCREENER_EMPTY");
  const decoded = decodeScreen(savedBodyQuery(kept));
  if (!decoded.ok) {
    const { parameter, reason } = decoded.error;
    throw new AppError("SCREENER_QUERY_INVALID", `The field ${parameter} ${reason}.`, { parameter, reason });
  }
  const { screen } = decoded;
  return {
    name: kept.name ?? null,
    description: kept.description ?? null,
    filters: encodeFilters(screen.filters),
    tab: kept.t === undefined ? null : screen.tab,
    sortColumn: screen.sort?.column ?? null,
    sortDirection: screen.sort?.direction ?? null,
  };
}

const ERRORS = "Not signed in: 401 SAVED_SCREENER_SIGN_IN_REQUIRED. Nothing to save once empty strings, arrays and objects are dropped: 400 SAVED_SCREENER_EMPTY ('Bad Request'). A bad f, t, s or sd: 400 SCREENER_QUERY_INVALID naming it.";

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
    async (request) => ({ savedScreeners: (await listSavedScreeners(db, await userId(request))).map(presentSavedScreener) }),
  );

  api.post(
    "/api/screener/saved",
    {
      schema: {
        tags: ["screener"],
        summary: "Save a screener",
        description: ERRORS,
        body: savedScreenerBodySchema,
        response: { 201: z.object({ savedScreener: savedScreenerSchema }), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const owner = await userId(request);
      const row = await createSavedScreener(db, owner, fieldsOf(request.body));
      return reply.status(201).send({ savedScreener: presentSavedScreener(row) });
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
        response: { 200: z.object({ savedScreener: savedScreenerSchema }), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const owner = await userId(request);
      const row = await updateSavedScreener(db, owner, request.params.id, fieldsOf(request.body));
      if (!row) throw new AppError("SAVED_SCREENER_NOT_FOUND");
      return { savedScreener: presentSavedScreener(row) };
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
      const owner = await userId(request);
      if (!(await deleteSavedScreener(db, owner, request.params.id))) throw new AppError("SAVED_SCREENER_NOT_FOUND");
      return reply.status(204).send(null);
    },
  );
}
