import { describe, expect, it } from "vitest";
import { dayNumber, rateBeforeAll, ratingDays, syntheticMarket } from "../../../test/support/rating-market";
import type { RatingHistory } from "./rating-run";

// Story: a universe of twenty companies rated from January 2004 to June 2007. Company 3 lists a
// year late (its first price is on 13 January 2005) and company 5 stops trading in October 2006.
// The rating ranks a company only on the dates it trades: before its listing and after its last
// price (plus the ten days a price stays current) it has no score, no grade and is not counted.

const K = 7;
const market = syntheticMarket({ companies: 20, from: "2004-01-01", to: "2007-06-15", seed: 3 });
const { evalDays, monthEnd } = ratingDays("2004-01-01", "2007-06-15");
const N = market.companies.length;
const LATE = 3;
const STOPPED = 5;

describe("a company listed mid-history", () => {
  let h: RatingHistory;
  rateBeforeAll(market, { evalDays, monthEnd }, "2007-06-18T12:00:00Z", (history) => (h = history));

  const gradedOn = (e: number) => Array.from({ length: N }, (_, c) => h.grade[e * N + c]!).filter((g) => g > 0).length;

  it("is ranked only from its first rated day", () => {
    const listed = market.data[LATE]!.prices.day[0]!;
    expect(listed).toBe(dayNumber("2005-01-13"));
    const before = evalDays.map((d, e) => e).filter((e) => evalDays[e]! < listed);
    expect(before.length).toBeGreaterThan(10);
    for (const e of before) {
      expect(h.grade[e * N + LATE]).toBe(0);
      expect(h.gradeWithoutAi[e * N + LATE]).toBe(0);
      expect(h.overall[e * N + LATE]).toBeNaN();
      for (let k = 0; k < K; k++) expect(h.components[(e * K + k) * N + LATE]).toBeNaN();
    }
    // Once graded it stays graded: it trades to the end.
    const first = evalDays.findIndex((_, e) => h.grade[e * N + LATE]! > 0);
    expect(evalDays[first]!).toBeGreaterThanOrEqual(listed);
    for (let e = first; e < evalDays.length; e++) expect(h.grade[e * N + LATE]).toBeGreaterThan(0);
  });

  it("is not counted among the rated companies before it lists", () => {
    for (let e = 0; e < evalDays.length; e++) expect(h.rated[e]).toBe(gradedOn(e));
    const listed = market.data[LATE]!.prices.day[0]!;
    const e = evalDays.findIndex((d) => d >= dayNumber("2004-12-31"));
    expect(evalDays[e]!).toBeLessThan(listed);
    // The best of the others scores 100 and the worst 0: the late company takes no rank.
    const scores = Array.from(h.overall.subarray(e * N, (e + 1) * N)).filter((v) => !Number.isNaN(v));
    expect(scores).toHaveLength(h.rated[e]!);
    expect(Math.max(...scores)).toBe(100);
    expect(Math.min(...scores)).toBe(0);
  });

  it("drops out of the ranking ten days after its last price", () => {
    const last = market.data[STOPPED]!.prices.day.at(-1)!;
    const wasRated = evalDays.findIndex((d, e) => d <= last && h.grade[e * N + STOPPED]! > 0);
    expect(wasRated).toBeGreaterThanOrEqual(0);
    const after = evalDays.map((_, e) => e).filter((e) => evalDays[e]! > last + 10);
    expect(after.length).toBeGreaterThan(5);
    for (const e of after) {
      expect(h.grade[e * N + STOPPED]).toBe(0);
      expect(h.overall[e * N + STOPPED]).toBeNaN();
    }
  });
});
