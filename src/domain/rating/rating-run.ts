import { AiComponent } from "./ai-component";
import type { BacktestSummary } from "./backtest";
import { BacktestMonths } from "./backtest-months";
import type { CompanyHistoryData, RatesAt } from "./company-history";
import { companyFactorBlock, type CompanyBlock } from "./company-factor-block";
import { ComponentEvidence } from "./component-evidence";
import { scoreComponents } from "./component-scores";
import { MIN_WEIGHT_MONTHS } from "./component-weights";
import { COMPONENTS } from "./components";
import { addCrossFactors } from "./cross-factors";
import { isoOf } from "./day-numbers";
import { aiFeatures, rankFactors } from "./factor-ranks";
import { sectorPercentiles, type DateFactors } from "./factor-snapshot";
import { MATRIX_FACTORS } from "./matrix-factors";
import { MIN_COMPONENTS, overallScores } from "./overall-score";
import { gradesByPosition, percentileRanks } from "./ranking";
import type { RatingCompany } from "./rating-company";
import { relativeReturns } from "./relative-returns";
import type { YieldEntry } from "./yield-history";

// The whole rating history in one pass: companies are added one at a time (their daily data
// is dropped once their factors are written), then `finish` ranks every date across the
// universe, trains the AI factor and weighs the components walk-forward, grades, and backtests.
// This file holds the order of those steps; each step lives in its own file (cross-factors,
// factor-ranks, ai-component, component-scores, component-evidence, overall-score,
// relative-returns, backtest-months).
//
// Storage is columnar: factor f of company c on date e sits at (e * F + f) * N + c.

export { companyFactorBlock, MATRIX_FACTORS, MIN_COMPONENTS, MIN_WEIGHT_MONTHS };
export type { CompanyBlock, RatingCompany };

export interface RatingHistory {
  evalDays: number[];
  monthEnd: boolean[];
  companies: readonly RatingCompany[];
  /** Overall score as a percentile rank (0-100) and grade code (1 A .. 5 F, 0 none), at (e * N + c). */
  overall: Float32Array;
  grade: Uint8Array;
  gradeWithoutAi: Uint8Array;
  /** Component percentile and grade at ((e * 7 + k) * N + c), k in COMPONENTS order. */
  components: Float32Array;
  componentGrades: Uint8Array;
  /** Weights used on each date, at (e * 7 + k). */
  weights: Float64Array;
  backtest: BacktestSummary;
  backtestWithoutAi: BacktestSummary;
  /** Companies rated on each date. */
  rated: Int32Array;
  /** The model and state a one-day update continues from. */
  state: RatingModelState;
  /**
   * Every factor on the last date and on the last month-end of an earlier month (for explaining
   * grades, decision 038); `previous` is null when the run has no such month-end (an update).
   */
  factorDates: { latest: DateFactors | null; previous: DateFactors | null };
}

/** The last month-end whose month is before the last date's, or -1. */
export function previousMonthEnd(evalDays: readonly number[], monthEnd: readonly boolean[]): number {
  const last = evalDays.length - 1;
  if (last < 0) return -1;
  const month = isoOf(evalDays[last]!).slice(0, 7);
  for (let e = last - 1; e >= 0; e--) if (monthEnd[e] && isoOf(evalDays[e]!).slice(0, 7) < month) return e;
  return -1;
}

/**
 * What a one-day update needs from the last full run: the model of the latest month-end
 * (the AI weights and the component weights) and each company's beta and month-end yields.
 */
export interface RatingModelState {
  aiWeights: number[] | null;
  weights: number[];
  beta: (number | null)[];
  yields: YieldEntry[][];
}

export class RatingRun {
  readonly F = MATRIX_FACTORS.length;
  readonly N: number;
  readonly E: number;
  private readonly matrix: Float32Array;
  private readonly forward: Float64Array;
  private readonly forwardTo: Int32Array;

  private readonly yields: YieldEntry[][];

  constructor(
    readonly companies: readonly RatingCompany[],
    readonly evalDays: number[],
    readonly monthEnd: boolean[],
    private readonly ratesAt: RatesAt,
    /** For a one-day update: the last full run's model and state (see RatingModelState). */
    private readonly seed?: RatingModelState,
  ) {
    this.N = companies.length;
    this.E = evalDays.length;
    this.matrix = new Float32Array(this.E * this.F * this.N).fill(Number.NaN);
    this.forward = new Float64Array(this.E * this.N).fill(Number.NaN);
    this.yields = companies.map(() => []);
    // A month-end's forward return runs to the next month-end; daily dates have none.
    this.forwardTo = new Int32Array(this.E).fill(-1);
    let next = -1;
    for (let e = this.E - 1; e >= 0; e--) {
      if (!monthEnd[e]) continue;
      this.forwardTo[e] = next;
      next = e;
    }
  }

  /** The dates whose forward return each date's runs to (for companyFactorBlock). */
  get forwardTargets(): Int32Array {
    return this.forwardTo;
  }

  /** Computes company `c`'s own factors on every date from its data, in this thread. */
  addCompany(c: number, data: CompanyHistoryData): void {
    this.setCompany(
      c,
      companyFactorBlock(data, this.evalDays, this.monthEnd, this.forwardTo, this.ratesAt, this.seed?.yields[c]),
    );
  }

  /** Yield seeds for a one-day update, by company position. */
  yieldSeed(c: number): readonly YieldEntry[] | undefined {
    return this.seed?.yields[c];
  }

