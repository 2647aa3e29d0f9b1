import { beforeAll, describe, expect, it } from "vitest";
import type { Ranking } from "../../domain/analysts/ranking";
import { drawWorld, type DemoWorld } from "../demo/build";
import { rankDemoWorld } from "./demo-world-ranking";
import { rankCorrelation } from "../../domain/statistics/signal-quality";

// The ranking on the demo generator's own analysts: the few it made skilled (about 4%; their
// calls read what research can know today and a noisy part of the company's planned news over
// the next 12 months, decision 026) must rank far above chance. Their edge is modest (about 6 to
// 10 points of sector-relative return a call against a spread of 35), so the ranking is held to
// putting most of them in the top quarter, not every one. Spearman against the generator's skill
// is capped by design: the other 96% carry no skill to order, so even a perfect separation of
// the skilled would give about sqrt(3 * 0.04 * 0.96) = 0.34 for skilled-or-not.

const AS_OF = "2026-06-30";
const SKILLED = 0.15;
let world: DemoWorld;
let ranking: Ranking;

beforeAll(() => {
  world = drawWorld({ companies: 300, seed: "stats", asOf: AS_OF });
  ranking = rankDemoWorld(world, AS_OF);
}, 60_000);

/** Spearman's rank correlation (ties share their mean rank), the statistics module's. */
const spearman = (a: readonly number[], b: readonly number[]) => rankCorrelation(a, b, 2) ?? Number.NaN;

describe("the ranking on the demo generator's analysts", () => {
  it("ranks most analysts, on dozens of calls each", () => {
    const ranked = ranking.scores.filter((s) => s.rank !== null);
    expect(ranked.length).toBeGreaterThan(ranking.scores.length * 0.8);
    const calls = ranked.map((s) => s.calls).sort((a, b) => a - b);
    expect(calls[Math.floor(calls.length / 2)]).toBeGreaterThan(30);
  });

  it("puts the skilled analysts far above chance: most of them in the top quarter", () => {
    const skill = new Map(world.analysts.map((a) => [a.id, a.skill]));
    const ranked = ranking.scores.filter((s) => s.rank !== null);
    const skilled = ranked.filter((s) => skill.get(s.analystId)! >= SKILLED);
    expect(skilled.length).toBeGreaterThanOrEqual(8);
    const percentiles = skilled.map((s) => s.percentile!).sort((a, b) => a - b);
    expect(percentiles[Math.floor(percentiles.length / 2)]).toBeGreaterThan(0.8);
    // A quarter would be chance.
    expect(skilled.filter((s) => s.isTop).length / skilled.length).toBeGreaterThan(0.6);
    // Skilled or not against the score: close to the 0.34 a perfect separation would give.
    expect(
      spearman(
        ranked.map((s) => (skill.get(s.analystId)! >= SKILLED ? 1 : 0)),
        ranked.map((s) => s.score),
      ),
    ).toBeGreaterThan(0.25);
    // The generator's skill against the score, over every ranked analyst.
    expect(
      spearman(
        ranked.map((s) => skill.get(s.analystId)!),
        ranked.map((s) => s.score),
      ),
    ).toBeGreaterThan(0.1);
  });

  it("gives the skilled analysts several points a call against their sectors, and the rest about none beyond their calls' mix", () => {
    const skill = new Map(world.analysts.map((a) => [a.id, a.skill]));
    const ranked = ranking.scores.filter((s) => s.rank !== null);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const isSkilled = (s: { analystId: number }) => skill.get(s.analystId)! >= SKILLED;
    expect(mean(ranked.filter(isSkilled).map((s) => s.avgReturn!))).toBeGreaterThan(0.04);
    // What a call's direction adds: an analyst's mean signed return a call less what the same
    // calls would earn with their buys and sells shuffled among them (the mean direction times
    // the mean sector-relative return of the stocks called), i.e. the covariance of direction
    // and outcome. The plain mean is not nil without skill: the covered companies (the larger,
    // calmer ones) beat their equal-weighted sectors by about 3 points a year through the
    // market's low-risk premium, and analysts lean bullish (about four buys to a sell), so an
    // analyst whose calls are pure noise earns about 2 points a call (decision 018, amendment
    // of 2026-11-27). Shuffling keeps that premium and the bullish lean on both sides; an
    // analyst who could see the future would still show it, as the skilled ones do (about 5
    // points a call here; the unskilled about 0.2).
    const edge = new Map<number, { n: number; signed: number; direction: number; outcome: number }>();
    for (const o of ranking.outcomes) {
      if (o.direction === 0 || o.callReturn === null) continue;
      const e = edge.get(o.analystId) ?? { n: 0, signed: 0, direction: 0, outcome: 0 };
      e.n++;
      e.signed += o.callReturn;
      e.direction += o.direction;
      e.outcome += o.callReturn * o.direction;
      edge.set(o.analystId, e);
    }
    const beyondMix = (s: { analystId: number }) => {
      const e = edge.get(s.analystId)!;
      return e.signed / e.n - (e.direction / e.n) * (e.outcome / e.n);
    };
    expect(mean(ranked.filter(isSkilled).map(beyondMix))).toBeGreaterThan(0.03);
    expect(Math.abs(mean(ranked.filter((s) => !isSkilled(s)).map(beyondMix)))).toBeLessThan(0.015);
  });
});
