import { describe, expect, it } from "vitest";
import { addMonths, dayOf, isoOf } from "./dates";
import { callOutcome, directionOf, lastIndexOnOrBefore, type PriceSeries } from "./outcomes";

// How one call turned out, from its stock's prices alone, and only once its horizon has ended.

/** Weekday prices from `from`, one close per day from `closes`; the split series and total return follow `split` and `total` factors when given. */
function series(from: string, closes: number[], opts: { total?: number[]; split?: number[] } = {}): PriceSeries {
  const days: number[] = [];
  let d = dayOf(from);
  while (days.length < closes.length) {
    const wd = new Date(d * 86_400_000).getUTCDay();
    if (wd !== 0 && wd !== 6) days.push(d);
    d++;
  }
  return {
    day: Int32Array.from(days),
    close: Float64Array.from(closes),
    split: Float64Array.from(opts.split ?? closes),
    total: Float64Array.from(opts.total ?? closes),
  };
}

/** A price that rises linearly from 100 by `step` a trading day for `n` days. */
const rising = (n: number, step = 0.1) => Array.from({ length: n }, (_, i) => 100 + step * i);

describe("the calendar", () => {
  it("adds calendar months, keeping the day or taking the month's last", () => {
    expect(isoOf(addMonths(dayOf("2020-01-15"), 3))).toBe("2020-04-15");
    expect(isoOf(addMonths(dayOf("2020-01-31"), 1))).toBe("2020-02-29");
    expect(isoOf(addMonths(dayOf("2021-01-31"), 1))).toBe("2021-02-28");
    expect(isoOf(addMonths(dayOf("2020-11-30"), 12))).toBe("2021-11-30");
    expect(isoOf(addMonths(dayOf("2020-03-31"), -1))).toBe("2020-02-29");
    expect(isoOf(addMonths(dayOf("2020-06-30"), -12))).toBe("2019-06-30");
  });

  it("finds the last day on or before a day", () => {
    const days = Int32Array.from([10, 12, 15]);
    expect(lastIndexOnOrBefore(days, 9)).toBe(-1);
    expect(lastIndexOnOrBefore(days, 10)).toBe(0);
    expect(lastIndexOnOrBefore(days, 14)).toBe(1);
    expect(lastIndexOnOrBefore(days, 99)).toBe(2);
    expect(lastIndexOnOrBefore(days, 99, 2)).toBe(1);
    expect(lastIndexOnOrBefore(new Int32Array(0), 5)).toBe(-1);
  });
});

describe("a call's direction", () => {
  it("is +1 for buys, -1 for sells and 0 for holds", () => {
    expect(directionOf("strong_buy")).toBe(1);
    expect(directionOf("buy")).toBe(1);
    expect(directionOf("hold")).toBe(0);
    expect(directionOf("sell")).toBe(-1);
    expect(directionOf("strong_sell")).toBe(-1);
  });
});

