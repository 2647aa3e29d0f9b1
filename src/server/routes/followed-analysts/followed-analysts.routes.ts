import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import {
  analystCallsAnswerSchema,
  eventsQuerySchema,
  FOLLOWED_ANALYST_LIMITS,
  followAnswerSchema,
  followBodySchema,
  followedAnalystsAnswerSchema,
  followedAnalystsListSchema,
  followedAnalystsQuerySchema,
  followedAnalystsStatsSchema,
  onboardAnalystsBodySchema,
  reorderFollowedBodySchema,
  suggestedAnalystsAnswerSchema,
  unfollowAnswerSchema,
  unfollowBodySchema,
} from "../../../domain/contracts/followed-analysts";
import { paths } from "../../../domain/paths";
import type { DB } from "../../../db/schema";
import { requireSignedIn } from "../../policies/accounts";
import { entitlementsFor } from "../../policies/entitlements";
import { readAnalystCallAccess } from "../../services/analysts/call-access";
import { presentAnalystCall, presentFollowedAnalyst } from "../../presenters/followed-analysts";
import {
  follow,
  followedCalls,
  followedStats,
  followMany,
  listOwnFollowed,
  reorder,
  suggestions,
  unfollow,
} from "../../services/followed-analysts/followed-analysts";

// Followed analysts (spec 3, 4, 7 and 8; decision 027): spec 7's calls word for
// word. A member reaches only their own follows: every query names the signed-in member, so no
// id in a body or query can reach another member's. Writes need the anti-forgery header like
// every non-GET call; refusals carry the analyst id in `error.details.analystId`.

const SIGN_IN_TO_FOLLOW = "Sign in to follow analysts.";
const err = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const UNKNOWN = "An id that is no analyst: 404 ANALYST_NOT_FOUND with details.analystId.";

const userOf = (request: FastifyRequest) => requireSignedIn(request, SIGN_IN_TO_FOLLOW);
const accessOf = (user: { planTypes: Parameters<typeof entitlementsFor>[0]; everPremium: boolean }) =>
  entitlementsFor(user.planTypes, user.everPremium);

