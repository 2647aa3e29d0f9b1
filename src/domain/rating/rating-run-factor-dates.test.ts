import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dayNumber, isoDay, ratingDays, syntheticMarket } from "../../../test/support/rating-market";
import { COMPONENTS } from "./components";
import { MATRIX_FACTORS } from "./matrix-factors";
import { previousMonthEnd, RatingRun, type RatingHistory } from "./rating-run";

// Story: a run on Monday 18 June 2007 keeps, for explaining grades, every factor of that day and
// of 31 May (the last month-end of an earlier month): raw values, the ranks the components
// averaged, and percentiles within each sector. A one-day update keeps the day's only.

const market = synthetic();
function synthetic() {
  return syntheticMarket({ companies: 24, from: "2004-01-01", to: "2007-06-18", seed: 5 });
}
const all = ratingDays("2004-01-01", "2007-06-29");
const n = all.evalDays.filter((d) => d <= dayNumber("2007-06-18")).length;
const evalDays = all.evalDays.slice(0, n);
const monthEnd = all.monthEnd.slice(0, n);
const N = market.companies.length;
const F = MATRIX_FACTORS.length;
const K = COMPONENTS.length;

describe("the factors a run keeps for explanations", () => {
  let h: RatingHistory;
  let update: RatingHistory;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2007-06-18T22:00:00Z"));
    const run = new RatingRun(market.companies, evalDays, monthEnd, market.ratesAt);
    market.data.forEach((d, c) => run.addCompany(c, d));
    h = run.finish();
    const up = new RatingRun(market.companies, [dayNumber("2007-06-18")], [false], market.ratesAt, h.state);
    market.data.forEach((d, c) => up.addCompany(c, d));
    update = up.finish();
  });
  afterAll(() => vi.useRealTimers());

  it("keeps the last date and the last month-end of the month before", () => {
    expect(isoDay(h.factorDates.latest!.day)).toBe("2007-06-18");
    const previous = isoDay(h.factorDates.previous!.day);
    expect(previous.slice(0, 7)).toBe("2007-05");
    expect(monthEnd[evalDays.indexOf(h.factorDates.previous!.day)]).toBe(true);
  });

  it("finds the previous month-end even when the last date is itself one", () => {
    const days = ["2007-04-30", "2007-05-31", "2007-06-28", "2007-06-29"].map(dayNumber);
    expect(previousMonthEnd(days, [true, true, false, true])).toBe(1);
    expect(previousMonthEnd(days.slice(2), [false, true])).toBe(-1);
    expect(previousMonthEnd([], [])).toBe(-1);
  });

  it("has a rank for exactly the known values, within 0 to 100", () => {
    const d = h.factorDates.latest!;
    let knownCount = 0;
    for (let i = 0; i < F * N; i++) {
      expect(Number.isNaN(d.ranks[i]!)).toBe(Number.isNaN(d.values[i]!));
      expect(Number.isNaN(d.sectorPercentiles[i]!)).toBe(
        Number.isNaN(d.values[i]!) || market.companies[i % N]!.sectorId === null,
      );
      if (!Number.isNaN(d.ranks[i]!)) {
        knownCount++;
        expect(d.ranks[i]).toBeGreaterThanOrEqual(0);
        expect(d.ranks[i]).toBeLessThanOrEqual(100);
      }
    }
    expect(knownCount).toBeGreaterThan(F * N * 0.3);
  });

  it("keeps the ranks the components were scored from: a higher mean rank scores higher", () => {
    const d = h.factorDates.latest!;
    const last = h.evalDays.length - 1;
    for (const [k, key] of COMPONENTS.entries()) {
      if (key === "ai") continue;
      const mine = MATRIX_FACTORS.flatMap((f, i) => (f.component === key ? [i] : []));
      const scored: { mean: number; score: number }[] = [];
      for (let c = 0; c < N; c++) {
        const score = h.components[(last * K + k) * N + c]!;
        if (Number.isNaN(score)) continue;
        const ranks = mine.map((f) => d.ranks[f * N + c]!).filter((r) => !Number.isNaN(r));
        scored.push({ mean: ranks.reduce((a, b) => a + b, 0) / ranks.length, score });
      }
      expect(scored.length, key).toBeGreaterThan(5);
      for (const a of scored)
        for (const b of scored) if (a.mean > b.mean + 1e-3) expect(a.score, key).toBeGreaterThan(b.score);
    }
  });

  it("ranks sector percentiles within each sector: the highest value of a sector is 100", () => {
    const d = h.factorDates.latest!;
    const sectors = [...new Set(market.companies.map((c) => c.sectorId).filter((s) => s !== null))];
    for (let f = 0; f < F; f++)
      for (const s of sectors) {
        const members = market.companies.flatMap((c, i) =>
          c.sectorId === s && !Number.isNaN(d.values[f * N + i]!) ? [i] : [],
        );
        if (members.length < 2) continue;
        const top = members.reduce((a, b) => (d.values[f * N + b]! > d.values[f * N + a]! ? b : a));
        // Ties share their rank: only a value above every other of its sector is the top.
        if (members.some((i) => i !== top && d.values[f * N + i] === d.values[f * N + top])) continue;
        expect(d.sectorPercentiles[f * N + top]).toBe(100);
      }
  });

  it("an update keeps the same day's factors as the full run, with no earlier month-end", () => {
    expect(update.factorDates.previous).toBeNull();
    expect(update.factorDates.latest!.day).toBe(h.factorDates.latest!.day);
    expect(update.factorDates.latest!.values).toEqual(h.factorDates.latest!.values);
    expect(update.factorDates.latest!.ranks).toEqual(h.factorDates.latest!.ranks);
  });
});
