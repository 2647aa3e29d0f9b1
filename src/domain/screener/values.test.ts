import { describe, expect, it } from "vitest";
import { CHECKS } from "../checks/registry";
import type { CheckInput } from "../checks/types";
import type { KeyStatistics } from "../contracts/company";
import { sma } from "../indicators/sma";
import { SNAPSHOT_FIELDS } from "./filter-fields";
import {
  change,
  changeStartDays,
  changeStarts,
  closeOnOrBefore,
  dateOfEpochDay,
  epochDay,
  priceValues,
  researchValues,
  topAnalystValues,
  zenRatingValues,
  type StoredResearch,
} from "./values";

function series(n: number, start = "2023-01-02") {
  const t0 = Date.parse(`${start}T00:00:00Z`);
  const dates = Array.from({ length: n }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
  const close = dates.map((_, i) => 100 + i);
  return { dates, days: dates.map(epochDay), close, high: close.map((c) => c + 1), low: close.map((c) => c - 1) };
}

describe("screener values", () => {
  it("turns dates into days and back", () => {
    expect(epochDay("1970-01-02")).toBe(1);
    expect(dateOfEpochDay(epochDay("2024-02-29"))).toBe("2024-02-29");
  });

  it("finds the close of the last trading day on or before a date", () => {
    const s = { days: ["2024-01-02", "2024-01-05", "2024-01-08"].map(epochDay), close: [1, 2, 3] };
    expect(closeOnOrBefore(s, epochDay("2024-01-01"))).toBeNull();
    expect(closeOnOrBefore(s, epochDay("2024-01-06"))).toBe(2);
    expect(closeOnOrBefore(s, epochDay("2024-01-08"))).toBe(3);
  });

  it("states changes in percent and refuses a start without a positive price", () => {
    expect(change(110, 100)).toBeCloseTo(10);
    expect(change(110, 0)).toBeNull();
    expect(change(null, 100)).toBeNull();
  });

  it("starts each change on the right date", () => {
    expect(changeStarts("2024-03-31")).toMatchObject({
      chg1w: "2024-03-24",
      chg1m: "2024-03-02",
      chgytd: "2023-12-31",
      chg1y: "2023-03-31",
      chg10y: "2014-03-31",
    });
  });

  it("computes changes and indicators from the closes", () => {
    const s = series(400);
    const asOf = s.dates[399]!;
    const v = priceValues(changeStartDays(asOf), s, { chg3y: 50, chg5y: null, chg10y: 0 });
    expect(v.chg1w).toBeCloseTo((499 / 492 - 1) * 100);
    expect(v.chg3y).toBeCloseTo((499 / 50 - 1) * 100);
    expect(v.chg5y).toBeNull();
    expect(v.chg10y).toBeNull();
    expect(v.sma200).toBeCloseTo(sma(s.close, 200).at(-1)!);
    expect(v.rsi).toBeCloseTo(100);
    expect(v.macd).not.toBeNull();
    expect(v.stk).not.toBeNull();
  });

  it("leaves a moving average null without enough days", () => {
    const v = priceValues(changeStartDays("2023-01-31"), series(30), { chg3y: null, chg5y: null, chg10y: null });
    expect(v.sma20).not.toBeNull();
    expect(v.sma50).toBeNull();
  });

  it("gives every field of the catalogue a value and writes no value that no column or filter reads", () => {
    // A column is its catalogue entry and its value here: the snapshot, the engine's indexes and
    // the cells follow from the catalogue, so a field missing on either side is the one mistake
    // left to make. The check verdicts are the only values written from a list of their own.
    const research: StoredResearch = {
      asOf: "2024-01-02",
      company: {
        ticker: "ABC",
        name: "ABC Corp",
        exchange: "NYSE",
        country: "United States",
        sectorId: 1,
        industryId: 2,
        sector: "Energy",
        industry: "Oil & Gas",
      },
      quote: null,
      statistics: {} as KeyStatistics,
      checkInput: {} as CheckInput,
      scores: { overall: 50, checks: 0, passed: 0, paidDividendInLast10Years: false, dimensions: [] },
      valuation: null,
      forecast: null,
      dividends: null,
      ownership: null,
      verdicts: {},
    };
    const written = new Set([
      ...Object.keys(
        researchValues(
          research,
          { revenue: null, costOfRevenue: null, freeCashFlow: null },
          { exDate: null, payDate: null },
        ),
      ),
      ...Object.keys(
        priceValues(
          changeStartDays("2024-01-02"),
          { days: [], close: [], high: [], low: [] },
          { chg3y: null, chg5y: null, chg10y: null },
        ),
      ),
      ...Object.keys(zenRatingValues(undefined, null)),
      ...Object.keys(topAnalystValues(undefined, false)),
    ]);
    const verdicts = new Set(CHECKS.map((c) => c.type));
    const fields = [...SNAPSHOT_FIELDS.text, ...SNAPSHOT_FIELDS.numbers].filter((f) => !verdicts.has(f));
    expect([...written].sort()).toEqual(fields.sort());
  });

  it("writes the company's own fields and the consensus as text", () => {
    const v = researchValues(
      {
        asOf: "2024-01-02",
        company: {
          ticker: "XOM",
          name: "Exxon Mobil",
          exchange: "NYSE",
          country: "United States",
          sectorId: 4,
          industryId: 40,
          sector: "Energy",
          industry: "Oil & Gas Integrated",
        },
        quote: null,
        statistics: { volume: 15_000_000 } as KeyStatistics,
        checkInput: {} as CheckInput,
        scores: { overall: 50, checks: 0, passed: 0, paidDividendInLast10Years: false, dimensions: [] },
        valuation: null,
        forecast: { consensus: { rating: "buy", score: 4, analysts: 3 } as never, priceTarget: null },
        dividends: null,
        ownership: null,
        verdicts: {},
      },
      { revenue: null, costOfRevenue: null, freeCashFlow: null },
      { exDate: null, payDate: null },
    );
    expect(v).toMatchObject({
      exchange: "NYSE",
      country: "United States",
      sector: "Energy",
      sid: 4,
      iid: 40,
      vol: 15_000_000,
      cons: "buy",
    });
  });
});

describe("top-analyst values", () => {
  it("are the ranking's upside in percent, consensus code and count; none before the ranking caught up", () => {
    expect(topAnalystValues({ analysts: 3, consensus: "buy", upside: 0.125 }, true)).toEqual({
      tau: 12.5,
      tac: "buy",
      tan: 3,
    });
    expect(topAnalystValues({ analysts: 1, consensus: "hold", upside: null }, true)).toEqual({
      tau: null,
      tac: "hold",
      tan: 1,
    });
    expect(topAnalystValues(undefined, true)).toEqual({ tau: null, tac: null, tan: 0 });
    expect(topAnalystValues({ analysts: 3, consensus: "buy", upside: 0.1 }, false)).toEqual({
      tau: null,
      tac: null,
      tan: null,
    });
  });
});