  /** Stores company `c`'s factor block (from companyFactorBlock, possibly computed elsewhere). */
  setCompany(c: number, { block, forward, yields }: CompanyBlock): void {
    const { F, N, E, matrix } = this;
    this.yields[c] = yields;
    for (let e = 0; e < E; e++) {
      const base = e * F * N + c;
      const from = e * F;
      for (let f = 0; f < F; f++) matrix[base + f * N] = block[from + f]!;
      this.forward[e * N + c] = forward[e]!;
    }
  }

  finish(): RatingHistory {
    const { N, E, F } = this;
    const lastBeta = addCrossFactors({
      matrix: this.matrix,
      companies: this.companies,
      monthEnd: this.monthEnd,
      seedBeta: this.seed?.beta,
    });
    const K = COMPONENTS.length;
    const aiK = COMPONENTS.indexOf("ai");
    const components = new Float32Array(E * K * N).fill(Number.NaN);
    const componentGrades = new Uint8Array(E * K * N);
    const overall = new Float32Array(E * N).fill(Number.NaN);
    const grade = new Uint8Array(E * N);
    const gradeWithoutAi = new Uint8Array(E * N);
    const weights = new Float64Array(E * K);
    const rated = new Int32Array(E);
    const ai = new AiComponent(F, this.seed?.aiWeights);
    const evidence = new ComponentEvidence();
    let currentWeights = this.seed ? Float64Array.from(this.seed.weights) : new Float64Array(K).fill(1);
    const months = new BacktestMonths();
    const pct = new Float32Array(N);
    // This date's factor percentiles company by company, as the AI model reads them.
    const features = new Float64Array(N * F);
    const hasAny = new Uint8Array(N);
    const explained = new Map<number, DateFactors>();
    const previousE = previousMonthEnd(this.evalDays, this.monthEnd);
    const sectors = this.companies.map((c) => c.sectorId);

    for (let e = 0; e < E; e++) {
      // 1. Every factor as a percentile rank, in place; each component the mean of its factors.
      const sums = new Float64Array(K * N);
      const counts = new Uint16Array(K * N);
      const date = this.matrix.subarray(e * F * N, (e + 1) * F * N);
      // The two dates a grade is explained with keep their raw values before ranking overwrites them.
      const keep = e === E - 1 || e === previousE;
      const values = keep ? date.slice() : null;
      rankFactors(date, sums, counts, pct);
      if (values)
        explained.set(e, {
          day: this.evalDays[e]!,
          values,
          ranks: date.slice(),
          sectorPercentiles: sectorPercentiles(values, sectors),
        });
      aiFeatures(date, features, hasAny);

      // 2. The AI factor: trained on earlier month-ends only (solved here, before this month's
      //    samples join), used for the daily dates that follow with the same weights.
      if (this.monthEnd[e]) ai.refit(months.count);
      ai.score(features, hasAny, aiK, sums, counts, pct);

      // 3. Component scores ranked into percentiles and graded.
      scoreComponents(
        sums,
        counts,
        components.subarray(e * K * N, (e + 1) * K * N),
        componentGrades.subarray(e * K * N, (e + 1) * K * N),
      );

      // 4. Weights from the evidence so far: each component's average rank correlation with the
      //    next month's relative return over the months already complete, floored at zero.
      if (this.monthEnd[e]) currentWeights = evidence.weights(aiK);
      weights.set(currentWeights, e * K);

      // 5. The overall score, with and without the AI component.
      const dateComponents = components.subarray(e * K * N, (e + 1) * K * N);
      const withAi = overallScores(dateComponents, currentWeights, aiK, true);
      percentileRanks(withAi, true, overall.subarray(e * N, (e + 1) * N));
      gradesByPosition(withAi, grade.subarray(e * N, (e + 1) * N));
      gradesByPosition(
        overallScores(dateComponents, currentWeights, aiK, false),
        gradeWithoutAi.subarray(e * N, (e + 1) * N),
      );
      for (let c = 0; c < N; c++) if (grade[e * N + c]! > 0) rated[e]!++;

      // 6. Month-ends with a known next month: measure, learn and backtest.
      const target = this.forwardTo[e]!;
      if (this.monthEnd[e] && target >= 0) {
        const fwd = this.forward.subarray(e * N, (e + 1) * N);
        const relative = relativeReturns(grade.subarray(e * N, (e + 1) * N), fwd);
        evidence.measure(components.subarray(e * K * N, (e + 1) * K * N), relative);
        ai.learn(features, relative, this.companies);
        const date = isoOf(this.evalDays[e]!);
        const end = isoOf(this.evalDays[target]!);
        months.record(date, end, grade.subarray(e * N, (e + 1) * N), gradeWithoutAi.subarray(e * N, (e + 1) * N), fwd);
      }
    }

    return {
      evalDays: this.evalDays,
      monthEnd: this.monthEnd,
      companies: this.companies,
      overall,
      grade,
      gradeWithoutAi,
      components,
      componentGrades,
      weights,
      ...months.summaries(),
      rated,
      state: {
        aiWeights: ai.weights ? Array.from(ai.weights) : null,
        weights: Array.from(currentWeights),
        beta: Array.from(lastBeta, (b) => (Number.isNaN(b) ? null : b)),
        yields: this.yields,
      },
      factorDates: { latest: explained.get(E - 1) ?? null, previous: explained.get(previousE) ?? null },
    };
  }
}
