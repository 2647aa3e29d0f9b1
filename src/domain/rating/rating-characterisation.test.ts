import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { digest } from "../../../test/support/digest";
import { ratingDays, syntheticMarket } from "../../../test/support/rating-market";
import { companyInputs } from "./company-history";
import { companyFactorBlock, RatingRun, type RatingHistory } from "./rating-run";

// Characterisation: a seeded market of 40 companies over six years, run through the whole
// rating (every company's inputs, factor blocks, ranks, AI, weights, grades, backtest, and a
// one-day update from the stored state). The digests pin every figure to the bit, so that
// splitting the code into smaller parts can be shown to change nothing. A digest changes only
// when the rating's arithmetic is meant to change; then the new one is pinned with the change.

const market = syntheticMarket({ companies: 40, from: "2004-01-01", to: "2009-12-31", seed: 14 });
const { evalDays, monthEnd } = ratingDays("2004-01-01", "2009-12-31");

/** The pinned figures: what the run computed before it kept factors for explanations (decision 038). */
function withoutFactorDates(h: RatingHistory): Omit<RatingHistory, "factorDates"> {
  const { factorDates: _kept, ...rest } = h;
  return rest;
}

function fullRun(): RatingHistory {
  const run = new RatingRun(market.companies, evalDays, monthEnd, market.ratesAt);
  market.data.forEach((d, c) => run.addCompany(c, d));
  return run.finish();
}

describe("the rating of a seeded six-year market (characterisation)", () => {
  let history: RatingHistory;
  beforeAll(() => {
    // The domain reads no clock; pinning it proves a date today changes nothing.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2010-01-04T12:00:00Z"));
    history = fullRun();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("exercises every step: AI model, learned weights, grades and a backtest", () => {
    expect(history.state.aiWeights).not.toBeNull();
    const K = 7;
    const last = history.evalDays.length - 1;
    const lastWeights = Array.from(history.weights.subarray(last * K, (last + 1) * K));
    expect(lastWeights).not.toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect(history.backtest.months).toBeGreaterThan(60);
    expect(new Set(history.grade)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it("gives every company the same inputs on every date", () => {
    const inputs = market.data.map((d) => companyInputs(d, evalDays, market.ratesAt));
    expect(digest(inputs)).toBe("926c363ea79e18cbf61b730407307e560a42327fdd8589a898257e5c13d5adb5");
  });

  it("gives every company the same factor block, forward returns and yield history", () => {
    const run = new RatingRun(market.companies, evalDays, monthEnd, market.ratesAt);
    const blocks = market.data.map((d) =>
      companyFactorBlock(d, evalDays, monthEnd, run.forwardTargets, market.ratesAt),
    );
    expect(digest(blocks)).toBe("48f8f5afffb3d1cde115760bd78821f7169d528d496c9b70fe1c17ce85ed7b2c");
  });

  it("grades, scores, weighs and backtests every date the same", () => {
    expect(digest(withoutFactorDates(history))).toBe(
      "85b28f633f35f38a4fad00252c4afa3441d445bce172940aef8ed2c99cfa8321",
    );
  });

  it("rates the last days the same from the stored state (a one-day update)", () => {
    const days = evalDays.slice(-3);
    const run = new RatingRun(
      market.companies,
      days,
      days.map(() => false),
      market.ratesAt,
      history.state,
    );
    market.data.forEach((d, c) => run.addCompany(c, d));
    expect(digest(withoutFactorDates(run.finish()))).toBe(
      "c79d9c4c1f5943bf7fc269be5089b2f95a00cf38620d5648cc938f7dd84f956d",
    );
  });
});
