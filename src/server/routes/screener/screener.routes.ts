import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../../../db/schema";
import { errorBodySchema } from "../../../domain/contracts/error";
import {
  screenerCatalogueSchema,
  screenerCountSchema,
  screenerResponseSchema,
} from "../../../domain/screener/contract";
import { countScreen } from "../../../domain/screener/engine";
import { entitlementsFor } from "../../policies/entitlements";
import type { ScreenerAccess } from "../../policies/screener";
import { catalogueJsonFor, screenResponseBytes } from "../../screener/present-screen";
import { assertScreenAllowed, rawQuery, resolveScreen } from "../../screener/resolve-screen";
import { screenCsv } from "../../screener/screen-csv";
import { hasUniverse, withUniverse } from "../../screener/universe";

// The screener API (spec section 7): a page of a screen, its count and its CSV, answered from
// the in-memory snapshot (app.screener, plugins/screener.ts). The screen is the query string of
// spec section 2.3, read by the codec from the raw URL so that the filters keep their order
// (request.originalUrl: the router is handed these paths without their query, request-kind.ts).

const screenQuerySchema = z
  .object({
    t: z.string().optional().describe("Tab id, 1 (overview) to 11 (zen_rating)."),
    p: z.string().optional().describe("Page, from 1; a page past the end is empty."),
    s: z.string().optional().describe("Sort column key."),
    sd: z.string().optional().describe("Sort direction: asc or desc."),
  })
  .catchall(
    z
      .union([z.string(), z.array(z.string())])
      .describe("f[key]: a filter; 'low,high' for a range, comma-joined values for a select, t or f for a boolean."),
  );

