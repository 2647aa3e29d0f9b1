import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PERSONAL_DATA_URL, personalDataSchema } from "../../../domain/contracts/personal-data";
import type { DB } from "../../../db/schema";
import { readPersonalData } from "../../page-readers/load-context";

// The visitor's own root data: a member's page kept for their class carries a generic session
// and no lists, and the browser reads the member's own from here once the page has hydrated
// (decision 054). A guest gets the anonymous session. Under /api/users: never kept by any cache.

export async function meRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    PERSONAL_DATA_URL,
    {
      schema: {
        tags: ["users"],
        summary: "The visitor's own session, watchlists and followed analysts",
        description:
          "What a page's root data holds of the visitor alone. A guest gets the anonymous session and empty lists.",
        response: { 200: personalDataSchema },
      },
    },
    async (request) => readPersonalData(options.db, await request.currentUser()),
  );
}
