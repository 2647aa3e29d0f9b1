import { describe, expect, it } from "vitest";
import { entryVisible, hasZenInvestor, lockedFrom, visibleLedger, visiblePositions } from "./zen-investor";

const free = { planTypes: [] };
const subscriber = { planTypes: ["zen_investor" as const] };

describe("Zen Investor policy", () => {
  it("unlocks fresh alerts for the Zen Investor plan only", () => {
    expect(hasZenInvestor(subscriber)).toBe(true);
    expect(hasZenInvestor({ planTypes: ["premium", "zen_strategies"] })).toBe(false);
    expect(hasZenInvestor(null)).toBe(false);
  });

  it("makes an alert public once it is 30 days old", () => {
    expect(lockedFrom("2026-11-30")).toBe("2026-11-01");
    expect(entryVisible(free, "2026-10-31", "2026-11-30")).toBe(true);
    expect(entryVisible(free, "2026-11-01", "2026-11-30")).toBe(false);
    expect(entryVisible(free, "2026-11-02", "2026-11-30")).toBe(false);
    expect(entryVisible(subscriber, "2026-11-30", "2026-11-30")).toBe(true);
  });

  it("cuts a non-subscriber's ledger to the prefix older than the delay", () => {
    const entries = ["2026-09-01", "2026-10-01", "2026-11-01", "2026-11-20"].map((date, i) => ({ seq: i + 1, date }));
    expect(visibleLedger(free, entries, "2026-11-30").map((e) => e.seq)).toEqual([1, 2]);
    expect(visibleLedger(subscriber, entries, "2026-11-30")).toHaveLength(4);
  });

  it("shows a non-subscriber closed positions past the delay only, a subscriber all", () => {
    const positions = [
      { id: 1, exitDate: "2026-09-01" },
      { id: 2, exitDate: "2026-11-20" },
      { id: 3, exitDate: null },
    ];
    expect(visiblePositions(free, positions, "2026-11-30").map((p) => p.id)).toEqual([1]);
    expect(visiblePositions(subscriber, positions, "2026-11-30").map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
