import { describe, expect, it } from "vitest";
import { band, checksWithData, gaugeColour, score } from "./scoring";
import type { CheckCategory, CheckResult } from "./types";

function results(passes: Partial<Record<CheckCategory, [number, number]>>): CheckResult[] {
  const out: CheckResult[] = [];
  for (const [category, [passed, total]] of Object.entries(passes) as [CheckCategory, [number, number]][]) {
    for (let i = 0; i < total; i++) {
      const ok = i < passed;
      out.push({ type: `${category}${i}`, category, passed: ok, status: ok ? "passed" : "failed", content: "" });
    }
  }
  return out;
}

describe("due-diligence score", () => {
  it("scores each dimension as the share of its checks passed and averages them", () => {
    // valuation 7/7 = 100, financials 0/7 = 0, forecast 9/9 = 100, performance 5/10 = 50, dividend 1/5 = 20
    const s = score(
      results({
        valuation: [7, 7],
        financials: [0, 7],
        forecast: [9, 9],
        performance: [5, 10],
        dividend: [1, 5],
        ownership: [1, 1],
      }),
      true,
    );
    expect(s.dimensions).toEqual({ valuation: 100, financials: 0, forecast: 100, performance: 50, dividend: 20 });
    expect(s.overall).toBe((100 + 0 + 100 + 50 + 20) / 5);
    expect(s.checks).toBe(38);
    expect(s.passed).toBe(22);
  });

  it("covers 33 checks and four dimensions without a dividend in ten years", () => {
    const s = score(
      results({ valuation: [7, 7], financials: [7, 7], forecast: [0, 9], performance: [0, 10], dividend: [0, 5] }),
      false,
    );
    expect(s.checks).toBe(33);
    expect(Object.keys(s.dimensions)).toEqual(["valuation", "financials", "forecast", "performance"]);
    expect(s.overall).toBe(50);
  });

  it("counts unavailable checks as not passed", () => {
    const r = results({ valuation: [1, 1] });
    r.push({ type: "x", category: "valuation", passed: null, status: "unavailable", content: "" });
    expect(score(r, false).dimensions.valuation).toBeCloseTo(100 / 7, 10);
  });

  it("bands scores at 25 and 40", () => {
    expect([band(0), band(25), band(25.01), band(40), band(40.01), band(100)]).toEqual([
      "weak",
      "weak",
      "average",
      "average",
      "strong",
      "strong",
    ]);
  });

  it("colours gauges at 33 and 66", () => {
    expect([
      gaugeColour(0),
      gaugeColour(32.9),
      gaugeColour(33),
      gaugeColour(65.9),
      gaugeColour(66),
      gaugeColour(100),
    ]).toEqual(["red", "red", "yellow", "yellow", "green", "green"]);
  });
});

describe("checks with data", () => {
  it("counts passed and failed checks of a dimension, not unavailable ones or other dimensions", () => {
    const rs: CheckResult[] = [
      ...results({ valuation: [2, 5], financials: [7, 7] }),
      { type: "v5", category: "valuation", passed: null, status: "unavailable", content: "" },
      { type: "v6", category: "valuation", passed: null, status: "unavailable", content: "" },
    ];
    expect(checksWithData(rs, "valuation")).toBe(5);
    expect(checksWithData(rs, "financials")).toBe(7);
    expect(checksWithData(rs, "forecast")).toBe(0);
  });
});
