import { describe, expect, it } from "vitest";
import { CHECKS } from "../checks/registry";
import type { CheckInput } from "../checks/types";
import type { KeyStatistics } from "../contracts/company";
import { sma } from "../indicators/sma";
import { countScreen } from "./engine";
import { SNAPSHOT_FIELDS } from "./filter-fields";
import { ScreenerSnapshot } from "./snapshot";
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

describe("due diligence sub-scores without data", () => {
  // An imported company has no analysts' estimates: every forecast check is unavailable, and the
  // stored forecast score is the spec's 0. The screener must hold it as missing, not as 0.
  const forecastTypes = CHECKS.filter((c) => c.category === "forecast").map((c) => c.type);
  const valuationTypes = CHECKS.filter((c) => c.category === "valuation").map((c) => c.type);
  const research = (verdicts: Record<string, boolean | null>, dividends: StoredResearch["dividends"] = null) =>
    ({
      asOf: "2017-11-10",
      company: { ticker: "AAPL", name: "Apple", exchange: "NASDAQ", country: "United States" },
      quote: null,
      statistics: {} as KeyStatistics,
      checkInput: {} as CheckInput,
      scores: {
        overall: 10,
        checks: 38,
        passed: 2,
        paidDividendInLast10Years: false,
        dimensions: [
          { category: "valuation", score: 20, checks: 10, passed: 2 },
          { category: "forecast", score: 0, checks: 8, passed: 0 },
        ],
      },
      valuation: null,
      forecast: null,
      dividends,
      ownership: null,
      verdicts,
    }) as unknown as StoredResearch;
  const noTrailing = { revenue: null, costOfRevenue: null, freeCashFlow: null };
  const noUpcoming = { exDate: null, payDate: null };
  const noForecast = Object.fromEntries([
    ...forecastTypes.map((t) => [t, null]),
    ...valuationTypes.map((t, i) => [t, i < 2]),
  ]);
  const weakForecast = Object.fromEntries([
    ...forecastTypes.map((t) => [t, false]),
    ...valuationTypes.map((t, i) => [t, i < 2]),
  ]);

  it("is null for a dimension none of whose checks had data, and the score for one that had", () => {
    const v = researchValues(research(noForecast), noTrailing, noUpcoming);
    expect(v.ddfo).toBeNull();
    expect(v.ddv).toBe(20);
    expect(v.dds).toBe(10);
    // Failed checks are a real 0.
    expect(researchValues(research(weakForecast), noTrailing, noUpcoming).ddfo).toBe(0);
  });

  it("leaves the overall score missing when no check at all had data", () => {
    const none = Object.fromEntries([...forecastTypes, ...valuationTypes].map((t) => [t, null]));
    expect(researchValues(research(none), noTrailing, noUpcoming).dds).toBeNull();
  });

  it("does not match a filter of 0 or more", () => {
    const companies = [noForecast, weakForecast].map((verdicts, i) => ({
      id: i + 1,
      values: researchValues(research(verdicts), noTrailing, noUpcoming),
    }));
    const snapshot = new ScreenerSnapshot(companies, { text: ["ticker"], numbers: ["ddfo", "ddv"] }, null);
    expect(countScreen(snapshot, [{ key: "ddfo", value: { type: "range", low: 0, high: null } }])).toBe(1);
    expect(countScreen(snapshot, [{ key: "ddv", value: { type: "range", low: 0, high: null } }])).toBe(2);
  });

  it("gives no years of dividends when the data does not say whether the company pays", () => {
    const unknown = { known: false, trailingAnnualDividend: null, payoutRatio: null, growth5Year: null, yearsPaid: 0 };
    expect(researchValues(research(noForecast, unknown), noTrailing, noUpcoming).dyrs).toBeNull();
    expect(researchValues(research(noForecast, { ...unknown, known: true }), noTrailing, noUpcoming).dyrs).toBe(0);
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
