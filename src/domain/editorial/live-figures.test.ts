import { describe, expect, it } from "vitest";
import { percentile, roeBySector, scoreExample, type ScoredCompany } from "./live-figures";

describe("percentile", () => {
  it("interpolates between neighbours and reads the ends exactly", () => {
    expect(percentile([1, 2, 3, 4], 0)).toBe(1);
    expect(percentile([1, 2, 3, 4], 1)).toBe(4);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([10], 0.25)).toBe(10);
  });
  it("refuses no values", () => {
    expect(() => percentile([], 0.5)).toThrow();
  });
});

describe("roeBySector", () => {
  const many = (sector: string, values: number[]) => values.map((roe) => ({ sector, roe }));
  it("gives each sector with enough companies its quartiles and the share above 20 percent, highest median first", () => {
    const figure = roeBySector([
      ...many("Utilities", [5, 6, 7, 8, 9]),
      ...many("Technology", [10, 20, 25, 30, 40]),
      ...many("Energy", [1, 2]),
      { sector: "Energy", roe: null },
    ]);
    if (figure.kind !== "roe-by-sector") throw new Error(figure.kind);
    expect(figure.rows.map((r) => r.label)).toEqual(["Technology", "Utilities"]);
    expect(figure.rows[0]).toEqual({ label: "Technology", companies: 5, p25: 20, median: 25, p75: 30, above20: 60 });
    expect(figure.market.companies).toBe(12);
    expect(figure.market.label).toBe("All companies");
  });
  it("says so when no company has an ROE", () => {
    expect(roeBySector([{ sector: "Energy", roe: null }]).kind).toBe("unavailable");
  });
});

describe("scoreExample", () => {
  const company = (over: Partial<ScoredCompany>): ScoredCompany => ({
    name: "Acme",
    ticker: "ACME",
    url: "/stocks/NYSE/ACME",
    overall: 40,
    dimensions: { valuation: 100 * (5 / 7), financials: 0, forecast: 100 * (3 / 9), performance: 50, dividend: null },
    ...over,
  });
  it("reads each dimension's passed checks back from its percentage and scores without the dividend on 33 checks", () => {
    const figure = scoreExample([company({})]);
    if (figure.kind !== "score-example") throw new Error(figure.kind);
    expect(figure.dimensions.map((d) => [d.name, d.passed, d.checks])).toEqual([
      ["Valuation", 5, 7],
      ["Financials", 0, 7],
      ["Forecast", 3, 9],
      ["Performance", 5, 10],
    ]);
    expect(figure.checks).toBe(33);
    expect(figure.overall).toBe(40);
    expect(figure.band).toBe("average");
  });
  it("counts the dividend dimension for a dividend payer: 38 checks", () => {
    const figure = scoreExample([
      company({
        overall: 60,
        dimensions: { valuation: 100, financials: 100, forecast: 0, performance: 0, dividend: 100 },
      }),
    ]);
    if (figure.kind !== "score-example") throw new Error(figure.kind);
    expect(figure.checks).toBe(38);
    expect(figure.band).toBe("strong");
  });
  it("skips companies without a full score and says so when none has one", () => {
    const unscored = company({ name: "Blank", overall: null });
    const figure = scoreExample([unscored, company({ name: "Second" })]);
    expect(figure.kind === "score-example" && figure.company.name).toBe("Second");
    expect(scoreExample([unscored]).kind).toBe("unavailable");
  });
});
