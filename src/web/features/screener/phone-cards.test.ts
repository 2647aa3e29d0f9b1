import { describe, expect, it } from "vitest";
import { columnByKey, SCREENER_COLUMNS } from "../../../domain/screener/columns";
import type { ScreenerColumnView } from "../../../domain/screener/contract";
import { cardSortChoices, keyFigureIndexes } from "./phone-cards";

const view = (key: string, locked = false): ScreenerColumnView => ({ ...columnByKey(key)!, locked });
const allColumns = SCREENER_COLUMNS.map((c) => view(c.key));

describe("phone cards", () => {
  it("show the first six figures that are not the title", () => {
    const columns = ["ticker", "name", "price", "fv", "fvd", "gv", "pe", "pb", "peg"].map((k) => view(k));
    expect([...keyFigureIndexes(columns)]).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("offer the shown columns to sort by, without the locked ones", () => {
    const columns = [view("ticker"), view("name"), view("zr", true), view("pe"), view("dy")];
    expect(cardSortChoices(columns, "pe", allColumns)).toEqual([
      { key: "ticker", name: "Ticker" },
      { key: "name", name: "Company" },
      { key: "pe", name: "Price/Earnings" },
      { key: "dy", name: "Dividend Yield" },
    ]);
  });

  it("put the current sort's column first when it is not shown", () => {
    const columns = [view("ticker"), view("name"), view("pe")];
    expect(cardSortChoices(columns, "mcap", allColumns).map((c) => c.key)).toEqual(["mcap", "ticker", "name", "pe"]);
  });
});
