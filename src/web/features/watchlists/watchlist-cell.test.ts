import { describe, expect, it } from "vitest";
import { formatWatchlistCell } from "./watchlist-table";

const column = (type: string) => ({ key: "k", name: "K", type, locked: false });

describe("a watchlist table cell", () => {
  it("reads the snapshot's percent as percent (1.5 is +1.5%, not 150%)", () => {
    expect(formatWatchlistCell(column("percentage"), 1.5)).toBe("1.50%");
    expect(formatWatchlistCell(column("percentage"), -4.3)).toBe("-4.30%");
  });

  it("shortens money above a million and marks a missing value", () => {
    expect(formatWatchlistCell(column("currency"), 2_500_000_000)).toBe("$2.50B");
    expect(formatWatchlistCell(column("currency"), 12.5)).toBe("$12.50");
    expect(formatWatchlistCell(column("percentage"), null)).toBe("–");
  });
});
