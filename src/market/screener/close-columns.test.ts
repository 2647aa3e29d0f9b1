import { describe, expect, it } from "vitest";
import { encodePriceYear, type DailyBar } from "../price-codec";
import { appendHighLowClose, closeOnOrBeforeIn, type HighLowCloseSeries } from "./close-columns";

const bar = (date: string, close: number): DailyBar => ({
  date,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  adjClose: close,
  volume: 100,
});

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

  it("reads days, highs, lows and closes from their slice, up to a last day", () => {
    const hlcBytes = data.subarray(4 + 6 * bars.length, 4 + 18 * bars.length);
    const series: HighLowCloseSeries = { days: [], high: [], low: [], close: [] };
    expect(appendHighLowClose(series, 2020, dayBytes, hlcBytes)).toBe(true);
    expect(series.days.map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10))).toEqual(
      bars.map((b) => b.date),
    );
    expect(series.close).toEqual([10, 11.5, 12.25]);
    expect(series.high).toEqual([11, 12.5, 13.25]);
    expect(series.low).toEqual([9, 10.5, 11.25]);
    // A second year appends after the first; a last day inside it stops there.
    const next = encodePriceYear(2021, [bar("2021-01-04", 13), bar("2021-01-05", 14)]);
    const march = Date.UTC(2020, 2, 2) / 86_400_000;
    expect(
      appendHighLowClose(
        series,
        2021,
        next.subarray(4, 8),
        next.subarray(4 + 12, 4 + 36),
        Date.UTC(2021, 0, 4) / 86_400_000,
      ),
    ).toBe(false);
    expect(series.close).toEqual([10, 11.5, 12.25, 13]);
    const cut: HighLowCloseSeries = { days: [], high: [], low: [], close: [] };
    expect(appendHighLowClose(cut, 2020, dayBytes, hlcBytes, march)).toBe(false);
    expect(cut.close).toEqual([10, 11.5]);
  });

  it("gives the year's last close for a date in a later year", () => {
    expect(closeOnOrBeforeIn(2020, dayBytes, closeBytes, "2021-01-01")).toEqual({ date: "2020-12-31", close: 12.25 });
  });
});
