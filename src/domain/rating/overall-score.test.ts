import { describe, expect, it } from "vitest";
import { COMPONENTS } from "./components";
import { overallScores } from "./overall-score";

const K = COMPONENTS.length;
const AI = COMPONENTS.indexOf("ai");

/** One date's component percentiles for companies given as rows of K values (NaN unscored). */
function date(rows: number[][]): Float32Array {
  const N = rows.length;
  const out = new Float32Array(K * N);
  rows.forEach((row, c) => row.forEach((v, k) => (out[k * N + c] = v)));
  return out;
}

describe("the overall score", () => {
  const weights = Float64Array.from([0.3, 0.1, 0.1, 0.1, 0.1, 0.1, 0.2]);
  const N = Number.NaN;

  it("is the weighted mean of a company's scored components", () => {
    const [a] = overallScores(date([[100, 0, 0, 0, 0, 0, 50]]), weights, AI, true);
    expect(a).toBeCloseTo((0.3 * 100 + 0.2 * 50) / 1, 12);
  });

  it("leaves the AI component out of the score without it", () => {
    const [a] = overallScores(date([[100, 0, 0, 0, 0, 0, 50]]), weights, AI, false);
    expect(a).toBeCloseTo(30 / 0.8, 12);
  });

  it("weighs only the components a company has, and needs two of them", () => {
    const [two, one] = overallScores(
      date([
        [N, N, 80, N, 20, N, N],
        [N, N, 80, N, N, N, N],
      ]),
      weights,
      AI,
      true,
    );
    expect(two).toBeCloseTo(50, 12);
    expect(one).toBeNaN();
  });

  it("has no score when its components weigh nothing", () => {
    const noWeight = Float64Array.from([0, 1, 1, 1, 1, 1, 0]);
    const [a] = overallScores(date([[40, N, N, N, N, N, 60]]), noWeight, AI, true);
    expect(a).toBeNaN();
  });
});
