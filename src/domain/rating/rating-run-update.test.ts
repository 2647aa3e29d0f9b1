import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dayNumber, ratingDays, syntheticMarket } from "../../../test/support/rating-market";
import { COMPONENTS } from "./components";
import { RatingRun, type RatingHistory } from "./rating-run";

// Story: the ratings were last computed in full on Friday 15 June 2007. On Monday 18 June a
// one-day update rates just that day from the model and state the full run stored (the latest
// month-end's AI and component weights, each company's beta and month-end yields). A full run
// that includes the Monday gives that day exactly the same ratings.

const K = COMPONENTS.length;
const market = syntheticMarket({ companies: 20, from: "2004-01-01", to: "2007-06-18", seed: 3 });
// Calendar month-ends and the June days after them; the last days close no month.
const all = ratingDays("2004-01-01", "2007-06-29");
const upTo = (iso: string) => {
  const n = all.evalDays.filter((d) => d <= dayNumber(iso)).length;
  return { evalDays: all.evalDays.slice(0, n), monthEnd: all.monthEnd.slice(0, n) };
};
const N = market.companies.length;

function fullRun(iso: string): RatingHistory {
  const { evalDays, monthEnd } = upTo(iso);
  const run = new RatingRun(market.companies, evalDays, monthEnd, market.ratesAt);
  market.data.forEach((d, c) => run.addCompany(c, d));
  return run.finish();
}

describe("a one-day update", () => {
  let friday: RatingHistory;
  let monday: RatingHistory;
  let update: RatingHistory;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2007-06-18T22:00:00Z"));
    friday = fullRun("2007-06-15");
    monday = fullRun("2007-06-18");
    const run = new RatingRun(market.companies, [dayNumber("2007-06-18")], [false], market.ratesAt, friday.state);
    market.data.forEach((d, c) => run.addCompany(c, d));
    update = run.finish();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("from stored state gives the same last day as a full run", () => {
    const e = monday.evalDays.length - 1;
    expect(monday.monthEnd[e]).toBe(false);
    expect(monday.rated[e]).toBeGreaterThan(10);
    expect(update.rated[0]).toBe(monday.rated[e]);
    expect(update.grade).toEqual(monday.grade.slice(e * N, (e + 1) * N));
    expect(update.gradeWithoutAi).toEqual(monday.gradeWithoutAi.slice(e * N, (e + 1) * N));
    expect(update.overall).toEqual(monday.overall.slice(e * N, (e + 1) * N));
    expect(update.components).toEqual(monday.components.slice(e * K * N, (e + 1) * K * N));
    expect(update.componentGrades).toEqual(monday.componentGrades.slice(e * K * N, (e + 1) * K * N));
    expect(update.weights).toEqual(monday.weights.slice(e * K, (e + 1) * K));
  });

  it("uses the weights of the latest month-end, not equal ones", () => {
    expect(Array.from(update.weights)).toEqual(friday.state.weights);
    expect(friday.state.aiWeights).not.toBeNull();
    expect(update.state.aiWeights).toEqual(friday.state.aiWeights);
  });

  it("without the stored state rates the day differently", () => {
    const run = new RatingRun(market.companies, [dayNumber("2007-06-18")], [false], market.ratesAt);
    market.data.forEach((d, c) => run.addCompany(c, d));
    const cold = run.finish();
    expect(cold.overall).not.toEqual(update.overall);
  });
});
