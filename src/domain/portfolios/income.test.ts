import { describe, expect, it } from "vitest";
import {
  cadenceOf,
  forwardAnnualIncome,
  incomeByMonth,
  upcomingDividends,
  yearTotal,
  type DividendRecord,
  type IncomeEvent,
} from "./income";

const QUARTERLY: DividendRecord[] = [
  { exDate: "2024-08-09", payDate: "2024-08-23", amount: 0.5 },
  { exDate: "2024-11-08", payDate: "2024-11-22", amount: 0.5 },
  { exDate: "2025-02-07", payDate: "2025-02-21", amount: 0.55 },
  { exDate: "2025-05-09", payDate: "2025-05-23", amount: 0.55 },
];

describe("dividend cadence", () => {
  it("reads quarterly, monthly and yearly payers from their ex-dates", () => {
    expect(cadenceOf(QUARTERLY, "2025-06-30")).toBe(4);
    const monthly = Array.from({ length: 6 }, (_, i) => ({
      exDate: `2025-0${i + 1}-10`,
      payDate: `2025-0${i + 1}-20`,
      amount: 0.1,
    }));
    expect(cadenceOf(monthly, "2025-06-30")).toBe(12);
    const yearly = [
      { exDate: "2023-05-01", payDate: "2023-05-15", amount: 1 },
      { exDate: "2024-05-01", payDate: "2024-05-15", amount: 1 },
    ];
    expect(cadenceOf(yearly, "2025-01-01")).toBe(1);
  });

  it("has none with one payment, or when the last is more than one and a half gaps back", () => {
    expect(cadenceOf(QUARTERLY.slice(0, 1), "2025-06-30")).toBeNull();
    expect(cadenceOf(QUARTERLY, "2025-10-01")).toBeNull();
  });
});

describe("projected dividends", () => {
  it("projects a quarterly payer every three months at its latest amount, for the shares held", () => {
    const events = upcomingDividends(7, 100, QUARTERLY, "2025-06-30", "2025-12-31");
    expect(events).toEqual([
      { date: "2025-08-23", companyId: 7, amount: 55.00000000000001, status: "projected", perShare: 0.55 },
      { date: "2025-11-23", companyId: 7, amount: 55.00000000000001, status: "projected", perShare: 0.55 },
    ]);
  });

  it("shows a declared payment as declared and projects after it", () => {
    const declared = [...QUARTERLY, { exDate: "2025-08-08", payDate: "2025-08-22", amount: 0.6 }];
    const events = upcomingDividends(7, 10, declared, "2025-06-30", "2025-12-31");
    expect(events.map((e) => [e.date, e.status, e.perShare])).toEqual([
      ["2025-08-22", "declared", 0.6],
      ["2025-11-22", "projected", 0.6],
    ]);
  });

  it("projects nothing for a holding of no shares or a company that stopped paying", () => {
    expect(upcomingDividends(7, 0, QUARTERLY, "2025-06-30", "2025-12-31")).toEqual([]);
    expect(upcomingDividends(7, 10, QUARTERLY, "2026-01-31", "2026-12-31")).toEqual([]);
  });

  it("gives the forward annual income from the latest amount and the cadence", () => {
    expect(forwardAnnualIncome(100, QUARTERLY, "2025-06-30")).toBeCloseTo(220, 9);
    expect(forwardAnnualIncome(100, QUARTERLY.slice(0, 1), "2025-06-30")).toBe(0);
  });
});

describe("the income calendar", () => {
  const events: IncomeEvent[] = [
    { date: "2025-02-21", companyId: 1, amount: 10, status: "received", perShare: null },
    { date: "2025-05-23", companyId: 1, amount: 11, status: "received", perShare: null },
    { date: "2025-08-22", companyId: 1, amount: 12, status: "declared", perShare: 0.6 },
    { date: "2025-11-22", companyId: 1, amount: 12, status: "projected", perShare: 0.6 },
    { date: "2026-02-22", companyId: 1, amount: 12, status: "projected", perShare: 0.6 },
  ];

  it("sums each month by status, every month present", () => {
    const months = incomeByMonth(events, "2025-01", "2025-12");
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: "2025-01", received: 0, declared: 0, projected: 0 });
    expect(months[1]).toEqual({ month: "2025-02", received: 10, declared: 0, projected: 0 });
    expect(months[7]).toEqual({ month: "2025-08", received: 0, declared: 12, projected: 0 });
    expect(months[10]).toEqual({ month: "2025-11", received: 0, declared: 0, projected: 12 });
  });

  it("expects for the year what was received plus what is declared and projected to its end", () => {
    expect(yearTotal(events, "2025-06-30")).toBe(45);
  });
});
