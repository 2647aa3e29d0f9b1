import { describe, expect, it } from "vitest";
import type { Split, Transaction } from "./ledger";
import {
  growthSince,
  moneyWeightedReturn,
  periodStart,
  timeWeightedLevels,
  valueSeries,
  type PriceSeries,
} from "./returns";

const trade = (kind: "buy" | "sell", date: string, shares: number, price: number): Transaction => ({
  date,
  kind,
  companyId: 1,
  shares,
  price,
  amount: shares * price,
  fee: 0,
});

const DAYS = ["2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"];
const PRICES = new Map<number, PriceSeries>([[1, { dates: DAYS, closes: [100, 110, 99, 121] }]]);

describe("a portfolio's value day by day", () => {
  it("values holdings at each close plus cash, with the day's money brought in", () => {
    const points = valueSeries(
      [trade("buy", "2024-01-02", 10, 100), trade("buy", "2024-01-03", 10, 110)],
      [],
      PRICES,
      DAYS,
    );
    expect(points).toEqual([
      { date: "2024-01-02", value: 1000, flow: 1000 },
      { date: "2024-01-03", value: 2200, flow: 1100 },
      { date: "2024-01-04", value: 1980, flow: 0 },
      { date: "2024-01-05", value: 2420, flow: 0 },
    ]);
  });

  it("starts on the first transaction's day and applies a weekend transaction on the next trading day", () => {
    const points = valueSeries([trade("buy", "2024-01-03", 1, 105)], [], PRICES, DAYS);
    expect(points.map((p) => p.date)).toEqual(["2024-01-03", "2024-01-04", "2024-01-05"]);
    expect(points[0]).toEqual({ date: "2024-01-03", value: 110, flow: 105 });
  });

  it("values a company without closes at its latest trade", () => {
    const points = valueSeries([{ ...trade("buy", "2024-01-02", 2, 40), companyId: 9 }], [], PRICES, DAYS);
    expect(points.map((p) => p.value)).toEqual([80, 80, 80, 80]);
  });

  it("scales closes back before a split the stored prices already reflect", () => {
    const split: Split = { companyId: 1, date: "2024-01-04", ratio: 2, pricesAdjusted: true };
    // Stored closes are in today's shares: 50 before the split was 100 then.
    const prices = new Map([[1, { dates: DAYS, closes: [50, 55, 55, 60] }]]);
    const points = valueSeries([trade("buy", "2024-01-02", 10, 100)], [split], prices, DAYS);
    expect(points.map((p) => p.value)).toEqual([1000, 1100, 1100, 1200]);
  });

  it("does not scale prices for a split the stored prices do not reflect", () => {
    const split: Split = { companyId: 1, date: "2024-01-04", ratio: 2, pricesAdjusted: false };
    const prices = new Map([[1, { dates: DAYS, closes: [100, 110, 55, 60] }]]);
    const points = valueSeries([trade("buy", "2024-01-02", 10, 100)], [split], prices, DAYS);
    expect(points.map((p) => p.value)).toEqual([1000, 1100, 1100, 1200]);
  });
});

