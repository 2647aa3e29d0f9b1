import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { companyWith, dailyPrices, dayNumber, NO_RATES, weekdays } from "../../../test/support/rating-market";
import type { AnalystRatingRow } from "../research/company-data";
import { companyInputs } from "./company-history";

// Story: three analysts cover a $40 stock through 2008. Analyst 1 rates it Hold in January and
// upgrades to Buy on 15 October; analyst 2 says Strong Buy in February and is not heard from
// again; analyst 3 says Sell in November. On the December month-end the consensus is the mean of
// each analyst's latest rating in the last year, the upgrades are those of the last 90 days,
// and the target upside is against the close of the day.

const rating = (
  analystId: number,
  ratedOn: string,
  r: AnalystRatingRow["rating"],
  priceTarget: number | null,
): AnalystRatingRow => ({ analystId, ratedOn, rating: r, priceTarget });

const company = companyWith(
  dailyPrices(weekdays("2008-01-02", "2009-03-31"), () => 40),
  {
    ratings: [
      rating(1, "2008-01-15", "hold", 40),
      rating(2, "2008-02-01", "strong_buy", 60),
      rating(1, "2008-10-15", "buy", 50),
      rating(3, "2008-11-03", "sell", null),
    ],
  },
);

describe("three analysts over 2008", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2009-04-01T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("on the December month-end: each analyst's latest view, and one upgrade in 90 days", () => {
    const [december] = companyInputs(company, [dayNumber("2008-12-31")], NO_RATES);
    // Buy (4), Strong Buy (5) and Sell (2).
    expect(december!.consensus).toBeCloseTo(11 / 3, 12);
    expect(december!.coverage).toBe(3);
    expect(december!.buyShare).toBeCloseTo(2 / 3, 12);
    // Targets 50 and 60 (analyst 3 gave none) against a $40 close.
    expect(december!.targetUpside).toBeCloseTo(55 / 40 - 1, 12);
    // Analyst 1's upgrade and analyst 3's first rating fall in the last 90 days.
    expect(december!.ratings90d).toBe(2);
    expect(december!.netUpgrades90d).toBe(1);
    // Three months before, only analysts 1 (still Hold) and 2 had spoken.
    expect(december!.consensus3mAgo).toBe(4);
    expect(december!.targetRevision3m).toBeCloseTo(55 / 50 - 1, 12);
  });

  it("forgets a rating older than a year", () => {
    const [march] = companyInputs(company, [dayNumber("2009-03-31")], NO_RATES);
    // Analyst 2's February 2008 rating has lapsed.
    expect(march!.coverage).toBe(2);
    expect(march!.consensus).toBe(3);
    expect(march!.ratings90d).toBe(0);
  });

  it("has no consensus before the first rating, and no coverage", () => {
    const [first] = companyInputs(company, [dayNumber("2008-01-14")], NO_RATES);
    expect(first!.consensus).toBeNull();
    expect(first!.coverage).toBe(0);
    expect(first!.netUpgrades90d).toBeNull();
  });
});
