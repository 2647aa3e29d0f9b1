import { queryObjects } from "node:v8";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runScreen, countScreen, filterRows, KEPT_ROWS_WORDS } from "./engine";
import { countRows, wordsFor } from "./bitset";
import { GRADE_VALUE } from "./filter-fields";
import type { ActiveFilter } from "./screen";
import { ScreenerSnapshot, type SnapshotCompany } from "./snapshot";
import type { Values } from "./values";

const FIELDS = { text: ["ticker", "name", "exchange", "country"], numbers: ["mcap", "pe", "dy", "insd", "zr", "sid"] };

/** A company's values: its own text fields (`over`) and its figures. */
function company(id: number, over: Values = {}, values: Values = {}): SnapshotCompany {
  return {
    id,
    values: {
      exchange: "NYSE",
      ticker: `T${id}`,
      name: `Company ${id}`,
      country: "United States",
      sid: 1,
      ...over,
      mcap: null,
      pe: null,
      dy: null,
      insd: null,
      zr: null,
      ...values,
    },
  };
}
const num = (c: SnapshotCompany, key: string): number | null => {
  const v = c.values[key];
  return typeof v === "number" ? v : null;
};

const companyArbitrary = (id: number) =>
  fc
    .record({
      exchange: fc.constantFrom("NYSE", "NASDAQ", "AMEX"),
      name: fc.constantFrom("alpha", "Beta", "gamma", "Delta", "alpha"),
      sectorId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      mcap: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
      pe: fc.option(fc.integer({ min: -5, max: 30 }), { nil: null }),
      insd: fc.option(fc.constantFrom(0, 1), { nil: null }),
      zr: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    })
    .map((r) =>
      company(
        id,
        { exchange: r.exchange, name: r.name, sid: r.sectorId },
        { mcap: r.mcap, pe: r.pe, insd: r.insd, zr: r.zr },
      ),
    );

const universeOf = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => companyArbitrary(i + 1))));
const universe = universeOf(0, 60);
// Past 64 rows a range index has buckets of several rows (and ends inside them), and a sorted
// screen with more than 64 matches walks the column's order instead of sorting its matches.
const largeUniverse = universeOf(65, 700);

const filterArbitrary: fc.Arbitrary<ActiveFilter> = fc.oneof(
  fc
    .tuple(
      fc.option(fc.integer({ min: -5, max: 30 }), { nil: null }),
      fc.option(fc.integer({ min: -5, max: 30 }), { nil: null }),
    )
    .map(([low, high]) => ({ key: "pe", value: { type: "range" as const, low, high } })),
  fc
    .uniqueArray(fc.constantFrom("NYSE", "NASDAQ", "AMEX"), { minLength: 1 })
    .map((values) => ({ key: "ex", value: { type: "select" as const, values } })),
  fc
    .uniqueArray(fc.constantFrom("1", "2", "3"), { minLength: 1 })
    .map((values) => ({ key: "sid", value: { type: "select" as const, values } })),
  fc
    .uniqueArray(fc.constantFrom("A", "B", "C", "D", "F"), { minLength: 1 })
    .map((values) => ({ key: "zr", value: { type: "select" as const, values } })),
  fc.boolean().map((value) => ({ key: "insd", value: { type: "boolean" as const, value } })),
);

/** The plain reading of a screen, for comparison: filter, then a stable sort with nulls last. */
function reference(
  companies: SnapshotCompany[],
  filters: ActiveFilter[],
  sort: { column: string; direction: "asc" | "desc" } | null,
) {
  const keep = (c: SnapshotCompany) =>
    filters.every((f) => {
      const v = f.value;
      if (v.type === "range") {
        const x = num(c, f.key);
        return x !== null && (v.low === null || x >= v.low) && (v.high === null || x <= v.high);
      }
      if (v.type === "boolean") return c.values[f.key] === (v.value ? 1 : 0);
      if (f.key === "ex") return v.values.includes(c.values.exchange as string);
      if (f.key === "sid") return num(c, "sid") !== null && v.values.map(Number).includes(num(c, "sid")!);
      return v.values.map((g) => GRADE_VALUE[g]).includes(num(c, "zr") ?? -1);
    });
  const base = [...companies].sort((a, b) => {
    const x = num(a, "mcap");
    const y = num(b, "mcap");
    if (x === null || y === null) return x === null && y === null ? a.id - b.id : x === null ? 1 : -1;
    return y - x || a.id - b.id;
  });
  const s = sort ?? { column: "mcap", direction: "desc" as const };
  const key = (c: SnapshotCompany): string | number | null =>
    s.column === "name" ? (c.values.name as string).toLowerCase() : num(c, s.column);
  const position = new Map(base.map((c, i) => [c.id, i]));
  return base.filter(keep).sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null)
      return x === null && y === null ? position.get(a.id)! - position.get(b.id)! : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return (s.direction === "asc" ? order : -order) || position.get(a.id)! - position.get(b.id)!;
  });
}

