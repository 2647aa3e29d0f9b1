import { describe, expect, it } from "vitest";
import { GRADES } from "../../domain/rating/grades";
import { checkLevelBands } from "./bands";
import { levelsSection } from "./levels-report";
import type { MarketLevels } from "./market-levels";
import type { MarketStatistics } from "./measure-market";
import { calibrationReport } from "./report";

// The Levels section as the report and `npm run data -- levels` print it, and the level bands
// it judges, on made-up levels: a market like the real one and one like the demo market
// before its levels were tied to fundamentals.

const levels = (over: Partial<MarketLevels["valuation"]> = {}, ratios: Partial<MarketLevels["ratios"]> = {}) =>
  ({
    source: "test market",
    asOf: "2026-06-30",
    valuation: {
      companies: 500,
      largest: { name: "BIG", sector: "Technology", marketCap: 5.2e12 },
      totalMarketCap: 68.6e12,
      overTrillion: 10,
      positivePes: 456,
      medianPe: 24.2,
      peAbove100: 0.035,
      largeCaps: 112,
      largeCapMedianPe: 27,
      yieldsKnown: 500,
      payers: 250,
      payingShare: 0.5,
      payersMedianYield: 0.019,
      highestYield: 0.075,
      medianPriceToBook: 3.5,
      sectorWeights: [
        { sector: "Technology", share: 0.6 },
        { sector: "Energy", share: 0.4 },
      ],
      largestRevenue: { name: "SHOP", revenue: 0.68e12 },
      tenLargest: { medianPe: 33, payers: 7, lossOrAbove100: 1 },
      ...over,
    },
    ratios: {
      companies: 448,
      medianNetMargin: 0.097,
      medianReturnOnEquity: 0.15,
      medianDebtToEquity: 0.81,
      medianRevenueGrowth: 0.019,
      medianRevenueGrowthOverYears: 0.038,
      ...ratios,
    },
  }) satisfies MarketLevels;

const real = levels({ payingShare: 0.79 });
const exploded = levels(
  {
    largest: { name: "BANK", sector: "Financial Services", marketCap: 14.2e12 },
    totalMarketCap: 149e12,
    overTrillion: 17,
    medianPe: 17.8,
    peAbove100: 0.156,
    largeCaps: 244,
    largeCapMedianPe: 107.6,
    payersMedianYield: 0.0038,
    highestYield: 1.04,
    payingShare: 0.8,
    sectorWeights: [
      { sector: "Financial Services", share: 0.6 },
      { sector: "Technology", share: 0.4 },
    ],
    largestRevenue: { name: "GROCER", revenue: 7.1e12 },
    tenLargest: { medianPe: 161, payers: 0, lossOrAbove100: 8 },
  },
  { medianNetMargin: 0.3, medianRevenueGrowth: 0.17, medianRevenueGrowthOverYears: 0.15 },
);

describe("checkLevelBands", () => {
  it("holds a market like the real one inside every band", () => {
    expect(checkLevelBands(levels(), real).filter((b) => !b.ok)).toEqual([]);
  });

  it("finds every level an investor would not believe", () => {
    const failed = checkLevelBands(exploded, real)
      .filter((b) => !b.ok)
      .map((b) => b.name);
    expect(failed).toEqual([
      "Largest company's market cap",
      "Companies over $1 T",
      "All companies' market caps together",
      "Positive P/Es above 100",
      "Median P/E of companies over $100 B",
      "Median P/E of the ten largest companies",
      "The ten largest losing money or above P/E 100",
      "The ten largest paying a dividend",
      "Largest yearly revenue",
      "Dividend payers' median trailing yield",
      "Highest payer's yield",
      "Companies paying a dividend",
      "Sector weights by market cap (the most overweight against the real)",
      "Median net margin, demo / real",
      "Median revenue growth (every company-year), demo less real",
    ]);
  });

  it("reports the large caps' P/E without judging it when no company is that large", () => {
    const band = checkLevelBands(levels({ largeCaps: 0, largeCapMedianPe: null })).find((b) =>
      b.name.startsWith("Median P/E of companies over"),
    )!;
    expect(band).toMatchObject({ ok: true, skipped: true, value: "no company over $100.0 B" });
  });

  it("judges the ratios against the real market only when it was measured", () => {
    expect(checkLevelBands(levels()).some((b) => b.name.includes("demo / real"))).toBe(false);
    expect(checkLevelBands(levels(), real).filter((b) => b.name.includes("real"))).toHaveLength(6);
  });
});

describe("levelsSection", () => {
  const text = levelsSection(exploded, real).join("\n");

  it("sets both columns side by side", () => {
    expect(text).toContain("## Levels");
    expect(text).toContain("| Largest market cap | $14.20 T (BANK, Financial Services) | $5.20 T (BIG, Technology) |");
    expect(text).toContain("| Median P/E of companies over $100 B | 107.6 | 27.0 |");
    expect(text).toContain("| Dividend payers' median yield | 0.4 % | 1.9 % |");
    expect(text).toContain("| Median debt to equity | 0.81 | 0.81 |");
  });

  it("lists every sector of either market with its share of the total market cap", () => {
    expect(text).toContain("| Financial Services | 60.0 % | 0.0 % |");
    expect(text).toContain("| Technology | 40.0 % | 60.0 % |");
    expect(text).toContain("| Energy | 0.0 % | 40.0 % |");
  });

  it("marks the bands outside, and n/a for a band it could not judge", () => {
    expect(text).toContain("| Highest payer's yield | 104.0 % | at most 15 % | **no** |");
    expect(text).toContain("| Financial Services 60.0 % against 0.0 % |");
    const small = levelsSection(levels({ largeCaps: 0, largeCapMedianPe: null }), null).join("\n");
    expect(small).toContain("| 15 to 45 | n/a |");
    expect(small).toContain("- Real: not measured");
  });
});

describe("calibrationReport", () => {
  const grade = { annualReturn: 0.1, hitRate: 0.6, averageHoldings: 10 };
  const stats = {
    source: "demo",
    from: "2003-01-02",
    to: "2026-06-30",
    stocks: 300,
    stock: { dailyVolatility: 0.02, kurtosis: 10, squaredAutocorrelation: 0.1 },
    index: { dailyVolatility: 0.01, kurtosis: 8, squaredAutocorrelation: 0.2 },
    dispersion: 0.08,
    components: [],
    analysts: null,
    backtest: { market: { annualReturn: 0.08 }, grades: Object.fromEntries(GRADES.map((g) => [g, grade])) },
    weights: [],
  } as unknown as MarketStatistics;
  const context = { demo: stats, real: null, demoLabel: "demo", realLabel: "none", generatedOn: "2026-11-28" };

  it("ends with the Levels section when the levels were measured", () => {
    const report = calibrationReport({ ...context, demoLevels: levels(), realLevels: real });
    expect(report).toContain("## Bands");
    expect(report.indexOf("## Levels")).toBeGreaterThan(report.indexOf("## Bands"));
  });

  it("leaves it out otherwise", () => {
    expect(calibrationReport(context)).not.toContain("## Levels");
  });
});
