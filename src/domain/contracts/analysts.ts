import { z } from "zod";
import { RATINGS } from "./company";
import { ANALYST_SEARCH_MAX, ANALYST_SORTS, MAX_MIN_CALLS } from "../analysts/ranking-query";
export {
  ANALYST_SEARCH_MAX,
  ANALYST_SORTS,
  ANALYSTS_PAGE_SIZE,
  DEFAULT_SORT_DIRECTION,
  MAX_MIN_CALLS,
  type AnalystSort,
} from "../analysts/ranking-query";

// The analysts' ranking and profiles: what `GET /api/analysts`, `GET /api/analysts/{id}`
// and the /analysts pages answer, shared by the server and the browser. Returns are fractions
// (0.05 is 5 %); dates are ISO days. The query is the page's address, so a ranking can be shared.

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "Expected a whole number")
    .transform(Number)
    .pipe(z.number().int().max(max));

/**
 * The list's query parameters: `page` (from 1), `sort` and `dir`, `sector` (a sector's slug),
 * `firm` (a firm's id), `min_calls` (rated calls at least) and `q` (part of the name).
 */
export const analystsQuerySchema = z
  .object({
    page: wholeNumber(1_000_000).pipe(z.number().min(1)).optional(),
    sort: z.enum(ANALYST_SORTS).optional(),
    dir: z.enum(["asc", "desc"]).optional(),
    sector: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/, "Expected a sector's slug")
      .optional(),
    firm: wholeNumber(2_147_483_647).pipe(z.number().min(1)).optional(),
    min_calls: wholeNumber(MAX_MIN_CALLS).optional(),
    q: z.string().trim().max(ANALYST_SEARCH_MAX).optional(),
  })
  .strict();
export type AnalystsQuery = z.infer<typeof analystsQuerySchema>;

export const analystCompanySchema = z.object({ name: z.string(), ticker: z.string(), url: z.string() });

export const analystSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  firm: z.object({ id: z.number(), name: z.string() }),
  /** The sector most of the analyst's ratings are in. */
  sector: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  /** 1 is best, among analysts with enough rated calls; null below the minimum. */
  rank: z.number().nullable(),
  /** The shrunk average excess return per call that the ranks order by. */
  score: z.number(),
  /** Buy and sell calls whose 12-month outcome is known. */
  calls: z.number(),
  /** Every rating the analyst issued, holds and pending ones included. */
  ratings: z.number(),
  successRate: z.number().nullable(),
  /** Mean 12-month return per call against the stock's sector, signed by the call. */
  averageReturn: z.number().nullable(),
  targetHitRate: z.number().nullable(),
  /** In the top quarter of ranked analysts. */
  isTop: z.boolean(),
  latestCall: z.object({ date, rating: z.enum(RATINGS), company: analystCompanySchema }).nullable(),
});

/** The method's figures, from the ranking step's constants, as the pages explain them. */
export const rankingMethodSchema = z.object({
  /** Rated calls needed for a rank. */
  minCalls: z.number(),
  /** Shrinkage: the score is the average times calls / (calls + k). */
  shrinkage: z.number(),
  /** Months after the call over which it is judged. */
  horizonMonths: z.number(),
  /** The share of ranked analysts that counts as top. */
  topShare: z.number(),
  /** The method in words (decision 026), with these figures filled in. */
  summary: z.string(),
  steps: z.array(z.string()),
});

/**
 * Calls made on or after this day are the analysts' current calls, which the top analysts'
 * Premium figures are made of: without Premium they are left out (and `latestCall` is null when it
 * is one of them). null: every call is shown.
 */
const premiumCallsFrom = date.nullable();

export const analystsPageSchema = z
  .object({
    /** The ranking's date; null before the ranking step has run. */
    asOf: date.nullable(),
    method: rankingMethodSchema,
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    /** Analysts with a rank (enough rated calls), the ranks' denominator. */
    rankedCount: z.number(),
    analysts: z.array(analystSummarySchema),
    premiumCallsFrom,
  })
  .meta({ id: "AnalystsPage" });

export const analystFiltersSchema = z
  .object({
    sectors: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), analysts: z.number() })),
    firms: z.array(z.object({ id: z.number(), name: z.string(), analysts: z.number() })),
  })
  .meta({ id: "AnalystFilters" });

const rankSchema = z.object({ rank: z.number(), of: z.number() }).nullable();

export const analystCallSchema = z.object({
  ratedOn: date,
  company: analystCompanySchema,
  rating: z.enum(RATINGS),
  priceTarget: z.number().nullable(),
  priceAtCall: z.number().nullable(),
  /** The stock's own 12-month return. */
  return12m: z.number().nullable(),
  /** The call's measured return: the 12-month return against the sector, signed by the call. */
  callReturn: z.number().nullable(),
  /** null for holds and until the 12 months have passed. */
  success: z.boolean().nullable(),
  targetHit: z.boolean().nullable(),
  /** When the 12-month outcome is (or will be) known. */
  outcomeKnownOn: date.nullable(),
});

export const analystProfileSchema = z
  .object({
    asOf: date.nullable(),
    method: rankingMethodSchema,
    analyst: analystSummarySchema,
    ranks: z.object({ overall: rankSchema, sector: rankSchema, firm: rankSchema }),
    /** Share of ranked analysts ranked below (1 is best). */
    percentile: z.number().nullable(),
    /** The calls' cumulative excess return, one point per judged call in the order they were made. */
    cumulative: z.array(z.object({ date, callReturn: z.number(), cumulative: z.number() })),
    byYear: z.array(
      z.object({ year: z.number(), calls: z.number(), successes: z.number(), successRate: z.number().nullable() }),
    ),
    /** The analyst's latest rating of each company of the last 12 months; empty without Premium. */
    currentRatings: z.array(
      z.object({
        ratedOn: date,
        company: analystCompanySchema,
        rating: z.enum(RATINGS),
        priceTarget: z.number().nullable(),
        price: z.number().nullable(),
        upside: z.number().nullable(),
      }),
    ),
    pastCalls: z.array(analystCallSchema),
    /** How many past calls there are in all (the list holds the latest ones). */
    pastCallsTotal: z.number(),
    premiumCallsFrom,
    /** The calls left out for being current (0 with Premium): `currentRatings` is then empty too. */
    premiumCalls: z.number(),
    sectors: z.array(
      z.object({ slug: z.string().nullable(), name: z.string(), ratings: z.number(), calls: z.number() }),
    ),
  })
  .meta({ id: "AnalystProfile" });

export type AnalystSummary = z.infer<typeof analystSummarySchema>;
export type AnalystsPage = z.infer<typeof analystsPageSchema>;
export type AnalystFilters = z.infer<typeof analystFiltersSchema>;
export type AnalystProfile = z.infer<typeof analystProfileSchema>;
export type AnalystCall = z.infer<typeof analystCallSchema>;
export type RankingMethod = z.infer<typeof rankingMethodSchema>;

/** How the /analysts pages reach the server (React Router load context). */
export interface AnalystPagesReader {
  /** The ranking for a query already checked by `analystsQuerySchema`. */
  list(query: AnalystsQuery): Promise<AnalystsPage>;
  filters(): Promise<AnalystFilters>;
  /** null for an id that is no analyst with a rating. */
  profile(id: number): Promise<AnalystProfile | null>;
}
