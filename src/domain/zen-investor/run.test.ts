import { describe, expect, it } from "vitest";
import { dayOf } from "../rating/day-numbers";
import { historyOf, type CompanyHistory } from "../strategies/history";
import { DATES, smallInput, smallMarket, smallMarketRecords } from "../../../test/support/zen-investor-market";
import { appendEntries, eventsOf } from "./ledger";
import { describeRule, runChecks, ZEN_INVESTOR_RULE } from "./rule";
import { runModelPortfolio } from "./run";

const [D0, D1, , D3, D4, D5, D6, D7] = DATES;

describe("runModelPortfolio on the hand-computed market", () => {
  const run = runModelPortfolio(smallInput());

  it("writes the alerts the rule calls for, with that day's reasons", () => {
    expect(run.alerts.map((a) => [a.date, a.side, a.companyId, a.reasons])).toEqual([
      // Both rated A with all six checks passed; company 2 is larger, so it comes first.
      [D0, "buy", 2, ["qualifies"]],
      [D0, "buy", 1, ["qualifies"]],
      // Company 2 closes at 14, 30 % under its fill at 20: stopped; company 3 takes the free slot.
      [D3, "sell", 2, ["stop"]],
      [D3, "buy", 3, ["qualifies"]],
      // Company 1 is rated D from March 2.
      [D4, "sell", 1, ["grade"]],
      // Company 3 last traded on March 3; company 2's 30 days since its sale are over.
      [D6, "sell", 3, ["delisted"]],
      [D6, "buy", 2, ["qualifies"]],
    ]);
    const first = run.alerts[1]!;
    expect(first).toMatchObject({ grade: "A", score: 100, valuation: { price: 9, pe: 9, pb: 1.8, ps: 0.9, dy: 0 } });
    expect(first.checks.map((c) => [c.key, c.passed, c.value])).toEqual([
      ["profitable", true, 10],
      ["roe", true, 20],
      ["debt", true, 0.2],
      ["revenue-growth", true, 11.1111],
      ["earnings-growth", true, 25],
      ["pe", true, 9],
    ]);
    expect(run.alerts[4]).toMatchObject({ grade: "D", score: 100 });
    expect(run.alerts[5]).toMatchObject({ grade: null, score: null, checks: [], valuation: { price: null } });
  });

  it("fills every alert at the next trading day's close, never the signal day's", () => {
    expect(run.fills.map((f) => [f.alertDate, f.date, f.side, f.companyId, f.price])).toEqual([
      [D0, D1, "buy", 2, 20],
      // Company 1 closed at 9 on the signal day and at 10 on the fill day.
      [D0, D1, "buy", 1, 10],
      [D3, D4, "sell", 2, 15],
      [D3, D4, "buy", 3, 6],
      [D4, D5, "sell", 1, 13],
      // Delisted: sold at its last price.
      [D6, D7, "sell", 3, 7],
      [D6, D7, "buy", 2, 15],
    ]);
    for (const f of run.fills) expect(DATES.indexOf(f.date)).toBe(DATES.indexOf(f.alertDate) + 1);
    // Sizes: half the book each; company 3 gets the cash company 2's sale left (0.375 of 0.975).
    const weights = [0.5, 0.5, 0.375 / 0.975, 0.375 / 0.975, 0.65 / 1.0875, 0.4375 / 1.0875, 0.5];
    run.fills.forEach((f, i) => expect(f.weight).toBeCloseTo(weights[i]!, 12));
  });

  it("values the book at each close", () => {
    const expected = [1, 1, 0.95, 0.95, 0.975, 1.0875, 1.0875, 1.0875];
    expect(run.dates).toEqual(DATES);
    run.equity.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 12));
    expect(Array.from(run.market)).toEqual([1, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12]);
  });

  it("keeps every position, the delisted one included", () => {
    expect(
      run.positions.map((p) => [
        p.companyId,
        p.entryDate,
        p.entryPrice,
        p.exitDate,
        p.exitPrice,
        p.exitReasons,
        p.days,
      ]),
    ).toEqual([
      [2, D1, 20, D4, 15, ["stop"], 59],
      [1, D1, 10, D5, 13, ["grade"], 60],
      [3, D4, 6, D7, 7, ["delisted"], 31],
      [2, D7, 15, null, null, [], 0],
    ]);
    const returns = run.positions.map((p) => [p.return, p.marketReturn]);
    const expected = [
      [-0.25, 0.06],
      [0.3, 0.08],
      [7 / 6 - 1, 112 / 106 - 1],
      [0, 0],
    ];
    returns.forEach(([r, m], i) => {
      expect(r).toBeCloseTo(expected[i]![0]!, 12);
      expect(m).toBeCloseTo(expected[i]![1]!, 12);
    });
  });
});

