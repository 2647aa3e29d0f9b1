import { describe, expect, it } from "vitest";
import { filingShares, inListingShares } from "./share-classes";

describe("share classes of one registrant", () => {
  it("takes classes trading near each other as at par, and a fixed multiple as the round ratio", () => {
    expect(filingShares(171.2, 172.9)).toBe(1); // GOOG against GOOGL
    expect(filingShares(172.9, 172.9)).toBe(1);
    expect(filingShares(415.1, 622_500)).toBe(1500); // BRK-B against BRK-A: 1,499.6
    expect(filingShares(20, 61)).toBe(3); // 3.05
    expect(filingShares(0, 100)).toBe(1);
  });

  it("restates per-share figures and share counts in the listing's own shares", () => {
    const version = { eps: 30_000, dividendsPerShare: null, shares: 1.4e6, revenue: 3.6e11 };
    expect(inListingShares(version, 1500)).toEqual({
      eps: 20,
      dividendsPerShare: null,
      shares: 2.1e9,
      revenue: 3.6e11,
    });
    expect(inListingShares(version, 1)).toBe(version);
  });
});
