import { describe, expect, it } from "vitest";
import { hasZenStrategies, lockedFrom, ownScreenBacktestAccess, rebalanceVisible } from "./strategies";

describe("Zen Strategies entitlement", () => {
  it("unlocks current holdings for the Zen Strategies plan only", () => {
    expect(hasZenStrategies({ planTypes: ["zen_strategies"] })).toBe(true);
    expect(hasZenStrategies({ planTypes: ["premium", "zen_strategies"] })).toBe(true);
    expect(hasZenStrategies({ planTypes: ["premium"] })).toBe(false);
    expect(hasZenStrategies({ planTypes: ["zen_investor"] })).toBe(false);
    expect(hasZenStrategies({ planTypes: [] })).toBe(false);
    expect(hasZenStrategies(null)).toBe(false);
    expect(hasZenStrategies(undefined)).toBe(false);
  });

  it("gives a free member the yearly figures of their own screen's backtest, Premium or Zen Strategies all of it", () => {
    expect(ownScreenBacktestAccess(null)).toBe("yearly");
    expect(ownScreenBacktestAccess({ planTypes: [] })).toBe("yearly");
    expect(ownScreenBacktestAccess({ planTypes: ["zen_investor"] })).toBe("yearly");
    expect(ownScreenBacktestAccess({ planTypes: ["premium"] })).toBe("full");
    expect(ownScreenBacktestAccess({ planTypes: ["zen_strategies"] })).toBe("full");
  });

  it("locks books filled in the three months before the record's date, the month's end kept inside the month", () => {
    expect(lockedFrom("2026-11-27")).toBe("2026-08-27");
    expect(lockedFrom("2026-05-31")).toBe("2026-02-28");
    expect(lockedFrom("2024-05-31")).toBe("2024-02-29");
    expect(lockedFrom("2026-02-15")).toBe("2025-11-15");
  });

  it("shows a guest a book once it is past the delay and not the latest; a subscriber every book", () => {
    const asOf = "2026-11-27";
    const free = { planTypes: [] };
    const subscriber = { planTypes: ["zen_strategies" as const] };
    expect(rebalanceVisible(free, { fillDate: "2026-08-26" }, false, asOf)).toBe(true);
    expect(rebalanceVisible(free, { fillDate: "2026-08-27" }, false, asOf)).toBe(false);
    expect(rebalanceVisible(free, { fillDate: "2026-10-01" }, false, asOf)).toBe(false);
    // The latest book is never public, however old (a record whose market stopped updating).
    expect(rebalanceVisible(free, { fillDate: "2020-01-02" }, true, asOf)).toBe(false);
    expect(rebalanceVisible(null, { fillDate: "2020-01-02" }, true, asOf)).toBe(false);
    expect(rebalanceVisible(subscriber, { fillDate: "2026-11-02" }, true, asOf)).toBe(true);
  });
});