describe("screener engine", () => {
  it.each([
    ["small", universe, 300],
    ["large", largeUniverse, 60],
  ] as const)("filters, sorts and pages a %s universe as the plain reading does", (_, companiesArbitrary, numRuns) => {
    fc.assert(
      fc.property(
        companiesArbitrary,
        fc.array(filterArbitrary, { maxLength: 3 }),
        fc.option(
          fc.record({
            column: fc.constantFrom("mcap", "pe", "name", "zr"),
            direction: fc.constantFrom("asc" as const, "desc" as const),
          }),
          { nil: null },
        ),
        fc.integer({ min: 1, max: 12 }),
        (companies, filters, sort, page) => {
          const snapshot = new ScreenerSnapshot(companies, FIELDS, "2024-01-02");
          const expected = reference(companies, filters, sort);
          const result = runScreen(snapshot, { filters, sort, page, pageSize: 7 });
          expect(result.total).toBe(expected.length);
          expect(countScreen(snapshot, filters)).toBe(expected.length);
          expect(Array.from(result.rows, (r) => snapshot.ids[r])).toEqual(
            expected.slice((page - 1) * 7, page * 7).map((c) => c.id),
          );
        },
      ),
      { numRuns },
    );
  });

  it("pages a sorted screen alike whether its matches are dense (walks the order) or sparse (marks ranks)", () => {
    const companies = Array.from({ length: 300 }, (_, i) =>
      company(i + 1, {}, { mcap: (i * 37) % 101, pe: (i * 53) % 97 }),
    );
    const snapshot = new ScreenerSnapshot(companies, FIELDS, null);
    for (const filters of [
      [],
      [{ key: "pe", value: { type: "range" as const, low: 1, high: null } }],
      [{ key: "pe", value: { type: "range" as const, low: 90, high: 92 } }],
    ]) {
      for (const page of [1, 2, 5]) {
        const sort = { column: "pe", direction: "desc" as const };
        const expected = reference(companies, filters, sort)
          .slice((page - 1) * 7, page * 7)
          .map((c) => c.id);
        expect(
          Array.from(runScreen(snapshot, { filters, sort, page, pageSize: 7 }).rows, (r) => snapshot.ids[r]),
        ).toEqual(expected);
      }
    }
  });

  it("answers an empty page past the end", () => {
    const snapshot = new ScreenerSnapshot([company(1, {}, { mcap: 5 }), company(2, {}, { mcap: 3 })], FIELDS, null);
    expect(runScreen(snapshot, { filters: [], sort: null, page: 3, pageSize: 20 })).toEqual({
      total: 2,
      rows: new Int32Array(0),
    });
  });

  it("keeps companies without a figure last, whichever the direction", () => {
    const snapshot = new ScreenerSnapshot(
      [company(1, {}, { pe: null, mcap: 9 }), company(2, {}, { pe: 10, mcap: 1 }), company(3, {}, { pe: 5, mcap: 2 })],
      FIELDS,
      null,
    );
    const ids = (direction: "asc" | "desc") =>
      Array.from(
        runScreen(snapshot, { filters: [], sort: { column: "pe", direction }, page: 1, pageSize: 10 }).rows,
        (r) => snapshot.ids[r],
      );
    expect(ids("asc")).toEqual([3, 2, 1]);
    expect(ids("desc")).toEqual([2, 3, 1]);
  });

  it("drops companies without the figure from a range, however wide", () => {
    const snapshot = new ScreenerSnapshot([company(1, {}, { pe: null }), company(2, {}, { pe: 10 })], FIELDS, null);
    expect(countScreen(snapshot, [{ key: "pe", value: { type: "range", low: null, high: 1e300 } }])).toBe(1);
  });

  // A filter's rows are kept with its value (filterRows): the screens that share a filter value
  // must each still get their own snapshot's rows and their own key's.
  it("gives each snapshot its own rows for filter values that screens share", () => {
    fc.assert(
      fc.property(
        largeUniverse,
        largeUniverse,
        fc.array(filterArbitrary, { minLength: 1, maxLength: 3 }),
        (first, second, filters) => {
          const snapshots = [new ScreenerSnapshot(first, FIELDS, null), new ScreenerSnapshot(second, FIELDS, null)];
          for (const round of [0, 1]) {
            for (const [i, companies] of [first, second].entries()) {
              const expected = reference(companies, filters, null);
              expect(countScreen(snapshots[i]!, filters), `snapshot ${i}, round ${round}`).toBe(expected.length);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("reads a value shared by two filters' keys for each key", () => {
    const companies = Array.from({ length: 100 }, (_, i) => company(i + 1, {}, { mcap: i, pe: 99 - i, dy: i % 10 }));
    const snapshot = new ScreenerSnapshot(companies, FIELDS, null);
    const value = Object.freeze({ type: "range" as const, low: 0, high: 9 });
    expect(countScreen(snapshot, [{ key: "mcap", value }])).toBe(10);
    expect(countScreen(snapshot, [{ key: "pe", value }])).toBe(10);
    expect(countScreen(snapshot, [{ key: "dy", value }])).toBe(100);
    expect(
      Array.from(
        runScreen(snapshot, {
          filters: [
            { key: "mcap", value },
            { key: "pe", value },
          ],
          sort: null,
          page: 1,
          pageSize: 20,
        }).rows,
      ),
    ).toEqual([]);
  });

  it("keeps answering right once more filter values were read than it keeps sets for", () => {
    const companies = Array.from({ length: 3000 }, (_, i) => company(i + 1, {}, { mcap: i, pe: i % 500 }));
    const snapshot = new ScreenerSnapshot(companies, FIELDS, null);
    const values = Array.from({ length: Math.ceil(KEPT_ROWS_WORDS / wordsFor(3000)) + 10 }, (_, i) => ({
      type: "range" as const,
      low: i % 2000,
      high: (i % 2000) + 999,
    }));
    const first = filterRows(snapshot, { key: "mcap", value: values[0]! });
    expect(countRows(first)).toBe(1000);
    for (const value of values) filterRows(snapshot, { key: "mcap", value });
    // The first value's set was let go with the rest: it is worked out again, to the same rows.
    const again = filterRows(snapshot, { key: "mcap", value: values[0]! });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(
      countScreen(snapshot, [
        { key: "mcap", value: values[1]! },
        { key: "pe", value: { type: "range", low: 0, high: 9 } },
      ]),
    ).toBe(2 * 10);
  });

  it("lets a replaced snapshot go while a filter value read over it lives on", async () => {
    const value = Object.freeze({ type: "range" as const, low: 0, high: 9 });
    const companies = Array.from({ length: 100 }, (_, i) => company(i + 1, {}, { mcap: i }));
    const gone = await (async () => {
      const old = new ScreenerSnapshot(companies, FIELDS, null);
      expect(countScreen(old, [{ key: "mcap", value }])).toBe(10);
      return new WeakRef(old);
    })();
    // The new snapshot reads other values: the kept value's set over the old one stays unread.
    expect(
      countScreen(new ScreenerSnapshot(companies.slice(5), FIELDS, null), [
        { key: "mcap", value: { type: "range", low: 0, high: 19 } },
      ]),
    ).toBe(15);
    // node:v8's queryObjects runs a full collection before it counts (no flag to expose the collector). A
    // WeakRef holds its target until the current job ends, and one collection may leave it (a
    // busy machine's runner still held a reference once); a real leak survives every round.
    for (let round = 0; round < 5 && gone.deref() !== undefined; round++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      queryObjects(ScreenerSnapshot);
    }
    expect(gone.deref()).toBeUndefined();
  });
});
