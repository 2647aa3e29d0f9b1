import { MIN_CALLS, SHRINKAGE_CALLS, TOP_SHARE } from "./method";

// Per analyst: the record of their calls, the score that weighs it by its evidence, and the
// ranks (decision 026). Pure: the calls come measured (outcomes.ts), only known ones scored.

export interface MeasuredCall {
  analystId: number;
  /** The company's sector (null: none), for the analyst's main sector. */
  sectorId: number | null;
  day: number;
  /** +1 buy, -1 sell, 0 hold. */
  direction: -1 | 0 | 1;
  /** direction × the 12-month return against the sector (against the market without a sector); null until known or for holds. */
  callReturn: number | null;
  /** direction × the 12-month return against the market; null until known or for holds. */
  marketReturn: number | null;
  targetHit: boolean | null;
}

export interface AnalystRef {
  id: number;
  firmId: number;
}

export interface AnalystScore {
  analystId: number;
  firmId: number;
  sectorId: number | null;
  ratings: number;
  calls: number;
  successes: number;
  successRate: number | null;
  avgReturn: number | null;
  avgReturnMarket: number | null;
  targetCalls: number;
  targetHits: number;
  targetHitRate: number | null;
  score: number;
  rank: number | null;
  rankSector: number | null;
  rankFirm: number | null;
  rankedCount: number;
  sectorRankedCount: number | null;
  firmRankedCount: number | null;
  percentile: number | null;
  isTop: boolean;
  latestDay: number | null;
}

/** The shrunk average: `mean` weighed by n / (n + k). */
export function shrunkScore(mean: number, calls: number, k = SHRINKAGE_CALLS): number {
  return calls > 0 ? (mean * calls) / (calls + k) : 0;
}

/** How many of `ranked` analysts are top analysts: the best quarter, at least one when any are ranked. */
export function topCount(ranked: number): number {
  return Math.ceil(ranked * TOP_SHARE);
}

/** Better first: higher score, then more calls, then the lower id (a stable order for ties). */
function better(a: AnalystScore, b: AnalystScore): number {
  return b.score - a.score || b.calls - a.calls || a.analystId - b.analystId;
}

/**
 * Scores and ranks every analyst of `analysts` who made at least one call in `calls` (calls
 * of analysts not listed are ignored). Only analysts with at least `minCalls` known calls are
 * ranked.
 */
export function scoreAnalysts(
  analysts: readonly AnalystRef[],
  calls: readonly MeasuredCall[],
  minCalls = MIN_CALLS,
): AnalystScore[] {
  interface Tally {
    ratings: number;
    calls: number;
    successes: number;
    sum: number;
    sumMarket: number;
    marketCalls: number;
    targetCalls: number;
    targetHits: number;
    latest: number;
    sectors: Map<number, number>;
  }
  const tallies = new Map<number, Tally>();
  const known = new Set(analysts.map((a) => a.id));
  for (const c of calls) {
    if (!known.has(c.analystId)) continue;
    let t = tallies.get(c.analystId);
    if (!t) {
      t = {
        ratings: 0,
        calls: 0,
        successes: 0,
        sum: 0,
        sumMarket: 0,
        marketCalls: 0,
        targetCalls: 0,
        targetHits: 0,
        latest: -Infinity,
        sectors: new Map(),
      };
      tallies.set(c.analystId, t);
    }
    t.ratings++;
    t.latest = Math.max(t.latest, c.day);
    if (c.sectorId !== null) t.sectors.set(c.sectorId, (t.sectors.get(c.sectorId) ?? 0) + 1);
    if (c.direction !== 0 && c.callReturn !== null) {
      t.calls++;
      t.sum += c.callReturn;
      if (c.callReturn > 0) t.successes++;
    }
    if (c.direction !== 0 && c.marketReturn !== null) {
      t.marketCalls++;
      t.sumMarket += c.marketReturn;
    }
    if (c.targetHit !== null) {
      t.targetCalls++;
      if (c.targetHit) t.targetHits++;
    }
  }

  const scores: AnalystScore[] = [];
  for (const a of analysts) {
    const t = tallies.get(a.id);
    if (!t) continue;
    let sectorId: number | null = null;
    let most = 0;
    for (const [s, n] of t.sectors)
      if (n > most || (n === most && sectorId !== null && s < sectorId)) [sectorId, most] = [s, n];
    const avgReturn = t.calls > 0 ? t.sum / t.calls : null;
    scores.push({
      analystId: a.id,
      firmId: a.firmId,
      sectorId,
      ratings: t.ratings,
      calls: t.calls,
      successes: t.successes,
      successRate: t.calls > 0 ? t.successes / t.calls : null,
      avgReturn,
      avgReturnMarket: t.marketCalls > 0 ? t.sumMarket / t.marketCalls : null,
      targetCalls: t.targetCalls,
      targetHits: t.targetHits,
      targetHitRate: t.targetCalls > 0 ? t.targetHits / t.targetCalls : null,
      score: shrunkScore(avgReturn ?? 0, t.calls),
      rank: null,
      rankSector: null,
      rankFirm: null,
      rankedCount: 0,
      sectorRankedCount: null,
      firmRankedCount: null,
      percentile: null,
      isTop: false,
      latestDay: Number.isFinite(t.latest) ? t.latest : null,
    });
  }

  const ranked = scores.filter((s) => s.calls >= minCalls).sort(better);
  const top = topCount(ranked.length);
  const sectorCounts = new Map<number | null, number>();
  const firmCounts = new Map<number, number>();
  ranked.forEach((s, i) => {
    s.rank = i + 1;
    s.percentile = ranked.length > 1 ? (ranked.length - 1 - i) / (ranked.length - 1) : 1;
    s.isTop = i < top;
    if (s.sectorId !== null) {
      s.rankSector = (sectorCounts.get(s.sectorId) ?? 0) + 1;
      sectorCounts.set(s.sectorId, s.rankSector);
    }
    s.rankFirm = (firmCounts.get(s.firmId) ?? 0) + 1;
    firmCounts.set(s.firmId, s.rankFirm);
  });
  for (const s of scores) {
    s.rankedCount = ranked.length;
    if (s.rank === null) continue;
    s.sectorRankedCount = s.sectorId !== null ? sectorCounts.get(s.sectorId)! : null;
    s.firmRankedCount = firmCounts.get(s.firmId)!;
  }
  return scores;
}
