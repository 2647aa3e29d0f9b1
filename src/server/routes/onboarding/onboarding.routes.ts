import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import {
  onboardAnswerSchema,
  onboardBodySchema,
  onboardingCompaniesAnswerSchema,
  onboardingCompaniesQuerySchema,
  onboardWatchlistBodySchema,
  POPULAR_COMPANIES,
} from "../../../domain/contracts/onboarding";
import { watchlistAnswerSchema } from "../../../domain/contracts/watchlists";
import { SEARCH_LIMIT } from "../../../domain/search/limits";
import type { DB } from "../../../db/schema";
import { requireSignedIn } from "../../policies/accounts";
import { popularCompanies, presentOnboardingHits } from "../../presenters/onboarding";
import { presentWatchlist } from "../../presenters/watchlists";
import { onboardUser, onboardWatchlist } from "../../services/onboarding/onboarding";

// Onboarding (spec 7 names POST-like /api/users/watchlists/onboard and /api/users/onboard;
// decision 025): the first watchlist's companies, then the digest frequency, which
// marks the member onboarded. /api/users/followed-analysts/onboard comes with the analysts issue.

const SIGN_IN_TO_ONBOARD = "Sign in to set up your account.";
const err = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export async function onboardingRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ["onboarding"];

  api.get(
    "/api/users/onboard/companies",
    {
      schema: {
        tags,
        summary: "Companies to pick for the first watchlist",
        description:
          "Query q: the company search's hits (at most 10) with their ids; without q: the largest companies by market cap.",
        querystring: onboardingCompaniesQuerySchema,
        response: { 200: onboardingCompaniesAnswerSchema, 401: errorBodySchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await requireSignedIn(request, SIGN_IN_TO_ONBOARD);
      const q = request.query.q;
      return {
        companies: q
          ? presentOnboardingHits(app.companySearch.search(q, SEARCH_LIMIT))
          : popularCompanies(app.screener.snapshot, POPULAR_COMPANIES),
      };
    },
  );

  api.post(
    "/api/users/watchlists/onboard",
    {
      schema: {
        tags,
        summary: "Fill the first watchlist with the companies picked while onboarding",
        description:
          "Body {company_ids, name?}: 1 to 500 ids, added after the companies the first watchlist holds; name renames it. All or nothing: an unknown id answers 404 COMPANY_NOT_FOUND naming it, more than 500 companies in all 409 WATCHLIST_FULL, a bad body 400 VALIDATION_FAILED. Answers the watchlist.",
        body: onboardWatchlistBodySchema,
        response: { 200: watchlistAnswerSchema, ...err, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request, SIGN_IN_TO_ONBOARD);
      return { watchlist: presentWatchlist(await onboardWatchlist(db, user.userId, request.body)) };
    },
  );

  api.post(
    "/api/users/onboard",
    {
      schema: {
        tags,
        summary: "Finish onboarding: the first watchlist's digest, and the member is onboarded",
        description:
          "Body {subscription_frequency?}: daily, weekly or monthly subscribes the first watchlist at that frequency, none unsubscribes it, absent leaves it. Answers user{onboarded} and the watchlist.",
        body: onboardBodySchema,
        response: { 200: onboardAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await requireSignedIn(request, SIGN_IN_TO_ONBOARD);
      const result = await onboardUser(db, user.userId, request.body);
      return { user: { onboarded: result.onboarded }, watchlist: presentWatchlist(result.watchlist) };
    },
  );
}
