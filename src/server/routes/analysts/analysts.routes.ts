import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ANALYST_SORTS,
  ANALYSTS_PAGE_SIZE,
  analystFiltersSchema,
  analystProfileSchema,
  analystsPageSchema,
  analystsQuerySchema,
} from "../../../domain/contracts/analysts";
import { errorBodySchema } from "../../../domain/contracts/error";
import type { DB } from "../../../db/schema";
import { AppError } from "../../errors";
import { analystFilters, listAnalysts, readAnalystProfile } from "../../services/analysts/analyst-ranking";
import { readAnalystCallAccess } from "../../services/analysts/call-access";
import { entitlementsFor } from "../../policies/entitlements";

// The analysts' ranking and profiles: the ranking and each analyst's measured record are public;
// the analysts' current calls, which the top analysts' Premium figures are made of, only reach
// Premium members (decision 042).

async function callAccessOf(db: Kysely<DB>, request: FastifyRequest) {
  const user = await request.currentUser();
  return readAnalystCallAccess(db, entitlementsFor(user?.planTypes ?? [], user?.everPremium ?? false));
}

const idParams = z.object({ id: z.string() });
const ANALYST_ID = /^[1-9]\d{0,9}$/;

export async function analystRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ["analysts"];

  api.get(
    "/api/analysts",
    {
      schema: {
        tags,
        summary: "Analysts ranked by how their calls turned out",
        description:
          `${ANALYSTS_PAGE_SIZE} analysts a page (\`page\` from 1), sorted by \`sort\` (${ANALYST_SORTS.join(", ")}; default rank) ` +
          "in `dir` (asc or desc; default best first), filtered by `sector` (a sector's slug: the analyst's main sector), " +
          "`firm` (a firm's id), `min_calls` (rated calls at least) and `q` (part of the name, any case). " +
          "A malformed or unknown parameter answers 400 VALIDATION_FAILED naming it; a sector or firm that does not exist " +
          "400 ANALYST_SECTOR_UNKNOWN or ANALYST_FIRM_UNKNOWN. A page past the end answers an empty list.",
        querystring: analystsQuerySchema,
        response: { 200: analystsPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const result = await listAnalysts(db, request.query, await callAccessOf(db, request));
      if ("unknown" in result)
        throw new AppError(result.unknown === "sector" ? "ANALYST_SECTOR_UNKNOWN" : "ANALYST_FIRM_UNKNOWN");
      return result.page;
    },
  );

  api.get(
    "/api/analysts/filters",
    {
      schema: {
        tags,
        summary: "The sectors and firms the ranking can be filtered by",
        description:
          "Each with how many analysts it holds (an analyst's sector is the one most of their ratings are in).",
        response: { 200: analystFiltersSchema },
      },
    },
    async () => analystFilters(db),
  );

  api.get(
    "/api/analysts/:id",
    {
      schema: {
        tags,
        summary: "One analyst's profile",
        description:
          "Score and ranks, the judged calls' cumulative excess return, success by year, current ratings with target " +
          "and upside, past calls with their outcome (the latest 500) and sectors covered. Without Premium the calls of " +
          "the 12 months before the ranking's date (`premiumCallsFrom` on) are left out and only counted (`premiumCalls`). An id that is not a " +
          "positive whole number, or no analyst with a rating, answers 404 ANALYST_NOT_FOUND.",
        params: idParams,
        response: { 200: analystProfileSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const number = ANALYST_ID.test(id) ? Number(id) : NaN;
      const profile =
        number <= 2_147_483_647 ? await readAnalystProfile(db, number, await callAccessOf(db, request)) : undefined;
      if (!profile) throw new AppError("ANALYST_NOT_FOUND");
      return profile;
    },
  );
}
