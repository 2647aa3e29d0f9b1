import { z } from "zod";
import { COMPONENTS } from "../rating/components";
import { GRADES } from "../rating/grades";

// What the Zen Rating pages receive: the rating card of a company page, the explainer page
// (/zen-ratings) with the backtest our code produced, and the industry and sector rankings.
// Premium values (the overall grade, the components, the history, companies' grades in lists)
// are removed on the server for sessions without Premium; `locked` says so.

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const grade = z.enum(GRADES);

export const componentRatingSchema = z.object({
  key: z.enum(COMPONENTS),
  name: z.string(),
  factors: z.number(),
  /** Null when locked or when the company lacks the data for it. */
  grade: grade.nullable(),
  /** Percentile rank in the universe, 0 to 100. */
  score: z.number().nullable(),
});

const factorDirection = z.enum(["higher", "lower"]);

/** One factor that pulled a component (see src/domain/rating/explanation.ts). */
export const factorDriverSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** The factor as computed; null when unknown. */
  value: z.number().nullable(),
  /** The value in its unit ("4.5%", "12.3x", "8 of 12 months"); "No data" when unknown. */
  valueText: z.string(),
  /** Percentile of the value among the sector's companies, 0 lowest to 100 highest. */
  sectorPercentile: z.number().nullable(),
  /** Whether a higher value is better or worse for the stock. */
  direction: factorDirection,
  /** The direction in an investor's words ("A lower figure scores better"). */
  better: z.string(),
  effect: z.enum(["helps", "hurts", "neutral"]),
});

export const componentExplanationSchema = z.object({
  key: z.enum(COMPONENTS),
  name: z.string(),
  grade: grade.nullable(),
  score: z.number().nullable(),
  previous: z.object({ grade: grade.nullable(), score: z.number().nullable() }).nullable(),
  scoreChange: z.number().nullable(),
  known: z.number(),
  total: z.number(),
  drivers: z.array(factorDriverSchema),
  /** The factors whose sector percentile moved most since the month-end a month before. */
  movers: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      sectorPercentile: z.number(),
      previousSectorPercentile: z.number(),
      effect: z.enum(["better", "worse"]),
    }),
  ),
  /** The component's factors without a value (the data lacks them). */
  missing: z.array(z.object({ key: z.string(), name: z.string() })),
});

/** Why the grade is what it is, factor by factor (Premium only, decision 038). */
export const ratingExplanationSchema = z
  .object({ asOf: date, previousAsOf: date.nullable(), components: z.array(componentExplanationSchema) })
  .meta({ id: "RatingExplanation" });

export const companyRatingSchema = z
  .object({
    /** False when no rating exists for the company (not listed on the rating date, no data). */
    available: z.boolean(),
    locked: z.boolean(),
    asOf: date.nullable(),
    grade: grade.nullable(),
    recommendation: z.string().nullable(),
    /** 0 to 10: the percentile rank of the overall score divided by ten. */
    score: z.number().nullable(),
    components: z.array(componentRatingSchema),
    /** Month-end grades (then the daily ones of the latest month), oldest first; empty when locked. */
    history: z.array(z.object({ date, grade, value: z.number() })),
    /**
     * Why the grade is what it is, factor by factor; absent (never sent) without Premium, null
     * when the rating run kept no factors for the company.
     */
    explanation: ratingExplanationSchema.nullable().optional(),
  })
  .meta({ id: "CompanyRating" });

export const gradeStatisticsSchema = z.object({
  grade,
  recommendation: z.string(),
  band: z.string(),
  /** Annualised return of the equal-weighted portfolio of this grade, rebalanced monthly (fraction). */
  annualReturn: z.number().nullable(),
  annualReturnWithoutAi: z.number().nullable(),
  /** Share of months the grade's portfolio beat the market. */
  hitRate: z.number().nullable(),
  /** Worst fall from a peak of the grade's growth curve (fraction, negative). */
  maxDrawdown: z.number().nullable(),
  /** Average number of companies held. */
  averageHoldings: z.number(),
});

