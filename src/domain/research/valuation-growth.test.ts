import { describe, expect, it } from "vitest";
import { company, prices, year } from "../../../test/support/research-rows";
import { companyFigures } from "./company-figures";
import { fairValue } from "../valuation/dcf";
import { NO_GROWTH_MESSAGE, NO_PER_SHARE_MESSAGE, TERMINAL_GROWTH_PERCENT, valuation } from "./valuation-figures";

// Growth for the valuation from the record there is: annual reports only, no estimates, so the
// models must read growth from the filings. EPS grows 10 % a year and revenue 6 % a year from the
// first report; free cash flow is 12 per filing over 10 shares, 1.2 a share.
const rates = { treasury10Year: 4, aaBond: 5, savingsRate: 3 };

function companyWithYears(
  reports: number,
  over: (i: number) => { eps?: number | null; revenue?: number | null } = () => ({}),
) {
  const statements = Array.from({ length: reports }, (_, i) =>
    year(2012 + i, { eps: 2 * 1.1 ** i, revenue: 1000 * 1.06 ** i, filedOn: `${2013 + i}-02-20`, ...over(i) }),
  );
  const data = company({ statements, estimates: [], prices: prices([50, 51]) });
  return companyFigures(data, "2017-11-10");
}

function dcfAt(growthPercent: number, cashFlowPerShare = 1.2): number {
  return fairValue({
    cashFlowPerShare,
    shortTermGrowthPercent: growthPercent,
    terminalGrowthPercent: TERMINAL_GROWTH_PERCENT,
    bondRatePercent: rates.treasury10Year,
  }).value!;
}

describe("valuation growth from the history there is", () => {
  it.each([
    [6, 5],
    [5, 4],
    [4, 3],
  ])("with %i annual reports reads EPS growth over the longest span, %i years", (reports, span) => {
    const v = valuation(companyWithYears(reports), rates);
    expect(v.growthSource).toBe("earnings-history");
    expect(v.growthYears).toBe(span);
    expect(v.shortTermGrowth).toBeCloseTo(10, 9);
    expect(v.fairValue).toBeCloseTo(dcfAt(10), 9);
    expect(v.fairValueReason).toBeNull();
    expect(v.grahamValue).not.toBeNull();
    expect(v.grahamReason).toBeNull();
  });

  it("prefers five years when the record is longer, as before", () => {
    // EPS flat for the first reports, then 10 % a year for the last five: the five-year span.
    const f = companyWithYears(9, (i) => ({ eps: 2 * 1.1 ** Math.max(0, i - 3) }));
    const v = valuation(f, rates);
    expect(v.growthYears).toBe(5);
    expect(v.shortTermGrowth).toBeCloseTo(10, 9);
  });

  it("takes a shorter span when the longer one starts from a loss", () => {
    const v = valuation(
      companyWithYears(6, (i) => (i < 2 ? { eps: -1 } : {})),
      rates,
    );
    expect(v.growthSource).toBe("earnings-history");
    expect(v.growthYears).toBe(3);
    expect(v.shortTermGrowth).toBeCloseTo(10, 9);
  });

  it("falls back to revenue growth when EPS has no positive base over three years", () => {
    const v = valuation(
      companyWithYears(5, (i) => (i === 1 ? { eps: -0.5 } : i === 0 ? { eps: null } : {})),
      rates,
    );
    expect(v.growthSource).toBe("revenue-history");
    expect(v.growthYears).toBe(4);
    expect(v.shortTermGrowth).toBeCloseTo(6, 9);
    expect(v.fairValue).toBeCloseTo(dcfAt(6), 9);
    expect(v.grahamValue).not.toBeNull();
  });

  it("has no growth with fewer than three years, and says so instead of blaming the cash flow", () => {
    const v = valuation(companyWithYears(3), rates);
    expect(v).toMatchObject({
      fairValue: null,
      grahamValue: null,
      shortTermGrowth: null,
      growthSource: null,
      growthYears: null,
      fairValueReason: NO_GROWTH_MESSAGE,
      grahamReason: NO_GROWTH_MESSAGE,
    });
    expect(NO_GROWTH_MESSAGE).not.toMatch(/cash flow/);
  });

  it("names a missing cash flow, a loss and a missing rate as the reasons they are", () => {
    const loss = valuation(
      companyWithYears(4, (i) => (i === 3 ? { eps: -1, freeCashFlow: -5 } : {})),
      rates,
    );
    expect(loss.fairValue).toBeNull();
    expect(loss.fairValueReason).toMatch(/no positive free cash flow or earnings per share/);
    expect(loss.grahamReason).toBe("The Graham formula needs positive earnings per share.");
    const noRates = valuation(companyWithYears(4), { treasury10Year: null, aaBond: null, savingsRate: null });
    expect(noRates.fairValueReason).toMatch(/10-year Treasury rate/);
    expect(noRates.grahamReason).toMatch(/AA corporate bond rate/);
  });

  it("says the filings hold no per-share basis when they give neither EPS nor shares, not that cash flow is missing", () => {
    // Rows of the public file (Visa, Hershey...) with cash flows but blank EPS and share counts.
    const statements = Array.from({ length: 4 }, (_, i) =>
      year(2013 + i, { eps: null, shares: null, revenue: 1000 * 1.06 ** i, filedOn: `${2014 + i}-02-20` }),
    );
    const f = companyFigures(
      company({ sharesOutstanding: null, statements, estimates: [], prices: prices([50, 51]) }),
      "2017-11-10",
    );
    const v = valuation(f, rates);
    expect(v.fairValue).toBeNull();
    expect(v.grahamValue).toBeNull();
    expect(v.fairValueReason).toBe(NO_PER_SHARE_MESSAGE);
    expect(v.grahamReason).toBe(NO_PER_SHARE_MESSAGE);
  });
});
