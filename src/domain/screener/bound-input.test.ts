import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatBoundInput, parseBoundInput } from "./bound-input";

const value = (text: string, unit: Parameters<typeof parseBoundInput>[1]) => {
  const read = parseBoundInput(text, unit);
  if (!read.ok) throw new Error(`'${text}' was refused: ${read.message}`);
  return read.value;
};

describe("reading a range bound as typed", () => {
  it.each([
    ["2B", 2e9],
    ["2b", 2e9],
    ["500M", 5e8],
    ["500m", 5e8],
    ["1.5T", 1.5e12],
    ["750K", 75e4],
    ["$2B", 2e9],
    ["-$5M", -5e6],
    [" 2 B ", 2e9],
    ["2,000,000", 2e6],
    ["2,000,000.5", 2000000.5],
    ["0.25B", 2.5e8],
    [".5M", 5e5],
    ["1000", 1000],
    ["-3", -3],
    ["+3", 3],
  ])("reads the amount %s as %d", (text, expected) => {
    expect(value(text, "$")).toBe(expected);
  });

  it.each([
    ["15%", 15],
    ["15", 15],
    ["-2.5%", -2.5],
    ["0.5 %", 0.5],
  ])("reads the percentage %s as %d", (text, expected) => {
    expect(value(text, "%")).toBe(expected);
  });

  it("reads ratios with or without an x, and plain counts with a scale", () => {
    expect(value("15x", "x")).toBe(15);
    expect(value("15", "x")).toBe(15);
    expect(value("500K", null)).toBe(5e5);
    expect(value("7", "days")).toBe(7);
  });

  it("reads an empty field as an open bound", () => {
    expect(parseBoundInput("", "$")).toEqual({ ok: true, value: null });
    expect(parseBoundInput("   ", "%")).toEqual({ ok: true, value: null });
  });

  it.each([
    ["abc", "$", "Enter an amount such as 2B, 500M or 1.5T."],
    ["2BB", "$", "Enter an amount such as 2B, 500M or 1.5T."],
    ["2Q", "$", "Enter an amount such as 2B, 500M or 1.5T."],
    ["1,00", "$", "Enter an amount such as 2B, 500M or 1.5T."],
    ["2..5", "$", "Enter an amount such as 2B, 500M or 1.5T."],
    ["$", "$", "Enter an amount such as 2B, 500M or 1.5T."],
    ["15%", "$", "This filter is not a percentage. Enter an amount such as 2B, 500M or 1.5T."],
    ["15%%", "%", "Enter a percentage such as 15 or 15%."],
    ["2B", "%", "Enter a percentage such as 15 or 15%."],
    ["$15", "%", "Enter a percentage such as 15 or 15%."],
    ["2M", "x", "Enter a number such as 15 or 15x."],
    ["15%", "x", "This filter is not a percentage. Enter a number such as 15 or 15x."],
    ["1w", "days", "Enter a number of days such as 7."],
    ["5K", "days", "Enter a number of days such as 7."],
    ["1e400", null, "Enter a number such as 500K or 2M."],
    ["Infinity", null, "Enter a number such as 500K or 2M."],
  ] as const)("refuses %s for the unit %s with a clear message", (text, unit, message) => {
    expect(parseBoundInput(text, unit)).toEqual({ ok: false, message });
  });

  it("shows amounts in the short form it reads back", () => {
    expect(formatBoundInput(2e9, "$")).toBe("2B");
    expect(formatBoundInput(2.5e8, "$")).toBe("250M");
    expect(formatBoundInput(1.5e12, "$")).toBe("1.5T");
    expect(formatBoundInput(-5e6, "$")).toBe("-5M");
    expect(formatBoundInput(999, "$")).toBe("999");
    expect(formatBoundInput(2499990000, "$")).toBe("2499990000");
    expect(formatBoundInput(15, "%")).toBe("15");
    expect(formatBoundInput(1500, "x")).toBe("1500");
  });

  it("reads back whatever it shows, for any amount", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e15, max: 1e15 }),
          fc.double({ min: -1e13, max: 1e13, noNaN: true }).map((x) => Math.round(x * 100) / 100),
        ),
        fc.constantFrom("$" as const, null, "%" as const, "x" as const),
        (n, unit) => {
          const plain = Object.is(n, -0) ? 0 : n;
          expect(value(formatBoundInput(plain, unit), unit)).toBe(plain);
        },
      ),
      { numRuns: 500 },
    );
  });
});
