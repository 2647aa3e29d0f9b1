import { describe, expect, it } from "vitest";
import { MIN_CALLS, SHRINKAGE_CALLS } from "./method";
import { scoreAnalysts, shrunkScore, topCount, type MeasuredCall } from "./scores";

// Per analyst: the record, the shrunk score and the ranks.

function calls(analystId: number, returns: (number | null)[], extra: Partial<MeasuredCall> = {}): MeasuredCall[] {
  return returns.map((callReturn, i) => ({
    analystId,
    sectorId: 1,
    day: 1000 + i,
    direction: 1,
    callReturn,
    marketReturn: callReturn === null ? null : callReturn + 0.01,
    targetHit: null,
    ...extra,
  }));
}
const repeat = (n: number, x: number) => Array.from({ length: n }, () => x);

describe("the shrunk score", () => {
  it("weighs the average by n / (n + k)", () => {
    expect(SHRINKAGE_CALLS).toBe(20);
    expect(shrunkScore(0.3, 3)).toBeCloseTo((0.3 * 3) / 23, 12);
    expect(shrunkScore(0.1, 100)).toBeCloseTo((0.1 * 100) / 120, 12);
    expect(shrunkScore(0.5, 0)).toBe(0);
    expect(shrunkScore(-0.2, 20)).toBeCloseTo(-0.1, 12);
  });

  it("keeps three lucky calls below a long record of modest ones", () => {
    expect(shrunkScore(0.3, 3)).toBeLessThan(shrunkScore(0.05, 100));
  });
});

describe("the top quarter", () => {
  it("is a quarter of the ranked, rounded up", () => {
    expect(topCount(0)).toBe(0);
    expect(topCount(1)).toBe(1);
    expect(topCount(4)).toBe(1);
    expect(topCount(5)).toBe(2);
    expect(topCount(4000)).toBe(1000);
  });
});

