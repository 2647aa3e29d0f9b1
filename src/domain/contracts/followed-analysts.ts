import { z } from "zod";

// Followed analysts (spec sections 3, 4, 7 and 8; decision 027): the bodies the
// browser sends and the answers it reads, written once for the server's routes and the web client.

export const FOLLOWED_ANALYST_LIMITS = {
  /** A member follows at most this many analysts (a digest of more would be unreadable). */
  perUser: 200,
  /** GET /api/users/followed-analysts pages. */
  defaultPageSize: 50,
  maxPageSize: 200,
  /** GET /api/users/followed-analysts/events pages. */
  defaultEventLimit: 50,
  maxEventLimit: 200,
  /** Analysts suggested at onboarding. */
  suggestions: 12,
} as const;

export { COULD_NOT_UNFOLLOW } from "../followed-analysts/messages";

export const FOLLOWED_ANALYST_SORTS = ["position", "name", "firm", "followed", "latest_call"] as const;
export type FollowedAnalystSort = (typeof FOLLOWED_ANALYST_SORTS)[number];

const analystId = z.number().int().positive().max(2_147_483_647);

export const ANALYST_RATINGS = ["strong_buy", "buy", "hold", "sell", "strong_sell"] as const;
export type AnalystRatingValue = (typeof ANALYST_RATINGS)[number];

/** What one call was against the same analyst's previous call on the company. */
export const ANALYST_CALL_ACTIONS = ["initiated", "upgrade", "downgrade", "target_change", "reiterated"] as const;
export type AnalystCallAction = (typeof ANALYST_CALL_ACTIONS)[number];

export const analystCallSchema = z
  .object({
    id: z.number(),
    date: z.string(),
    analystId: z.number(),
    analystName: z.string(),
    firmName: z.string(),
    companyId: z.number(),
    ticker: z.string(),
    companyName: z.string(),
    url: z.string(),
    rating: z.enum(ANALYST_RATINGS),
    previousRating: z.enum(ANALYST_RATINGS).nullable(),
    priceTarget: z.number().nullable(),
    previousPriceTarget: z.number().nullable(),
    action: z.enum(ANALYST_CALL_ACTIONS),
    headline: z.string(),
  })
  .meta({ id: "AnalystCall" });
export type AnalystCall = z.infer<typeof analystCallSchema>;

/** One followed analyst as the state of spec 3 keeps it (analysts: a map of id to this). */
export const followedAnalystSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    firmId: z.number(),
    firmName: z.string(),
    url: z.string(),
    position: z.number(),
    followedAt: z.string(),
    callCount: z.number(),
    latestCall: analystCallSchema.nullable(),
  })
  .meta({ id: "FollowedAnalyst" });
export type FollowedAnalyst = z.infer<typeof followedAnalystSchema>;

export const followedAnalystsListSchema = z.object({
  followedAnalysts: z.array(followedAnalystSchema),
  total: z.number(),
  page: z.number(),
  hasMore: z.boolean(),
  subscribedToFollowedAnalysts: z.boolean(),
});
export type FollowedAnalystsList = z.infer<typeof followedAnalystsListSchema>;

export const followedAnalystsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FOLLOWED_ANALYST_LIMITS.maxPageSize)
    .default(FOLLOWED_ANALYST_LIMITS.defaultPageSize),
  sort: z.enum(FOLLOWED_ANALYST_SORTS).default("position"),
  direction: z.enum(["asc", "desc"]).optional(),
});

export const followedAnalystsStatsSchema = z.object({
  count: z.number(),
  limit: z.number(),
  firms: z.number(),
  callsLast30Days: z.number(),
  latestCallDate: z.string().nullable(),
  subscribedToFollowedAnalysts: z.boolean(),
});
export type FollowedAnalystsStats = z.infer<typeof followedAnalystsStatsSchema>;

export const followBodySchema = z.object({ followed_analyst: z.object({ analyst_id: analystId }) });
export const unfollowBodySchema = followBodySchema;
export const reorderFollowedBodySchema = z.object({
  followed_analysts: z.object({ analyst_ids: z.array(analystId).max(FOLLOWED_ANALYST_LIMITS.perUser) }),
});
export const onboardAnalystsBodySchema = z.object({
  analyst_ids: z.array(analystId).min(1).max(FOLLOWED_ANALYST_LIMITS.perUser),
});

export const followAnswerSchema = z.object({ followedAnalyst: followedAnalystSchema });
export const unfollowAnswerSchema = z.object({ unfollowedAnalystIds: z.array(z.number()) });
export const followedAnalystsAnswerSchema = z.object({ followedAnalysts: z.array(followedAnalystSchema) });
/** The part of PATCH /api/users's answer the digest setting reads. */
export const followedAnalystsDigestAnswerSchema = z.object({
  user: z.object({ subscribedToFollowedAnalysts: z.boolean() }).optional(),
});

export const analystCallsAnswerSchema = z.object({
  events: z.array(analystCallSchema),
  page: z.number(),
  hasMore: z.boolean(),
  /** Without Premium the calls made on or after this day are left out (they are current calls); null with Premium. */
  premiumCallsFrom: z.iso.date().nullable(),
});
export type AnalystCallsAnswer = z.infer<typeof analystCallsAnswerSchema>;

export const eventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FOLLOWED_ANALYST_LIMITS.maxEventLimit)
    .default(FOLLOWED_ANALYST_LIMITS.defaultEventLimit),
  since: z.iso.date().optional(),
});

/** An analyst to suggest at onboarding. */
export const suggestedAnalystSchema = z.object({
  id: z.number(),
  name: z.string(),
  firmName: z.string(),
  url: z.string(),
  callCount: z.number(),
  followers: z.number(),
});
export type SuggestedAnalyst = z.infer<typeof suggestedAnalystSchema>;
export const suggestedAnalystsAnswerSchema = z.object({ analysts: z.array(suggestedAnalystSchema) });

/** Error details a follow call's refusal carries (spec 3: message and analyst id). */
export const followErrorDetailsSchema = z.object({ analystId: z.number() });
