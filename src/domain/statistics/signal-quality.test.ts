import { describe, expect, it } from "vitest";
import { decileSpread, rankCorrelation } from "./signal-quality";

describe("signal quality", () => {
  const n = 100;
  const signal = Array.from({ length: n }, (_, i) => i);
  const returns = signal.map((s) => s / 1000);

  it("a signal that orders the returns exactly has a rank correlation of one", () => {
    expect(rankCorrelation(signal, returns)).toBeCloseTo(1, 12);
    expect(
      rankCorrelation(
        signal,
        returns.map((r) => -r),
      ),
    ).toBeCloseTo(-1, 12);
  });

  it("the decile spread is the top tenth's mean return less the bottom tenth's", () => {
    // Top tenth: signals 90-99 (returns 0.090-0.099, mean 0.0945); bottom: 0-9 (mean 0.0045).
    expect(decileSpread(signal, returns)).toBeCloseTo(0.09, 12);
  });

  it("a signal with no spread has no decile spread, whatever order the companies come in", () => {
    const flat = signal.map(() => 0.5);
    expect(rankCorrelation(flat, returns)).toBeNull();
    expect(decileSpread(flat, returns)).toBeNull();
  });

  it("too few known pairs give no figure", () => {
    expect(decileSpread(signal.slice(0, 49), returns.slice(0, 49))).toBeNull();
    expect(
      decileSpread(
        signal.map((s, i) => (i < 60 ? Number.NaN : s)),
        returns,
      ),
    ).toBeNull();
  });
});
