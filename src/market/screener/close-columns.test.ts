import { describe, expect, it } from "vitest";
import { encodePriceYear, type DailyBar } from "../price-codec";
import { closeOnOrBeforeIn, decodeHighLowClose } from "./close-columns";

const bar = (date: string, close: number): DailyBar => ({ date, open: close, high: close + 1, low: close - 1, close, adjClose: close, volume: 100 });

/** The slices PostgreSQL's substring cuts out, cut here from the same packed bytes. */
function slices(data: Buffer, days: number) {
  return { dayBytes: data.subarray(4, 4 + 2 * days), closeBytes: data.subarray(4 + 14 * days, 4 + 18 * days) };
}

describe("close columns of a packed price year", () => {
  const bars = [bar("2020-01-02", 10), bar("2020-03-02", 11.5), bar("2020-12-31", 12.25)];
  const data = encodePriceYear(2020, bars);
  const { dayBytes, closeBytes } = slices(data, bars.length);

  it("finds the last close on or before a date of that year", () => {
    expect(closeOnOrBeforeIn(2020, dayBytes, closeBytes, "2020-03-01")).toEqual({ date: "2020-01-02", close: 10 });
    expect(closeOnOrBeforeIn(2020, dayBytes, closeBytes, "2020-03-02")).toEqual({ date: "2020-03-02", close: 11.5 });
    expect(closeOnOrBeforeIn(2020, dayBytes, closeBytes, "2020-01-01")).toBeNull();
  });

  it("reads days, highs, lows and closes from their slice", () => {
    const decoded = decodeHighLowClose(2020, dayBytes, data.subarray(4 + 6 * bars.length, 4 + 18 * bars.length));
    expect(decoded.days.map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10))).toEqual(bars.map((b) => b.date));
    expect(decoded.close).toEqual([10, 11.5, 12.25]);
    expect(decoded.high).toEqual([11, 12.5, 13.25]);
    expect(decoded.low).toEqual([9, 10.5, 11.25]);
  });

  it("gives the year's last close for a date in a later year", () => {
    expect(closeOnOrBeforeIn(2020, dayBytes, closeBytes, "2021-01-01")).toEqual({ date: "2020-12-31", close: 12.25 });
  });
});
