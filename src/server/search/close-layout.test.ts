import { describe, expect, it } from "vitest";
import { encodePriceYear, type DailyBar } from "../../market/price-codec";
import { learnCloseLayout } from "./close-layout";

function year(days: number): DailyBar[] {
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(2024, 0, 2 + i)).toISOString().slice(0, 10);
    const close = 10 + i * 0.25;
    return { date, open: close - 0.5, high: close + 1, low: close - 1, close, adjClose: close, volume: 1000 + i };
  });
}

describe("where a packed price year keeps its last close", () => {
  const layout = learnCloseLayout();

  it("finds the last close of years of any length", () => {
    for (const days of [1, 2, 5, 100, 252, 300]) {
      const bars = year(days);
      const packed = encodePriceYear(2024, bars);
      expect(packed.readUInt8(0)).toBe(layout.version);
      expect(packed.readFloatLE(layout.base + layout.perDay * days)).toBeCloseTo(bars[days - 1]!.close, 4);
    }
  });
});
