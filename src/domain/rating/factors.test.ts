import { describe, expect, it } from "vitest";
import { COMPONENTS, COMPONENT_INFO } from "./components";
import { FACTORS, isCross } from "./factors";
import type { RatingInputs } from "./inputs";

// The catalogue: the spec's factor counts, unique keys, and formulas that read what they say.

const none = new Proxy({} as RatingInputs, { get: () => null });
const inputs = (over: Partial<RatingInputs>): RatingInputs =>
  new Proxy(over as RatingInputs, { get: (t, k: string) => (k in t ? t[k as keyof RatingInputs] : null) });
const factor = (key: string) => {
  const f = FACTORS.find((x) => x.key === key);
  if (!f || isCross(f)) throw new Error(`no company factor ${key}`);
  return f;
};

describe("the factor catalogue", () => {
  it("has the spec's number of factors in each component (112 in all)", () => {
    for (const c of COMPONENTS)
      expect(FACTORS.filter((f) => f.component === c).length, c).toBe(COMPONENT_INFO[c].factors);
    expect(FACTORS.length).toBe(112);
    expect(COMPONENT_INFO.value.factors).toBe(21);
    expect(COMPONENT_INFO.financials.factors).toBe(26);
  });

  it("gives every factor a unique key, a description and a direction", () => {
    expect(new Set(FACTORS.map((f) => f.key)).size).toBe(FACTORS.length);
    for (const f of FACTORS) {
      expect(f.description.length, f.key).toBeGreaterThan(15);
      expect(["higher", "lower"]).toContain(f.direction);
    }
  });

  it("knows nothing when its inputs are unknown", () => {
    for (const f of FACTORS) if (!isCross(f)) expect(f.compute(none), f.key).toBeNull();
  });

  it("peer differences refer to factors that exist", () => {
    for (const f of FACTORS)
      if (isCross(f) && f.cross.kind === "peer-difference")
        expect(FACTORS.some((g) => g.key === (f.cross as { of: string }).of)).toBe(true);
  });
});

describe("formulas", () => {
  it("value: yields are figures over the price or market value", () => {
    expect(factor("earningsYield").compute(inputs({ eps: 2, price: 40 }))).toBeCloseTo(0.05, 12);
    expect(factor("bookYield").compute(inputs({ equity: 500, marketCap: 1000 }))).toBe(0.5);
    expect(
      factor("ebitToEnterpriseValue").compute(inputs({ ebit: 100, marketCap: 900, debt: 200, cash: 100 })),
    ).toBeCloseTo(0.1, 12);
    expect(factor("fairValueDiscount").compute(inputs({ price: 30, fairValue: 40 }))).toBeCloseTo(0.25, 12);
    // PEG 0.5 -> growth-adjusted yield 2: P/E 10 with 20% growth.
    expect(
      factor("growthAdjustedEarningsYield").compute(inputs({ price: 20, eps: 2, forecastEpsGrowth: 0.2 })),
    ).toBeCloseTo(2, 12);
    expect(
      factor("growthAdjustedEarningsYield").compute(inputs({ price: 20, eps: -2, forecastEpsGrowth: 0.2 })),
    ).toBeNull();
  });

  it("growth: compound rates between positive figures, changes that keep their sign", () => {
    expect(factor("epsGrowth3y").compute(inputs({ eps: 1.331, eps3y: 1 }))).toBeCloseTo(0.1, 12);
    expect(factor("epsGrowth1y").compute(inputs({ eps: 1, eps1y: -1 }))).toBeNull();
    expect(factor("freeCashFlowGrowth1y").compute(inputs({ freeCashFlow: 50, freeCashFlow1y: -100 }))).toBeCloseTo(
      1.5,
      12,
    );
    expect(factor("sustainableGrowth").compute(inputs({ netIncome: 100, equity: 500, dividendsPaid: 40 }))).toBeCloseTo(
      0.2 * 0.6,
      12,
    );
  });

  it("momentum and safety read the price figures, in the stated direction", () => {
    expect(factor("return1m").direction).toBe("lower");
    expect(factor("return12mSkipMonth").compute(inputs({ r12m1: 0.3 }))).toBe(0.3);
    expect(factor("priceVsSma200").compute(inputs({ price: 110, sma200: 100 }))).toBeCloseTo(1.1, 12);
    expect(factor("volatility12m").direction).toBe("lower");
    expect(factor("debtToEquity").compute(inputs({ debt: 50, equity: 100 }))).toBe(0.5);
    expect(factor("debtToEquity").compute(inputs({ debt: 50, equity: -100 }))).toBeNull();
  });

  it("financials: Piotroski's F-score counts its nine tests", () => {
    const strong = inputs({
      netIncome: 100,
      assets: 1000,
      assets1y: 1000,
      netIncome1y: 80,
      operatingCashFlow: 150,
      debt: 100,
      debt1y: 200,
      currentAssets: 300,
      currentLiabilities: 100,
      currentAssets1y: 200,
      currentLiabilities1y: 100,
      shares: 100,
      shares1y: 100,
      grossProfit: 400,
      revenue: 1000,
      grossProfit1y: 300,
      revenue1y: 900,
    });
    expect(factor("piotroskiScore").compute(strong)).toBe(9);
    const weak = inputs({
      netIncome: -10,
      assets: 1000,
      assets1y: 1000,
      netIncome1y: 10,
      operatingCashFlow: -20,
      shares: 120,
      shares1y: 100,
    });
    expect(factor("piotroskiScore").compute(weak)).toBe(0);
  });
});
