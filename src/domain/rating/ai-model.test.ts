import { describe, expect, it } from "vitest";
import { MIN_TRAINING_MONTHS, predict, RidgeModel, TRAINING_STRIDE, inTrainingSample } from "./ai-model";

describe("the ridge model", () => {
  it("recovers the weights of a noiseless linear relation, shrunk a little towards zero", () => {
    const model = new RidgeModel(3);
    const truth = [0.5, -0.2, 0];
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < 2000; i++) {
      const x = Float64Array.from([rand(), rand(), rand()]);
      model.add(
        x,
        truth.reduce((s, w, k) => s + w * x[k]!, 0),
      );
    }
    model.months = MIN_TRAINING_MONTHS;
    const w = model.solve()!;
    // With lambda = 0.05 per sample and E[x^2] = 1/3, each weight is shrunk by 1/(1 + 0.15).
    expect(w[0]).toBeCloseTo(0.5 / 1.15, 1);
    expect(w[1]).toBeCloseTo(-0.2 / 1.15, 1);
    expect(Math.abs(w[2]!)).toBeLessThan(0.02);
    expect(predict(w, Float64Array.from([1, 0, 0]))).toBeCloseTo(w[0]!, 12);
  });

  it("does not predict before it has two years of outcomes", () => {
    const model = new RidgeModel(2);
    model.add(Float64Array.from([1, 0]), 0.1);
    model.months = MIN_TRAINING_MONTHS - 1;
    expect(model.solve()).toBeNull();
  });

  it("trains on a fixed share of the companies, chosen by id", () => {
    const chosen = Array.from({ length: 40_000 }, (_, i) => inTrainingSample(i + 1)).filter(Boolean).length;
    expect(chosen / 40_000).toBeCloseTo(1 / TRAINING_STRIDE, 1);
    expect(inTrainingSample(12345)).toBe(inTrainingSample(12345));
  });
});
