import { expect } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { targetWeights } from "./weights";

const caps = fc.array(fc.option(fc.double({ min: 1e6, max: 3e12, noNaN: true })), { minLength: 1, maxLength: 60 });

test.prop([caps, fc.double({ min: 0.01, max: 1, noNaN: true })])(
  "capped weights sum to 1 and respect the cap",
  (mcaps, cap) => {
    const w = targetWeights({ kind: "marketCap", cap }, mcaps);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const limit = Math.max(cap, 1 / mcaps.length);
    for (const x of w) expect(x).toBeLessThanOrEqual(limit + 1e-9);
  },
);

test.prop([caps])("equal weights are 1/n", (mcaps) => {
  for (const x of targetWeights({ kind: "equal" }, mcaps)) expect(x).toBeCloseTo(1 / mcaps.length, 12);
});
