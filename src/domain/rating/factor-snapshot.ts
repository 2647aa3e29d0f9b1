import { COMPONENTS } from "./components";
import { MATRIX_FACTORS } from "./matrix-factors";
import { percentileRanks } from "./ranking";

// What the rating run keeps of one date for explaining a grade (decision 038): every company's
// raw factor values, their ranks in the universe (what the component scores averaged) and their
// percentiles among the company's sector peers (what a reader compares with). Kept for two
// dates only, the latest and the month-end a month before it, so the cost is two copies of one
// date's factors and one ranking per sector per factor.

/** One company's factors on one date, in MATRIX_FACTORS order, with its component results. */
export interface CompanyFactorSnapshot {
  asOf: string;
  /** Component percentiles (NaN when unscored) in COMPONENTS order. */
  componentScores: ArrayLike<number>;
  /** Component grade codes (1 A .. 5 F, 0 none) in COMPONENTS order. */
  componentGrades: ArrayLike<number>;
  /** The factor as computed (NaN when unknown). */
  values: ArrayLike<number>;
  /** Percentile rank in the universe, 0 worst to 100 best (direction applied); NaN when unknown. */
  ranks: ArrayLike<number>;
  /** Percentile of the value among its sector's companies, 0 lowest to 100 highest; NaN when unknown. */
  sectorPercentiles: ArrayLike<number>;
}

/**
 * Each factor's percentile among the companies of the same sector, 0 for the lowest value to 100
 * for the highest (not direction-adjusted: the reader is told the direction beside it). `raw`
 * is one date's factors at (f * N + c); companies without a sector get NaN.
 */
export function sectorPercentiles(raw: Float32Array, sectorIds: readonly (number | null)[]): Float32Array {
  const N = sectorIds.length;
  const F = raw.length / N;
  const out = new Float32Array(raw.length).fill(Number.NaN);
  const members = new Map<number, number[]>();
  sectorIds.forEach((s, c) => {
    if (s === null) return;
    let list = members.get(s);
    if (!list) members.set(s, (list = []));
    list.push(c);
  });
  for (const list of members.values()) {
    const values = new Float32Array(list.length);
    const pct = new Float32Array(list.length);
    for (let f = 0; f < F; f++) {
      for (let i = 0; i < list.length; i++) values[i] = raw[f * N + list[i]!]!;
      percentileRanks(values, true, pct);
      for (let i = 0; i < list.length; i++) out[f * N + list[i]!] = pct[i]!;
    }
  }
  return out;
}

/** One date's factors of every company: raw values, universe ranks and sector percentiles at (f * N + c). */
export interface DateFactors {
  day: number;
  values: Float32Array;
  ranks: Float32Array;
  sectorPercentiles: Float32Array;
}

/** Company `c`'s factors out of a date's columns, in MATRIX_FACTORS order. */
export function companyFactors(
  d: DateFactors,
  c: number,
  N: number,
): Pick<CompanyFactorSnapshot, "values" | "ranks" | "sectorPercentiles"> {
  const F = MATRIX_FACTORS.length;
  const values = new Float32Array(F);
  const ranks = new Float32Array(F);
  const sector = new Float32Array(F);
  for (let f = 0; f < F; f++) {
    values[f] = d.values[f * N + c]!;
    ranks[f] = d.ranks[f * N + c]!;
    sector[f] = d.sectorPercentiles[f * N + c]!;
  }
  return { values, ranks, sectorPercentiles: sector };
}

export const SNAPSHOT_COMPONENTS = COMPONENTS.length;
