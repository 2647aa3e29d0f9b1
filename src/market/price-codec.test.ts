import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { decodePriceYear, encodePriceYear, groupByYear, type DailyBar } from "./price-codec";

const f32 = (x: number) => Math.fround(x);

describe("packed price years", () => {
  it("round-trips a year's bars at float32 precision, 22 bytes a day", () => {
    const bars: DailyBar[] = [
      {
        date: "2024-01-02",
        open: 187.15,
        high: 188.44,
        low: 183.89,
        close: 185.64,
        adjClose: 185.64,
        volume: 82_488_700,
      },
      {
        date: "2024-02-29",
        open: 181.27,
        high: 182.57,
        low: 179.53,
        close: 180.75,
        adjClose: 180.75,
        volume: 136_682_600,
      },
      {
        date: "2024-12-31",
        open: 252.44,
        high: 253.28,
        low: 249.43,
        close: 250.42,
        adjClose: 250.42,
        volume: 39_480_700,
      },
    ];
    const packed = encodePriceYear(2024, bars);
    expect(packed.length).toBe(4 + 3 * 22);
    expect(decodePriceYear(2024, packed)).toEqual(
      bars.map((b) => ({
        ...b,
        open: f32(b.open),
        high: f32(b.high),
        low: f32(b.low),
        close: f32(b.close),
        adjClose: f32(b.close),
      })),
    );
  });

  it("refuses bars outside the year or out of order", () => {
    expect(() =>
      encodePriceYear(2023, [{ date: "2024-01-02", open: 1, high: 1, low: 1, close: 1, adjClose: 1, volume: 1 }]),
    ).toThrow(/not in 2023/);
    const b = (date: string) => ({ date, open: 1, high: 1, low: 1, close: 1, adjClose: 1, volume: 1 });
    expect(() => encodePriceYear(2024, [b("2024-01-03"), b("2024-01-02")])).toThrow(/ascend/);
  });

  test.prop([
    fc.uniqueArray(fc.integer({ min: 0, max: 364 }), { minLength: 1, maxLength: 260 }),
    fc.integer({ min: 2003, max: 2030 }),
  ])("round-trips any set of days", (days, year) => {
    const sorted = [...days].sort((a, b) => a - b);
    const bars = sorted.map((d, i) => {
      const date = new Date(Date.UTC(year, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
      return { date, open: i + 0.5, high: i + 1, low: i, close: i + 0.25, adjClose: i + 0.25, volume: i * 1000 };
    });
    const back = decodePriceYear(year, encodePriceYear(year, bars));
    expect(back.map((x) => x.date)).toEqual(bars.map((x) => x.date));
    expect(back.map((x) => x.close)).toEqual(bars.map((x) => f32(x.close)));
    expect(back.map((x) => x.volume)).toEqual(bars.map((x) => x.volume));
  });

  it("groups a series by calendar year", () => {
    const b = (date: string) => ({ date, open: 1, high: 1, low: 1, close: 1, adjClose: 1, volume: 1 });
    expect(
      [...groupByYear([b("2023-12-29"), b("2024-01-02"), b("2024-01-03")]).entries()].map(([y, l]) => [y, l.length]),
    ).toEqual([
      [2023, 1],
      [2024, 2],
    ]);
  });
});
