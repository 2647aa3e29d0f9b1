import { describe, expect, it } from "vitest";
import { DATES, smallInput } from "../../../test/support/zen-investor-market";
import { appendEntries, eventsOf } from "../../domain/zen-investor/ledger";
import { recordOf } from "../../domain/zen-investor/record";
import { runModelPortfolio } from "../../domain/zen-investor/run";
import { alertIdsByFill, pastTradesPage, presentAlert, presentPosition, type CompanyRow } from "./zen-investor";

// The presenter on the hand-computed three-company market (test/support/zen-investor-market.ts):
// company 2 stopped out, company 1 sold on its D, company 3 delisted, company 2 bought back.

const run = runModelPortfolio(smallInput());
const entries = appendEntries(null, eventsOf(run.alerts, run.fills), "2020-03-01");
const record = recordOf(run, "2020-03-01")!;
const companies = new Map<number, CompanyRow>([
  [1, { id: 1, ticker: "ONE", name: "One Inc", exchange: "NYSE" }],
  [2, { id: 2, ticker: "TWO", name: "Two Inc", exchange: "NYSE" }],
]);
const free = { planTypes: [] };
const subscriber = { planTypes: ["zen_investor" as const] };

describe("Zen Investor presenter", () => {
  it("links each position to the alerts that opened and closed it", () => {
    const ids = alertIdsByFill(entries);
    const p = presentPosition(record.positions[0]!, record.launchedOn, companies, ids);
    // Company 2: bought on the alert of 2 January, stopped out on the alert of 4 February.
    const buy = entries.find((e) => e.kind === "alert" && e.side === "buy" && e.companyId === 2)!;
    const sell = entries.find((e) => e.kind === "alert" && e.side === "sell" && e.companyId === 2)!;
    expect(p).toMatchObject({
      company: { ticker: "TWO", url: "/stocks/us/nyse/two" },
      phase: "backtest",
      buyId: buy.seq,
      sellId: sell.seq,
    });
    // Company 3 left the data: it is kept, named by its number.
    const delisted = record.positions.find((x) => x.companyId === 3)!;
    expect(presentPosition(delisted, record.launchedOn, companies, ids)).toMatchObject({
      company: { ticker: "#3", url: "" },
      phase: "live",
      exitReasons: ["delisted"],
    });
  });

  it("pages a visitor's closed positions up to the delay, a subscriber's all of them", () => {
    // As of 2 April the delay's cut is 4 March: the sales of 2 and 3 March are public, 2 April's is not.
    expect(pastTradesPage(free, record, DATES[7]!, 1).rows.map((p) => p.companyId)).toEqual([1, 2]);
    expect(pastTradesPage(subscriber, record, DATES[7]!, 1).rows.map((p) => p.companyId)).toEqual([3, 1, 2]);
    expect(pastTradesPage(free, record, DATES[7]!, 9).page).toBe(1);
  });

  it("locks a fresh alert to side and date, and opens an old one with its fill", () => {
    const fresh = entries.find((e) => e.kind === "alert" && e.date === DATES[6])!;
    expect(presentAlert(free, DATES[7]!, fresh, null, null, companies)).toEqual({
      locked: true,
      id: fresh.seq,
      side: fresh.side,
      date: fresh.date,
      unlocksOn: "2020-05-01",
    });
    expect(presentAlert(subscriber, DATES[7]!, fresh, null, null, companies)).toMatchObject({ locked: false });
    const sell = entries.find((e) => e.kind === "alert" && e.side === "sell" && e.companyId === 2)!;
    const fill = entries.find((e) => e.kind === "fill" && e.side === "sell" && e.companyId === 2)!;
    const position = record.positions.find((p) => p.companyId === 2 && p.exitDate === fill.date)!;
    expect(presentAlert(free, DATES[7]!, sell, fill, position, companies)).toMatchObject({
      locked: false,
      company: { ticker: "TWO" },
      reasons: ["stop"],
      fill: { date: DATES[4], price: 15 },
      position: { entryPrice: 20, days: position.days },
    });
  });
});
