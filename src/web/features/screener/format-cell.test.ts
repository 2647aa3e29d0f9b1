import { describe, expect, it } from "vitest";
import { columnByKey } from "../../../domain/screener/columns";
import type { ScreenerColumnView } from "../../../domain/screener/contract";
import { formatCell } from "./format-cell";

// Compact figures keep a tab's columns narrow enough for a 1,440 px screen (decision 037).

const view = (key: string): ScreenerColumnView => ({ ...columnByKey(key)!, locked: false });

describe("a screener cell's figure", () => {
  it("shows money from $100,000 in three significant figures, below it in cents", () => {
    expect(formatCell(view("mcap"), 2_134_567_890)).toBe("$2.13B");
    expect(formatCell(view("mcap"), 213_456_789_000)).toBe("$213B");
    expect(formatCell(view("mcap"), 1_500_000_000_000)).toBe("$1.5T");
    expect(formatCell(view("insv"), -12_345_678)).toBe("-$12.3M");
    expect(formatCell(view("price"), 160.5)).toBe("$160.50");
    expect(formatCell(view("insv"), -728_625.66)).toBe("-$729K");
    expect(formatCell(view("price"), 99_999.5)).toBe("$99,999.50");
  });

  it("shows counts from ten thousand in three significant figures", () => {
    expect(formatCell(view("vol"), 850_414)).toBe("850K");
    expect(formatCell(view("vol"), 111_270_000)).toBe("111M");
    expect(formatCell(view("vol"), 1_234_567)).toBe("1.23M");
    expect(formatCell(view("insn"), -45_600)).toBe("-45.6K");
    expect(formatCell(view("vol"), 9_999)).toBe("9,999");
    expect(formatCell(view("anc"), 12)).toBe("12");
  });

  it("shows percentages in hundredths below a thousand and whole from a thousand", () => {
    expect(formatCell(view("chg1d"), -1.034)).toBe("-1.03%");
    expect(formatCell(view("chg3y"), 157.82)).toBe("157.82%");
    expect(formatCell(view("chg10y"), 1449.37)).toBe("1,449%");
    expect(formatCell(view("chg10y"), -1000)).toBe("-1,000%");
  });
});
