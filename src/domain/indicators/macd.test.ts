import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { ema } from "./ema";
import { latestMacd, macd, MACD_FAST_PERIOD, MACD_SIGNAL_PERIOD, MACD_SLOW_PERIOD } from "./macd";

const nulls = (n: number) => new Array<null>(n).fill(null);
const closeTo = (expected: (number | null)[]) => expected.map((v) => (v === null ? null : expect.closeTo(v, 12)));

describe("macd", () => {
  it("holds the periods of spec section 9", () => {
    expect([MACD_FAST_PERIOD, MACD_SLOW_PERIOD, MACD_SIGNAL_PERIOD]).toEqual([12, 26, 9]);
  });

  it("computes line, signal and histogram by hand on periods 2, 3 and 2", () => {
    // closes 10 12 11 14 13 16
    // EMA2 (k = 2/3): seed (10+12)/2 = 11; 11 + 2/3(11-11) = 11; 11 + 2/3(14-11) = 13;
    //                 13 + 2/3(13-13) = 13; 13 + 2/3(16-13) = 15
    // EMA3 (k = 1/2): seed (10+12+11)/3 = 11; 11 + (14-11)/2 = 12.5; 12.5 + (13-12.5)/2 = 12.75;
    //                 12.75 + (16-12.75)/2 = 14.375
    // MACD = EMA2 - EMA3, from index 2: 0, 0.5, 0.25, 0.625
    // signal = EMA2 of MACD: seed (0+0.5)/2 = 0.25 at index 3; 0.25 + 2/3(0.25-0.25) = 0.25;
    //          0.25 + 2/3(0.625-0.25) = 0.5
    // histogram = MACD - signal: 0.25, 0, 0.125
    const out = macd([10, 12, 11, 14, 13, 16], { fastPeriod: 2, slowPeriod: 3, signalPeriod: 2 });
    expect(out.macd).toEqual(closeTo([null, null, 0, 0.5, 0.25, 0.625]));
    expect(out.signal).toEqual(closeTo([null, null, null, 0.25, 0.25, 0.5]));
    expect(out.histogram).toEqual(closeTo([null, null, null, 0.25, 0, 0.125]));
  });

  it("starts the line at index 25 and the signal at index 33 with the default periods", () => {
    const closes = Array.from({ length: 40 }, (_, i) => 100 + 10 * Math.sin(i / 3));
    const out = macd(closes);
    for (const series of [out.macd, out.signal, out.histogram]) expect(series).toHaveLength(40);
    expect(out.macd.findIndex((v) => v !== null)).toBe(25);
    expect(out.signal.findIndex((v) => v !== null)).toBe(33);
    expect(out.histogram.findIndex((v) => v !== null)).toBe(33);
  });

  it("is flat zero on a constant series", () => {
    const out = macd(new Array<number>(40).fill(42));
    expect(out.macd.slice(25)).toEqual(new Array<number>(15).fill(0));
    expect(out.signal.slice(33)).toEqual(new Array<number>(7).fill(0));
    expect(out.histogram.slice(33)).toEqual(new Array<number>(7).fill(0));
  });

  it("gives only nulls before 26 closes", () => {
    const out = macd(new Array<number>(25).fill(1));
    expect(out).toEqual({ macd: nulls(25), signal: nulls(25), histogram: nulls(25) });
    expect(macd([])).toEqual({ macd: [], signal: [], histogram: [] });
  });

  it("returns the last values from latestMacd, null before the line starts", () => {
    const closes = Array.from({ length: 40 }, (_, i) => 50 + i + (i % 3));
    expect(latestMacd(closes.slice(0, 25))).toBeNull();
    expect(latestMacd(closes.slice(0, 26))).toEqual({
      macd: macd(closes.slice(0, 26)).macd[25],
      signal: null,
      histogram: null,
    });
    const all = macd(closes);
    expect(latestMacd(closes)).toEqual({ macd: all.macd[39], signal: all.signal[39], histogram: all.histogram[39] });
  });

  it("rejects a fast period that is not shorter than the slow one", () => {
    expect(() => macd([1, 2, 3], { fastPeriod: 26, slowPeriod: 26 })).toThrow(RangeError);
    expect(() => macd([1, 2, 3], { signalPeriod: 0 })).toThrow(RangeError);
  });

  test.prop([fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { minLength: 26, maxLength: 80 })])(
    "is EMA12 - EMA26, and the histogram is line minus signal",
    (closes) => {
      const out = macd(closes);
      const fast = ema(closes, 12);
      const slow = ema(closes, 26);
      out.macd.forEach((m, i) => {
        const f = fast[i];
        const s = slow[i];
        expect(m).toBe(f == null || s == null ? null : f - s);
        const signal = out.signal[i];
        expect(out.histogram[i]).toBe(m === null || signal == null ? null : m - signal);
      });
    },
  );
});
