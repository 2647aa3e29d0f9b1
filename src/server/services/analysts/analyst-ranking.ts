import type { Kysely } from "kysely";
import {
  ANALYSTS_PAGE_SIZE,
  DEFAULT_SORT_DIRECTION,
  type AnalystFilters,
  type AnalystProfile,
  type AnalystsPage,
  type AnalystsQuery,
  type RankingMethod,
} from "../../../domain/contracts/analysts";
import type { DB } from "../../../db/schema";
import {
  MIN_CALLS,
  RANKING_METHOD as METHOD_WORDS,
  SCORED_HORIZON_MONTHS,
  SHRINKAGE_CALLS,
  TOP_SHARE,
} from "../../../domain/analysts/method";
import {
  analystFilterOptions,
  callOutcomes,
  countAnalysts,
  currentRatings,
  findAnalystScore,
  findFirm,
  findSectorBySlug,
  latestCalls,
  listAnalystScores,
  rankingSummary,
} from "../../../db/repositories/analysts";
import { presentAnalystProfile, presentAnalystSummary } from "../../presenters/analysts";
import type { AnalystCallAccess } from "../../policies/analyst-calls";

// The analysts' ranking as the API and the pages read it: one page of the ranking
// for a query, the filters' options, and one analyst's profile.

/** The profile lists this many of the latest calls (and says how many there are). */
export const PAST_CALL_LIMIT = 500;

/** The method's figures and words, from the ranking step's own constants (decision 026). */
export const RANKING_METHOD: RankingMethod = {
  minCalls: MIN_CALLS,
  shrinkage: SHRINKAGE_CALLS,
  horizonMonths: SCORED_HORIZON_MONTHS,
  topShare: TOP_SHARE,
  summary: METHOD_WORDS.summary,
  steps: [...METHOD_WORDS.steps],
};

export type AnalystListResult = { page: AnalystsPage } | { unknown: "sector" | "firm" };

export async function listAnalysts(
  db: Kysely<DB>,
  query: AnalystsQuery,
  access: AnalystCallAccess,
): Promise<AnalystListResult> {
  const [sector, firm, summary] = await Promise.all([
    query.sector === undefined ? undefined : findSectorBySlug(db, query.sector),
    query.firm === undefined ? undefined : findFirm(db, query.firm),
    rankingSummary(db),
  ]);
  if (query.sector !== undefined && !sector) return { unknown: "sector" };
  if (query.firm !== undefined && !firm) return { unknown: "firm" };
  const filter = {
    sectorId: sector?.id,
    firmId: firm?.id,
    minCalls: query.min_calls,
    nameContains: query.q || undefined,
  };
  const sort = query.sort ?? "rank";
  const direction = query.dir ?? DEFAULT_SORT_DIRECTION[sort];
  const page = query.page ?? 1;
  const [total, rows] = await Promise.all([
    countAnalysts(db, filter),
    listAnalystScores(
      db,
      filter,
      { by: sort, direction },
      {
        offset: (page - 1) * ANALYSTS_PAGE_SIZE,
        limit: ANALYSTS_PAGE_SIZE,
      },
    ),
  ]);
  const latest = summary
    ? await latestCalls(
        db,
        rows.map((r) => r.id),
        summary.asOf,
      )
    : [];
  const latestOf = new Map(latest.map((l) => [l.analystId, l]));
  return {
    page: {
      asOf: summary?.asOf ?? null,
      method: RANKING_METHOD,
      page,
      pageSize: ANALYSTS_PAGE_SIZE,
      total,
      rankedCount: summary?.rankedCount ?? 0,
      analysts: rows.map((r) => presentAnalystSummary(r, latestOf.get(r.id), access)),
      premiumCallsFrom: access.premiumFrom,
    },
  };
}

export async function analystFilters(db: Kysely<DB>): Promise<AnalystFilters> {
  return analystFilterOptions(db);
}

/** One analyst's profile; undefined for an id that is no analyst with a rating. */
export async function readAnalystProfile(
  db: Kysely<DB>,
  id: number,
  access: AnalystCallAccess,
): Promise<AnalystProfile | undefined> {
  const score = await findAnalystScore(db, id);
  if (!score) return undefined;
  const [latest, calls, current] = await Promise.all([
    latestCalls(db, [id], score.asOf),
    callOutcomes(db, id),
    access.premiumFrom === null ? currentRatings(db, id, score.asOf) : [],
  ]);
  return presentAnalystProfile({
    method: RANKING_METHOD,
    score,
    latest: latest[0],
    calls,
    current,
    pastCallLimit: PAST_CALL_LIMIT,
    access,
  });
}
