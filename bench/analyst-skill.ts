import { pathToFileURL } from "node:url";
import { rankDemoWorld } from "../src/market/analyst-ranking/demo-world-ranking";
import { drawWorld } from "../src/market/demo/build";
import { rankCorrelation } from "../src/domain/statistics/signal-quality";

// How well the analyst ranking finds the demo generator's skilled analysts (decision 026): on
// an in-memory world of N companies, the Spearman rank correlation between each ranked
// analyst's generator skill and measured score, the skilled analysts' median percentile, their
// share in the top quarter (a quarter is chance) and their average signed 12-month
// sector-relative return per call. `tsx bench/analyst-skill.ts [companies] [seed] [as-of]`.

/** Spearman's rank correlation (ties share their mean rank), the statistics module's. */
const spearman = (a: readonly number[], b: readonly number[]) => rankCorrelation(a, b, 2) ?? Number.NaN;

export function measureAnalystSkill(companies: number, seed: string, asOf = "2026-06-30") {
  const t = performance.now();
  const world = drawWorld({ companies, seed, asOf });
  const ranking = rankDemoWorld(world, asOf);
  const skill = new Map(world.analysts.map((a) => [a.id, a.skill]));
  const ranked = ranking.scores.filter((s) => s.rank !== null);
  const skilled = ranked.filter((s) => skill.get(s.analystId)! >= 0.15);
  const pct = skilled.map((s) => s.percentile!).sort((a, b) => a - b);
  const avg = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
  return {
    companies,
    seed,
    analysts: ranking.scores.length,
    ranked: ranked.length,
    skilled: skilled.length,
    spearmanSkill: spearman(
      ranked.map((s) => skill.get(s.analystId)!),
      ranked.map((s) => s.score),
    ),
    spearmanSkilled: spearman(
      ranked.map((s) => (skill.get(s.analystId)! >= 0.15 ? 1 : 0)),
      ranked.map((s) => s.score),
    ),
    skilledMedianPercentile: pct[Math.floor(pct.length / 2)],
    skilledTopShare: skilled.filter((s) => s.isTop).length / skilled.length,
    skilledReturnPerCall: avg(skilled.map((s) => s.avgReturn ?? NaN).filter(Number.isFinite)),
    othersReturnPerCall: avg(
      ranked
        .filter((s) => skill.get(s.analystId)! < 0.15)
        .map((s) => s.avgReturn ?? NaN)
        .filter(Number.isFinite),
    ),
    seconds: (performance.now() - t) / 1000,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(
    measureAnalystSkill(Number(process.argv[2] ?? 600), process.argv[3] ?? "openzen", process.argv[4] ?? "2026-06-30"),
  );
}