describe("scoring analysts", () => {
  it("counts rated calls, successes, averages and target hits; holds and unknown outcomes only as ratings", () => {
    const list = [
      ...calls(1, [0.1, -0.05, 0.2, null]),
      { ...calls(1, [0.5])[0]!, direction: 0 as const, callReturn: null, marketReturn: null },
      ...calls(1, [null], { targetHit: true }),
      ...calls(1, [null], { targetHit: false }),
    ];
    const [s] = scoreAnalysts([{ id: 1, firmId: 7 }], list, 1);
    expect(s).toMatchObject({
      analystId: 1,
      firmId: 7,
      sectorId: 1,
      ratings: 7,
      calls: 3,
      successes: 2,
      targetCalls: 2,
      targetHits: 1,
      targetHitRate: 0.5,
      latestDay: 1003,
    });
    expect(s!.successRate).toBeCloseTo(2 / 3, 12);
    expect(s!.avgReturn).toBeCloseTo(0.25 / 3, 12);
    expect(s!.avgReturnMarket).toBeCloseTo(0.28 / 3, 12);
    expect(s!.score).toBeCloseTo(shrunkScore(0.25 / 3, 3), 12);
  });

  it("counts a call of zero return as no success", () => {
    const [s] = scoreAnalysts([{ id: 1, firmId: 1 }], calls(1, [0, 0.1]), 1);
    expect(s!.successes).toBe(1);
  });

  it("leaves out analysts without ratings and ratings of unknown analysts", () => {
    const scores = scoreAnalysts(
      [
        { id: 1, firmId: 1 },
        { id: 2, firmId: 1 },
      ],
      [...calls(1, [0.1]), ...calls(9, [0.2])],
    );
    expect(scores.map((s) => s.analystId)).toEqual([1]);
  });

  it("has no rates and a zero score without known calls", () => {
    const [s] = scoreAnalysts([{ id: 1, firmId: 1 }], calls(1, [null, null]));
    expect(s).toMatchObject({
      ratings: 2,
      calls: 0,
      successRate: null,
      avgReturn: null,
      avgReturnMarket: null,
      score: 0,
    });
    expect(s!.targetHitRate).toBeNull();
  });

  it("takes the sector of most ratings as the main one (the lower id on a tie)", () => {
    const list = [
      ...calls(1, [0.1, 0.1], { sectorId: 5 }),
      ...calls(1, [0.1, 0.1, 0.1], { sectorId: 3 }),
      ...calls(2, [0.1], { sectorId: 4 }),
      ...calls(2, [0.1], { sectorId: 2 }),
      ...calls(3, [0.1], { sectorId: null }),
    ];
    const scores = scoreAnalysts(
      [1, 2, 3].map((id) => ({ id, firmId: 1 })),
      list,
      1,
    );
    expect(scores.map((s) => s.sectorId)).toEqual([3, 2, null]);
  });

  it("ranks by score the analysts with enough calls, overall, by sector and by firm", () => {
    expect(MIN_CALLS).toBe(10);
    const analysts = [
      { id: 1, firmId: 1 },
      { id: 2, firmId: 1 },
      { id: 3, firmId: 2 },
      { id: 4, firmId: 2 },
      { id: 5, firmId: 2 },
    ];
    const list = [
      ...calls(1, repeat(40, 0.05), { sectorId: 1 }),
      // Three lucky calls: fewer than the minimum, not ranked.
      ...calls(2, repeat(3, 0.5), { sectorId: 1 }),
      ...calls(3, repeat(100, 0.04), { sectorId: 2 }),
      ...calls(4, repeat(12, -0.1), { sectorId: 1 }),
      ...calls(5, repeat(20, 0.02), { sectorId: 2 }),
    ];
    const byId = new Map(scoreAnalysts(analysts, list).map((s) => [s.analystId, s]));
    // Scores: 3: 0.04*100/120 = 0.0333; 1: 0.05*40/60 = 0.0333... a tie broken by calls; 5: 0.01; 4: negative.
    expect([3, 1, 5, 4].map((id) => byId.get(id)!.rank)).toEqual([1, 2, 3, 4]);
    expect(byId.get(2)).toMatchObject({ rank: null, rankSector: null, rankFirm: null, percentile: null, isTop: false });
    expect(byId.get(2)!.rankedCount).toBe(4);
    expect(byId.get(3)).toMatchObject({ rankSector: 1, sectorRankedCount: 2, rankFirm: 1, firmRankedCount: 3 });
    expect(byId.get(1)).toMatchObject({ rankSector: 1, sectorRankedCount: 2, rankFirm: 1, firmRankedCount: 1 });
    expect(byId.get(5)).toMatchObject({ rankSector: 2, rankFirm: 2 });
    expect(byId.get(4)).toMatchObject({ rankSector: 2, rankFirm: 3, percentile: 0 });
    expect(byId.get(3)!.percentile).toBe(1);
    expect(byId.get(1)!.percentile).toBeCloseTo(2 / 3, 12);
    // The top quarter of 4 ranked: one analyst.
    expect([...byId.values()].filter((s) => s.isTop).map((s) => s.analystId)).toEqual([3]);
  });

  it("breaks equal scores by calls, then by id, so the order is stable", () => {
    const analysts = [3, 1, 2].map((id) => ({ id, firmId: 1 }));
    const list = [...calls(3, repeat(10, 0)), ...calls(1, repeat(10, 0)), ...calls(2, repeat(11, 0))];
    const scores = scoreAnalysts(analysts, list);
    expect(scores.map((s) => [s.analystId, s.rank])).toEqual([
      [3, 3],
      [1, 2],
      [2, 1],
    ]);
  });

  it("ranks a single analyst first and at the top", () => {
    const [s] = scoreAnalysts([{ id: 1, firmId: 1 }], calls(1, repeat(10, -0.1)));
    expect(s).toMatchObject({ rank: 1, percentile: 1, isTop: true, rankedCount: 1 });
  });
});
