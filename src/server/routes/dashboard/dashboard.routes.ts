import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DASHBOARD_URL, dashboardSchema } from "../../../domain/contracts/dashboard";
import { errorBodySchema } from "../../../domain/contracts/error";
import type { DB } from "../../../db/schema";
import { dashboardPagesReader } from "../../page-readers/dashboard/dashboard-pages";
import { requireSignedIn } from "../../policies/accounts";
import { entitlementsFor } from "../../policies/entitlements";

// The signed-in home's data (decision 025): the dashboard page kept for the member's class
// reads it from here after hydration (decision 054), the same reader a per-request render uses.

export async function dashboardRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    DASHBOARD_URL,
    {
      schema: {
        tags: ["users"],
        summary: "The signed-in member's dashboard",
        description:
          "Each visible watchlist with its companies' day moves, the saved screens with their counts and recent entries, and the next and latest events of the watched companies, under the member's entitlements. A guest gets 401 SIGN_IN_REQUIRED.",
        response: { 200: dashboardSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request, "Sign in to see your dashboard.");
      const { hasPremium } = entitlementsFor(user.planTypes, user.everPremium);
      const dashboard = await dashboardPagesReader(options.db, app.screener, user, hasPremium).dashboard();
      // A signed-in member always has one.
      return dashboard!;
    },
  );
}
