import { beforeAll, describe, expect, it } from "vitest";
import { dayOf } from "../../domain/analysts/dates";
import { RankingBuilder, type Ranking } from "../../domain/analysts/ranking";
import { drawWorld, type DemoWorld } from "../demo/build";
import { simulateCompany } from "../demo/company-sim";
import { adjustedSeries } from "./load";

// The ranking on the demo generator's own analysts: the few it made skilled (their calls lean on
// what research can know, decision 006) must rank above the noise. Their edge is modest by
// design (about a point of excess return a call against a spread of 35), so the test holds the
// ranking to placing them above the middle on this 300-company world, not to finding every one;
// on the 6,000-company demo market the effect is close to chance (figures in decision 026).

const AS_OF = "2026-06-30";
const SKILLED = 0.15;
let world: DemoWorld;
let ranking: Ranking;

beforeAll(() => {
  world = drawWorld({ companies: 300, seed: "stats", asOf: AS_OF });
  const builder = new RankingBuilder(dayOf(AS_OF), dayOf(world.days[0]!));
  let id = 1;
  for (const spec of world.universe.filter((s) => s.listedOn <= AS_OF)) {
    const c = simulateCompany(spec, world.macro, world.rng.fork(`sim-${spec.id}`), world.coverage(spec), AS_OF);
    const day = Int32Array.from({ length: c.close.length }, (_, i) => dayOf(world.macro.days[c.first + i]!));
    const events = [
      ...c.dividends.map((d) => ({ day: dayOf(d.exDate), dividend: d.amount, split: 1 })),
      ...c.splits.map((s) => ({ day: dayOf(s.exDate), dividend: 0, split: s.ratio })),
    ];
    builder.addCompany(
      spec.id,
      spec.sectorId,
      adjustedSeries(day, Float64Array.from(c.close), events),
      c.ratings.map((r) => ({
        id: id++,
        analystId: r.analystId,
        day: dayOf(r.date),
        rating: r.rating,
        priceTarget: r.target,
      })),
    );
  }
  ranking = builder.finish(world.analysts.map((a) => ({ id: a.id, firmId: a.firmId })));
}, 60_000);

/** Spearman's rank correlation, ties given their mean rank. */
function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (xs: readonly number[]) => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const out = new Array<number>(xs.length);
    for (let k = 0; k < order.length;) {
      let j = k;
      while (j + 1 < order.length && order[j + 1]![0] === order[k]![0]) j++;
      for (let m = k; m <= j; m++) out[order[m]![1]] = (k + j) / 2;
      k = j + 1;
    }
    return out;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

describe("the ranking on the demo generator's analysts", () => {
  it("ranks most analysts, on dozens of calls each", () => {
    const ranked = ranking.scores.filter((s) => s.rank !== null);
    expect(ranked.length).toBeGreaterThan(ranking.scores.length * 0.8);
    const calls = ranked.map((s) => s.calls).sort((a, b) => a - b);
    expect(calls[Math.floor(calls.length / 2)]).toBeGreaterThan(30);
  });

  it("puts the skilled analysts above the middle, more often in the top quarter than chance would", () => {
    const skill = new Map(world.analysts.map((a) => [a.id, a.skill]));
    const ranked = ranking.scores.filter((s) => s.rank !== null);
    const skilled = ranked.filter((s) => skill.get(s.analystId)! >= SKILLED);
    expect(skilled.length).toBeGreaterThanOrEqual(5);
    const percentiles = skilled.map((s) => s.percentile!).sort((a, b) => a - b);
    expect(percentiles[Math.floor(percentiles.length / 2)]).toBeGreaterThan(0.6);
    // A quarter would be chance.
    expect(skilled.filter((s) => s.isTop).length / skilled.length).toBeGreaterThan(0.3);
    // Skilled or not against the score: positive.
    const isSkilled = ranked.map((s) => (skill.get(s.analystId)! >= SKILLED ? 1 : 0));
    expect(
      spearman(
        isSkilled,
        ranked.map((s) => s.score),
      ),
    ).toBeGreaterThan(0.1);
  });
});