describe("the time-weighted return", () => {
  it("chains each day's growth with the day's flows taken out (hand-computed)", () => {
    // 10 shares at 100; the next day 10 more at 110 with money brought in; then 99; then 121.
    // Days: 0 %, +10 %, -10 %, +22.2 %: (1.1 x 0.9 x 121 / 99) - 1 = 21 %.
    const points = valueSeries(
      [trade("buy", "2024-01-02", 10, 100), trade("buy", "2024-01-03", 10, 110)],
      [],
      PRICES,
      DAYS,
    );
    const levels = timeWeightedLevels(points);
    expect(levels[0]).toBeCloseTo(1, 12);
    expect(levels[1]).toBeCloseTo(1.1, 12);
    expect(levels[2]).toBeCloseTo(0.99, 12);
    expect(levels[3]).toBeCloseTo(1.21, 12);
  });

  it("is not moved by a withdrawal", () => {
    const levels = timeWeightedLevels([
      { date: "a", value: 1000, flow: 1000 },
      { date: "b", value: 600, flow: -500 },
      { date: "c", value: 660, flow: 0 },
    ]);
    // Day b: (600 + 500) / 1000 = +10 %; day c: +10 %.
    expect(levels[2]).toBeCloseTo(1.21, 12);
  });

  it("counts a buy above the close as that day's loss", () => {
    const levels = timeWeightedLevels([{ date: "a", value: 95, flow: 100 }]);
    expect(levels[0]).toBeCloseTo(0.95, 12);
  });

  it("starts again after everything was taken out", () => {
    const levels = timeWeightedLevels([
      { date: "a", value: 100, flow: 100 },
      { date: "b", value: 0, flow: -110 },
      { date: "c", value: 200, flow: 200 },
      { date: "d", value: 220, flow: 0 },
    ]);
    expect(levels[1]).toBeCloseTo(1.1, 12);
    expect(levels[3]).toBeCloseTo(1.21, 12);
  });

  it("measures a period from the close before it, and has none for a period longer than the series", () => {
    const dates = ["2024-01-31", "2024-02-29", "2024-03-28"];
    const levels = [1, 1.1, 1.21];
    expect(growthSince(dates, levels, "2024-02-29")).toBeCloseTo(0.1, 12);
    expect(growthSince(dates, levels, "2024-03-01")).toBeCloseTo(0.1, 12);
    expect(growthSince(dates, levels, "2023-12-31")).toBeNull();
    expect(growthSince(dates, levels, null)).toBeCloseTo(0.21, 12);
  });

  it("names each period's starting close", () => {
    expect(periodStart("1M", "2025-03-31")).toBe("2025-02-28");
    expect(periodStart("YTD", "2025-06-30")).toBe("2024-12-31");
    expect(periodStart("1Y", "2024-02-29")).toBe("2023-02-28");
    expect(periodStart("3Y", "2025-06-30")).toBe("2022-06-30");
    expect(periodStart("ALL", "2025-06-30")).toBeNull();
  });
});

describe("the money-weighted return", () => {
  it("is the yearly rate that grows the money put in into the value at the end", () => {
    // -1000 then -1000 a year later, 2310 two years in: 10 % a year (1000 x 1.21 + 1000 x 1.1).
    const r = moneyWeightedReturn(
      { date: "2022-01-01", value: 0 },
      [
        { date: "2022-01-01", amount: 1000 },
        { date: "2023-01-01", amount: 1000 },
      ],
      { date: "2024-01-01", value: 2310 },
    );
    expect(r).toBeCloseTo(0.1, 6);
  });

  it("weighs a late deposit less than the time-weighted return does", () => {
    // 1000 grows 10 % in the first half year; 9000 more comes in and loses 10 %.
    const r = moneyWeightedReturn({ date: "2024-01-01", value: 1000 }, [{ date: "2024-07-01", amount: 9000 }], {
      date: "2024-12-31",
      value: (1100 + 9000) * 0.9,
    })!;
    // Time-weighted: 1.1 x 0.9 - 1 = -1 %. Money-weighted: 910 lost on about 5,500 held on
    // average over the year (Modified Dietz -16.5 %).
    expect(r).toBeLessThan(-0.15);
    expect(r).toBeGreaterThan(-0.17);
  });

  it("gives a short period's own rate, not an annualised one", () => {
    const r = moneyWeightedReturn({ date: "2024-01-01", value: 1000 }, [], { date: "2024-04-01", value: 1050 });
    expect(r).toBeCloseTo(0.05, 6);
  });

  it("has none when nothing was invested", () => {
    expect(moneyWeightedReturn({ date: "2024-01-01", value: 0 }, [], { date: "2024-04-01", value: 0 })).toBeNull();
  });
});
