import { describe, expect, it } from "vitest";
import { componentWeights } from "./component-weights";
import { COMPONENTS } from "./components";

const AI = COMPONENTS.indexOf("ai");
const months = (ic: number, n = 24) => Array.from({ length: n }, (_, i) => ic + (i % 2 ? 0.01 : -0.01));

describe("component weights", () => {
  it("weighs the six components equally, without AI, before there is a year of evidence", () => {
    const w = componentWeights(
      COMPONENTS.map(() => months(0.05, 11)),
      AI,
    );
    expect(w[AI]).toBe(0);
    for (let k = 0; k < COMPONENTS.length; k++) if (k !== AI) expect(w[k]).toBeCloseTo(1 / 6, 12);
  });

  it("keeps half of every weight equal, so a component with no evidence still counts", () => {
    const w = componentWeights(
      COMPONENTS.map((_, k) => months(k === 0 ? 0.04 : -0.01)),
      AI,
    );
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(w[1]).toBeCloseTo(0.5 / 7, 12);
    expect(w[AI]).toBeCloseTo(0.5 / 7, 12);
    expect(w[0]).toBeCloseTo(0.5 / 7 + 0.5, 12);
  });

  it("never lets the AI component weigh more than an equal share", () => {
    const w = componentWeights(
      COMPONENTS.map((_, k) => months(k === AI ? 0.2 : 0.001)),
      AI,
    );
    expect(w[AI]).toBeCloseTo(1 / 7, 12);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
