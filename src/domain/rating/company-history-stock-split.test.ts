import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { companyWith, dailyPrices, dayNumber, NO_RATES, weekdays } from "../../../test/support/rating-market";
import { quarter } from "../../../test/support/research-rows";
import { companyInputs } from "./company-history";

// Story: a company trading at $100 with EPS of $1 a quarter splits two-for-one on 1 March 2007;
// from then on it trades at $50. Its statements were filed in pre-split shares. Rated as of June
// 2007, on a date before the split and one after, its price, EPS, shares and insider trades are
// all in the shares of the as-of date (the split known by then), so the P/E and the market cap
// read the same either side of it; and rated as of December 2006, before anyone knew of the
// split, the ratios are the ones the later data gives.

const SPLIT = "2007-03-01";
const days = weekdays("2006-01-02", "2007-06-29");
const close = (day: number) => (day < dayNumber(SPLIT) ? 100 : 50);
const quarters = [1, 2, 3, 4].map((q) =>
  quarter(2005, q, { filedOn: `2006-0${q}-15`, eps: 1, shares: 10, netIncome: 10 }),
);
const company = companyWith(
  dailyPrices(days, close, (day, c) => (day < dayNumber(SPLIT) ? c / 2 : c)),
  {
    statements: quarters,
    splits: [{ exDate: SPLIT, ratio: 2 }],
    insiders: [{ tradedOn: "2006-12-01", shares: 1, price: 100 }],
    // An analyst's target of $120 a pre-split share, revised to $125 a pre-split share: $60 and $62.50 in today's.
    ratings: [
      { analystId: 1, ratedOn: "2006-11-01", rating: "buy", priceTarget: 120 },
      { analystId: 1, ratedOn: "2007-02-01", rating: "buy", priceTarget: 125 },
    ],
  },
);
const dates = [dayNumber("2006-12-29"), dayNumber("2007-03-30")];

describe("a two-for-one split", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2007-07-02T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("restates per-share figures in the shares of the as-of date", () => {
    const [before, after] = companyInputs(company, dates, NO_RATES);
    expect(before!.price).toBe(50);
    expect(before!.eps).toBe(2);
    expect(before!.shares).toBe(20);
    expect(after!.price).toBe(50);
    expect(after!.eps).toBe(2);
    expect(after!.shares).toBe(20);
    // The insider's one pre-split share is two after it.
    expect(before!.insiderNet12m).toBeCloseTo(2 / 20, 12);
    expect(after!.insiderNet12m).toBeCloseTo(2 / 20, 12);
  });

  it("compares an analyst's pre-split target with the price in the same shares", () => {
    const [before, after] = companyInputs(company, dates, NO_RATES);
    // In December 2006 the price was $100 a pre-split share; after the split, $50 a share.
    expect(before!.targetUpside).toBeCloseTo(120 / 100 - 1, 12);
    expect(after!.targetUpside).toBeCloseTo(125 / 100 - 1, 12);
    expect(after!.targetRevision3m).toBeCloseTo(125 / 120 - 1, 12);
  });

  it("leaves the earnings yield and the market cap where they were", () => {
    const [before, after] = companyInputs(company, dates, NO_RATES);
    expect(before!.eps! / before!.price!).toBe(after!.eps! / after!.price!);
    expect(before!.marketCap).toBe(1000);
    expect(after!.marketCap).toBe(1000);
  });

  it("gives December 2006 the same ratios whether the split is known or not", () => {
    const withoutSplit = companyWith(dailyPrices(weekdays("2006-01-02", "2006-12-29"), close), {
      statements: quarters,
      insiders: company.insiders,
    });
    const [then] = companyInputs(withoutSplit, [dates[0]!], NO_RATES);
    const [now] = companyInputs(company, [dates[0]!], NO_RATES);
    expect(then!.price).toBe(100);
    expect(now!.price).toBe(50);
    expect(now!.eps! / now!.price!).toBe(then!.eps! / then!.price!);
    expect(now!.marketCap).toBe(then!.marketCap);
    expect(now!.insiderNet12m).toBe(then!.insiderNet12m);
    // Averages run on adjusted closes, restated into the price units of the day.
    expect(now!.sma50! / now!.price!).toBeCloseTo(then!.sma50! / then!.price!, 12);
  });
});
