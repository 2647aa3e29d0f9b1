import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { companyWith, dailyPrices, NO_RATES, ratingDays, weekdays } from "../../../test/support/rating-market";
import { quarter } from "../../../test/support/research-rows";
import { companyInputs, walkCompany } from "./company-history";
import type { YieldEntry } from "./yield-history";

// Story: a $40 stock earns $1 a quarter from 2004 to 2010, an earnings yield of 10%; it halves
// to $20 in 2009. Its own usual yield is the mean of its month-end yields over the five years
// before: unknown until a year of month-ends has been seen, and a one-day update that starts
// from the yields the full run stored sees the same history as the full run.

const days = weekdays("2004-01-02", "2010-12-31");
const SLUMP = days.find((d) => new Date(d * 86_400_000).toISOString() >= "2009-01-01")!;
const statements = [2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010].flatMap((y) =>
  [1, 2, 3, 4].map((q) => quarter(y, q, { filedOn: `${y}-0${q * 2}-01`, eps: 1, equity: 200, shares: 10 })),
);
const company = companyWith(
  dailyPrices(days, (d) => (d < SLUMP ? 40 : 20)),
  { statements },
);
const { evalDays, monthEnd } = ratingDays("2004-01-02", "2010-12-31");

/** The usual earnings yield on each date, as the rating run walks (month-ends join the history). */
/** The usual earnings yield on each date from `from` on, as the rating run walks them, and the yields it stores. */
function usualYields(
  from: number,
  to: number,
  seed: readonly YieldEntry[] = [],
): { usual: (number | null)[]; stored: YieldEntry[] } {
  const usual: (number | null)[] = [];
  let stored: YieldEntry[] = [];
  walkCompany(company, evalDays.slice(from, to), NO_RATES, (_, x) => usual.push(x.earningsYieldHistory), {
    monthEnd: monthEnd.slice(from, to),
    yieldSeed: seed,
    onYieldHistory: (entries) => {
      stored = entries;
    },
  });
  return { usual, stored };
}

describe("a company's own earnings yield over five years", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2011-01-03T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is unknown for the first twelve month-ends, then the mean of the earlier ones", () => {
    const inputs = companyInputs(company, evalDays, NO_RATES);
    expect(inputs.slice(0, 12).every((x) => x!.earningsYieldHistory === null)).toBe(true);
    expect(inputs[12]!.earningsYieldHistory).toBeCloseTo(0.1, 12);
    expect(inputs[12]!.bookYieldHistory).toBeCloseTo(200 / 400, 12);
  });

  it("moves with the slump, and lets month-ends older than five years go", () => {
    const { usual } = usualYields(0, evalDays.length);
    // On 31 December 2010: the month-ends of 2006 to 2008 at 10%, and of 2009 to November 2010 at 20%.
    expect(usual[usual.length - 1]).toBeCloseTo((36 * 0.1 + 23 * 0.2) / 59, 12);
  });

  it("is the same in a one-day update that starts from the stored yields", () => {
    const full = usualYields(0, evalDays.length).usual;
    // The full run up to three days before the end stores the yields; the update rates the rest.
    const cut = evalDays.length - 3;
    const { stored } = usualYields(0, cut);
    expect(stored.length).toBeGreaterThan(12);
    expect(usualYields(cut, evalDays.length, stored).usual).toEqual(full.slice(cut));
  });
});
