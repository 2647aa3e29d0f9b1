import { describe, expect, it } from "vitest";
import { isoDay, rateBeforeAll, ratingDays, syntheticMarket } from "../../../test/support/rating-market";
import { MIN_TRAINING_MONTHS } from "./ai-model";
import { COMPONENTS } from "./components";
import { MATRIX_FACTORS, MIN_WEIGHT_MONTHS, type RatingHistory } from "./rating-run";

// Story: twenty companies rated month by month from January 2004 to June 2007. The weights of
// the components are learned from how well each one ranked the next month's returns, but only
// once a year of that evidence exists; until then the six measured components weigh the same
// and the AI component, which has no track record, weighs nothing. The AI model itself predicts
// only after two years of outcomes.

const K = COMPONENTS.length;
const AI = COMPONENTS.indexOf("ai");
const market = syntheticMarket({ companies: 20, from: "2004-01-01", to: "2007-06-15", seed: 3 });
const { evalDays, monthEnd } = ratingDays("2004-01-01", "2007-06-15");
const N = market.companies.length;
const monthEnds = evalDays.map((_, e) => e).filter((e) => monthEnd[e]);

describe("the weights of the components", () => {
  let h: RatingHistory;
  rateBeforeAll(market, { evalDays, monthEnd }, "2007-06-18T12:00:00Z", (history) => (h = history));

  const weightsOn = (e: number) => Array.from(h.weights.subarray(e * K, (e + 1) * K));

  it("before twelve months of evidence the weights are equal and the AI component weighs nothing", () => {
    expect(MIN_WEIGHT_MONTHS).toBe(12);
    // A month-end's evidence is the months before it, so the first twelve have less than a year.
    for (const e of monthEnds.slice(0, MIN_WEIGHT_MONTHS)) {
      const w = weightsOn(e);
      expect(w[AI]).toBe(0);
      w.forEach((v, k) => k !== AI && expect(v).toBeCloseTo(1 / 6, 12));
      // With the AI component weighing nothing, the grades with and without it are the same.
      expect(Array.from(h.grade.subarray(e * N, (e + 1) * N))).toEqual(
        Array.from(h.gradeWithoutAi.subarray(e * N, (e + 1) * N)),
      );
    }
  });

  it("follows the evidence afterwards, the weights summing to one", () => {
    const last = evalDays.length - 1;
    const w = weightsOn(last);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(new Set(w.map((v) => v.toFixed(6))).size).toBeGreaterThan(2);
    expect(h.state.weights).toEqual(w);
  });

  it("keeps a month-end's weights for the daily dates that follow it", () => {
    for (let e = 1; e < evalDays.length; e++) if (!monthEnd[e]) expect(weightsOn(e)).toEqual(weightsOn(e - 1));
  });

  it("scores the AI component only after two years of outcomes", () => {
    expect(MIN_TRAINING_MONTHS).toBe(24);
    // Outcomes are the backtest months; the first formed on backtest.from.
    const firstFormed = monthEnds.findIndex((e) => h.rated[e]! > 0);
    expect(isoDay(evalDays[monthEnds[firstFormed]!]!)).toBe(h.backtest.from);
    const firstAi = monthEnds[firstFormed + MIN_TRAINING_MONTHS]!;
    const aiScores = (e: number) =>
      Array.from(h.components.subarray((e * K + AI) * N, (e * K + AI + 1) * N)).filter((v) => !Number.isNaN(v));
    for (let e = 0; e < firstAi; e++) expect(aiScores(e)).toEqual([]);
    for (let e = firstAi; e < evalDays.length; e++) expect(aiScores(e).length).toBe(h.rated[e]);
    expect(h.state.aiWeights).toHaveLength(MATRIX_FACTORS.length);
  });
});