export async function followedAnalystsRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ["followed-analysts"];

  api.get(
    "/api/users/followed-analysts",
    {
      schema: {
        tags,
        summary: "The analysts the member follows, each with their latest call",
        description: `Query page (from 1), limit (1 to ${FOLLOWED_ANALYST_LIMITS.maxPageSize}, default ${FOLLOWED_ANALYST_LIMITS.defaultPageSize}), sort (position: the member's order, the default; name; firm; followed; latest_call) and direction (asc or desc).`,
        querystring: followedAnalystsQuerySchema,
        response: { 200: followedAnalystsListSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const { records, total, subscribed } = await listOwnFollowed(db, user.userId, request.query);
      const { page, limit } = request.query;
      return {
        followedAnalysts: records.map((r) => presentFollowedAnalyst(r, accessOf(user))),
        total,
        page,
        hasMore: page * limit < total,
        subscribedToFollowedAnalysts: subscribed,
      };
    },
  );

  api.get(
    "/api/users/followed-analysts/stats",
    {
      schema: {
        tags,
        summary: "How many analysts the member follows, from how many firms, and their recent calls",
        response: { 200: followedAnalystsStatsSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const { subscribed, ...stats } = await followedStats(db, user.userId);
      return { ...stats, limit: FOLLOWED_ANALYST_LIMITS.perUser, subscribedToFollowedAnalysts: subscribed };
    },
  );

  api.get(
    "/api/users/followed-analysts/events",
    {
      schema: {
        tags,
        summary: "The followed analysts' calls, newest first",
        description: `Query page, limit (1 to ${FOLLOWED_ANALYST_LIMITS.maxEventLimit}, default ${FOLLOWED_ANALYST_LIMITS.defaultEventLimit}) and since (a date: only calls after it). Each call says what it was against the same analyst's previous call on the company (initiated, upgrade, downgrade, target_change, reiterated), up to the market date. Without Premium only calls made before \`premiumCallsFrom\` (12 months before the ranking's date): the current ones are Premium.`,
        querystring: eventsQuerySchema,
        response: { 200: analystCallsAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const callAccess = await readAnalystCallAccess(db, accessOf(user));
      const { calls, hasMore } = await followedCalls(db, user.userId, request.query, callAccess.premiumFrom);
      return {
        events: calls.map(presentAnalystCall),
        page: request.query.page,
        hasMore,
        premiumCallsFrom: callAccess.premiumFrom,
      };
    },
  );

  api.get(
    "/api/users/followed-analysts/suggestions",
    {
      schema: {
        tags,
        summary: "Analysts to suggest at onboarding",
        description: `The ${FOLLOWED_ANALYST_LIMITS.suggestions} most followed analysts, then the best ranked, then those with the most calls in the market's last year.`,
        response: { 200: suggestedAnalystsAnswerSchema, ...err },
      },
    },
    async (request) => {
      await userOf(request);
      const rows = await suggestions(db);
      return { analysts: rows.map((a) => ({ ...a, url: paths.analyst(a.id) })) };
    },
  );

  api.post(
    "/api/users/followed-analysts",
    {
      schema: {
        tags,
        summary: "Follow an analyst",
        description: `Body followed_analyst{analyst_id}. Answers followedAnalyst, last in the member's order; following again changes nothing. At most ${FOLLOWED_ANALYST_LIMITS.perUser}: 409 FOLLOWED_ANALYSTS_LIMIT_REACHED. ${UNKNOWN}`,
        body: followBodySchema,
        response: { 200: followAnswerSchema, ...err, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const record = await follow(db, user.userId, request.body.followed_analyst.analyst_id);
      return { followedAnalyst: presentFollowedAnalyst(record, accessOf(user)) };
    },
  );

  api.patch(
    "/api/users/followed-analysts",
    {
      schema: {
        tags,
        summary: "Reorder the followed analysts",
        description:
          "Body followed_analysts{analyst_ids}: every followed analyst exactly once, in the new order; anything else: 422 FOLLOWED_ANALYSTS_ORDER_INVALID. Answers followedAnalysts in their new order.",
        body: reorderFollowedBodySchema,
        response: { 200: followedAnalystsAnswerSchema, ...err, 422: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const records = await reorder(db, user.userId, request.body.followed_analysts.analyst_ids);
      return { followedAnalysts: records.map((r) => presentFollowedAnalyst(r, accessOf(user))) };
    },
  );

  api.delete(
    "/api/users/followed-analysts",
    {
      schema: {
        tags,
        summary: "Unfollow an analyst",
        description: `Body followed_analyst{analyst_id}. Answers unfollowedAnalystIds: the id, or none when the member did not follow the analyst (the client then says 'Could not unfollow analyst', spec 8). ${UNKNOWN}`,
        body: unfollowBodySchema,
        response: { 200: unfollowAnswerSchema, ...err },
      },
    },
    async (request) => {
      const user = await userOf(request);
      return { unfollowedAnalystIds: await unfollow(db, user.userId, request.body.followed_analyst.analyst_id) };
    },
  );

  api.post(
    "/api/users/followed-analysts/onboard",
    {
      schema: {
        tags,
        summary: "Follow a list of analysts (onboarding)",
        description: `Body {analyst_ids: 1 to ${FOLLOWED_ANALYST_LIMITS.perUser} ids}: follows them after those followed already; all or nothing: an unknown id refuses the list (404 ANALYST_NOT_FOUND naming them), over the limit 409 FOLLOWED_ANALYSTS_LIMIT_REACHED. Answers followedAnalysts.`,
        body: onboardAnalystsBodySchema,
        response: { 200: followedAnalystsAnswerSchema, ...err, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = await userOf(request);
      const records = await followMany(db, user.userId, request.body.analyst_ids);
      return { followedAnalysts: records.map((r) => presentFollowedAnalyst(r, accessOf(user))) };
    },
  );
}
