import { describe, expect, it } from "vitest";
import { rateBeforeAll, ratingDays, syntheticMarket } from "../../../test/support/rating-market";
import { COMPONENTS } from "./components";
import { GRADE_INFO, GRADES } from "./grades";
import type { RatingHistory } from "./rating-run";

// Story: twenty companies rated from January 2004 to June 2007. On every date the rated
// companies are ordered by their score: the top 5% are A, the next 15% B, the middle 60% C, the
// next 15% D and the bottom 5% F (spec section 3), for the overall rating and each component.

const K = COMPONENTS.length;
const market = syntheticMarket({ companies: 20, from: "2004-01-01", to: "2007-06-15", seed: 3 });
const { evalDays, monthEnd } = ratingDays("2004-01-01", "2007-06-15");
const N = market.companies.length;

/** How many of `count` ranked companies each grade holds, from the documented cumulative shares. */
function expectedCounts(count: number): number[] {
  let above = 0;
  return GRADES.map((g) => {
    // Positions p (0 = best) with p / count below the grade's cumulative share.
    const upTo = Math.min(count, Math.ceil(GRADE_INFO[g].cumulativeTop * count - 1e-9));
    const n = upTo - above;
    above = upTo;
    return n;
  });
}

function countsOf(grades: Uint8Array): number[] {
  return GRADES.map((_, i) => grades.filter((g) => g === i + 1).length);
}

describe("grades", () => {
  let h: RatingHistory;
  rateBeforeAll(market, { evalDays, monthEnd }, "2007-06-18T12:00:00Z", (history) => (h = history));

  it("are assigned by score rank in the documented proportions", () => {
    let dates = 0;
    for (let e = 0; e < evalDays.length; e++) {
      const count = h.rated[e]!;
      if (count === 0) continue;
      dates++;
      const scores = h.overall.subarray(e * N, (e + 1) * N);
      for (let c = 0; c < N; c++) {
        if (Number.isNaN(scores[c]!)) continue;
        // Position: the companies scoring strictly higher (ties share the better grade).
        const position = scores.filter((v) => v > scores[c]!).length;
        const expected = GRADES.findIndex((g) => position / count < GRADE_INFO[g].cumulativeTop) + 1;
        expect(h.grade[e * N + c]).toBe(expected);
      }
    }
    expect(dates).toBeGreaterThan(40);
    // On the last date no two companies tie, so the counts are the proportions exactly.
    const last = evalDays.length - 1;
    expect(h.rated[last]).toBe(18);
    expect(new Set(h.overall.subarray(last * N, (last + 1) * N).filter((v) => !Number.isNaN(v))).size).toBe(18);
    expect(countsOf(h.grade.subarray(last * N, (last + 1) * N))).toEqual(expectedCounts(18));
    // 18 x 5% is under one company: an A (position 0) but no F (positions from 17.1 on).
    expect(expectedCounts(18)).toEqual([1, 3, 11, 3, 0]);
  });

  it("give every rated company an overall percentile from 0 to 100 and the rest none", () => {
    for (let e = 0; e < evalDays.length; e++)
      for (let c = 0; c < N; c++) {
        const score = h.overall[e * N + c]!;
        if (h.grade[e * N + c] === 0) expect(score).toBeNaN();
        else {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
      }
  });

  it("grade each component among the companies it scores, in the same proportions", () => {
    const last = evalDays.length - 1;
    for (let k = 0; k < K; k++) {
      const start = (last * K + k) * N;
      const scores = h.components.subarray(start, start + N);
      const grades = h.componentGrades.subarray(start, start + N);
      const scored = scores.filter((v) => !Number.isNaN(v)).length;
      expect(scored).toBeGreaterThan(10);
      expect(countsOf(grades)).toEqual(expectedCounts(scored));
      for (let c = 0; c < N; c++) expect(grades[c]! > 0).toBe(!Number.isNaN(scores[c]!));
    }
  });
});
