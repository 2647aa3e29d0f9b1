import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SCREENER_COLUMNS, columnByKey } from "../../../domain/screener/columns";
import type { ScreenerColumnView, ScreenerRow } from "../../../domain/screener/contract";
import { missingReason, missingReasonsOf } from "../../../domain/screener/missing-reasons";
import { CellValue } from "./cell-value";

// A screener cell without a value shows "—" and says why on hover (and to a screen
// reader), and a real 0 stays a 0.

const view = (key: string): ScreenerColumnView => ({ ...columnByKey(key)!, locked: false });

describe("a screener cell", () => {
  it("shows the dash with the column's reason when the value is missing", () => {
    const reasons = missingReasonsOf(
      { columns: [view("ddfo")], rows: [{ id: 1, url: "", values: { ddfo: null } }] },
      "demo",
    );
    const html = renderToStaticMarkup(<CellValue column={view("ddfo")} value={null} reason={reasons.ddfo} />);
    expect(html).toContain("—");
    expect(html).toContain('title="None of this dimension&#x27;s checks had data (no analyst estimates)"');
    expect(html).toContain("not available: None of this dimension&#x27;s checks had data");
    expect(html).not.toMatch(/>0</);
  });

  it("shows a real zero as a zero", () => {
    expect(renderToStaticMarkup(<CellValue column={view("ddfo")} value={0} />)).toBe("0");
    expect(renderToStaticMarkup(<CellValue column={view("dy")} value={0} />)).toBe("0.00%");
  });

  it("has a reason of its own for every column that can be missing (none falls back to the generic words)", () => {
    for (const source of ["demo", "import", null] as const) {
      const generic = missingReason({ key: "no-such-column", groupId: -1 }, source);
      const without = SCREENER_COLUMNS.filter(
        (c) => c.type !== "string" && missingReason(c, source) === generic && !["ticker", "name"].includes(c.key),
      );
      expect(
        without.map((c) => c.key),
        String(source),
      ).toEqual([]);
    }
  });

  it("is sent the reasons of the columns with an empty cell on the page, and of no other or locked column", () => {
    const columns = [view("ticker"), view("pe"), view("dy"), { ...view("zr"), locked: true }];
    const rows: ScreenerRow[] = [
      { id: 1, url: "", values: { ticker: "AAA", pe: 12, dy: null } },
      { id: 2, url: "", values: { ticker: "BBB", pe: 14 } },
    ];
    expect(missingReasonsOf({ columns, rows }, "demo")).toEqual({ dy: missingReason(view("dy"), "demo") });
    expect(
      missingReasonsOf({ columns, rows: rows.map((r) => ({ ...r, values: { ...r.values, dy: 1 } })) }, "demo"),
    ).toEqual({});
  });
});
