import { describe, expect, it } from "vitest";
import { runChecklist } from "../../domain/checks/checklist";
import type { CheckInput } from "../../domain/checks/types";
import { storedScores } from "../../domain/research/research-record";
import { presentDueDiligence } from "./company-page";

// Scores over what can be judged: each dimension says how many of its checks had
// data, and a dimension none of whose checks had data is told apart from a real 0.

/** A company with filings and prices but no analysts' estimates, as in the imported slice. */
const noEstimates: CheckInput = {
  companyName: "Example Corp",
  price: 40,
  earningsPerShare: 2,
  priceEarningsRatio: 20,
  marketPriceEarningsRatio: 18,
  industryPriceEarningsRatio: 22,
  ebit: 500,
  interestExpense: 20,
  debt: 1000,
  netMargin: 0.12,
  netMargin1Year: 0.1,
  assetsCurrent: 900,
  liabilitiesCurrent: 600,
  liabilitiesNonCurrent: 800,
  debtToEquityRatio: 0.6,
  debtToEquityRatio5Year: 0.8,
  netCashFlowFromOperations: 700,
  earningsGrowthRate1Year: 0.08,
  revenueGrowthRate1Year: 0.05,
  returnOnEquity: 0.18,
  returnOnAssets: 0.07,
};

const checks = runChecklist(noEstimates);
const scores = storedScores(checks, false);

describe("due diligence counts of checks with data", () => {
  it("counts, per dimension, the checks that could be judged, and says the forecast has none", () => {
    const dd = presentDueDiligence(checks, scores, { lockCompanies: false });
    const byCategory = Object.fromEntries(dd.dimensions.map((d) => [d.category, d]));
    for (const d of dd.dimensions) {
      const judged = checks.filter((c) => c.category === d.category && c.passed !== null).length;
      expect(d.withData).toBe(judged);
      expect(d.withData).toBeLessThanOrEqual(d.checks);
      expect(d.passed).toBeLessThanOrEqual(d.withData);
    }
    expect(byCategory.forecast).toMatchObject({ withData: 0, checks: 9, score: 0 });
    expect(byCategory.financials!.withData).toBeGreaterThan(0);
    // The overall score keeps the spec's arithmetic: 33 checks without dividends, averaged over
    // four dimensions, the empty forecast counting 0.
    expect(dd.overall.checks).toBe(33);
    expect(dd.overall.score).toBeCloseTo(dd.dimensions.reduce((s, d) => s + d.score, 0) / 4);
    expect(dd.overall.withData).toBe(dd.dimensions.reduce((s, d) => s + d.withData, 0));
    expect(dd.overall.withData).toBeLessThan(33);
  });

  it("gives a locked session the same counts, and still no verdict", () => {
    const open = presentDueDiligence(checks, scores, { lockCompanies: false });
    const locked = presentDueDiligence(checks, scores, { lockCompanies: true });
    expect(locked.dimensions.map((d) => d.withData)).toEqual(open.dimensions.map((d) => d.withData));
    expect(locked.overall.withData).toBe(open.overall.withData);
    // One locked row per check that had data: the count tells nothing the list does not.
    expect(locked.checks.filter((c) => c.category !== "ownership").length).toBe(locked.overall.withData);
    expect(locked.checks.every((c) => c.status === "locked" && c.passed === null)).toBe(true);
  });
});
