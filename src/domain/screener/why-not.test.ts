import { describe, expect, it } from "vitest";
import { decodeScreen } from "./codec";
import { countScreen, runScreen } from "./engine";
import type { ScreenerFilter } from "./filters";
import type { ActiveFilter } from "./screen";
import { ScreenerSnapshot, type SnapshotCompany } from "./snapshot";
import { checkScreen, rowOfTicker } from "./why-not";

// Why a company does not pass a screen, on a hand-made snapshot of four companies.

const FIELDS = {
  text: ["ticker", "name", "exchange", "country"],
  numbers: ["mcap", "pe", "dy", "insd", "zr", "sid"],
};
const company = (id: number, ticker: string, values: SnapshotCompany["values"]): SnapshotCompany => ({
  id,
  values: { ticker, name: `Company ${id}`, exchange: "NYSE", country: "United States", ...values },
});
const snapshot = new ScreenerSnapshot(
  [
    company(1, "ACME", { mcap: 5e9, pe: 12, dy: 3.5, insd: 1, zr: 5, sid: 1 }),
    company(2, "BETA", { mcap: 2e8, pe: 40, dy: null, insd: 0, zr: 2, sid: 2 }),
    company(3, "GAMA", { mcap: 9e9, pe: null, dy: 1, insd: null, zr: null, sid: 1 }),
    company(4, "brk.b", { mcap: 7e11, pe: 20, dy: 0, insd: 1, zr: 4, sid: 3 }),
  ],
  FIELDS,
  "2026-11-24",
);

const filters = (query: string): ActiveFilter[] => {
  const d = decodeScreen(query);
  if (!d.ok) throw new Error(query);
  return d.screen.filters;
};
const premiumLocked = (f: ScreenerFilter) => f.premiumLockable;
const open = () => false;
const row = (ticker: string) => rowOfTicker(snapshot, ticker)!;

describe("finding the company", () => {
  it("finds a ticker whatever its case and surrounding spaces, and nothing for an unknown one", () => {
    expect(snapshot.ids[row("acme")]).toBe(1);
    expect(snapshot.ids[row(" BRK.B ")]).toBe(4);
    expect(rowOfTicker(snapshot, "NOPE")).toBeUndefined();
    expect(rowOfTicker(snapshot, "")).toBeUndefined();
  });
});

describe("checking a company against a screen", () => {
  const screen = filters("f[mcap]=1000000000,&f[pe]=,15&f[dy]=2,&f[insd]=t");

  it("says which filters a passing company meets, with its values in the filters' units", () => {
    const check = checkScreen(snapshot, row("ACME"), screen, open);
    expect(check.passes).toBe(true);
    expect(check.filters.map((f) => [f.key, f.passed])).toEqual([
      ["mcap", true],
      ["pe", true],
      ["dy", true],
      ["insd", true],
    ]);
    expect(check.filters.find((f) => f.key === "mcap")).toMatchObject({ value: "$5B", condition: "$1B or more" });
    expect(check.filters.find((f) => f.key === "dy")).toMatchObject({ value: "3.5%", locked: false });
    expect(check.filters.find((f) => f.key === "insd")).toMatchObject({ value: "Net Buying", condition: "Net Buying" });
  });

  it("names each filter a failing company misses, and an unknown value fails", () => {
    const check = checkScreen(snapshot, row("GAMA"), screen, open);
    expect(check.passes).toBe(false);
    expect(check.filters.map((f) => [f.key, f.value, f.passed])).toEqual([
      ["mcap", "$9B", true],
      ["pe", null, false],
      ["dy", "1%", false],
      ["insd", null, false],
    ]);
  });

  it("agrees with the screen's own results for every company and filter", () => {
    const all = filters("f[mcap]=1000000000,&f[pe]=,25&f[dy]=,2&f[sid]=1,3&f[zr]=A,B");
    const passing = new Set(
      Array.from(runScreen(snapshot, { filters: all, sort: null, page: 1, pageSize: 20 }).rows, (r) => snapshot.ids[r]),
    );
    for (let r = 0; r < snapshot.size; r++) {
      const check = checkScreen(snapshot, r, all, open);
      expect(check.passes, `row ${r}`).toBe(passing.has(snapshot.ids[r]!));
      for (const f of check.filters) {
        const one = all.filter((a) => a.key === f.key);
        const alone = checkScreen(snapshot, r, one, open).passes;
        expect(f.passed).toBe(alone);
      }
    }
    expect(countScreen(snapshot, all)).toBe(passing.size);
  });

  it("reads selects in their options' words: a sector's name, a grade's letter", () => {
    const check = checkScreen(snapshot, row("ACME"), filters("f[sid]=2&f[zr]=A,B"), open);
    expect(check.filters[0]).toMatchObject({ key: "sid", passed: false });
    expect(check.filters[0]!.value).toMatch(/[A-Za-z]/);
    expect(check.filters[1]).toMatchObject({ key: "zr", value: "A", passed: true, condition: "A, B" });
  });

  it("hides a locked filter's value and verdict; the screen's verdict is unknown unless a visible filter fails", () => {
    const locked = checkScreen(snapshot, row("ACME"), filters("f[mcap]=1000000000,&f[zr]=A"), premiumLocked);
    expect(locked.filters[1]).toEqual({
      key: "zr",
      name: "Zen Rating",
      condition: "A",
      value: null,
      locked: true,
      passed: null,
    });
    expect(locked.passes).toBeNull();
    // BETA fails the visible market-cap bound: it fails the screen whatever its grade.
    const failing = checkScreen(snapshot, row("BETA"), filters("f[mcap]=1000000000,&f[zr]=A"), premiumLocked);
    expect(failing.passes).toBe(false);
    expect(failing.filters[1]!.passed).toBeNull();
  });

  it("passes a screen without filters", () => {
    expect(checkScreen(snapshot, row("BETA"), [], open)).toEqual({ passes: true, filters: [] });
  });
});
