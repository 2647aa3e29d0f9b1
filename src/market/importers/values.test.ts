import { describe, expect, it } from "vitest";
import { FieldError, addDays, fromUsDate, toIsoDate, toNumber, toOptionalNumber, toTicker } from "./values";

describe("field readers", () => {
  it("read plain decimals and exponents, and nothing else JavaScript would call a number", () => {
    expect(toNumber("1.07E+11", "x")).toBe(1.07e11);
    expect(toNumber(" -5.6 ", "x")).toBe(-5.6);
    expect(toNumber(".5", "x")).toBe(0.5);
    for (const bad of ["0x1A", "Infinity", "1,000", "1_000", "abc", "--1"])
      expect(() => toNumber(bad, "Close")).toThrow(`Close is not a number (${JSON.stringify(bad)})`);
    expect(() => toNumber("  ", "Close")).toThrow("Close is empty");
    expect(toOptionalNumber("", "x")).toBeNull();
    expect(toOptionalNumber(undefined, "x")).toBeNull();
  });

  it("read ISO and US dates, checking that the day exists", () => {
    expect(toIsoDate("2016-02-29", "d")).toBe("2016-02-29");
    expect(() => toIsoDate("2017-02-29", "d")).toThrow(FieldError);
    expect(() => toIsoDate("2017-2-28", "d")).toThrow("d is not a date in the form YYYY-MM-DD");
    expect(fromUsDate("9/24/2016", "d")).toBe("2016-09-24");
    expect(fromUsDate("12/31/2012", "d")).toBe("2012-12-31");
    expect(() => fromUsDate("2/30/2016", "d")).toThrow('d is not a valid date ("2/30/2016")');
    expect(addDays("2016-12-31", 60)).toBe("2017-03-01");
  });

  it("write tickers upper case with '-' for a share class", () => {
    expect(toTicker("brk.b")).toBe("BRK-B");
    expect(toTicker(" BF/B ")).toBe("BF-B");
    expect(toTicker("brk-b")).toBe("BRK-B");
    expect(() => toTicker("")).toThrow("ticker is empty");
    expect(() => toTicker("A B")).toThrow(FieldError);
    expect(() => toTicker("ABCDEFGHIJK")).toThrow(FieldError);
  });
});
