import { describe, expect, it } from "vitest";
import { COMPONENTS, COMPONENT_INFO } from "./components";
import { DRIVERS_SHOWN, explainRating, factorName, MOVERS_SHOWN } from "./explanation";
import type { CompanyFactorSnapshot } from "./factor-snapshot";
import { MATRIX_FACTORS } from "./matrix-factors";

// The explanation from hand-made snapshots: every factor known at the universe's middle unless a
// test says otherwise, so that only the factors a test moves can pull a component.

const F = MATRIX_FACTORS.length;
const K = COMPONENTS.length;
const idx = (key: string) => {
  const i = MATRIX_FACTORS.findIndex((f) => f.key === key);
  if (i < 0) throw new Error(key);
  return i;
};

function snapshot(
  asOf: string,
  set: Record<string, { value?: number; rank?: number; sector?: number }> = {},
  components: { scores?: number[]; grades?: number[] } = {},
): CompanyFactorSnapshot {
  const values = new Float32Array(F).fill(1);
  const ranks = new Float32Array(F).fill(50);
  const sector = new Float32Array(F).fill(50);
  for (const [key, s] of Object.entries(set)) {
    const i = idx(key);
    if (s.value !== undefined) values[i] = s.value;
    if (s.rank !== undefined) ranks[i] = s.rank;
    if (s.sector !== undefined) sector[i] = s.sector;
  }
  return {
    asOf,
    componentScores: components.scores ?? new Array<number>(K).fill(50),
    componentGrades: components.grades ?? new Array<number>(K).fill(3),
    values,
    ranks,
    sectorPercentiles: sector,
  };
}

const component = (e: ReturnType<typeof explainRating>, key: string) => e.components.find((c) => c.key === key)!;

