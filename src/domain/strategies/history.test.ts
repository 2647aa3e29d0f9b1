import { describe, expect, it } from "vitest";
import { dayOf } from "../rating/day-numbers";
import { historyOf, tapeOf, type CompanyHistory, type HistoryRecords } from "./history";
import { fieldsWithoutHistory, snapshotAsOf, valuesAsOf } from "./point-in-time";

const days = (...iso: string[]) => Int32Array.from(iso, dayOf);

function records(over: Partial<HistoryRecords> = {}): HistoryRecords {
  return {
    id: 1,
    sectorId: 3,
    day: days("2020-01-02", "2020-01-03", "2021-01-04", "2021-01-05"),
    close: Float64Array.from([10, 11, 20, 22]),
    adj: Float64Array.from([10, 11, 20, 22]),
    annual: [
      { filedDay: dayOf("2019-03-01"), revenue: 100, netIncome: 10, eps: 1, shares: 10, equity: 50, debt: 25 },
      { filedDay: dayOf("2021-01-05"), revenue: 200, netIncome: 30, eps: 3, shares: 10, equity: 60, debt: 0 },
    ],
    dividends: [{ exDay: dayOf("2020-06-01"), amount: 0.5 }],
    ratings: [
      { day: dayOf("2019-12-31"), grade: 2 },
      { day: dayOf("2021-01-05"), grade: 1 },
    ],
    ...over,
  };
}

const company = (over: Partial<HistoryRecords> = {}): CompanyHistory => historyOf(records(over));

describe("valuesAsOf", () => {
  it("reads a statement from its filing day, not before", () => {
    const before = valuesAsOf(company(), dayOf("2021-01-04"))!;
    expect(before).toMatchObject({ price: 20, mcap: 200, pe: 20, pb: 4, ps: 2, de: 0.5, zr: 4, sid: 3, rgr1y: null });
    expect(before.dy).toBeCloseTo(2.5, 12);
    // A year before Jan 4, 2021 the last close was Jan 3, 2020 (11).
    expect(before.chg1y).toBeCloseTo((20 / 11 - 1) * 100, 12);
    const after = valuesAsOf(company(), dayOf("2021-01-05"))!;
    expect(after).toMatchObject({ price: 22, pe: 22 / 3, rgr1y: 100, egr1y: 200, zr: 5 });
  });

  it("leaves out a company before its first trade and after its last", () => {
    expect(valuesAsOf(company(), dayOf("2019-12-31"))).toBeNull();
    expect(valuesAsOf(company(), dayOf("2021-01-06"))).toBeNull();
  });

  it("is the same whatever is filed, paid or rated later", () => {
    const day = dayOf("2020-01-03");
    const later = company({
      annual: [
        ...records().annual,
        { filedDay: dayOf("2022-03-01"), revenue: 1, netIncome: -5, eps: -1, shares: 99, equity: 1, debt: 9 },
      ],
      dividends: [...records().dividends, { exDay: dayOf("2020-01-04"), amount: 7 }],
      ratings: [...records().ratings, { day: dayOf("2020-01-04"), grade: 5 }],
    });
    expect(valuesAsOf(later, day)).toEqual(valuesAsOf(company(), day));
  });
});

describe("snapshotAsOf and tapeOf", () => {
  const other = company({
    id: 2,
    day: days("2020-01-02", "2020-01-03", "2021-01-04"),
    close: Float64Array.from([5, 5.5, 5.5]),
    adj: Float64Array.from([5, 5.5, 5.5]),
  });

  it("holds the companies listed that day", () => {
    expect(Array.from(snapshotAsOf([company(), other], dayOf("2021-01-05")).ids)).toEqual([1]);
    expect(Array.from(snapshotAsOf([company(), other], dayOf("2021-01-04")).ids).sort()).toEqual([1, 2]);
  });

  it("weights the market by yesterday's market caps", () => {
    const { tape } = tapeOf([company(), other]);
    expect(tape.dates).toEqual(["2020-01-02", "2020-01-03", "2021-01-04", "2021-01-05"]);
    // Day 2: caps 100 and 50 the day before, returns 10 % each.
    expect(tape.market[1]).toBeCloseTo(110, 12);
    // Day 3: caps 110 and 55, returns 10/11 - 1 and 0.
    expect(tape.market[2]).toBeCloseTo(110 * (1 + (110 * (20 / 11 - 1)) / 165), 12);
    expect(tape.prices.get(2)).toEqual({ first: 0, closes: Float64Array.from([5, 5.5, 5.5]) });
  });

  it("names the fields a backtest cannot screen on", () => {
    expect(fieldsWithoutHistory(["pe", "dds", "zr", "cons"])).toEqual(["dds", "cons"]);
  });
});
