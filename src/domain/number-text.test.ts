import { describe, expect, it } from "vitest";
import { compactText, dayText, dollarText, fixedText, localeText, monthText, significantText } from "./number-text";

// Each function against the Intl form it stands in for, on Node's full ICU: hand-picked edges
// (halves, carries, zeros, negative zero, large and tiny magnitudes) and a few thousand values
// drawn across magnitudes from a fixed seed.

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const random = seeded(20261127);
const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1.005,
  2.675,
  0.045,
  0.0005,
  0.00049,
  9.995,
  99.995,
  999.5,
  999.95,
  999_999,
  999_950,
  999_949,
  1_000,
  1_234.5,
  12_345.678,
  -12_345.678,
  0.1 + 0.2,
  1e-7,
  1.5e-7,
  123_456_789.987,
  1e12,
  999.5e9,
  2.13e9,
  -729_000,
  850_000,
  111e6,
  4.7e12,
  1449.4,
  1e21,
  1.5e21,
  0.004999,
  -0.004,
  5e-324,
  1234567.891,
];
const DRAWN = Array.from({ length: 4000 }, () => {
  const magnitude = Math.floor(random() * 22) - 7;
  const value = random() * 10 ** magnitude;
  // Some with few digits, as prices and ratios have, where halves are common.
  const rounded = random() < 0.3 ? Math.round(value * 1000) / 1000 : value;
  return random() < 0.3 ? -rounded : rounded;
});
const VALUES = [...EDGES, ...DRAWN];

describe("number text, as Intl prints it", () => {
  it.each([0, 1, 2, 4])("fixedText with %i decimals", (digits) => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    for (const n of VALUES) expect([n, fixedText(n, digits)]).toEqual([n, intl.format(n)]);
  });

  it("localeText as toLocaleString", () => {
    for (const n of VALUES) expect([n, localeText(n)]).toEqual([n, n.toLocaleString("en-US")]);
  });

  it.each([3, 4])("significantText with %i significant digits", (significant) => {
    const intl = new Intl.NumberFormat("en-US", { maximumSignificantDigits: significant });
    for (const n of VALUES) expect([n, significantText(n, significant)]).toEqual([n, intl.format(n)]);
  });

  it("compactText as compact notation with three significant digits", () => {
    const intl = new Intl.NumberFormat("en-US", { notation: "compact", maximumSignificantDigits: 3 });
    for (const n of VALUES.filter((v) => Math.abs(v) < 1e15)) expect([n, compactText(n)]).toEqual([n, intl.format(n)]);
    expect(compactText(2.13e9)).toBe("2.13B");
    expect(compactText(999_999)).toBe("1M");
  });

  it("dollarText as USD currency", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const n of VALUES) expect([n, dollarText(n)]).toEqual([n, intl.format(n)]);
  });

  it("dayText and monthText as the short-month UTC dates", () => {
    const day = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
    const month = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short" });
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000 * 3.7) {
      const date = new Date(Math.floor(t / 86_400_000) * 86_400_000);
      expect(dayText(date)).toBe(day.format(date));
      expect(monthText(date)).toBe(month.format(date));
    }
  });

  it("leaves what is not finite as String does", () => {
    for (const n of [Number.NaN, Infinity, -Infinity]) {
      expect(fixedText(n, 2)).toBe(String(n));
      expect(compactText(n)).toBe(String(n));
    }
  });
});
