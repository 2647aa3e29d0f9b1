import { describe, expect, it } from "vitest";
import type { Rebalance } from "../../domain/strategies/backtest";
import { houseStrategy } from "../../domain/strategies/house";
import type { StrategyRecordWithBooks } from "../../db/repositories/strategy-records";
import { BOOKS_PER_PAGE, presentDetail, strategiesCsv, visibleCompanyIds } from "./strategies";

// Books as each viewer gets them: a subscriber every book; anyone else the books older than
// three months, never the latest; the trade history paged newest first; the CSV of the latest book.

const house = houseStrategy("momentum-leaders")!;
const companies = new Map(
  [1, 2, 3, 4].map((id) => [id, { id, ticker: `T${id}`, name: `Company ${id}`, exchange: "NYSE" }]),
);

function book(fillDate: string, ids: number[]): Rebalance {
  return {
    signalDate: fillDate.replace(/-\d\d$/, "-01"),
    fillDate,
    holdings: ids.map((companyId) => ({ companyId, weight: 1 / ids.length, price: 10 })),
    trades: ids.map((companyId) => ({ companyId, side: "buy" as const, fraction: 1 / ids.length, price: 10 })),
    turnover: 0.5,
    cost: 0.001,
  };
}

const months = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"];
const rebalances = [
  ...months.map((m) => book(`2025-${m}-02`, [1, 2])),
  book("2026-01-02", [2, 3]),
  book("2026-02-02", [3, 4]),
];
const record: StrategyRecordWithBooks = {
  strategyId: house.id,
  asOf: "2026-02-27",
  launchedOn: house.launchedOn,
  figures: {} as StrategyRecordWithBooks["figures"],
  curve: [],
  rebalances,
};

describe("the books a viewer gets", () => {
  it("locks the latest book and those of the last three months for a non-subscriber, with counts kept", () => {
    const d = presentDetail({ planTypes: ["premium"] }, house, record, 1, companies);
    expect(d.subscriber).toBe(false);
    expect(d.lockedFrom).toBe("2025-11-27");
    expect(d.current).toMatchObject({ fillDate: "2026-02-02", holdings: null, trades: null, holdingsCount: 2 });
    const locked = d.history.books.filter((b) => b.holdings === null).map((b) => b.fillDate);
    expect(locked).toEqual(["2026-02-02", "2026-01-02", "2025-12-02"]);
    expect(d.history.books.find((b) => b.fillDate === "2025-11-02")!.holdings!.map((h) => h.company.ticker)).toEqual([
      "T1",
      "T2",
    ]);
    // Company 4 is held only in the latest book: its id is not even looked up.
    expect(visibleCompanyIds({ planTypes: [] }, record, 1).ids).not.toContain(4);
  });

  it("gives a subscriber every book, the current one with its companies", () => {
    const d = presentDetail({ planTypes: ["zen_strategies"] }, house, record, 1, companies);
    expect(d.current!.holdings!.map((h) => h.company.name)).toEqual(["Company 3", "Company 4"]);
    expect(d.history.books.every((b) => b.holdings !== null)).toBe(true);
  });

  it("pages the history newest first", () => {
    const first = presentDetail({ planTypes: [] }, house, record, 1, companies);
    expect(first.history).toMatchObject({ page: 1, pages: 2, total: 14 });
    expect(first.history.books).toHaveLength(BOOKS_PER_PAGE);
    const second = presentDetail({ planTypes: [] }, house, record, 2, companies);
    expect(second.history.books.map((b) => b.fillDate)).toEqual(["2025-02-02", "2025-01-02"]);
    // The current book stays on every page.
    expect(second.current!.fillDate).toBe("2026-02-02");
  });

  it("writes the latest book's holdings and trades as CSV rows", () => {
    const csv = strategiesCsv([{ house, record }], companies);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      'Strategy,Kind,Signal date,Fill date,Ticker,Company,Exchange,Weight after the fill,"Traded, share of the book",Price',
    );
    expect(lines.slice(1)).toEqual([
      "Momentum Leaders,Holding,2026-02-01,2026-02-02,T3,Company 3,NYSE,0.5,,10",
      "Momentum Leaders,Holding,2026-02-01,2026-02-02,T4,Company 4,NYSE,0.5,,10",
      "Momentum Leaders,Buy,2026-02-01,2026-02-02,T3,Company 3,NYSE,,0.5,10",
      "Momentum Leaders,Buy,2026-02-01,2026-02-02,T4,Company 4,NYSE,,0.5,10",
    ]);
  });
});
