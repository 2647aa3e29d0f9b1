import { describe, expect, it } from "vitest";
import { Random } from "./random";

function moments(xs: number[]) {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length;
  const kurtosis = xs.reduce((a, b) => a + (b - mean) ** 4, 0) / xs.length / variance ** 2;
  return { mean, variance, kurtosis };
}

describe("seeded random source", () => {
  it("repeats itself for the same seed and differs for another", () => {
    const a = new Random("x");
    const b = new Random("x");
    const c = new Random("y");
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it("forks by label alone, whatever the parent did before", () => {
    const a = new Random("seed");
    const b = new Random("seed");
    b.next();
    b.normal();
    expect(a.fork("company-7").next()).toBe(b.fork("company-7").next());
    expect(a.fork("company-7").next()).not.toBe(a.fork("company-8").next());
  });

  it("draws standard normals", () => {
    const r = new Random(1);
    const m = moments(Array.from({ length: 50_000 }, () => r.normal()));
    expect(m.mean).toBeCloseTo(0, 1);
    expect(m.variance).toBeCloseTo(1, 1);
    expect(m.kurtosis).toBeGreaterThan(2.8);
    expect(m.kurtosis).toBeLessThan(3.2);
  });

  it("draws fat tails with unit variance", () => {
    const r = new Random(2);
    for (const draw of [() => r.fatTailed(5), () => r.jumpy()]) {
      const m = moments(Array.from({ length: 100_000 }, draw));
      expect(m.variance).toBeGreaterThan(0.85);
      expect(m.variance).toBeLessThan(1.2);
      expect(m.kurtosis).toBeGreaterThan(4.5);
    }
  });
});
