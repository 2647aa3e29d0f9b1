import { describe, expect, it } from "vitest";
import { decodeScreen } from "../../../domain/screener/codec";
import { columnByKey } from "../../../domain/screener/columns";
import type { Screen } from "../../../domain/screener/screen";
import {
  movedColumn,
  withColumns,
  withFilter,
  withoutFilter,
  withPage,
  withPageSize,
  withSort,
  withSortBy,
  withTab,
} from "./screen-url";

/** A screen as the loader sends it: the server's query string, read. */
function currentScreen(query: string): Screen {
  const decoded = decodeScreen(query);
  if (!decoded.ok) throw decoded.error;
  return decoded.screen;
}

const column = (key: string) => columnByKey(key)!;

describe("screen URLs", () => {
  const screen = currentScreen("t=4&p=3&f[pe]=0,15&f[sid]=10&s=pe&sd=asc");

  it("keeps the filters' order when one changes, and goes back to page 1", () => {
    expect(withFilter(screen, "pe", { type: "range", low: 0, high: 20 })).toBe("t=4&f[pe]=0,20&f[sid]=10&s=pe&sd=asc");
    expect(withFilter(screen, "dy", { type: "range", low: 2, high: null })).toBe(
      "t=4&f[pe]=0,15&f[sid]=10&f[dy]=2,&s=pe&sd=asc",
    );
    expect(withoutFilter(screen, "pe")).toBe("t=4&f[sid]=10&s=pe&sd=asc");
  });

  it("sets a sort chosen outright (the cards' control) and goes back to page 1", () => {
    expect(withSortBy(screen, "dy", "asc")).toBe("t=4&f[pe]=0,15&f[sid]=10&s=dy&sd=asc");
    expect(withSortBy(currentScreen("p=2"), "name", "desc")).toBe("s=name&sd=desc");
  });

  it("flips the direction of the sorted column and starts others descending, text ascending", () => {
    expect(withSort(screen, column("pe"))).toBe("t=4&f[pe]=0,15&f[sid]=10&s=pe&sd=desc");
    expect(withSort(screen, column("dy"))).toBe("t=4&f[pe]=0,15&f[sid]=10&s=dy&sd=desc");
    expect(withSort(screen, column("name"))).toBe("t=4&f[pe]=0,15&f[sid]=10&s=name&sd=asc");
  });

  it("changes tab and page", () => {
    expect(withTab(screen, 8)).toBe("t=8&f[pe]=0,15&f[sid]=10&s=pe&sd=asc");
    expect(withPage(screen, 4)).toBe("t=4&p=4&f[pe]=0,15&f[sid]=10&s=pe&sd=asc");
  });

  describe("chosen columns and page size", () => {
    const chosen = currentScreen("t=4&c=ticker,pe,mcap,dy&p=3&ps=50&f[mcap]=2000000000,&s=pe&sd=asc");

    it("keeps the columns, the page size and the bound through a round trip of the address", () => {
      expect(chosen.columns).toEqual(["ticker", "pe", "mcap", "dy"]);
      expect(chosen.pageSize).toBe(50);
      expect(withPage(chosen, 3)).toBe("t=4&c=ticker,pe,mcap,dy&p=3&ps=50&f[mcap]=2000000000,&s=pe&sd=asc");
      expect(currentScreen(withPage(chosen, 3))).toEqual(chosen);
    });

    it("adds, removes and reorders columns, keeping the rest of the screen", () => {
      expect(withColumns(chosen, ["ticker", "pe", "mcap", "dy", "roe"])).toBe(
        "t=4&c=ticker,pe,mcap,dy,roe&p=3&ps=50&f[mcap]=2000000000,&s=pe&sd=asc",
      );
      expect(withColumns(chosen, null)).toBe("t=4&p=3&ps=50&f[mcap]=2000000000,&s=pe&sd=asc");
      expect(movedColumn(chosen.columns!, "mcap", -1)).toEqual(["ticker", "mcap", "pe", "dy"]);
      expect(movedColumn(chosen.columns!, "dy", 1)).toEqual(["ticker", "pe", "mcap", "dy"]);
      // Nothing moves above the ticker, and the ticker does not move.
      expect(movedColumn(chosen.columns!, "pe", -1)).toEqual(["ticker", "pe", "mcap", "dy"]);
      expect(movedColumn(chosen.columns!, "ticker", 1)).toEqual(["ticker", "pe", "mcap", "dy"]);
    });

    it("goes back to page 1 for another page size, and leaves the default out", () => {
      expect(withPageSize(chosen, 100)).toBe("t=4&c=ticker,pe,mcap,dy&ps=100&f[mcap]=2000000000,&s=pe&sd=asc");
      expect(withPageSize(chosen, 20)).toBe("t=4&c=ticker,pe,mcap,dy&f[mcap]=2000000000,&s=pe&sd=asc");
    });

    it("shows another tab's own columns", () => {
      expect(withTab(chosen, 8)).toBe("t=8&ps=50&f[mcap]=2000000000,&s=pe&sd=asc");
    });
  });
});