describe("point in time", () => {
  /** The same market with three more months: later ratings, statements and a dividend adjustment. */
  function extended(): CompanyHistory[] {
    const more = ["2020-05-01", "2020-06-01", "2020-07-01"];
    return smallMarketRecords().map((c) => {
      const trades = c.day.length === DATES.length;
      const adjust = 0.9; // a later dividend scales every earlier adjusted close alike
      return historyOf({
        ...c,
        day: trades ? Int32Array.from([...c.day, ...more.map(dayOf)]) : c.day,
        close: trades ? Float64Array.from([...c.close, 1, 30, 40]) : c.close,
        adj: Float64Array.from([...Array.from(c.adj, (v) => v * adjust), ...(trades ? [1, 30, 40] : [])]),
        annual: [
          ...c.annual,
          { filedDay: dayOf("2020-04-03"), revenue: 1, netIncome: -9, eps: -1, shares: 99, equity: 1, debt: 9 },
        ],
        ratings: [...c.ratings, { day: dayOf("2020-04-03"), grade: 5 }],
      });
    });
  }

  it("later data changes no past alert, fill or closed position", () => {
    const before = runModelPortfolio(smallInput());
    const after = runModelPortfolio(smallInput(extended(), [100, 100, 102, 104, 106, 108, 110, 112, 90, 95, 99]));
    expect(after.alerts.slice(0, before.alerts.length)).toEqual(before.alerts);
    // The ledger as published (weights rounded to 4 decimals of a percent) is the same entry for entry.
    const published = (r: typeof before) => appendEntries(null, eventsOf(r.alerts, r.fills), "2020-04-01");
    expect(published(after).slice(0, before.alerts.length + before.fills.length)).toEqual(published(before));
    const closed = before.positions.filter((p) => p.exitDate !== null);
    after.positions.slice(0, closed.length).forEach((p, i) => {
      const { return: r, ...rest } = closed[i]!;
      expect(p).toMatchObject(rest);
      expect(p.return).toBeCloseTo(r, 12);
    });
    // Later alerts do come: the F rating from April 3 sells company 2 bought back on April 2.
    expect(after.alerts.length).toBeGreaterThan(before.alerts.length);
  });

  it("writes the last day's alerts before any fill for them exists", () => {
    const histories = smallMarket().map((c) => ({
      ...c,
      day: c.day.slice(0, 4),
      close: c.close.slice(0, 4),
      adj: c.adj.slice(0, 4),
    }));
    const run = runModelPortfolio(smallInput(histories, [100, 100, 102, 104]));
    expect(run.alerts.filter((a) => a.date === D3).map((a) => [a.side, a.companyId])).toEqual([
      ["sell", 2],
      ["buy", 3],
    ]);
    expect(run.fills.map((f) => f.date)).toEqual([D1, D1]);
  });

  it("reads only the rating dates it is told stay in the history", () => {
    // Company 1's D from March 2 is not a rating day the rule may read: it is held to the end.
    const run = runModelPortfolio({ ...smallInput(), ratingDay: (day) => day !== dayOf(D4!) });
    expect(run.alerts.some((a) => a.companyId === 1 && a.side === "sell")).toBe(false);
  });

  it("does not buy a company on a day it did not trade", () => {
    const histories = smallMarket().map((c) =>
      c.id === 1
        ? { ...c, day: c.day.filter((d) => d !== dayOf(D0!)), close: c.close.slice(1), adj: c.adj.slice(1) }
        : c,
    );
    // Company 1 has no close on Jan 2, so the first day's alerts buy company 2 and company 3.
    const run = runModelPortfolio(smallInput(histories));
    expect(run.alerts.filter((a) => a.date === D0).map((a) => a.companyId)).toEqual([2, 3]);
  });
});

describe("the published rule", () => {
  it("scores the six checks, missing data failing", () => {
    const { checks, score } = runChecks(ZEN_INVESTOR_RULE, {
      nm: 5,
      roe: 9.99,
      de: null,
      rgr1y: 3,
      egr1y: -1,
      pe: 24.9,
    });
    expect(checks.map((c) => c.passed)).toEqual([true, false, false, true, false, true]);
    expect(score).toBe(50);
  });

  it("states its numbers in plain words", () => {
    const text = describeRule(ZEN_INVESTOR_RULE).join(" ");
    for (const words of [
      "up to 20 companies",
      "5 %",
      "rated A",
      "60 or more",
      "below C",
      "under 40",
      "down 25 %",
      "30 days",
    ])
      expect(text).toContain(words);
  });
});
