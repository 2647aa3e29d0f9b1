import { inTrainingSample, predict, RidgeModel } from "./ai-model";
import { percentileRanks } from "./ranking";
import type { RatingCompany } from "./rating-company";

// The AI component through a run: the ridge model (ai-model.ts) is re-fitted on each month-end
// from the months before it only, scores every date with the weights of the latest month-end,
// and learns each month's outcome once the next month-end is known.
//
// Features are company by company (c * F + f), as factor-ranks.ts lays them out.

export class AiComponent {
  private readonly model: RidgeModel;
  private current: Float64Array | null;

  constructor(
    private readonly F: number,
    /** A one-day update starts from the model of the last full run's latest month-end. */
    seedWeights?: readonly number[] | null,
  ) {
    this.model = new RidgeModel(F);
    this.current = seedWeights ? Float64Array.from(seedWeights) : null;
  }

  /** The weights in use (null before two years of outcomes): state for a one-day update. */
  get weights(): Float64Array | null {
    return this.current;
  }

  /** On a month-end: fits the model on the outcomes of the `months` months before it. */
  refit(months: number): void {
    this.model.months = months;
    this.current = this.model.solve();
  }

  /**
   * The AI score of every company with a known factor, as a percentile rank written as the
   * AI component's only "factor" at (aiIndex * N + c) of sums and counts. `pct` is scratch.
   */
  score(
    features: Float64Array,
    hasAny: Uint8Array,
    aiIndex: number,
    sums: Float64Array,
    counts: Uint16Array,
    pct: Float32Array<ArrayBuffer>,
  ): void {
    const w = this.current;
    if (!w) return;
    const { F } = this;
    const N = hasAny.length;
    const ai = new Float64Array(N).fill(Number.NaN);
    for (let c = 0; c < N; c++) if (hasAny[c]) ai[c] = predict(w, features.subarray(c * F, (c + 1) * F));
    percentileRanks(ai, true, pct);
    for (let c = 0; c < N; c++)
      if (!Number.isNaN(pct[c]!)) {
        sums[aiIndex * N + c] = pct[c]!;
        counts[aiIndex * N + c] = 1;
      }
  }

  /** Adds a month's outcome: each training company's relative return, clipped to +-50%. */
  learn(features: Float64Array, relative: Float64Array, companies: readonly RatingCompany[]): void {
    const { F } = this;
    for (let c = 0; c < relative.length; c++) {
      const y = relative[c]!;
      if (Number.isNaN(y) || !inTrainingSample(companies[c]!.id)) continue;
      this.model.add(features.subarray(c * F, (c + 1) * F), Math.max(-0.5, Math.min(0.5, y)));
    }
  }
}