describe("factor names", () => {
  it("reads keys in words, with acronyms and periods", () => {
    expect(factorName("epsGrowth3y")).toBe("EPS growth 3 years");
    expect(factorName("revenueGrowth1y")).toBe("Revenue growth 1 year");
    expect(factorName("priceVsSma50")).toBe("Price vs SMA 50");
    expect(factorName("rsi14")).toBe("RSI 14");
    expect(factorName("netUpgrades90d")).toBe("Net upgrades 90 days");
    expect(factorName("return12m")).toBe("Return 12 months");
    expect(factorName("earningsYield")).toBe("Earnings yield");
  });

  it("gives every factor a distinct name", () => {
    const names = MATRIX_FACTORS.map((f) => factorName(f.key));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("explaining a rating", () => {
  it("covers the seven components in order with their names, grades and scores", () => {
    const e = explainRating(
      snapshot("2026-11-24", {}, { scores: [91.26, 10, 50, 50, 50, 50, 50], grades: [1, 5, 3, 3, 3, 3, 0] }),
      null,
      null,
    );
    expect(e.components.map((c) => c.key)).toEqual([...COMPONENTS]);
    expect(e.asOf).toBe("2026-11-24");
    expect(e.previousAsOf).toBeNull();
    const value = component(e, "value");
    expect(value).toMatchObject({ name: "Value", grade: "A", score: 91.3, previous: null, scoreChange: null });
    expect(component(e, "growth").grade).toBe("F");
    expect(component(e, "ai").grade).toBeNull();
  });

  it("names the factors furthest from the universe's middle, strongest first, with value, sector percentile and direction", () => {
    const e = explainRating(
      snapshot("2026-11-24", {
        earningsYield: { value: 0.08, rank: 95, sector: 88 },
        bookYield: { value: 0.2, rank: 20, sector: 30 },
        salesYield: { value: 0.5, rank: 60, sector: 55 },
        freeCashFlowYield: { value: 0.01, rank: 45, sector: 41 },
      }),
      null,
      null,
    );
    const value = component(e, "value");
    expect(value.drivers.map((d) => d.key)).toEqual(["earningsYield", "bookYield", "salesYield"]);
    expect(value.drivers).toHaveLength(DRIVERS_SHOWN);
    expect(value.drivers[0]).toMatchObject({
      name: "Earnings yield",
      direction: "higher",
      better: "A higher figure scores better",
      valueText: "8.0%",
      sectorPercentile: 88,
      effect: "helps",
    });
    expect(value.drivers[0]!.value).toBeCloseTo(0.08, 6);
    expect(value.drivers[0]!.description.length).toBeGreaterThan(10);
    expect(value.drivers[1]).toMatchObject({ key: "bookYield", effect: "hurts", sectorPercentile: 30 });
  });

  it("shows the direction of a lower-is-better factor and judges it by its rank, not its raw percentile", () => {
    // A high debt-to-equity sits high in its sector but ranks low in the rating: it hurts.
    const e = explainRating(snapshot("2026-11-24", { debtToEquity: { value: 3, rank: 5, sector: 97 } }), null, null);
    const d = component(e, "safety").drivers[0]!;
    expect(d).toMatchObject({ key: "debtToEquity", direction: "lower", sectorPercentile: 97, effect: "hurts" });
    expect(d).toMatchObject({ valueText: "3.00", better: "A lower figure scores better" });
  });

  it("lists no driver for a component whose factors all sit at the middle", () => {
    const e = explainRating(snapshot("2026-11-24"), null, null);
    for (const c of e.components) expect(c.drivers).toEqual([]);
  });

  it("says which factors are missing and counts the known ones", () => {
    const now = snapshot("2026-11-24", { earningsYield: { rank: 90 } });
    const missingKeys = ["bookYield", "salesYield", "dividendYield"];
    for (const key of missingKeys) {
      const i = idx(key);
      (now.values as Float32Array)[i] = Number.NaN;
      (now.ranks as Float32Array)[i] = Number.NaN;
      (now.sectorPercentiles as Float32Array)[i] = Number.NaN;
    }
    const value = component(explainRating(now, null, null), "value");
    expect(value.total).toBe(COMPONENT_INFO.value.factors);
    expect(value.known).toBe(COMPONENT_INFO.value.factors - 3);
    expect(value.missing.map((m) => m.key).sort()).toEqual([...missingKeys].sort());
    expect(value.missing.find((m) => m.key === "bookYield")!.name).toBe("Book yield");
    expect(component(explainRating(now, null, null), "growth").missing).toEqual([]);
  });

  it("weighs a factor's pull by the number of known factors of its component", () => {
    // Two components, one factor each off the middle by the same rank: the component with fewer
    // known factors is the one pulled harder, but each lists its own factor.
    const e = explainRating(
      snapshot("2026-11-24", { volatility12m: { rank: 80 }, earningsYield: { rank: 80 } }),
      null,
      null,
    );
    expect(component(e, "safety").drivers[0]!.key).toBe("volatility12m");
    expect(component(e, "value").drivers[0]!.key).toBe("earningsYield");
  });

  it("explains an imported company with few factors: unknown values and percentiles are null, not zero", () => {
    const now = snapshot("2026-11-24", { earningsYield: { rank: 99, sector: Number.NaN } });
    const d = component(explainRating(now, null, null), "value").drivers[0]!;
    expect(d.sectorPercentile).toBeNull();
    expect(d.value).toBe(1);
    expect(d.valueText).toBe("100%");
  });

  it("reports the change since a month before: scores, grades and the factors whose sector percentile moved most", () => {
    const before = snapshot(
      "2026-10-30",
      {
        return3m: { sector: 20 },
        return6m: { sector: 70 },
        volatility12m: { sector: 40 },
        rsi14: { sector: 50 },
        upDays6m: { sector: 10 },
      },
      { scores: [50, 50, 30, 50, 50, 50, 50], grades: [3, 3, 4, 3, 3, 3, 3] },
    );
    const now = snapshot(
      "2026-11-24",
      {
        return3m: { sector: 80 },
        return6m: { sector: 60 },
        volatility12m: { sector: 90 },
        rsi14: { sector: 50 },
        upDays6m: { sector: 45 },
      },
      { scores: [50, 50, 72.5, 50, 50, 50, 50], grades: [3, 3, 2, 3, 3, 3, 3] },
    );
    const e = explainRating(now, before, null);
    expect(e.previousAsOf).toBe("2026-10-30");
    const momentum = component(e, "momentum");
    expect(momentum).toMatchObject({ grade: "B", score: 72.5, previous: { grade: "D", score: 30 }, scoreChange: 42.5 });
    expect(momentum.movers.map((m) => m.key)).toEqual(["return3m", "upDays6m", "return6m"]);
    expect(momentum.movers).toHaveLength(MOVERS_SHOWN);
    expect(momentum.movers[0]).toMatchObject({ sectorPercentile: 80, previousSectorPercentile: 20, effect: "better" });
    expect(momentum.movers[2]).toMatchObject({ key: "return6m", effect: "worse" });
    // Volatility is lower-is-better: its rise is a change for the worse, in Safety.
    expect(component(e, "safety").movers[0]).toMatchObject({ key: "volatility12m", effect: "worse" });
    expect(component(e, "value").movers).toEqual([]);
    expect(component(e, "value").scoreChange).toBe(0);
  });

  it("leaves out movers whose percentile is unknown on either date", () => {
    const before = snapshot("2026-10-30", { return3m: { sector: Number.NaN } });
    const now = snapshot("2026-11-24", { return3m: { sector: 90 } });
    expect(component(explainRating(now, before, null), "momentum").movers).toEqual([]);
  });

  it("has no score change when either score is unknown", () => {
    const before = snapshot(
      "2026-10-30",
      {},
      { scores: new Array<number>(K).fill(Number.NaN), grades: new Array<number>(K).fill(0) },
    );
    const e = explainRating(snapshot("2026-11-24"), before, null);
    expect(component(e, "value")).toMatchObject({ previous: { grade: null, score: null }, scoreChange: null });
  });

  it("explains the AI component by the model's weighted pulls over every factor", () => {
    const weights = new Array<number>(F).fill(0);
    weights[idx("return12m")] = 2;
    weights[idx("debtToEquity")] = -0.5;
    weights[idx("earningsYield")] = 0.1;
    const now = snapshot("2026-11-24", {
      return12m: { rank: 75, sector: 70 },
      debtToEquity: { rank: 100 },
      earningsYield: { rank: 0 },
    });
    const ai = component(explainRating(now, null, weights), "ai");
    expect(ai.total).toBe(F);
    expect(ai.known).toBe(F);
    expect(ai.missing).toEqual([]);
    // 2 * 0.5 = 1 helps; -0.5 * 1 = -0.5 hurts; 0.1 * -1 = -0.1 hurts.
    expect(ai.drivers.map((d) => [d.key, d.effect])).toEqual([
      ["return12m", "helps"],
      ["debtToEquity", "hurts"],
      ["earningsYield", "hurts"],
    ]);
  });

  it("weighs the AI's movers by the model's weights", () => {
    const weights = new Array<number>(F).fill(0);
    weights[idx("return12m")] = 1;
    weights[idx("earningsYield")] = 0.01;
    const before = snapshot("2026-10-30", { return12m: { sector: 40 }, earningsYield: { sector: 0 } });
    const now = snapshot("2026-11-24", { return12m: { sector: 50 }, earningsYield: { sector: 100 } });
    const ai = component(explainRating(now, before, weights), "ai");
    expect(ai.movers.map((m) => m.key)).toEqual(["return12m", "earningsYield"]);
  });

  it("has no AI drivers before the model is trained, or with weights of another catalogue", () => {
    const now = snapshot("2026-11-24", { return12m: { rank: 99 } });
    expect(component(explainRating(now, null, null), "ai").drivers).toEqual([]);
    expect(component(explainRating(now, null, [1, 2, 3]), "ai").drivers).toEqual([]);
  });
});