export const zenRatingsExplainerSchema = z
  .object({
    available: z.boolean(),
    components: z.array(
      z.object({ key: z.enum(COMPONENTS), name: z.string(), factors: z.number(), description: z.string() }),
    ),
    grades: z.array(gradeStatisticsSchema),
    market: z.object({ annualReturn: z.number().nullable(), maxDrawdown: z.number().nullable() }),
    period: z.object({ from: date, to: date, months: z.number() }).nullable(),
    universe: z.object({
      /** "demo" or "import": which data the backtest ran on. */
      source: z.enum(["demo", "import"]).nullable(),
      companies: z.number(),
      averageRated: z.number(),
      description: z.string(),
    }),
    /** Growth of $1 in each grade's portfolio and the market's, month by month. */
    curves: z.object({
      dates: z.array(date),
      market: z.array(z.number()),
      A: z.array(z.number()),
      B: z.array(z.number()),
      C: z.array(z.number()),
      D: z.array(z.number()),
      F: z.array(z.number()),
    }),
    /** How the components were weighted in the latest month (fractions summing to 1). */
    weights: z.array(z.object({ key: z.enum(COMPONENTS), weight: z.number() })),
    computedAt: z.string().nullable(),
  })
  .meta({ id: "ZenRatingsExplainer" });

export const groupRankSchema = z.object({
  /** The taxonomy's id: the screener's f[sid] (a sector) or f[iid] (an industry) value. */
  id: z.number(),
  /** Null, with the averages, without Premium for a group of too few rated companies (decision 019). */
  rank: z.number().nullable(),
  slug: z.string(),
  name: z.string(),
  url: z.string(),
  /** For an industry, its sector. */
  parent: z.object({ name: z.string(), url: z.string() }).nullable(),
  /** Rated companies of the group. */
  companies: z.number(),
  /**
   * Mean of the companies' overall scores, 0 to 10. Without Premium, taken over the companies of
   * industries with enough rated companies only, and null when too few.
   */
  averageScore: z.number().nullable(),
  averageGrade: grade.nullable(),
});

export const groupRankingSchema = z
  .object({ kind: z.enum(["industry", "sector"]), asOf: date.nullable(), groups: z.array(groupRankSchema) })
  .meta({ id: "GroupRanking" });

export const groupCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  ticker: z.string(),
  exchange: z.string(),
  url: z.string(),
  price: z.number().nullable(),
  marketCap: z.number().nullable(),
  /** Null when locked. */
  grade: grade.nullable(),
  score: z.number().nullable(),
});

export const groupPageSchema = z
  .object({
    kind: z.enum(["industry", "sector"]),
    locked: z.boolean(),
    group: groupRankSchema,
    /** The industries of a sector; empty for an industry. */
    children: z.array(groupRankSchema),
    /**
     * One page of the group's companies: by rating (best first) with Premium; by market cap,
     * grades removed, without it. Ordered over all of them, then cut to the page.
     */
    companies: z.array(groupCompanySchema),
    /** All the group's listed companies, on every page. */
    total: z.number(),
    /** 1-based; the screener's `p`, brought within the pages there are. */
    page: z.number(),
    /** The screener's page size. */
    pageSize: z.number(),
  })
  .meta({ id: "GroupPage" });

export type ComponentRating = z.infer<typeof componentRatingSchema>;
export type CompanyRating = z.infer<typeof companyRatingSchema>;
export type RatingExplanationView = z.infer<typeof ratingExplanationSchema>;
export type ComponentExplanationView = z.infer<typeof componentExplanationSchema>;
export type GradeStatistics = z.infer<typeof gradeStatisticsSchema>;
export type ZenRatingsExplainer = z.infer<typeof zenRatingsExplainerSchema>;
export type GroupRank = z.infer<typeof groupRankSchema>;
export type GroupRanking = z.infer<typeof groupRankingSchema>;
export type GroupPage = z.infer<typeof groupPageSchema>;

/** How the rating pages' loaders reach the server (React Router load context), per request. */
export interface RatingPagesReader {
  companyRating(companyId: number): Promise<CompanyRating>;
  explainer(): Promise<ZenRatingsExplainer>;
  ranking(kind: "industry" | "sector"): Promise<GroupRanking>;
  /** Null for an unknown slug. `page` (1-based, default 1) picks the page of companies. */
  group(kind: "industry" | "sector", slug: string, page?: number): Promise<GroupPage | null>;
}
