import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { companyWith, dailyPrices, dayNumber, weekdays } from "../../../test/support/rating-market";
import { year } from "../../../test/support/research-rows";
import { fairValue } from "../valuation/dcf";
import { companyInputs } from "./company-history";
import { FACTORS, isCross, type CompanyFactor } from "./factors";
import type { RatingInputs } from "./inputs";
import { growthAt } from "./valuation-at";

// Short histories on the rating's side: an imported company has four annual reports (fiscal 2013-2016,
// each filed 60 days after its year), no analysts' estimates, no dividend records and only the
// 10-year Treasury. Its Zen Rating valuation follows the research's rule (decision 032: growth
// from the longest span of five, four or three years, else revenue; the AA rate from the
// Treasury plus a point), point in time; its dividends are unknown, not zero (decision 033).

const days = weekdays("2013-01-02", "2017-11-10");
const PRICE = 30;
const TREASURY = 2.5;
const RATES = () => ({ treasury10Year: TREASURY, aaBond: null });
// EPS grows 10 % a year; revenue 5 %. No dividends-paid line (the public file has none).
const reports = (eps: number[]) =>
  eps.map((e, k) =>
    year(2013 + k, {
      periodEnd: `${2013 + k}-09-30`,
      filedOn: `${2013 + k}-11-29`,
      eps: e,
      netIncome: e * 10,
      revenue: 100 * 1.05 ** k,
      dividendsPaid: null,
    }),
  );
const growing = reports([1, 1.1, 1.21, 1.331]);
const imported = companyWith(
  dailyPrices(days, () => PRICE),
  { statements: growing, dividendsKnown: false },
);

function factor(key: string): CompanyFactor {
  const f = FACTORS.find((x) => x.key === key)!;
  if (isCross(f)) throw new Error(`${key} is a cross-sectional factor`);
  return f;
}

function inputsOn(company: typeof imported, iso: string): RatingInputs {
  const [x] = companyInputs(company, [dayNumber(iso)], RATES);
  return x!;
}

describe("the rating's valuation and dividends on a short imported record", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2017-11-11T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("values from three years of EPS once the fourth report is filed, with the Treasury plus a point for Graham", () => {
    const x = inputsOn(imported, "2017-06-30");
    expect(growthAt(x)).toEqual({ rate: expect.closeTo(0.1, 9), source: "earnings-history", years: 3 });
    // Free cash flow 12 over 10 shares a share, growing 10 %, discounted on the Treasury of the day.
    const expected = fairValue({
      cashFlowPerShare: 1.2,
      shortTermGrowthPercent: 10,
      terminalGrowthPercent: 2.5,
      bondRatePercent: TREASURY,
    }).value!;
    expect(x.fairValue).toBeCloseTo(expected, 9);
    expect(x.grahamValue).toBeGreaterThan(0);
    expect(factor("fairValueDiscount").compute(x)).toBeCloseTo(1 - PRICE / expected, 9);
    expect(factor("grahamDiscount").compute(x)).not.toBeNull();
  });

  it("does not look ahead: with three reports filed (a two-year span) there is no growth and no value", () => {
    const x = inputsOn(imported, "2016-06-30");
    expect(x.eps).toBeCloseTo(1.21, 9);
    expect(growthAt(x)).toBeNull();
    expect(x.fairValue).toBeNull();
    expect(x.grahamValue).toBeNull();
  });

  it("falls back to revenue growth when the span's first EPS is a loss", () => {
    const fromLoss = companyWith(
      dailyPrices(days, () => PRICE),
      {
        statements: reports([-0.5, 0.4, 0.8, 1.2]),
        dividendsKnown: false,
      },
    );
    const x = inputsOn(fromLoss, "2017-06-30");
    expect(growthAt(x)).toEqual({ rate: expect.closeTo(0.05, 9), source: "revenue-history", years: 3 });
    expect(x.fairValue).toBeGreaterThan(0);
  });

  it("reads unknown dividends as missing: no yield, no dividend growth, no payout", () => {
    const x = inputsOn(imported, "2017-06-30");
    expect(x.dividend12m).toBeNull();
    expect(x.dividend12m3y).toBeNull();
    for (const key of ["dividendYield", "shareholderYield", "dividendGrowth3y", "payoutRatio", "sustainableGrowth"])
      expect(factor(key).compute(x), key).toBeNull();
  });

  it("still reads a complete record without payments as a zero yield and payout", () => {
    const known = companyWith(
      dailyPrices(days, () => PRICE),
      { statements: growing },
    );
    const x = inputsOn(known, "2017-06-30");
    expect(x.dividend12m).toBe(0);
    expect(factor("dividendYield").compute(x)).toBe(0);
    expect(factor("payoutRatio").compute(x)).toBe(0);
    expect(factor("sustainableGrowth").compute(x)).not.toBeNull();
  });
});
