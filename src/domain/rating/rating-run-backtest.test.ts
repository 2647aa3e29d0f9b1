import { describe, expect, it } from "vitest";
import { isoDay, rateBeforeAll, ratingDays, syntheticMarket } from "../../../test/support/rating-market";
import { GRADES } from "./grades";
import type { RatingHistory } from "./rating-run";

// Story: twenty companies rated from January 2004 to June 2007. On each month-end the backtest
// buys every company of a grade in equal parts and holds them to the next month-end; the market
// is all the rated companies. The test recomputes the first month from the prices themselves.

const market = syntheticMarket({ companies: 20, from: "2004-01-01", to: "2007-06-15", seed: 3 });
const { evalDays, monthEnd } = ratingDays("2004-01-01", "2007-06-15");
const N = market.companies.length;
const monthEnds = evalDays.map((_, e) => e).filter((e) => monthEnd[e]);

/** Company c's adjusted close on its last trading day on or before `day`. */
function adjOn(c: number, day: number): number {
  const { day: days, adj } = market.data[c]!.prices;
  let i = -1;
  while (i + 1 < days.length && days[i + 1]! <= day) i++;
  return adj[i]!;
}

describe("the backtest", () => {
  let h: RatingHistory;
  rateBeforeAll(market, { evalDays, monthEnd }, "2007-06-18T12:00:00Z", (history) => (h = history));

  it("holds each grade's companies for one month", () => {
    const formed = monthEnds.filter((e) => h.rated[e]! > 0);
    const [first, second] = formed;
    expect(h.backtest.from).toBe(isoDay(evalDays[first!]!));
    expect(h.backtest.curves.dates.slice(0, 2)).toEqual([isoDay(evalDays[first!]!), isoDay(evalDays[second!]!)]);
    const returnOf = (c: number) => adjOn(c, evalDays[second!]!) / adjOn(c, evalDays[first!]!) - 1;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const rated = Array.from({ length: N }, (_, c) => c).filter((c) => h.grade[first! * N + c]! > 0);
    expect(h.backtest.curves.market[1]).toBeCloseTo(1 + mean(rated.map(returnOf)), 12);
    GRADES.forEach((g, i) => {
      const held = rated.filter((c) => h.grade[first! * N + c] === i + 1);
      // A grade with no company that month holds cash.
      expect(h.backtest.curves[g][1]).toBeCloseTo(held.length > 0 ? 1 + mean(held.map(returnOf)) : 1, 12);
    });
    // Seventeen rated: one A, three B, ten C, three D, and no F (the bottom 5% is under one company).
    expect(GRADES.map((_, i) => rated.filter((c) => h.grade[first! * N + c] === i + 1).length)).toEqual([
      1, 3, 10, 3, 0,
    ]);
  });

  it("forms a portfolio on every rated month-end but the last and dates it to the next", () => {
    const formed = monthEnds.filter((e) => h.rated[e]! > 0);
    expect(h.backtest.months).toBe(formed.length - 1);
    expect(h.backtest.to).toBe(isoDay(evalDays.at(-1)!));
    expect(h.backtest.curves.dates).toEqual(formed.map((e) => isoDay(evalDays[e]!)));
    // Every month holds as many companies as were rated on its month-end.
    const holdings = GRADES.reduce((s, g) => s + h.backtest.grades[g].averageHoldings, 0);
    const ratedMonths = formed.slice(0, -1).map((e) => h.rated[e]!);
    expect(holdings).toBeCloseTo(ratedMonths.reduce((a, b) => a + b, 0) / ratedMonths.length, 12);
  });

  it("measures the grades without the AI component on the same months", () => {
    expect(h.backtestWithoutAi.months).toBe(h.backtest.months);
    expect(h.backtestWithoutAi.curves.dates).toEqual(h.backtest.curves.dates);
    expect(h.backtestWithoutAi.curves.market).toEqual(h.backtest.curves.market);
  });
});
