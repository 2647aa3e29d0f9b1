import { COMPONENTS, COMPONENT_INFO, type Component } from "./components";
import type { CompanyFactorSnapshot } from "./factor-snapshot";
import type { Direction } from "./factors";
import { factorUnit } from "./factor-units";
import { betterText, factorValueText } from "./factor-value-text";
import { GRADES, type Grade } from "./grades";
import { MATRIX_FACTORS } from "./matrix-factors";

// Why a grade is what it is (decision 038): for each component, the factors that
// pulled its score most, with the company's value, its percentile in its sector and whether a
// higher value is better; and what changed since the month-end a month before.
//
// A component's score is the mean of its known factors' universe ranks (component-scores.ts), so
// a factor pulls it by (rank - 50) / known: above the universe's middle it helps, below it hurts.
// The AI component is a linear model over every factor's rank mapped to [-1, 1]
// (factor-ranks.ts, ai-model.ts): a factor pulls it by weight * (rank - 50) / 50.

/** How many pulling factors and movers are shown per component. */
export const DRIVERS_SHOWN = 3;
export const MOVERS_SHOWN = 3;

export interface FactorDriver {
  key: string;
  name: string;
  description: string;
  /** The factor as computed (a ratio, a fraction or a count); null when unknown. */
  value: number | null;
  /** The value in its unit, as an investor reads it ("4.5%", "12.3x"); "No data" when unknown. */
  valueText: string;
  /** Percentile of the value among the sector's companies, 0 lowest to 100 highest. */
  sectorPercentile: number | null;
  direction: Direction;
  /** The direction in words ("A lower figure scores better"). */
  better: string;
  effect: "helps" | "hurts" | "neutral";
}

export interface FactorMover {
  key: string;
  name: string;
  sectorPercentile: number;
  previousSectorPercentile: number;
  /** Whether the move is good for the stock given the factor's direction. */
  effect: "better" | "worse";
}

export interface ComponentExplanation {
  key: Component;
  name: string;
  grade: Grade | null;
  score: number | null;
  previous: { grade: Grade | null; score: number | null } | null;
  /** Score now minus a month before (percentile points), when both are known. */
  scoreChange: number | null;
  /** Factors with a value now, of the component's factors (for AI: of the factors the model reads). */
  known: number;
  total: number;
  drivers: FactorDriver[];
  movers: FactorMover[];
  /** The component's factors without a value now (not listed for AI, which reads all factors). */
  missing: { key: string; name: string }[];
}

export interface RatingExplanation {
  asOf: string;
  previousAsOf: string | null;
  components: ComponentExplanation[];
}

const ACRONYMS: Record<string, string> = {
  eps: "EPS",
  rsi: "RSI",
  sma: "SMA",
  macd: "MACD",
  ebit: "EBIT",
  ai: "AI",
};
const UNITS: Record<string, [string, string]> = { y: ["year", "years"], m: ["month", "months"], d: ["day", "days"] };

/** A factor key in words: "epsGrowth3y" is "EPS growth 3 years", "priceVsSma50" "Price vs SMA 50". */
export function factorName(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Z])/g, "$1 $2")
    .split(" ")
    .map((w) => {
      const unit = /^(\d+)([ymd])$/.exec(w);
      if (unit) {
        const [singular, plural] = UNITS[unit[2]!]!;
        return `${unit[1]} ${unit[1] === "1" ? singular : plural}`;
      }
      const lower = w.toLowerCase();
      return ACRONYMS[lower] ?? lower;
    });
  const first = words[0]!;
  words[0] = first === first.toUpperCase() ? first : first[0]!.toUpperCase() + first.slice(1);
  return words.join(" ");
}

const known = (x: number | undefined): x is number => x !== undefined && !Number.isNaN(x);
const round1 = (x: number) => Math.round(x * 10) / 10;
const gradeOf = (code: number | undefined): Grade | null =>
  code !== undefined && code >= 1 && code <= 5 ? GRADES[code - 1]! : null;
const effectOf = (pull: number): FactorDriver["effect"] => (pull > 0 ? "helps" : pull < 0 ? "hurts" : "neutral");

function driver(f: number, now: CompanyFactorSnapshot, pull: number): FactorDriver {
  const def = MATRIX_FACTORS[f]!;
  const v = now.values[f];
  const p = now.sectorPercentiles[f];
  const unit = factorUnit(def.key);
  const value = known(v) ? v : null;
  return {
    key: def.key,
    name: factorName(def.key),
    description: def.description,
    value,
    valueText: factorValueText(value, unit),
    sectorPercentile: known(p) ? round1(p) : null,
    direction: def.direction,
    better: betterText(def.direction, unit),
    effect: effectOf(pull),
  };
}

