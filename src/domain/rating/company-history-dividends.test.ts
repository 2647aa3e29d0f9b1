import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { companyWith, dailyPrices, dayNumber, NO_RATES, weekdays } from "../../../test/support/rating-market";
import { companyInputs } from "./company-history";

// The rating's dividend factors read the same trailing dividend as the company pages:
// a quarterly payer whose ex-dates drift has five in some 365 days; four count.

const days = weekdays("2022-01-03", "2026-06-30");
const dividends = [
  { exDate: "2022-05-13", amount: 1 },
  { exDate: "2022-08-12", amount: 1 },
  { exDate: "2022-11-11", amount: 1 },
  { exDate: "2023-02-17", amount: 1 },
  { exDate: "2023-05-09", amount: 1 },
  { exDate: "2025-05-12", amount: 2.05 },
  { exDate: "2025-08-08", amount: 2.05 },
  { exDate: "2025-11-07", amount: 2.1 },
  { exDate: "2026-02-20", amount: 2.1 },
  { exDate: "2026-05-08", amount: 2.14 },
];
const company = companyWith(
  dailyPrices(days, () => 100),
  { dividends },
);

describe("the rating's trailing dividend", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-07-01T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts a year's cadence of payments now and three years before", () => {
    const [x] = companyInputs(company, [dayNumber("2026-05-11")], NO_RATES);
    expect(x!.dividend12m).toBeCloseTo(2.05 + 2.1 + 2.1 + 2.14, 9);
    // Three years of 365 days before: 2023-05-12, whose window holds the five of 2022-05-13 to 2023-05-09.
    expect(x!.dividend12m3y).toBe(4);
  });
});
