import { describe, expect, it } from "vitest";
import { agreesWith, parseStooqAnswer, parseTiingoAnswer } from "./price-files";

describe("price answers", () => {
  it("reads Stooq's CSV, and its 'No data' as no days", () => {
    const text = "Date,Open,High,Low,Close,Volume\n2024-07-01,10,11,9,10.5,1000\n2024-07-02,10.5,12,10,11.75,1200\n";
    expect(parseStooqAnswer(text, "BRK.B").bars.map((b) => [b.date, b.close, b.adjClose])).toEqual([
      ["2024-07-01", 10.5, 10.5],
      ["2024-07-02", 11.75, 11.75],
    ]);
    expect(parseStooqAnswer("No data", "ZZZ")).toEqual({ bars: [], splits: [], dividends: [] });
    expect(() => parseStooqAnswer("Exceeded the daily hits limit", "AAPL")).toThrow(
      'Stooq prices of AAPL: it answered "Exceeded the daily hits limit"',
    );
  });

  it("rejects a Stooq answer with a malformed row, naming the line", () => {
    expect(() => parseStooqAnswer("Date,Open,High,Low,Close,Volume\n2024-07-01,10,11,9,abc,1000\n", "X")).toThrow(
      /Stooq prices of X: line 2: /,
    );
  });

  it("reads Tiingo's adjusted columns, its split factors and its cash dividends on their ex-dates", () => {
    const text = [
      "date,close,high,low,open,volume,adjClose,adjHigh,adjLow,adjOpen,adjVolume,divCash,splitFactor",
      "2024-06-07,1200,1210,1190,1195,100,120,121,119,119.5,1000,0.0,1.0",
      "2024-06-10,121,122,119,120,1100,121,122,119,120,1100,0.0,10.0",
      "2024-06-11,122,123,120,121,1200,122,123,120,121,1200,0.01,1.0",
    ].join("\n");
    const { bars, splits, dividends } = parseTiingoAnswer(text, "NVDA");
    expect(bars.map((b) => [b.date, b.open, b.close, b.volume])).toEqual([
      ["2024-06-07", 119.5, 120, 1000],
      ["2024-06-10", 120, 121, 1100],
      ["2024-06-11", 121, 122, 1200],
    ]);
    expect(splits).toEqual([{ exDate: "2024-06-10", ratio: 10 }]);
    expect(dividends).toEqual([{ exDate: "2024-06-11", amount: 0.01 }]);
    expect(() => parseTiingoAnswer("date,close\n2024-01-02,1\n", "X")).toThrow(/not Tiingo's daily CSV/);
  });

  it("notices a history the source re-adjusted since the last stored day", () => {
    const bars = parseStooqAnswer("Date,Open,High,Low,Close,Volume\n2024-07-01,10,11,9,10.5,1000\n", "X").bars;
    expect(agreesWith({ date: "2024-07-01", close: 10.5 }, bars)).toBe(true);
    expect(agreesWith({ date: "2024-07-01", close: 21 }, bars)).toBe(false);
    expect(agreesWith({ date: "2024-06-28", close: 10.5 }, bars)).toBe(false);
  });
});