/** The factors whose sector percentile moved most between the two dates, by `weight` of each. */
function movers(
  factors: number[],
  now: CompanyFactorSnapshot,
  before: CompanyFactorSnapshot | null,
  weight: (f: number) => number,
): FactorMover[] {
  if (!before) return [];
  const moves: { f: number; size: number; delta: number }[] = [];
  for (const f of factors) {
    const a = before.sectorPercentiles[f];
    const b = now.sectorPercentiles[f];
    if (!known(a) || !known(b)) continue;
    const delta = b - a;
    const size = Math.abs(delta) * weight(f);
    if (round1(Math.abs(delta)) >= 0.1 && size > 0) moves.push({ f, size, delta });
  }
  moves.sort((x, y) => y.size - x.size || x.f - y.f);
  return moves.slice(0, MOVERS_SHOWN).map(({ f, delta }) => {
    const def = MATRIX_FACTORS[f]!;
    return {
      key: def.key,
      name: factorName(def.key),
      sectorPercentile: round1(now.sectorPercentiles[f]!),
      previousSectorPercentile: round1(before.sectorPercentiles[f]!),
      effect: delta > 0 === (def.direction === "higher") ? "better" : "worse",
    };
  });
}

/** The strongest pulls first; ties in the catalogue's order. */
function topDrivers(pulls: { f: number; pull: number }[], now: CompanyFactorSnapshot): FactorDriver[] {
  return pulls
    .filter((p) => p.pull !== 0)
    .sort((a, b) => Math.abs(b.pull) - Math.abs(a.pull) || a.f - b.f)
    .slice(0, DRIVERS_SHOWN)
    .map((p) => driver(p.f, now, p.pull));
}

const FACTORS_OF = COMPONENTS.map((k) => MATRIX_FACTORS.flatMap((f, i) => (f.component === k ? [i] : [])));
const ALL_FACTORS = MATRIX_FACTORS.map((_, i) => i);

/**
 * The explanation of one company's rating from its snapshot on the latest date and, when known,
 * on the month-end a month before. `aiWeights` are the AI model's weights in use on the latest
 * date (one per MATRIX_FACTORS entry), null before the model has been trained.
 */
export function explainRating(
  now: CompanyFactorSnapshot,
  before: CompanyFactorSnapshot | null,
  aiWeights: readonly number[] | null,
): RatingExplanation {
  const weights = aiWeights && aiWeights.length === MATRIX_FACTORS.length ? aiWeights : null;
  const components = COMPONENTS.map((key, k): ComponentExplanation => {
    const score = known(now.componentScores[k]) ? round1(now.componentScores[k]!) : null;
    const previous = before
      ? {
          grade: gradeOf(before.componentGrades[k]),
          score: known(before.componentScores[k]) ? round1(before.componentScores[k]!) : null,
        }
      : null;
    const base = {
      key,
      name: COMPONENT_INFO[key].name,
      grade: gradeOf(now.componentGrades[k]),
      score,
      previous,
      scoreChange: score !== null && previous?.score != null ? round1(score - previous.score) : null,
    };
    if (key === "ai") {
      const pulls = weights
        ? ALL_FACTORS.flatMap((f) => {
            const r = now.ranks[f];
            return known(r) ? [{ f, pull: weights[f]! * ((r - 50) / 50) }] : [];
          })
        : [];
      return {
        ...base,
        known: ALL_FACTORS.filter((f) => known(now.values[f])).length,
        total: ALL_FACTORS.length,
        drivers: topDrivers(pulls, now),
        movers: weights ? movers(ALL_FACTORS, now, before, (f) => Math.abs(weights[f]!)) : [],
        missing: [],
      };
    }
    const mine = FACTORS_OF[k]!;
    const knownHere = mine.filter((f) => known(now.ranks[f]));
    const pulls = knownHere.map((f) => ({ f, pull: (now.ranks[f]! - 50) / knownHere.length }));
    return {
      ...base,
      known: knownHere.length,
      total: mine.length,
      drivers: topDrivers(pulls, now),
      movers: movers(mine, now, before, () => 1),
      missing: mine
        .filter((f) => !known(now.ranks[f]))
        .map((f) => ({ key: MATRIX_FACTORS[f]!.key, name: factorName(MATRIX_FACTORS[f]!.key) })),
    };
  });
  return { asOf: now.asOf, previousAsOf: before?.asOf ?? null, components };
}
