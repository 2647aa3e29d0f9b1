import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { sma } from "./sma";
import {
  latestStochastic,
  stochastic,
  STOCHASTIC_D_PERIOD,
  STOCHASTIC_K_SMOOTHING,
  STOCHASTIC_NO_RANGE,
  STOCHASTIC_PERIOD,
  type PriceBars,
} from "./stochastic";

/** Bars from [high, low, close] rows. */
function bars(rows: [number, number, number][]): PriceBars {
  return { highs: rows.map((r) => r[0]), lows: rows.map((r) => r[1]), closes: rows.map((r) => r[2]) };
}
const closeTo = (expected: (number | null)[]) => expected.map((v) => (v === null ? null : expect.closeTo(v, 10)));

/** Consistent bars: each close lies within its day's low and high. */
const price = fc.double({ min: 1, max: 1000, noNaN: true });
const consistentBars = fc.array(fc.tuple(price, price, price), { maxLength: 60 }).map((rows) =>
  bars(
    rows.map((row) => {
      const [low, close, high] = [...row].sort((a, b) => a - b) as [number, number, number];
      return [high, low, close];
    }),
  ),
);

describe("stochastic", () => {
  it("uses 14 days with 3-day averaging", () => {
    expect([STOCHASTIC_PERIOD, STOCHASTIC_K_SMOOTHING, STOCHASTIC_D_PERIOD]).toEqual([14, 3, 3]);
  });

  it("computes fast %K, slow %K and %D by hand on periods 3, 2 and 2", () => {
    // day: high low close
    //  0:  10   8   9
    //  1:  11   9  10
    //  2:  12   9  11   HH 12 LL 8 over days 0-2: 100(11-8)/(12-8) = 75
    //  3:  12  10  10   HH 12 LL 9 over days 1-3: 100(10-9)/(12-9) = 33.333
    //  4:  13  11  13   HH 13 LL 9 over days 2-4: 100(13-9)/(13-9) = 100
    //  5:  12  10  11   HH 13 LL 10 over days 3-5: 100(11-10)/(13-10) = 33.333
    // slow %K = 2-day mean of fast %K: (75+33.333)/2 = 54.167, (33.333+100)/2 = 66.667, (100+33.333)/2 = 66.667
    // %D = 2-day mean of slow %K: (54.167+66.667)/2 = 60.417, (66.667+66.667)/2 = 66.667
    const out = stochastic(
      bars([
        [10, 8, 9],
        [11, 9, 10],
        [12, 9, 11],
        [12, 10, 10],
        [13, 11, 13],
        [12, 10, 11],
      ]),
      { period: 3, kSmoothing: 2, dPeriod: 2 },
    );
    expect(out.fastK).toEqual(closeTo([null, null, 75, 100 / 3, 100, 100 / 3]));
    expect(out.k).toEqual(closeTo([null, null, null, 325 / 6, 200 / 3, 200 / 3]));
    expect(out.d).toEqual(closeTo([null, null, null, null, 725 / 12, 200 / 3]));
  });

  it("starts fast %K at index 13, slow %K at 15 and %D at 17 with the defaults", () => {
    const rows = Array.from({ length: 20 }, (_, i): [number, number, number] => [11 + (i % 4), 9 - (i % 3), 10]);
    const out = stochastic(bars(rows));
    for (const series of [out.fastK, out.k, out.d]) expect(series).toHaveLength(20);
    expect(out.fastK.findIndex((v) => v !== null)).toBe(13);
    expect(out.k.findIndex((v) => v !== null)).toBe(15);
    expect(out.d.findIndex((v) => v !== null)).toBe(17);
    expect(latestStochastic(bars(rows.slice(0, 15)))).toBeNull();
    expect(latestStochastic(bars(rows.slice(0, 16)))).toEqual({ k: out.k[15], d: null });
    expect(latestStochastic(bars(rows))).toEqual({ k: out.k[19], d: out.d[19] });
  });

  it("is 50 when the highest high equals the lowest low", () => {
    expect(STOCHASTIC_NO_RANGE).toBe(50);
    const flat = stochastic(bars(new Array<[number, number, number]>(18).fill([5, 5, 5])));
    expect(flat.fastK.slice(13)).toEqual([50, 50, 50, 50, 50]);
    expect(flat.k.slice(15)).toEqual([50, 50, 50]);
    expect(flat.d.slice(17)).toEqual([50]);
  });

  it("is 100 at the top of the range and 0 at its bottom", () => {
    const opts = { period: 2, kSmoothing: 1, dPeriod: 1 };
    // HH 12, LL 8: close 12 -> 100; then HH 12, LL 7 and close 7 -> 0.
    expect(
      stochastic(
        bars([
          [10, 8, 9],
          [12, 9, 12],
          [11, 7, 7],
        ]),
        opts,
      ).fastK,
    ).toEqual([null, 100, 0]);
  });

  it("gives only nulls with fewer bars than the period", () => {
    expect(stochastic(bars([[2, 1, 1.5]]))).toEqual({ fastK: [null], k: [null], d: [null] });
    expect(stochastic(bars([]))).toEqual({ fastK: [], k: [], d: [] });
  });

  it("rejects arrays of different lengths, bad periods and values that are not finite", () => {
    expect(() => stochastic({ highs: [1, 2], lows: [1], closes: [1, 2] })).toThrow(RangeError);
    expect(() => stochastic(bars([[1, 1, 1]]), { kSmoothing: 0 })).toThrow(RangeError);
    expect(() => stochastic(bars([[1, Number.NaN, 1]]))).toThrow(/lows\[0\]/);
  });

  test.prop([consistentBars])("stays within [0, 100] while every close lies within its day's range", (b) => {
    const out = stochastic(b);
    for (const series of [out.fastK, out.k, out.d]) {
      for (const v of series) {
        if (v === null) continue;
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100 + 1e-9);
      }
    }
  });

  test.prop([consistentBars])("smooths fast %K into slow %K and slow %K into %D by 3-day means", (b) => {
    const out = stochastic(b);
    const start = (s: (number | null)[]) => s.findIndex((v) => v !== null);
    const smoothed = (s: (number | null)[]) => {
      const from = start(s);
      return from < 0 ? s : [...s.slice(0, from), ...sma(s.slice(from) as number[], 3)];
    };
    expect(out.k).toEqual(smoothed(out.fastK));
    expect(out.d).toEqual(smoothed(out.k));
  });
});
