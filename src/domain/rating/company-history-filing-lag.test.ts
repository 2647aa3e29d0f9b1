import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { companyWith, dailyPrices, dayNumber, NO_RATES, weekdays } from "../../../test/support/rating-market";
import { quarter } from "../../../test/support/research-rows";
import { companyInputs } from "./company-history";

// Story: a company reports its first quarter of 2006 (period ended 31 March) on 10 May. On the
// April month-end the rating still sees the 2005 quarters; from the May month-end on it sees
// the new one. A statement counts from its filing date, never from the end of its period.

const days = weekdays("2005-01-03", "2006-06-30");
const quarters = [
  quarter(2005, 1, { filedOn: "2005-05-10", netIncome: 10, eps: 1 }),
  quarter(2005, 2, { filedOn: "2005-08-10", netIncome: 10, eps: 1 }),
  quarter(2005, 3, { filedOn: "2005-11-10", netIncome: 10, eps: 1 }),
  quarter(2005, 4, { filedOn: "2006-02-10", netIncome: 10, eps: 1 }),
  quarter(2006, 1, { filedOn: "2006-05-10", netIncome: 30, eps: 3, revenue: 160 }),
];
const company = companyWith(
  dailyPrices(days, () => 20),
  { statements: quarters },
);

describe("a quarter filed 40 days after its period ends", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2006-07-01T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is not seen on the month-end after its period, only after its filing", () => {
    const [april, may] = companyInputs(company, [dayNumber("2006-04-28"), dayNumber("2006-05-31")], NO_RATES);
    // Trailing twelve months: four quarters of 10, then three of 10 and the new 30.
    expect(april!.netIncome).toBe(40);
    expect(april!.eps).toBe(4);
    expect(april!.quarterEps).toBe(1);
    expect(may!.netIncome).toBe(60);
    expect(may!.eps).toBe(6);
    expect(may!.quarterEps).toBe(3);
    // The same quarter a year before is the comparison for the newest one.
    expect(may!.quarterEpsYearAgo).toBe(1);
    expect(may!.quarterRevenue).toBe(160);
    expect(may!.quarterRevenueYearAgo).toBe(100);
  });

  it("knows nothing of the statements before the first filing", () => {
    const [march2005] = companyInputs(company, [dayNumber("2005-03-31")], NO_RATES);
    expect(march2005!.price).toBe(20);
    expect(march2005!.eps).toBeNull();
    expect(march2005!.shares).toBeNull();
    expect(march2005!.marketCap).toBeNull();
  });

  it("rates no date on which the company had no recent price", () => {
    const [before, after] = companyInputs(company, [dayNumber("2004-12-31"), dayNumber("2006-07-20")], NO_RATES);
    expect(before).toBeNull();
    // 20 calendar days after the last price: more than the ten days a price stays current.
    expect(after).toBeNull();
  });
});
