import type { AnalystCall, AnalystProfile, AnalystSummary, RankingMethod } from "../../domain/contracts/analysts";
import { paths } from "../../domain/paths";
import type { AnalystScoreRow, CallOutcomeRow, CurrentRatingRow, LatestCallRow } from "../../db/repositories/analysts";
import { showsWhoCalled, type AnalystCallAccess } from "../policies/analyst-calls";

// The analysts' answers, built from the ranking's rows: figures rounded to what a page shows
// (returns and rates at four decimals), links from the route helpers. Without Premium the
// analysts' current calls are left out (decision 042, `policies/analyst-calls.ts`).

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const r4 = (x: number | null) => (x === null || !Number.isFinite(x) ? null : round4(x));

function company(row: { companyName: string; ticker: string; exchange: string }) {
  return { name: row.companyName, ticker: row.ticker, url: paths.company(row) };
}

export function presentAnalystSummary(
  row: AnalystScoreRow,
  latest: LatestCallRow | undefined,
  access: AnalystCallAccess,
): AnalystSummary {
  const shownLatest = latest && showsWhoCalled(access, latest.date) ? latest : undefined;
  return {
    id: row.id,
    name: row.name,
    url: paths.analyst(row.id),
    firm: { id: row.firmId, name: row.firmName },
    sector:
      row.sectorId !== null && row.sectorSlug !== null && row.sectorName !== null
        ? { id: row.sectorId, slug: row.sectorSlug, name: row.sectorName }
        : null,
    rank: row.rank,
    score: round4(row.score),
    calls: row.calls,
    ratings: row.ratings,
    successRate: r4(row.successRate),
    averageReturn: r4(row.avgReturn),
    targetHitRate: r4(row.targetHitRate),
    isTop: row.isTop,
    latestCall: shownLatest
      ? { date: shownLatest.date, rating: shownLatest.rating, company: company(shownLatest) }
      : null,
  };
}

function presentCall(row: CallOutcomeRow): AnalystCall {
  return {
    ratedOn: row.ratedOn,
    company: company(row),
    rating: row.rating,
    priceTarget: r4(row.priceTarget),
    priceAtCall: r4(row.priceAtCall),
    return12m: r4(row.return12m),
    callReturn: r4(row.callReturn),
    success: row.success,
    targetHit: row.targetHit,
    outcomeKnownOn: row.outcomeKnownOn,
  };
}

/** The profile: ranks, the judged calls' running sum, success by year, current ratings, calls, sectors. */
export function presentAnalystProfile(input: {
  method: RankingMethod;
  score: AnalystScoreRow;
  latest: LatestCallRow | undefined;
  calls: CallOutcomeRow[];
  current: CurrentRatingRow[];
  pastCallLimit: number;
  access: AnalystCallAccess;
}): AnalystProfile {
  const { score, access } = input;
  const calls = input.calls.filter((c) => showsWhoCalled(access, c.ratedOn));
  const current = access.premiumFrom === null ? input.current : [];
  let running = 0;
  const cumulative: AnalystProfile["cumulative"] = [];
  const years = new Map<number, { calls: number; successes: number }>();
  const sectors = new Map<string, { slug: string | null; name: string; ratings: number; calls: number }>();
  for (const c of calls) {
    const sectorKey = c.sectorSlug ?? "";
    const sector = sectors.get(sectorKey) ?? {
      slug: c.sectorSlug,
      name: c.sectorName ?? "No sector",
      ratings: 0,
      calls: 0,
    };
    sector.ratings += 1;
    sectors.set(sectorKey, sector);
    if (c.callReturn === null || c.success === null) continue;
    sector.calls += 1;
    running += c.callReturn;
    cumulative.push({ date: c.ratedOn, callReturn: round4(c.callReturn), cumulative: round4(running) });
    const year = Number(c.ratedOn.slice(0, 4));
    const y = years.get(year) ?? { calls: 0, successes: 0 };
    y.calls += 1;
    if (c.success) y.successes += 1;
    years.set(year, y);
  }
  const rank = (r: number | null, of: number | null) => (r === null || of === null ? null : { rank: r, of });
  return {
    asOf: score.asOf,
    method: input.method,
    analyst: presentAnalystSummary(score, input.latest, access),
    ranks: {
      overall: rank(score.rank, score.rankedCount),
      sector: rank(score.rankSector, score.sectorRankedCount),
      firm: rank(score.rankFirm, score.firmRankedCount),
    },
    percentile: r4(score.percentile),
    cumulative,
    byYear: [...years.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, y]) => ({
        year,
        calls: y.calls,
        successes: y.successes,
        successRate: y.calls ? round4(y.successes / y.calls) : null,
      })),
    currentRatings: current.map((r) => ({
      ratedOn: r.ratedOn,
      company: company(r),
      rating: r.rating,
      priceTarget: r4(r.priceTarget),
      price: r4(r.price),
      upside: r.priceTarget !== null && r.price !== null && r.price > 0 ? round4(r.priceTarget / r.price - 1) : null,
    })),
    pastCalls: calls.slice(-input.pastCallLimit).reverse().map(presentCall),
    pastCallsTotal: calls.length,
    premiumCallsFrom: access.premiumFrom,
    premiumCalls: input.calls.length - calls.length,
    sectors: [...sectors.values()].sort((a, b) => b.ratings - a.ratings || a.name.localeCompare(b.name)),
  };
}
