import { describe, expect, it } from "vitest";
import { GUEST_VIEW_LIMIT } from "./constants";
import {
  countGuestView,
  GUEST_COMPANIES_MAX,
  guestViewSubject,
  isWallUp,
  readGuestViews,
  storedGuestViews,
  type GuestViews,
} from "./guest-views";

const at = (iso: string) => new Date(iso);
const MARCH = at("2025-03-10T12:00:00");

/** Views of `subjects` in turn, from nothing stored, with whether the wall was up after each. */
function browse(subjects: string[], now = MARCH): { views: GuestViews | null; up: boolean[] } {
  let views: GuestViews | null = null;
  const up: boolean[] = [];
  for (const s of subjects) {
    views = countGuestView(views, s, now);
    up.push(isWallUp(views));
  }
  return { views, up };
}

describe("guest views (registration wall)", () => {
  it("counts each new company from one and locks above the spec's limit of five", () => {
    expect(GUEST_VIEW_LIMIT).toBe(5);
    const { views, up } = browse(["A", "B", "C", "D", "E", "F", "G"]);
    expect(views).toEqual({ views: 7, firstViewAt: MARCH.getTime(), subjects: ["A", "B", "C", "D", "E", "F", "G"] });
    expect(up).toEqual([false, false, false, false, false, true, true]);
  });

  it("counts a company once a month whatever subpages are opened (five tabs are one view)", () => {
    const tabs = ["A", "A", "A", "A", "A"];
    expect(browse(tabs).views).toEqual({ views: 1, firstViewAt: MARCH.getTime(), subjects: ["A"] });
    // Five companies, each with five tabs and back again: still under the wall.
    const five = ["A", "B", "C", "D", "E"].flatMap((c) => [c, c, c, c, c]);
    const { views, up } = browse([...five, ...five]);
    expect(views!.views).toBe(5);
    expect(up.every((u) => !u)).toBe(true);
    // The sixth company puts it up.
    const sixth = countGuestView(views, "F", MARCH);
    expect(sixth.views).toBe(6);
    expect(isWallUp(sixth)).toBe(true);
  });

  it("returns the stored views unchanged for a company already counted", () => {
    const stored = { views: 3, firstViewAt: at("2025-03-01T00:00:00").getTime(), subjects: ["A", "B"] };
    expect(countGuestView(stored, "B", MARCH)).toBe(stored);
  });

  it("keeps the wall up once past the limit, also on a company counted before it", () => {
    const { views } = browse(["A", "B", "C", "D", "E", "F"]);
    expect(isWallUp(countGuestView(views, "A", MARCH))).toBe(true);
  });

  it("keeps the first view's time while counting", () => {
    const first = countGuestView(null, "A", at("2025-03-01T00:00:00"));
    expect(countGuestView(first, "B", at("2025-03-31T23:59:00"))).toEqual({
      views: 2,
      firstViewAt: first.firstViewAt,
      subjects: ["A", "B"],
    });
  });

  it("starts over, companies and all, when a new month begins", () => {
    const march = { views: 9, firstViewAt: at("2025-03-02T10:00:00").getTime(), subjects: ["A", "B"] };
    expect(isWallUp(march)).toBe(true);
    // A company counted in March counts again in April.
    const april = countGuestView(march, "A", at("2025-04-01T00:00:01"));
    expect(april).toEqual({ views: 1, firstViewAt: at("2025-04-01T00:00:01").getTime(), subjects: ["A"] });
    expect(isWallUp(april)).toBe(false);
    // The same month of another year is another month.
    expect(countGuestView(march, "A", at("2026-03-05T10:00:00")).views).toBe(1);
  });

  it("remembers at most GUEST_COMPANIES_MAX companies, the latest, and keeps counting", () => {
    const many = Array.from({ length: GUEST_COMPANIES_MAX + 5 }, (_, i) => `C${i}`);
    const { views } = browse(many);
    expect(views!.views).toBe(GUEST_COMPANIES_MAX + 5);
    expect(views!.subjects).toHaveLength(GUEST_COMPANIES_MAX);
    expect(views!.subjects[0]).toBe("C5");
    expect(views!.subjects.at(-1)).toBe(`C${GUEST_COMPANIES_MAX + 4}`);
    expect(GUEST_COMPANIES_MAX).toBeGreaterThan(GUEST_VIEW_LIMIT);
  });

  it("names a company's pages by its listing, whichever subpage, and other pages by their path", () => {
    const beai = { exchange: "nasdaq", ticker: "beai" };
    expect(guestViewSubject(beai, "/stocks/us/nasdaq/beai")).toBe("NASDAQ:BEAI");
    expect(guestViewSubject(beai, "/stocks/us/nasdaq/beai/earnings")).toBe("NASDAQ:BEAI");
    expect(guestViewSubject({ exchange: "NASDAQ", ticker: "BEAI" }, "/stocks/us/NASDAQ/BEAI/dividends")).toBe(
      "NASDAQ:BEAI",
    );
    expect(guestViewSubject({ exchange: "nyse", ticker: "beai" }, "/x")).not.toBe("NASDAQ:BEAI");
    expect(guestViewSubject({}, "/Some/Page/")).toBe("/some/page");
    expect(guestViewSubject({ ticker: "beai" }, "/")).toBe("/");
  });

  it("stores and reads back the three keys", () => {
    const views = { views: 4, firstViewAt: 1741600000000, subjects: ["NASDAQ:BEAI", "NYSE:COU"] };
    const stored = storedGuestViews(views);
    expect(stored).toEqual({ views: "4", firstViewAt: "1741600000000", subjects: '["NASDAQ:BEAI","NYSE:COU"]' });
    expect(readGuestViews(stored.views, stored.firstViewAt, stored.subjects)).toEqual(views);
  });

  it("reads stored strings, and treats a garbled count or time as no views", () => {
    expect(readGuestViews("3", "1741600000000")).toEqual({ views: 3, firstViewAt: 1741600000000, subjects: [] });
    for (const [v, t] of [
      [null, "1"],
      ["3", null],
      ["x", "1"],
      ["-1", "1"],
      ["2.5", "1"],
      ["2", "abc"],
      ["2", "0"],
    ] as const) {
      expect(readGuestViews(v, t, '["A"]')).toBeNull();
    }
  });

  it("reads a missing or garbled list of companies as none (a count stored before the list existed stands)", () => {
    for (const raw of [null, "", "not json", "{}", '"A"', "42", "null"]) {
      expect(readGuestViews("3", "1", raw)).toEqual({ views: 3, firstViewAt: 1, subjects: [] });
    }
    // Anything but short non-empty strings is dropped, and duplicates count once.
    const long = "X".repeat(41);
    expect(readGuestViews("3", "1", JSON.stringify(["A", 1, null, "", long, "A", "B", { a: 1 }]))!.subjects).toEqual([
      "A",
      "B",
    ]);
    // A tampered, overlong list keeps its latest entries only.
    const huge = JSON.stringify(Array.from({ length: 500 }, (_, i) => `C${i}`));
    const read = readGuestViews("3", "1", huge)!;
    expect(read.subjects).toHaveLength(GUEST_COMPANIES_MAX);
    expect(read.subjects.at(-1)).toBe("C499");
  });

  it("a legacy count goes on from where it was, counting new companies once", () => {
    const legacy = readGuestViews("4", String(MARCH.getTime()), null);
    const next = countGuestView(legacy, "A", MARCH);
    expect(next).toEqual({ views: 5, firstViewAt: MARCH.getTime(), subjects: ["A"] });
    expect(countGuestView(next, "A", MARCH).views).toBe(5);
    expect(isWallUp(countGuestView(next, "B", MARCH))).toBe(true);
  });

  it("cuts an overlong subject to the length it can be read back at", () => {
    const subject = "Y".repeat(60);
    const views = countGuestView(null, subject, MARCH);
    const stored = storedGuestViews(views);
    const read = readGuestViews(stored.views, stored.firstViewAt, stored.subjects)!;
    expect(read.subjects).toEqual(views.subjects);
    expect(countGuestView(read, subject, MARCH).views).toBe(1);
  });

  it("no views: no wall", () => {
    expect(isWallUp(null)).toBe(false);
    expect(isWallUp({ views: 5, firstViewAt: 1, subjects: [] })).toBe(false);
    expect(isWallUp({ views: 6, firstViewAt: 1, subjects: [] })).toBe(true);
  });
});