describe("a call's outcome", () => {
  const s = series("2020-01-01", rising(600));
  const at = (iso: string) => s.close[lastIndexOnOrBefore(s.day, dayOf(iso))]!;

  it("measures the total return from the call's close to each horizon's end", () => {
    const o = callOutcome(s, { day: dayOf("2020-02-03"), rating: "buy", priceTarget: null }, dayOf("2022-01-01"));
    expect(isoOf(o.startDay!)).toBe("2020-02-03");
    expect(o.priceAtCall).toBe(at("2020-02-03"));
    expect(o.endDays.map(isoOf)).toEqual(["2020-05-03", "2020-08-03", "2021-02-03"]);
    // 2020-05-03 is a Sunday: the last close before it, Friday's.
    expect(o.returns[0]).toBeCloseTo(at("2020-05-01") / at("2020-02-03") - 1, 12);
    expect(o.returns[1]).toBeCloseTo(at("2020-08-03") / at("2020-02-03") - 1, 12);
    expect(o.returns[2]).toBeCloseTo(at("2021-02-03") / at("2020-02-03") - 1, 12);
  });

  it("uses the total-return series, so dividends count", () => {
    const closes = Array.from({ length: 400 }, () => 100);
    // A 2% dividend halfway: the close stays, the total return index steps up.
    const total = closes.map((_, i) => (i < 200 ? 98 : 100));
    const o = callOutcome(
      series("2020-01-01", closes, { total }),
      { day: dayOf("2020-01-02"), rating: "buy", priceTarget: null },
      dayOf("2022-01-01"),
    );
    expect(o.returns[2]).toBeCloseTo(100 / 98 - 1, 12);
    expect(o.returns[0]).toBe(0);
  });

  it("measures from the last close before a call made on a day without trading", () => {
    const o = callOutcome(s, { day: dayOf("2020-02-01"), rating: "buy", priceTarget: null }, dayOf("2022-01-01"));
    expect(isoOf(o.startDay!)).toBe("2020-01-31");
    expect(o.priceAtCall).toBe(at("2020-01-31"));
  });

  it("leaves each horizon unknown until it has ended, whatever later prices the series holds", () => {
    const call = { day: dayOf("2020-02-03"), rating: "buy" as const, priceTarget: null };
    expect(callOutcome(s, call, dayOf("2020-05-02")).returns).toEqual([null, null, null]);
    const after3 = callOutcome(s, call, dayOf("2020-05-03")).returns;
    expect(after3[0]).not.toBeNull();
    expect(after3.slice(1)).toEqual([null, null]);
    expect(callOutcome(s, call, dayOf("2021-02-02")).returns[2]).toBeNull();
    expect(callOutcome(s, call, dayOf("2021-02-03")).returns[2]).not.toBeNull();
  });

  it("knows nothing of a call made after the as-of date", () => {
    const o = callOutcome(s, { day: dayOf("2021-01-04"), rating: "buy", priceTarget: 1 }, dayOf("2021-01-01"));
    expect(o.startDay).toBeNull();
    expect(o.returns).toEqual([null, null, null]);
    expect(o.targetHit).toBeNull();
  });

  it("has no outcome for a call made before the stock's first price", () => {
    const o = callOutcome(s, { day: dayOf("2019-12-01"), rating: "sell", priceTarget: 50 }, dayOf("2022-01-01"));
    expect(o.startDay).toBeNull();
    expect(o.priceAtCall).toBeNull();
    expect(o.returns).toEqual([null, null, null]);
    expect(o.targetHit).toBeNull();
  });

  it("keeps a delisted stock's last price to the horizon's end", () => {
    const short = series("2020-01-01", rising(100));
    const o = callOutcome(short, { day: dayOf("2020-01-02"), rating: "buy", priceTarget: null }, dayOf("2022-01-01"));
    const last = short.close[99]!;
    expect(o.returns[1]).toBeCloseTo(last / short.close[1]! - 1, 12);
    expect(o.returns[2]).toBeCloseTo(last / short.close[1]! - 1, 12);
  });

  describe("its price target", () => {
    const call = (priceTarget: number | null, day = "2020-01-02") => ({
      day: dayOf(day),
      rating: "buy" as const,
      priceTarget,
    });

    it("is reached on the first close at or above a target above the price", () => {
      // From 100.1 up by 0.1 a day: 110 is first met on the 100th trading day.
      const o = callOutcome(s, call(110), dayOf("2022-01-01"));
      expect(o.targetHit).toBe(true);
      expect(o.targetHitOn).toBe(s.day[100]);
    });

    it("is missed when the 12 months end without it, and unknown before they end", () => {
      const far = call(1000);
      expect(callOutcome(s, far, dayOf("2021-01-01")).targetHit).toBeNull();
      const o = callOutcome(s, far, dayOf("2021-01-02"));
      expect(o.targetHit).toBe(false);
      expect(o.targetHitOn).toBeNull();
    });

    it("counts a hit only once it happened by the as-of date", () => {
      expect(callOutcome(s, call(110), s.day[99]!).targetHit).toBeNull();
      expect(callOutcome(s, call(110), s.day[100]!).targetHit).toBe(true);
    });

    it("is reached by a close at or below a target below the price", () => {
      const falling = series(
        "2020-01-01",
        rising(400).map((x) => 200 - x),
      );
      const o = callOutcome(
        falling,
        { day: dayOf("2020-01-02"), rating: "sell", priceTarget: 90 },
        dayOf("2022-01-01"),
      );
      // 99.9 on day 1, down 0.1 a day: 90 on day 100.
      expect(o.targetHit).toBe(true);
      expect(o.targetHitOn).toBe(falling.day[100]);
    });

    it("is compared in the shares of the call's day across a split", () => {
      // 2:1 split on day 50: the close halves, the split-adjusted series does not.
      const closes = rising(400).map((x, i) => (i < 50 ? x : x / 2));
      const split = rising(400).map((x, i) => (i < 50 ? x / 2 : x / 2));
      const s2 = series("2020-01-01", closes, { split, total: split });
      const o = callOutcome(s2, call(105), dayOf("2022-01-01"));
      // 105 in the call's shares is 52.5 after the split: met on day 50 (raw 105/2).
      expect(o.targetHit).toBe(true);
      expect(o.targetHitOn).toBe(s2.day[50]);
      // The raw halved close would never have met 105.
      expect(Math.max(...closes.slice(50))).toBeLessThan(105);
    });

    it("is unknown without a target", () => {
      expect(callOutcome(s, call(null), dayOf("2022-01-01")).targetHit).toBeNull();
    });

    it("looks only 12 months ahead", () => {
      // 100.1 + 0.1 a day: 130 is met on day 299, more than 12 months (about 262 weekdays) after.
      const o = callOutcome(s, call(130), dayOf("2022-01-01"));
      expect(o.targetHit).toBe(false);
    });
  });
});
