import { describe, expect, it } from "vitest";
import { columnByKey, SCREENER_COLUMNS } from "../../../domain/screener/columns";
import type { ScreenerColumnView } from "../../../domain/screener/contract";
import { SCREENER_TABS } from "../../../domain/screener/tabs";
import { CARD_FIGURES, cardSortChoices, keyFigureIndexes } from "./phone-cards";

const view = (key: string, locked = false): ScreenerColumnView => ({ ...columnByKey(key)!, locked });
const allColumns = SCREENER_COLUMNS.map((c) => view(c.key));

const figures = (keys: string[]) => {
  const columns = keys.map((k) => view(k));
  return [...keyFigureIndexes(columns)].sort((a, b) => a - b).map((i) => columns[i]!.key);
};

describe("phone cards", () => {
  it("show the first six figures that are not the title", () => {
    expect(figures(["ticker", "name", "price", "fv", "fvd", "gv", "pe", "pb", "peg"])).toEqual([
      "price",
      "fv",
      "fvd",
      "gv",
      "pe",
      "pb",
    ]);
  });

  it("show the Overview tab's price, market cap and P/E, not its exchange, sector and country", () => {
    const overview = SCREENER_TABS.find((t) => t.name === "overview")!.columns;
    const shown = figures([...overview]);
    expect(shown).toHaveLength(CARD_FIGURES);
    expect(shown).toEqual(expect.arrayContaining(["price", "mcap", "pe"]));
    expect(shown).not.toContain("exchange");
    expect(shown).not.toContain("country");
  });

  it("put a price, market cap or P/E before a tab's later figures", () => {
    const many = ["ticker", "name", "chg1d", "chg1w", "chg1m", "chg3m", "chg6m", "chg1y", "pe"];
    expect(figures(many)).toEqual(["chg1d", "chg1w", "chg1m", "chg3m", "chg6m", "pe"]);
  });

  it("fill the room left with the tab's words", () => {
    expect(figures(["ticker", "name", "exchange", "sector", "pe"])).toEqual(["exchange", "sector", "pe"]);
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
