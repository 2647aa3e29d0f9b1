import { describe, expect, it } from "vitest";
import { countGuestView, isWallUp, readGuestViews } from "./guest-views";

const at = (iso: string) => new Date(iso);

describe("guest page views (registration wall)", () => {
  it("counts from one and locks above five", () => {
    let views = null;
    const seen: boolean[] = [];
    for (let i = 0; i < 7; i++) {
      views = countGuestView(views, at("2025-03-10T12:00:00"));
      seen.push(isWallUp(views));
    }
    expect(views).toEqual({ views: 7, firstViewAt: at("2025-03-10T12:00:00").getTime() });
    expect(seen).toEqual([false, false, false, false, false, true, true]);
  });

  it("keeps the first view's time while counting", () => {
    const first = countGuestView(null, at("2025-03-01T00:00:00"));
    expect(countGuestView(first, at("2025-03-31T23:59:00"))).toEqual({ views: 2, firstViewAt: first.firstViewAt });
  });

  it("starts over when a new month begins", () => {
    const march = { views: 9, firstViewAt: at("2025-03-02T10:00:00").getTime() };
    expect(isWallUp(march)).toBe(true);
    const april = countGuestView(march, at("2025-04-01T00:00:01"));
    expect(april).toEqual({ views: 1, firstViewAt: at("2025-04-01T00:00:01").getTime() });
    expect(isWallUp(april)).toBe(false);
    // The same month of another year is another month.
    expect(countGuestView(march, at("2026-03-05T10:00:00")).views).toBe(1);
  });

  it("reads stored strings, and treats garbage as no views", () => {
    expect(readGuestViews("3", "1741600000000")).toEqual({ views: 3, firstViewAt: 1741600000000 });
    for (const [v, t] of [
      [null, "1"],
      ["3", null],
      ["x", "1"],
      ["-1", "1"],
      ["2.5", "1"],
      ["2", "abc"],
      ["2", "0"],
    ] as const) {
      expect(readGuestViews(v, t)).toBeNull();
    }
  });
});
