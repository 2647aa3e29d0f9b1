import type { FastifyInstance, FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import type { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import { checkScreen, rowOfTicker } from "../../../domain/screener/why-not";
import { AppError } from "../../errors";
import { entitlementsFor } from "../../policies/entitlements";
import { isLocked, type ScreenerAccess } from "../../policies/screener";
import { rawQuery, resolveScreen } from "../../screener/resolve-screen";
import { screenCheckParamsSchema, screenCheckSchema, type ScreenCheckResponse } from "./screen-check.schema";

// Why a company does or does not pass a screen: each filter with the company's value
// and its verdict, from the screener's in-memory snapshot. Unlike a page of the screen, a Premium
// filter without Premium is not refused: it is answered locked (no value, no verdict), so a
// visitor still learns what the free filters say.

const screenQueryDescription =
  "The screen as the screener's query string (spec 2.3): f[key]=low,high for a range, comma-joined values for a select, t or f for a boolean; t, p, s and sd are accepted and ignored.";

async function accessOf(request: FastifyRequest): Promise<ScreenerAccess> {
  if (!request.mayHaveSession()) return entitlementsFor([], false);
  const user = await request.currentUser();
  return entitlementsFor(user?.planTypes ?? [], user?.everPremium ?? false);
}

// The codec reads the screen from the raw URL, as the screener's routes do (screener.routes.ts);
// the path's ticker is checked by its schema.
function pathOnly<T>(route: FastifyRouteSchemaDef<T>) {
  return route.httpPart === "querystring"
    ? () => true
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

export async function screenCheckRoutes(app: FastifyInstance) {
  app.get<{ Params: z.infer<typeof screenCheckParamsSchema> }>(
    "/api/screener/why-not/:ticker",
    {
      validatorCompiler: pathOnly,
      schema: {
        tags: ["screener"],
        summary: "Why a company does or does not pass a screen",
        description: `Each filter of the screen with the company's value and whether it passes, in the screen's order. Premium filters are answered locked for a visitor without Premium: no value and no verdict. ${screenQueryDescription} A malformed screen answers 400 SCREENER_QUERY_INVALID naming the parameter; a ticker no listed company has answers 404 SCREENER_COMPANY_NOT_FOUND.`,
        params: screenCheckParamsSchema,
        response: { 200: screenCheckSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { screen } = resolveScreen(rawQuery(request.originalUrl));
      const snapshot = app.screener.snapshot;
      const row = rowOfTicker(snapshot, request.params.ticker);
      if (row === undefined) throw new AppError("SCREENER_COMPANY_NOT_FOUND");
      const access = await accessOf(request);
      const check = checkScreen(snapshot, row, screen.filters, (filter) => isLocked(filter, access));
      const body: ScreenCheckResponse = {
        company: {
          id: snapshot.ids[row]!,
          ticker: snapshot.textOf("ticker")[row] ?? request.params.ticker,
          name: snapshot.textOf("name")[row] ?? "",
          exchange: snapshot.textOf("exchange")[row] ?? "",
        },
        ...check,
      };
      // Answers differ by visitor: never shared by a cache.
      return reply.header("cache-control", "private, no-store").send(body);
    },
  );
}