// The codec reads the screen from the raw URL and names any bad parameter (400 with
// details.parameter); the querystring schema, which any string satisfies, is there for the API
// documentation and is not run a second time. Path parameters are still checked by their schema.
function codecReadsTheQuery<T>(route: FastifyRouteSchemaDef<T>): ReturnType<FastifySchemaCompiler<T>> {
  return route.httpPart === "querystring"
    ? () => true
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

const slugParams = z.object({ slug: z.string().min(1).max(100) });

const ERRORS_DESCRIPTION =
  "An unknown or malformed parameter answers 400 SCREENER_QUERY_INVALID naming it (details.parameter); filtering or sorting on a Premium field without Premium answers 403 SCREENER_PREMIUM_REQUIRED. u=portfolio:{id} or u=watchlist:{id} restricts the screen to the signed-in member's portfolio (the companies it holds) or watchlist; someone else's or an unknown one answers 404 PORTFOLIO_NOT_FOUND or WATCHLIST_NOT_FOUND.";

async function accessOf(request: FastifyRequest): Promise<ScreenerAccess> {
  const user = await request.currentUser();
  return entitlementsFor(user?.planTypes ?? [], user?.everPremium ?? false);
}

const GUEST = entitlementsFor([], false);

/**
 * Answers with what `answer` makes for the visitor's access: at once for a request without a
 * session (a guest, most API reads), after the session's lookup otherwise. A screen costs a few
 * tens of microseconds; the promise hops of an async handler would add a good part of that.
 */
function withAccess(
  request: FastifyRequest,
  answer: (access: ScreenerAccess) => FastifyReply,
): FastifyReply | Promise<FastifyReply> {
  if (!request.mayHaveSession()) return answer(GUEST);
  return accessOf(request).then(answer);
}

export async function screenerRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  /**
   * Answers from the request's raw query; one naming a member's own list (u=) first has it read
   * and written as the company filter (screener/universe.ts).
   */
  const withQuery = (
    request: FastifyRequest,
    answer: (access: ScreenerAccess, raw: string) => FastifyReply,
  ): FastifyReply | Promise<FastifyReply> => {
    const raw = rawQuery(request.originalUrl);
    if (!hasUniverse(raw)) return withAccess(request, (access) => answer(access, raw));
    return request.currentUser().then(async (user) => {
      const restricted = await withUniverse(options.db, user, raw);
      return answer(entitlementsFor(user?.planTypes ?? [], user?.everPremium ?? false), restricted);
    });
  };

  /** A page of the request's screen (of a preset's, with a slug), as JSON bytes. */
  const sendScreen = (request: FastifyRequest, reply: FastifyReply, slug?: string) =>
    withQuery(request, (access, raw) => {
      const resolved = resolveScreen(raw, slug);
      assertScreenAllowed(resolved.screen, access);
      return reply
        .type("application/json; charset=utf-8")
        .send(screenResponseBytes(app.screener.snapshot, resolved, access));
    });

  // These answer JSON text built by the presenter (the catalogue is serialized once), so they
  // are declared without the type provider; the schema still documents the answer.
  app.get(
    "/api/screener/companies",
    {
      validatorCompiler: codecReadsTheQuery,
      schema: {
        tags: ["screener"],
        summary: "A page of a screen",
        description: `The screen's filters (definitions and values) in their order and as chips (activeFilters), the screen as a query string, the tab's columns (locked ones marked, their values absent) and a page of ${20} rows with the total. The catalogue of every filter is GET /api/screener/catalogue. ${ERRORS_DESCRIPTION}`,
        querystring: screenQuerySchema,
        response: { 200: screenerResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request, reply) => sendScreen(request, reply),
  );

  app.get(
    "/api/screener/catalogue",
    {
      schema: {
        tags: ["screener"],
        summary: "Every filter group, filter and tab",
        description:
          "The catalogue a screen is built from (spec section 3), with the filters this visitor may not use marked locked. The same for every visitor of a kind.",
        response: { 200: screenerCatalogueSchema },
      },
    },
    async (request, reply) =>
      reply
        .type("application/json; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .send(catalogueJsonFor(await accessOf(request))),
  );

  // Declared without the type provider like the page of a screen: its answer is one number.
  app.get(
    "/api/screener/companies/count",
    {
      validatorCompiler: codecReadsTheQuery,
      schema: {
        tags: ["screener"],
        summary: "How many companies a screen's filters leave",
        description: ERRORS_DESCRIPTION,
        querystring: screenQuerySchema,
        response: { 200: screenerCountSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request, reply) =>
      withQuery(request, (access, raw) => {
        const { screen } = resolveScreen(raw);
        assertScreenAllowed(screen, access);
        return reply
          .type("application/json; charset=utf-8")
          .send(`{"count":${countScreen(app.screener.snapshot, screen.filters)}}`);
      }),
  );

  app.get<{ Params: z.infer<typeof slugParams> }>(
    "/api/screener/companies/:slug",
    {
      validatorCompiler: codecReadsTheQuery,
      schema: {
        tags: ["screener"],
        summary: "A page of a preset screen or stock idea",
        description: `The preset's screen; t, p, s and sd in the query replace the preset's, and any f[key] replaces its filters. An unknown slug answers 404 SCREENER_PRESET_NOT_FOUND. ${ERRORS_DESCRIPTION}`,
        params: slugParams,
        querystring: screenQuerySchema,
        response: { 200: screenerResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request, reply) => sendScreen(request, reply, request.params.slug),
  );

  // Declared without the type provider like the others: its answer is CSV text.
  app.get(
    "/api/screener/export",
    {
      validatorCompiler: codecReadsTheQuery,
      schema: {
        tags: ["screener"],
        summary: "The screen as CSV",
        description: `Every company of the screen (not one page) with the tab's columns; columns the visitor may not see are left out. ${ERRORS_DESCRIPTION}`,
        querystring: screenQuerySchema,
        response: { 200: z.string(), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request, reply) =>
      withQuery(request, (access, raw) => {
        const { screen } = resolveScreen(raw);
        assertScreenAllowed(screen, access);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="openzen-screen.csv"')
          .send(screenCsv(app.screener.snapshot, screen, access));
      }),
  );
}
