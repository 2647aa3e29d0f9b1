import { describe, expect, it } from "vitest";
import { smallInput, smallMarket } from "../../../test/support/zen-investor-market";
import { marketUpdates } from "./market-update";
import { recordOf } from "./record";
import { timeWeightedReturn } from "./returns";
import { runModelPortfolio } from "./run";

describe("the stored record of a run", () => {
  const input = smallInput();
  const run = runModelPortfolio(input);

  it("splits the figures at the launch date and keeps every position", () => {
    const record = recordOf(run, "2020-03-01")!;
    expect(record.asOf).toBe("2020-04-02");
    expect(record.figures.backtest).toMatchObject({ from: "2020-01-02", to: "2020-02-04" });
    // The live part starts from the backtest's last close, so the two chain into the whole.
    expect(record.figures.live).toMatchObject({ from: "2020-02-04", to: "2020-04-02" });
    const chained =
      (1 + record.figures.backtest!.timeWeighted.portfolio) * (1 + record.figures.live!.timeWeighted.portfolio);
    expect(chained - 1).toBeCloseTo(record.figures.whole.timeWeighted.portfolio, 12);
    expect(record.figures.whole.timeWeighted.portfolio).toBeCloseTo(timeWeightedReturn(run.equity), 12);
    // Positions opened on or after the launch (company 3 on 2 March, company 2 again on 2 April) are live picks.
    expect(record.figures.live!.averagePick.picks).toBe(2);
    expect(record.figures.backtest!.averagePick.picks).toBe(2);
    expect(record.positions).toHaveLength(run.positions.length);
    expect(record.curve.map((c) => c[0])).toEqual(["2020-01-03", "2020-02-04", "2020-03-03", "2020-04-02"]);
  });

  it("has no live part before the launch", () => {
    const record = recordOf(run, "2026-12-01")!;
    expect(record.figures.live).toBeNull();
    expect(record.figures.backtest!.to).toBe("2020-04-02");
  });
});

describe("monthly market updates", () => {
  const input = smallInput();
  const run = runModelPortfolio(input);
  const updates = marketUpdates(smallMarket(), input.tape, input.days, run);

  it("measures each finished month from its first close to its last (the running month is left out)", () => {
    expect(updates.map((u) => [u.id, u.from, u.to])).toEqual([
      ["2020-02", "2020-01-03", "2020-02-04"],
      ["2020-03", "2020-02-04", "2020-03-03"],
    ]);
    const [feb, mar] = updates as [(typeof updates)[0], (typeof updates)[0]];
    // Company 1 10 -> 12, company 2 20 -> 14, company 3 5 -> 5.
    expect(feb.breadth).toEqual({ advancers: 1, decliners: 1, unchanged: 1, medianReturn: 0 });
    expect(feb.sectors).toEqual([{ sectorId: 1, companies: 3, averageReturn: -0.033333 }]);
    expect(feb.grades).toEqual({ upgrades: 0, downgrades: 0, newlyA: 0, leftA: 0, rated: 3 });
    // Company 1 falls from A to D on 2 March.
    expect(mar.grades).toEqual({ upgrades: 0, downgrades: 1, newlyA: 0, leftA: 1, rated: 3 });
    expect(mar.breadth.advancers).toBe(3);
    // Sold company 2 and company 1, bought company 3, which is the only holding at the month's end.
    expect(mar.portfolio).toMatchObject({ buys: 1, sells: 2, holdings: 1 });
    expect(mar.portfolio.return).toBeCloseTo(run.equity[5]! / run.equity[3]! - 1, 6);
    expect(mar.portfolio.market).toBeCloseTo(108 / 104 - 1, 6);
  });
});
