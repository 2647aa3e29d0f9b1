import { dayOf } from "../../domain/analysts/dates";
import { RankingBuilder, type Ranking } from "../../domain/analysts/ranking";
import type { DemoWorld } from "../demo/build";
import { simulateCompany } from "../demo/company-sim";
import { adjustedSeries } from "./load";

/**
 * The analyst ranking of an in-memory demo world at `asOf`, without a database: every listed
 * company simulated, its closes adjusted for dividends and splits as the step adjusts them. The
 * skill test and `bench/analyst-skill.ts` compare it with the generator's own analyst skill.
 */
export function rankDemoWorld(world: DemoWorld, asOf: string): Ranking {
  const builder = new RankingBuilder(dayOf(asOf), dayOf(world.days[0]!));
  let id = 1;
  for (const spec of world.universe.filter((s) => s.listedOn <= asOf)) {
    const c = simulateCompany(spec, world.macro, world.rng.fork(`sim-${spec.id}`), world.coverage(spec), asOf);
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
  return builder.finish(world.analysts.map((a) => ({ id: a.id, firmId: a.firmId })));
}
