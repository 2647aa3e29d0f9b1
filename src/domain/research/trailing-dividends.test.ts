import { describe, expect, it } from "vitest";
import { trailingDividends } from "./trailing-dividends";

// The trailing-twelve-month dividend: ex-dates in (asOf - 365 days, asOf], at most a
// year's cadence of payments, and the forward rate from the latest payment.

const pay = (exDate: string, amount: number) => ({ exDate, amount });

// A quarterly payer whose ex-dates follow its reports by a few days more or less each year, as
// the demo market's COU: the May payments of 2025 and 2026 are 361 days apart.
const drifting = [
  pay("2025-02-21", 2.0),
  pay("2025-05-12", 2.05),
  pay("2025-08-08", 2.05),
  pay("2025-11-07", 2.1),
  pay("2026-02-20", 2.1),
  pay("2026-05-08", 2.14),
];

describe("the trailing dividend", () => {
  it("counts four payments of a quarterly payer whose fifth ex-date falls inside the 365 days", () => {
    // (2025-05-11, 2026-05-11] holds five ex-dates; the one of 2025-05-12 is the same quarter's.
    const t = trailingDividends(drifting, "2026-05-11");
    expect(t.count).toBe(4);
    expect(t.total).toBeCloseTo(2.05 + 2.1 + 2.1 + 2.14, 9);
    expect(t.paymentsPerYear).toBe(4);
    expect(t.forwardAnnual).toBeCloseTo(2.14 * 4, 9);
  });

  it("takes exactly the 365 days up to the as-of date, a leap year included", () => {
    const yearly = [pay("2022-03-02", 1), pay("2023-03-02", 1)];
    // 2023-03-02 is 365 days before 2024-03-01 (2024 is a leap year): outside; one day later, inside.
    expect(trailingDividends(yearly, "2024-03-01").total).toBe(0);
    expect(trailingDividends(yearly, "2024-02-29").total).toBe(1);
    // The as-of date itself is inside.
    expect(trailingDividends([pay("2024-01-01", 1), pay("2024-07-01", 1)], "2024-07-01").total).toBe(2);
    // A later ex-date is not known yet.
    expect(trailingDividends([pay("2024-01-01", 1), pay("2024-07-02", 1)], "2024-07-01").total).toBe(1);
  });

  it("reads monthly, semi-annual and annual cadences from the spacing", () => {
    const monthly = Array.from({ length: 14 }, (_, i) =>
      pay(`${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-10`, 0.1),
    );
    const m = trailingDividends(monthly, "2025-02-15");
    expect([m.paymentsPerYear, m.count]).toEqual([12, 12]);
    expect(m.forwardAnnual).toBeCloseTo(1.2, 9);
    const semi = trailingDividends(
      [pay("2024-03-01", 1), pay("2024-09-01", 1.2), pay("2025-03-01", 1.3)],
      "2025-03-05",
    );
    expect([semi.paymentsPerYear, semi.count, semi.forwardAnnual]).toEqual([2, 2, 2.6]);
    const annual = trailingDividends([pay("2023-06-01", 1), pay("2024-05-28", 1.1)], "2025-05-20");
    expect([annual.paymentsPerYear, annual.count, annual.total]).toEqual([1, 1, 1.1]);
  });

  it("counts a first payment without guessing a forward rate, and nothing once suspended", () => {
    expect(trailingDividends([pay("2025-01-10", 0.5)], "2025-03-01")).toEqual({
      total: 0.5,
      count: 1,
      paymentsPerYear: null,
      forwardAnnual: null,
    });
    expect(trailingDividends(drifting, "2027-06-01")).toEqual({
      total: 0,
      count: 0,
      paymentsPerYear: null,
      forwardAnnual: null,
    });
    expect(trailingDividends([], "2025-03-01").total).toBe(0);
  });

  it("gives the same total, to the last bit, whatever history comes before the year", () => {
    // A day's rating update loads eight years, a full run everything: both must agree exactly.
    const older = Array.from({ length: 40 }, (_, i) =>
      pay(`${2005 + Math.floor(i / 4)}-0${1 + 3 * (i % 4)}-15`, 0.1 + i / 3),
    );
    const withHistory = trailingDividends([...older, ...drifting], "2026-05-11");
    const alone = trailingDividends(drifting, "2026-05-11");
    expect(Object.is(withHistory.total, alone.total)).toBe(true);
  });
});
